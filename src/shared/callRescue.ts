/**
 * Call rescue test calls (spec 3 "Call rescue test", 4 "Call status lifecycle", 7, 8 "Test calls"): the call
 * statuses, POST /call_rescue_test_for_account/create_call_rescue_test, GET /call_rescue_monitor, and the
 * texts the console shows for each answer.
 */
import { z } from 'zod';
import { accountListQuery, page, reference } from './accounts.ts';
import { apiErrors } from './messages.ts';

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

/** Spec 8: the console's toasts after scheduling test calls. */
export const testCallMessages = {
  scheduled: 'The test calls was scheduled successfully.',
  failed: 'The test calls could not be scheduled at the moment.',
} as const;

/**
 * Why scheduling was refused: the `code` of the 400 answer and its `detail` text. The first three are spec 8's;
 * `account_has_no_bot_number` is ours (a test call needs a number to call from), and the console shows its
 * detail too.
 */
export const testCallRefusals = {
  call_rescue_tests_scheduled_for_account: 'Account has scheduled test calls already.',
  call_rescue_tests_disabled_for_account: 'Account has test calls disabled.',
  account_has_no_business_phone: 'Account has no business phones.',
  account_has_no_bot_number: 'Account has no bot number to place test calls from.',
} as const;
export type TestCallRefusalCode = keyof typeof testCallRefusals;

/** The toast for a failed scheduling call: the text of its refusal code, else the default failure text. */
export function testCallErrorText(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(testCallRefusals, code)
    ? testCallRefusals[code as TestCallRefusalCode]
    : testCallMessages.failed;
}

const PK_TYPE = 'Incorrect type. Expected pk value.';

/** POST /call_rescue_test_for_account/create_call_rescue_test */
export const createCallRescueTestRequest = z.strictObject({
  account_id: z
    .unknown()
    .refine((value) => value !== undefined, apiErrors.fieldRequired)
    .refine((value) => value !== null, 'This field may not be null.')
    .pipe(
      z
        .number({ error: PK_TYPE })
        .int(PK_TYPE)
        .min(1, PK_TYPE)
        .max(2 ** 31 - 1, PK_TYPE),
    ),
});
export type CreateCallRescueTestRequest = z.infer<typeof createCallRescueTestRequest>;

/** `call_status=0,2`: the statuses to show; empty means all. */
const callStatusList = z
  .string()
  .regex(/^(\d+(,\d+)*)?$/, 'Enter comma-separated call status numbers.')
  .transform((value) => (value === '' ? undefined : [...new Set(value.split(',').map(Number))]))
  .refine((values) => values === undefined || values.every((v) => CALL_STATUS_VALUES.includes(v)), {
    message: 'Unknown call status.',
  });

/** GET /call_rescue_monitor query. */
export const callRescueMonitorQuery = z.object({
  page: accountListQuery.shape.page,
  search: z.string().trim().max(200).optional(),
  call_status: callStatusList.optional(),
});
export type CallRescueMonitorQuery = z.infer<typeof callRescueMonitorQuery>;

/** One test call (spec 3), as the monitor lists it and as scheduling answers it. */
export const callRescueTest = z.object({
  id: z.number().int(),
  account: reference,
  phone_called: z.object({ id: z.number().int(), number: z.string() }),
  phone_calling: z.object({ number: z.string() }),
  call_status: z.number().int().min(0).max(4),
  updated_at: z.string(),
  retry_count: z.number().int(),
});
export type CallRescueTest = z.infer<typeof callRescueTest>;

export const callRescueMonitorPage = page(callRescueTest);
/** The tests just scheduled, one per business phone enabled for call rescue. */
export const scheduledCallRescueTests = z.array(callRescueTest);
