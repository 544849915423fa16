/**
 * Test calls (spec 7): POST /call_rescue_test_for_account/create_call_rescue_test schedules one per business
 * phone enabled for call rescue; GET /call_rescue_monitor pages through them. A reseller schedules and sees the
 * tests of its own accounts only. The calls
 * themselves are placed by the call-rescue job (services/call-rescue-job.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { callRescueContract as contract } from '../../shared/contracts/callRescue.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import { resellerOf } from '../services/account-scope.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const callRescueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.addHook('preHandler', requireStaff(services.auth));
  const tests = services.callRescueTests;

  call(app, contract, 'POST /call_rescue_test_for_account/create_call_rescue_test', async ({ request, body }) => {
    await services.accountScope.requireField(staffUser(request), 'account_id', body.account_id);
    return tests.schedule(body.account_id, staffUser(request).id);
  });

  call(app, contract, 'GET /call_rescue_monitor', async ({ request, query }) =>
    pagedList(request, query, (q) => tests.list(q, resellerOf(staffUser(request)))),
  );
};
