/** The real Salesforce search: a SOQL query on the REST API with a bearer token. */
import { ProviderError } from '../errors.ts';
import { field, joinUrl, requestJson } from '../http.ts';
import { SALESFORCE_SEARCH_LIMIT, type SalesforceAccount, type SalesforceProvider } from './interface.ts';
import { soqlContainsPattern } from './soql.ts';

export interface SalesforceHttpSettings {
  /** The org's instance, e.g. https://example.my.salesforce.com */
  instanceUrl: string;
  accessToken: string;
  /** e.g. v60.0 */
  apiVersion: string;
  timeoutMs?: number;
}

const SERVICE = 'salesforce';
const OPERATION = 'searchAccounts';

/** Salesforce error bodies: `[{message, errorCode}]`. */
const readError = (body: unknown) => {
  const first = (Array.isArray(body) ? body[0] : body) as { message?: unknown; errorCode?: string } | undefined;
  return { code: first?.errorCode ?? null, message: typeof first?.message === 'string' ? first.message : undefined };
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The SOQL for a search; exported so tests can read it. */
export const searchAccountsSoql = (name: string) =>
  `SELECT Id, Name, Phone, BillingCity, Industry FROM Account WHERE Name LIKE ${soqlContainsPattern(name)} ` +
  `ORDER BY Name LIMIT ${SALESFORCE_SEARCH_LIMIT}`;

export function createSalesforceHttp(settings: SalesforceHttpSettings): SalesforceProvider {
  return {
    kind: 'http',
    async searchAccounts(name: string): Promise<SalesforceAccount[]> {
      const term = name.trim();
      if (term === '') return [];
      const query = new URLSearchParams({ q: searchAccountsSoql(term) });
      const answer = await requestJson({
        service: SERVICE,
        operation: OPERATION,
        method: 'GET',
        url: joinUrl(settings.instanceUrl, `/services/data/${settings.apiVersion}/query?${query}`),
        headers: { authorization: `Bearer ${settings.accessToken}` },
        secrets: [settings.accessToken],
        timeoutMs: settings.timeoutMs,
        readError,
      });
      const records = (answer as { records?: unknown } | null)?.records;
      if (!Array.isArray(records)) {
        throw new ProviderError({
          service: SERVICE,
          operation: OPERATION,
          code: 'invalid_response',
          detail: 'the answer has no records list',
        });
      }
      const where = { service: SERVICE, operation: OPERATION };
      return records.map((record: Record<string, unknown>) => ({
        id: field(where, record, 'Id', 'string'),
        name: field(where, record, 'Name', 'string'),
        phone: text(record.Phone),
        town: text(record.BillingCity),
        industry: text(record.Industry),
      }));
    },
  };
}
