/** Salesforce account search, the add-account wizard's picker: accounts whose name contains a text. */

export interface SalesforceAccount {
  /** 18-character Salesforce id; accounts start with '001'. */
  id: string;
  name: string;
  phone: string | null;
  /** The billing city: a Puerto Rico municipality for most customers. */
  town: string | null;
  industry: string | null;
}

/** The picker shows at most this many matches. */
export const SALESFORCE_SEARCH_LIMIT = 20;

export interface SalesforceProvider {
  readonly kind: 'sandbox' | 'http';
  /** Accounts whose name contains `name` (case-insensitive), by name; an empty text finds nothing. */
  searchAccounts(name: string): Promise<SalesforceAccount[]>;
}
