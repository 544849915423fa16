/**
 * The registration board (issue 22): GET /registration, and an account's panel, asked about now on request. The
 * board is staff's; a reseller reads and checks the panels of its own accounts only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registrationContract as contract } from '../../shared/contracts/registration.ts';
import { requireStaff } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import { ownAccountGate, pathAccount } from '../http/account-gate.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const registrationRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.addHook('preHandler', requireStaff(services.auth));

  call(app, contract, 'GET /registration', async ({ request, query }) =>
    pagedList(request, query, services.registrations.board),
  );
  const ownAccount = ownAccountGate(services.accountScope, pathAccount());
  call(app, contract, 'GET /registration/accounts/:id', ({ params }) => services.registrations.account(params.id), {
    preHandler: ownAccount,
  });
  call(app, contract, 'GET /registration/legal_entities/:id', ({ params }) =>
    services.registrations.legalEntity(params.id),
  );
  call(
    app,
    contract,
    'POST /registration/accounts/:id/check',
    async ({ params }) => {
      // The panel first: an unknown account is a 404 before any provider is asked.
      await services.registrations.account(params.id);
      const check = await services.registrationChecks.checkAccount(params.id);
      return { ...check, registration: await services.registrations.account(params.id) };
    },
    { preHandler: ownAccount },
  );
};
