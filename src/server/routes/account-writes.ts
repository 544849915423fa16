/**
 * Account writes (spec 7, Accounts): POST /account_admin (the add-account wizard; the spec leaves the path open,
 * this is the DRF ViewSet's), PATCH /account_admin/{id} (overview fields, a `features` object, or the bot number
 * area code) and POST /account_admin/{id}/provision_bot_number. Each answers with the account detail.
 */
import type { FastifyPluginAsync } from 'fastify';
import { resellerCreateAccountRequest, resellerUpdateAccountRequest } from '../../shared/accountWrites.ts';
import { ownAccountGate, pathAccount } from '../http/account-gate.ts';
import { accountsContract as contract } from '../../shared/contracts/accounts.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call, pathIds } from '../http/endpoint-route.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const accountWritesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { accountWrites: writes, accountDetail: details, accountScope } = services;
  app.addHook('preHandler', requireStaff(services.auth));
  const ownAccount = ownAccountGate(accountScope, pathAccount());

  call(
    app,
    contract,
    'POST /account_admin',
    async ({ request, body }) => {
      const id = await writes.create(staffUser(request), body);
      return details.get(id, request.log);
    },
    // A reseller's form is judged by the reseller's rules (town and notes required, no TCR references).
    { bodyFor: (request) => (staffUser(request).is_reseller ? resellerCreateAccountRequest : undefined) },
  );

  const update = 'PATCH /account_admin/:id';
  call(
    app,
    contract,
    update,
    async ({ request, params, body }) => {
      await writes.update(staffUser(request), params.id, body);
      return details.get(params.id, request.log);
    },
    {
      preHandler: ownAccount,
      // Like DRF, a missing account is a 404 before the body is judged.
      beforeInput: (request) => writes.requireAccount(pathIds(update, request).id),
      bodyFor: (request) => (staffUser(request).is_reseller ? resellerUpdateAccountRequest : undefined),
    },
  );

  call(
    app,
    contract,
    'POST /account_admin/:id/provision_bot_number',
    async ({ request, params, body }) => {
      await writes.provisionBotNumber(staffUser(request).id, params.id, body);
      return details.get(params.id, request.log);
    },
    { preHandler: ownAccount },
  );
};
