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
