/**
 * The pickers and lookups of spec 7 (Accounts): GET /account_admin/search (Salesforce accounts),
 * GET /parent_account_paginated_admin (paged parent accounts), GET /parent_account_admin (parent-account
 * picker; a reseller's, the parents of its own accounts), GET /reseller_admin (the overview's Reseller picker) and
 * GET /industry. Read-only, so nothing is audited.
 *
 * /account_admin/search shares its prefix with /account_admin/:id (routes/accounts.ts): the router prefers the
 * static segment, so "search" never reaches the detail route.
 */
import type { FastifyPluginAsync } from 'fastify';
import { lookupsContract as contract } from '../../shared/contracts/lookups.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import { resellerOf } from '../services/account-scope.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const accountLookupsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const lookups = services.accountLookups;
  app.addHook('preHandler', requireStaff(services.auth));

  call(app, contract, 'GET /account_admin/search', async ({ query }) => lookups.searchSalesforce(query.name));

  call(app, contract, 'GET /parent_account_paginated_admin', async ({ request, query }) =>
    pagedList(request, query, lookups.parentAccounts),
  );

  call(app, contract, 'GET /parent_account_admin', async ({ request, query }) =>
    lookups.parentAccountPicker(query.search, resellerOf(staffUser(request))),
  );

  call(app, contract, 'GET /reseller_admin', async ({ query }) => lookups.resellerPicker(query.search));

  call(app, contract, 'GET /industry', async () => lookups.industries());
};
