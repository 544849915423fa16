/**
 * Account writes (spec 7, Accounts): POST /account_admin (the add-account wizard; the spec leaves the path open,
 * this is the DRF ViewSet's), PATCH /account_admin/{id} (overview fields, a `features` object, or the bot number
 * area code) and POST /account_admin/{id}/provision_bot_number. Each answers with the account detail.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createAccountRequestFor } from '../../shared/accountWrites.ts';
import { accountsContract as contract } from '../../shared/contracts/accounts.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call, pathIds } from '../http/endpoint-route.ts';
import type { RouteDeps } from '../http/route-deps.ts';

/** A reseller's wizard also requires town and notes: the contract declares the general form. */
const resellerCreateRequest = createAccountRequestFor(true);

export const accountWritesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { accountWrites: writes, accountDetail: details } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  call(
    app,
    contract,
    'POST /account_admin',
    async ({ request, body }) => {
      const id = await writes.create(staffUser(request).id, body);
      return details.get(id, request.log);
    },
    // A reseller's form is judged by the reseller's rules (town and notes required).
    { bodyFor: (request) => (staffUser(request).is_reseller ? resellerCreateRequest : undefined) },
  );

  const update = 'PATCH /account_admin/:id';
  call(
    app,
    contract,
    update,
    async ({ request, params, body }) => {
      await writes.update(staffUser(request).id, params.id, body);
      return details.get(params.id, request.log);
    },
    // Like DRF, a missing account is a 404 before the body is judged.
    { beforeInput: (request) => writes.requireAccount(pathIds(update, request).id) },
  );

  call(app, contract, 'POST /account_admin/:id/provision_bot_number', async ({ request, params, body }) => {
    await writes.provisionBotNumber(staffUser(request).id, params.id, body);
    return details.get(params.id, request.log);
  });
};
