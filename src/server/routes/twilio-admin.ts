/**
 * The messaging-provider configuration tab (spec 2, 4, 7): the sub-account and the A2P registration chain.
 * Spec 7 names the calls but not "the per-step paths outside the account-id pattern"; every step follows the
 * one pattern it shows, POST /twilio_admin/{accountId}/create_<step>:
 *
 *   create_subaccount, create_starter_profile, create_end_user (first_name, last_name, email, phone_number),
 *   create_address (street, city, zipcode, state, country), create_a2p_profile, create_a2p_brand,
 *   create_a2p_use_case; the others take no body.
 *
 * Each answers 200 with the account's twilio_configuration (the token masked), which the console merges into
 * the account it shows. GET /twilio_admin/{accountId}/subaccount_status refreshes cached_subaccount_status.
 * A failed A2P brand is resubmitted with POST resubmit_a2p_brand, after GET a2p_brand_resubmission has said what
 * changed and how many of the provider's free updates are left (issue 22).
 * A reseller reaches its own accounts' only. Order, once-only and concurrency rules: services/twilio-admin.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { twilioAdminContract as contract } from '../../shared/contracts/twilioAdmin.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { ownAccountGate, pathAccount } from '../http/account-gate.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const twilioAdminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.addHook('preHandler', requireStaff(services.auth));
  // Every call here names an account by its path id: a reseller reaches only its own.
  app.addHook('preHandler', ownAccountGate(services.accountScope, pathAccount()));
  const service = services.twilioAdmin;

  call(app, contract, 'POST /twilio_admin/:id/create_subaccount', async ({ request, params }) =>
    service.createSubaccount(params.id, staffUser(request).id),
  );
  call(app, contract, 'POST /twilio_admin/:id/create_starter_profile', async ({ request, params }) =>
    service.createStarterProfile(params.id, staffUser(request).id),
  );
  call(app, contract, 'POST /twilio_admin/:id/create_end_user', async ({ request, params, body }) =>
    service.createEndUser(params.id, staffUser(request).id, body),
  );
  call(app, contract, 'POST /twilio_admin/:id/create_address', async ({ request, params, body }) =>
    service.createAddress(params.id, staffUser(request).id, body),
  );
  call(app, contract, 'POST /twilio_admin/:id/create_a2p_profile', async ({ request, params }) =>
    service.createA2pProfile(params.id, staffUser(request).id),
  );
  call(app, contract, 'POST /twilio_admin/:id/create_a2p_brand', async ({ request, params }) =>
    service.createA2pBrand(params.id, staffUser(request).id),
  );
  call(app, contract, 'POST /twilio_admin/:id/create_a2p_use_case', async ({ request, params }) =>
    service.createA2pUseCase(params.id, staffUser(request).id),
  );

  call(app, contract, 'GET /twilio_admin/:id/a2p_brand_resubmission', async ({ params }) =>
    service.a2pBrandResubmission(params.id),
  );
  call(app, contract, 'POST /twilio_admin/:id/resubmit_a2p_brand', async ({ request, params }) =>
    service.resubmitA2pBrand(params.id, staffUser(request).id),
  );

  call(app, contract, 'GET /twilio_admin/:id/subaccount_status', async ({ request, params }) =>
    service.refreshSubaccountStatus(params.id, staffUser(request).id),
  );
};
