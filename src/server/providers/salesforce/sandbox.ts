/**
 * The Salesforce sandbox, the default: searches a fixed list of Puerto Rico practices, accent-insensitively, and
 * finds them by id. It has no Salesforce pages to link to.
 */
import type { SandboxFailures } from '../sandbox.ts';
import { SALESFORCE_SEARCH_LIMIT, type SalesforceProvider } from './interface.ts';
import { SANDBOX_PRACTICES } from './practices.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const FOLDED = SANDBOX_PRACTICES.map((account) => ({ account, key: fold(account.name) }));
/** By the 18-character id and by its 15-character form (Salesforce takes both). */
const BY_ID = new Map(
  SANDBOX_PRACTICES.flatMap((account) => [account.id, account.id.slice(0, 15)].map((id) => [id, account])),
);

const EXPIRED_SESSION = ['HTTP 401: Session expired or invalid', 401, 'INVALID_SESSION_ID'] as const;

export function createSalesforceSandbox(options: { failures: SandboxFailures }): SalesforceProvider {
  return {
    kind: 'sandbox',
    async searchAccounts(name: string) {
      options.failures.check('salesforce', 'searchAccounts', ...EXPIRED_SESSION);
      const term = fold(name.trim());
      if (term === '') return [];
      return FOLDED.filter(({ key }) => key.includes(term))
        .slice(0, SALESFORCE_SEARCH_LIMIT)
        .map(({ account }) => ({ ...account }));
    },
    async findAccount(id: string) {
      options.failures.check('salesforce', 'findAccount', ...EXPIRED_SESSION);
      const account = BY_ID.get(id.trim());
      return account ? { ...account } : null;
    },
    recordUrl: () => null,
  };
}
