/** Test calls (spec 7): scheduling them for an account, and the call rescue monitor. */
import {
  callRescueMonitorPage,
  callRescueMonitorQuery,
  createCallRescueTestRequest,
  scheduledCallRescueTests,
} from '../callRescue.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Call rescue'] as const;

export const callRescueContract = defineContract({
  'POST /call_rescue_test_for_account/create_call_rescue_test': {
    summary: 'Schedule test calls for an account',
    idempotent: true,
    outcome: "Check the account's test calls on the call rescue monitor.",
    description:
      'One test call per business phone enabled for call rescue, placed within a minute. Refusals answer 400 ' +
      'with code call_rescue_tests_scheduled_for_account, call_rescue_tests_disabled_for_account, ' +
      'account_has_no_business_phone, account_has_no_call_rescue_phone or account_has_no_bot_number.',
    tags,
    body: createCallRescueTestRequest,
    response: scheduledCallRescueTests,
    status: 201,
  },
  'GET /call_rescue_monitor': {
    summary: 'Call rescue monitor: test calls, newest update first',
    description:
      "Pages of 20; search matches the account's name or, for a phone-like text, the number called or calling; call_status takes a comma list of statuses (none: all).",
    tags,
    query: callRescueMonitorQuery,
    response: callRescueMonitorPage,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof callRescueContract> {}
}
