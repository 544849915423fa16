/**
 * Test calls (spec 7): POST /call_rescue_test_for_account/create_call_rescue_test schedules one per business
 * phone enabled for call rescue; GET /call_rescue_monitor pages through them. Staff only. The calls
 * themselves are placed by the call-rescue job (services/call-rescue-job.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  callRescueMonitorPage,
  callRescueMonitorQuery,
  createCallRescueTestRequest,
  scheduledCallRescueTests,
  type CallRescueTest,
} from '../../shared/callRescue.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { pagedList } from '../http/paged-list.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const TAGS = ['Call rescue'];

export const callRescueRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.addHook('preHandler', requireStaff(services.auth));
  const tests = services.callRescueTests;

  app.post(
    '/call_rescue_test_for_account/create_call_rescue_test',
    {
      config: {
        contract: {
          summary: 'Schedule test calls for an account',
          idempotent: true,
          description:
            'One test call per business phone enabled for call rescue, placed within a minute. Refusals answer 400 ' +
            'with code call_rescue_tests_scheduled_for_account, call_rescue_tests_disabled_for_account, ' +
            'account_has_no_business_phone, account_has_no_call_rescue_phone or account_has_no_bot_number.',
          tags: TAGS,
          body: createCallRescueTestRequest,
          response: { 201: scheduledCallRescueTests },
        },
      },
    },
    async (request, reply): Promise<CallRescueTest[]> => {
      const { account_id } = parseOrThrow(createCallRescueTestRequest, request.body);
      const scheduled = await tests.schedule(account_id, staffUser(request).id);
      reply.code(201);
      return scheduled;
    },
  );

  app.get(
    '/call_rescue_monitor',
    {
      config: {
        contract: {
          summary: 'Call rescue monitor: test calls, newest update first',
          tags: TAGS,
          querystring: callRescueMonitorQuery,
          response: { 200: callRescueMonitorPage },
        },
      },
    },
    pagedList(callRescueMonitorQuery, tests.list),
  );
};
