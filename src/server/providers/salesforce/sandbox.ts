/** The Salesforce sandbox, the default: searches a fixed list of Puerto Rico practices, accent-insensitively. */
import type { SandboxFailures } from '../sandbox.ts';
import { SALESFORCE_SEARCH_LIMIT, type SalesforceProvider } from './interface.ts';
import { SANDBOX_PRACTICES } from './practices.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const FOLDED = SANDBOX_PRACTICES.map((account) => ({ account, key: fold(account.name) }));

export function createSalesforceSandbox(options: { failures: SandboxFailures }): SalesforceProvider {
  return {
    kind: 'sandbox',
    async searchAccounts(name: string) {
      options.failures.check(
        'salesforce',
        'searchAccounts',
        'HTTP 401: Session expired or invalid',
        401,
        'INVALID_SESSION_ID',
      );
      const term = fold(name.trim());
      if (term === '') return [];
      return FOLDED.filter(({ key }) => key.includes(term))
        .slice(0, SALESFORCE_SEARCH_LIMIT)
        .map(({ account }) => ({ ...account }));
    },
  };
}
