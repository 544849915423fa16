/** GET /account_admin (paged list with search and filters) and GET /account_admin/{id} (detail). */
import type { FastifyPluginAsync } from 'fastify';
import { accountDetail, accountListPage, accountListQuery, type AccountDetail } from '../../shared/accounts.ts';
import { requireStaff } from '../http/authenticate.ts';
import { pagedList } from '../http/paged-list.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const accountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { accountList, accountDetail: details } = services;
  app.addHook('preHandler', requireStaff(services.auth));

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
    async (request): Promise<AccountDetail> => details.get(parseId(request.params.id), request.log),
  );
};
