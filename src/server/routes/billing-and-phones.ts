/**
 * Billing settings and business phones of an account (spec 7): PATCH /billing_setting/{id},
 * POST /business_phone and PATCH /business_phone/{id}. Billing is staff's; a reseller adds and changes the business
 * phones of its own accounts only. The service audits every write.
 */
import type { FastifyPluginAsync } from 'fastify';
import { billingAndPhonesContract as contract } from '../../shared/contracts/billingAndPhones.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call, pathIds } from '../http/endpoint-route.ts';
import { ownAccountGate } from '../http/account-gate.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const billingAndPhonesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { billingAndPhones, accountScope } = services;
  app.addHook('preHandler', requireStaff(services.auth));

  call(
    app,
    contract,
    'PATCH /billing_setting/:id',
    async ({ request, params, body }) => billingAndPhones.updateBillingSetting(staffUser(request).id, params.id, body),
    {
      config: {
        // Read inside its account: a save over a version someone else replaced is refused (edit versions).
        currentRecord: async (request) =>
          billingAndPhones.billingSetting(pathIds('PATCH /billing_setting/:id', request).id),
      },
    },
  );

  call(app, contract, 'POST /business_phone', async ({ request, body }) => {
    await accountScope.requireField(staffUser(request), 'account', body.account);
    return billingAndPhones.addBusinessPhone(staffUser(request).id, body);
  });

  call(
    app,
    contract,
    'PATCH /business_phone/:id',
    async ({ request, params, body }) => billingAndPhones.updateBusinessPhone(staffUser(request).id, params.id, body),
    {
      preHandler: ownAccountGate(accountScope, (request) =>
        accountScope.accountOfBusinessPhone(pathIds('PATCH /business_phone/:id', request).id),
      ),
    },
  );
};
