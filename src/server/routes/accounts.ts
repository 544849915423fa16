/** GET /account_admin (paged list with search and filters) and GET /account_admin/{id} (detail). */
import type { FastifyPluginAsync } from 'fastify';
import { accountListQuery, type AccountDetail, type AccountListItem, type Page } from '../../shared/accounts.ts';
import { ACCOUNTS_PAGE_SIZE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { requireStaff } from '../http/authenticate.ts';
import { pageLinks } from '../http/page-links.ts';
import { parseId } from '../http/params.ts';
import { parseOrThrow } from '../http/validation.ts';
import { getAccountDetail } from '../services/account-detail.ts';
import type { AccountListService } from '../services/account-list.ts';
import type { AuthService } from '../services/auth.ts';

interface AccountRoutesOptions {
  auth: AuthService;
  db: Db;
  accountList: AccountListService;
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { auth, db, accountList }) => {
  app.addHook('preHandler', requireStaff(auth));

  app.get('/account_admin', async (request): Promise<Page<AccountListItem>> => {
    const query = parseOrThrow(accountListQuery, request.query);
    const { count, results } = await accountList.list(query);
    return { count, ...pageLinks(request, query.page, count, ACCOUNTS_PAGE_SIZE), results };
  });

  app.get<{ Params: { id: string } }>('/account_admin/:id', async (request): Promise<AccountDetail> => {
    return getAccountDetail(db, parseId(request.params.id));
  });
};
