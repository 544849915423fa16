/**
 * Salesforce accounts: the add-account wizard's search (accounts whose name contains a text) and the overview's
 * link (one account by its id, and the address of its page in Salesforce).
 */

export interface SalesforceAccount {
  /** 18-character Salesforce id; accounts start with '001'. */
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** The billing city: a Puerto Rico municipality for most customers. */
  town: string | null;
  /** The practice's calendar system, as Salesforce names it ('Dentrix', 'Open Dental'…). */
  calendar_name: string | null;
  notes: string | null;
  /** The industry, as Salesforce names it ('Dental', 'Medical'…). */
  company_industry: string | null;
}

/** The picker shows at most this many matches. */
export const SALESFORCE_SEARCH_LIMIT = 20;

/** What Salesforce ids look like: 15 or 18 letters and digits. Anything else is not looked up. */
export const SALESFORCE_ID = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;

export interface SalesforceProvider {
  readonly kind: 'sandbox' | 'http';
  /** Accounts whose name contains `name` (case-insensitive), by name; an empty text finds nothing. */
  searchAccounts(name: string): Promise<SalesforceAccount[]>;
  /** The account with this id; null when there is none (or the text is no Salesforce id). */
  findAccount(id: string): Promise<SalesforceAccount | null>;
  /** The account's page in Salesforce; null when there is no Salesforce to open (the sandbox). */
  recordUrl(id: string): string | null;
}
