/**
 * Call rescue test calls (spec 3 "Call rescue test", 4 "Call status lifecycle", 7, 8 "Test calls"): the call
 * statuses, POST /call_rescue_test_for_account/create_call_rescue_test, GET /call_rescue_monitor, and the
 * texts the console shows for each answer.
 */
import { z } from 'zod';
import { page, pageNumber, reference } from './accounts.ts';
import { CALL_STATUS_VALUES } from './callRescueRules.ts';
import { pk, requiredValue } from './drf.ts';
import { drfTexts } from './drfTexts.ts';

export * from './callRescueRules.ts';

/** POST /call_rescue_test_for_account/create_call_rescue_test */
export const createCallRescueTestRequest = z.strictObject({
  account_id: requiredValue(pk, drfTexts.required, drfTexts.notNull),
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
  page: pageNumber,
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
