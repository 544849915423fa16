/**
 * Test calls without zod (spec 3 "Call rescue test", 4, 8 "Test calls"): the call statuses and which text the
 * console shows for each answer of scheduling (callRescueTexts.ts). callRescue.ts builds the API's schemas on them.
 */
import { callRescueTexts } from './callRescueTexts.ts';

/** Spec 3: call_status values, in lifecycle order. */
export const CALL_STATUS = { SCHEDULED: 0, CALLING: 1, RETRYING: 2, SUCCESS: 3, FAILURE: 4 } as const;
export type CallStatusValue = (typeof CALL_STATUS)[keyof typeof CALL_STATUS];
export type CallStatusName = keyof typeof CALL_STATUS;

/** The monitor's filter buttons and badges, in spec order. */
export const CALL_STATUSES = (Object.entries(CALL_STATUS) as Array<[CallStatusName, CallStatusValue]>).map(
  ([label, value]) => ({ value, label }),
);
export const CALL_STATUS_VALUES: readonly number[] = Object.values(CALL_STATUS);

/** SCHEDULED, CALLING and RETRYING are unfinished: the job still has work to do on them. */
export const isUnfinishedCallStatus = (status: number) => status < CALL_STATUS.SUCCESS;

export function callStatusLabel(value: number): string {
  return CALL_STATUSES.find((status) => status.value === value)?.label ?? 'UNKNOWN';
}

/** The `code` of a refused scheduling (400), whose `detail` is its text in callRescueTexts.refusals. */
export type TestCallRefusalCode = keyof typeof callRescueTexts.refusals;

/** The toast for a failed scheduling call: the text of its refusal code, else the default failure text. */
export function testCallErrorText(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(callRescueTexts.refusals, code)
    ? callRescueTexts.refusals[code as TestCallRefusalCode]
    : callRescueTexts.failed;
}

/** What of an account a test call needs, as its detail carries it. */
export interface TestCallNeeds {
  call_rescue_tests_enabled: boolean;
  business_phones: ReadonlyArray<{ is_enabled_for_call_rescue: boolean }>;
  bot_numbers: readonly unknown[];
}

/**
 * Why the account's test calls cannot be scheduled, in the order the API checks (after calls still under way, which
 * only it knows), or null: the API refuses with it, and the console says it beside the button before the press.
 */
export function testCallRefusal(
  account: TestCallNeeds,
): Exclude<TestCallRefusalCode, 'call_rescue_tests_scheduled_for_account'> | null {
  if (!account.call_rescue_tests_enabled) return 'call_rescue_tests_disabled_for_account';
  if (account.business_phones.length === 0) return 'account_has_no_business_phone';
  if (!account.business_phones.some((phone) => phone.is_enabled_for_call_rescue)) {
    return 'account_has_no_call_rescue_phone';
  }
  if (account.bot_numbers.length === 0) return 'account_has_no_bot_number';
  return null;
}
