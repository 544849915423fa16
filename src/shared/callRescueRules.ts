/**
 * Test calls without zod (spec 3 "Call rescue test", 4, 8 "Test calls"): the call statuses and the texts the console
 * shows for each answer of scheduling. callRescue.ts builds the API's schemas on them.
 */

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

/** Spec 2: the call rescue monitor's error view. */
export const monitorMessages = {
  loadError: 'We encounter an error in the call rescue monitor...',
  report: 'Please report to engineering team',
} as const;

/** Spec 8: the console's toasts after scheduling test calls. */
export const testCallMessages = {
  scheduled: 'The test calls was scheduled successfully.',
  failed: 'The test calls could not be scheduled at the moment.',
} as const;

/**
 * Why scheduling was refused: the `code` of the 400 answer and its `detail` text. The first three are spec 8's;
 * `account_has_no_call_rescue_phone` (phones listed, none enabled for call rescue) and `account_has_no_bot_number`
 * (a test call needs a number to call from) are ours, and the console shows their details too.
 */
export const testCallRefusals = {
  call_rescue_tests_scheduled_for_account: 'Account has scheduled test calls already.',
  call_rescue_tests_disabled_for_account: 'Account has test calls disabled.',
  account_has_no_business_phone: 'Account has no business phones.',
  account_has_no_call_rescue_phone: 'None of the account’s business phones is enabled for call rescue.',
  account_has_no_bot_number: 'Account has no bot number to place test calls from.',
} as const;
export type TestCallRefusalCode = keyof typeof testCallRefusals;

/** The toast for a failed scheduling call: the text of its refusal code, else the default failure text. */
export function testCallErrorText(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(testCallRefusals, code)
    ? testCallRefusals[code as TestCallRefusalCode]
    : testCallMessages.failed;
}
