/** The real Salesforce: SOQL queries on the REST API with a bearer token, and links to Lightning record pages. */
import { ProviderError } from '../errors.ts';
import { DEFAULT_TIMEOUT_MS, field, joinUrl, requestJson } from '../http.ts';
import {
  SALESFORCE_ID,
  SALESFORCE_SEARCH_LIMIT,
  type SalesforceAccount,
  type SalesforceProvider,
} from './interface.ts';
import { escapeSoqlLiteral, soqlContainsPattern } from './soql.ts';

export interface SalesforceHttpSettings {
  /** The org's instance, e.g. https://example.my.salesforce.com */
  instanceUrl: string;
  accessToken: string;
  /** e.g. v60.0 */
  apiVersion: string;
  timeoutMs?: number;
}

const SERVICE = 'salesforce';

/**
 * Where each field of a match comes from. Phone, BillingCity, Description and Industry are standard Account
 * fields; the org keeps the practice's e-mail and calendar system in the custom fields Email__c and
 * Calendar_Name__c.
 */
const ACCOUNT_FIELDS = {
  phone: 'Phone',
  email: 'Email__c',
  town: 'BillingCity',
  calendar_name: 'Calendar_Name__c',
  notes: 'Description',
  company_industry: 'Industry',
} as const satisfies Record<Exclude<keyof SalesforceAccount, 'id' | 'name'>, string>;
const SELECT = `SELECT Id, Name, ${Object.values(ACCOUNT_FIELDS).join(', ')} FROM Account`;

/**
 * The overview waits for the account's name before it shows: a slow Salesforce gets this long (then the link
 * shows the id), not the full timeout of the other calls.
 */
export const FIND_ACCOUNT_TIMEOUT_MS = 3_000;

/** Salesforce error bodies: `[{message, errorCode}]`. */
const readError = (body: unknown) => {
  const first = (Array.isArray(body) ? body[0] : body) as { message?: unknown; errorCode?: string } | undefined;
  return { code: first?.errorCode ?? null, message: typeof first?.message === 'string' ? first.message : undefined };
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The SOQL for a search; exported so tests can read it. */
export const searchAccountsSoql = (name: string) =>
  `${SELECT} WHERE Name LIKE ${soqlContainsPattern(name)} ORDER BY Name LIMIT ${SALESFORCE_SEARCH_LIMIT}`;

/** The SOQL for one account by id; exported so tests can read it. */
export const findAccountSoql = (id: string) => `${SELECT} WHERE Id = '${escapeSoqlLiteral(id)}' LIMIT 1`;

export function createSalesforceHttp(settings: SalesforceHttpSettings): SalesforceProvider {
  async function query(operation: string, soql: string, timeoutMs: number): Promise<SalesforceAccount[]> {
    const answer = await requestJson({
      service: SERVICE,
      operation,
      method: 'GET',
      url: joinUrl(
        settings.instanceUrl,
        `/services/data/${settings.apiVersion}/query?${new URLSearchParams({ q: soql })}`,
      ),
      headers: { authorization: `Bearer ${settings.accessToken}` },
      secrets: [settings.accessToken],
      timeoutMs,
      readError,
    });
    const records = (answer as { records?: unknown } | null)?.records;
    if (!Array.isArray(records)) {
      throw new ProviderError({
        service: SERVICE,
        operation,
        code: 'invalid_response',
        detail: 'the answer has no records list',
      });
    }
    const where = { service: SERVICE, operation };
    return records.map((record: Record<string, unknown>) => ({
      id: field(where, record, 'Id', 'string'),
      name: field(where, record, 'Name', 'string'),
      ...(Object.fromEntries(Object.entries(ACCOUNT_FIELDS).map(([key, name]) => [key, text(record[name])])) as Record<
        keyof typeof ACCOUNT_FIELDS,
        string | null
      >),
    }));
  }

  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    kind: 'http',
    async searchAccounts(name: string): Promise<SalesforceAccount[]> {
      const term = name.trim();
      if (term === '') return [];
      return query('searchAccounts', searchAccountsSoql(term), timeoutMs);
    },
    async findAccount(id: string): Promise<SalesforceAccount | null> {
      const wanted = id.trim();
      if (!SALESFORCE_ID.test(wanted)) return null;
      const [account] = await query(
        'findAccount',
        findAccountSoql(wanted),
        Math.min(timeoutMs, FIND_ACCOUNT_TIMEOUT_MS),
      );
      return account ?? null;
    },
    recordUrl: (id: string) => joinUrl(settings.instanceUrl, `/lightning/r/Account/${encodeURIComponent(id)}/view`),
  };
}
