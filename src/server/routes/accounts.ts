/**
 * GET /account_admin (paged list with search and filters) and GET /account_admin/{id} (detail); a reseller lists
 * and opens only the accounts it owns.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accountsContract as contract } from '../../shared/contracts/accounts.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { ownAccountGate, pathAccount } from '../http/account-gate.ts';
import { resellerOf } from '../services/account-scope.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const accountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { accountList, accountDetail: details, accountScope } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  call(app, contract, 'GET /account_admin', async ({ request, query }) =>
    pagedList(request, query, (q) => accountList.list(q, resellerOf(staffUser(request)))),
  );

  call(app, contract, 'GET /account_admin/:id', async ({ request, params }) => details.get(params.id, request.log), {
    preHandler: ownAccountGate(accountScope, pathAccount()),
  });
};
