/** GET /account_admin (paged list with search and filters) and GET /account_admin/{id} (detail). */
import type { FastifyPluginAsync } from 'fastify';
import { accountDetail, accountListPage, accountListQuery, type AccountDetail } from '../../shared/accounts.ts';
import type { Db } from '../db/client.ts';
import type { SalesforceProvider } from '../providers/salesforce/interface.ts';
import { requireStaff } from '../http/authenticate.ts';
import { pagedList } from '../http/paged-list.ts';
import { parseId } from '../http/params.ts';
import { getAccountDetail } from '../services/account-detail.ts';
import type { AccountListService } from '../services/account-list.ts';
import type { AuthService } from '../services/auth.ts';

interface AccountRoutesOptions {
  auth: AuthService;
  db: Db;
  accountList: AccountListService;
  /** For the detail's Salesforce link. */
  salesforce: SalesforceProvider;
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { auth, db, accountList, salesforce },
) => {
  app.addHook('preHandler', requireStaff(auth));

  const tags = ['Accounts'];
  const list = {
    summary: 'List accounts',
    description: 'Pages of 20, searched by name, e-mail or phone and filtered; select filters take comma lists.',
    tags,
    querystring: accountListQuery,
    response: { 200: accountListPage },
  };
  app.get('/account_admin', { config: { contract: list } }, pagedList(accountListQuery, accountList.list));

  const detail = { summary: 'An account in detail', tags, response: { 200: accountDetail } };
  app.get<{ Params: { id: string } }>(
    '/account_admin/:id',
    { config: { contract: detail } },
    async (request): Promise<AccountDetail> =>
      getAccountDetail(db, parseId(request.params.id), { salesforce, log: request.log }),
  );
};
