import { useMutation } from '@tanstack/react-query';
import type { CallRescueTest } from '../shared/callRescue.ts';
import { testCallErrorText, testCallMessages } from '../shared/callRescueRules.ts';
import { ApiError } from './errors.ts';
import { api } from './session.ts';

/** POST /call_rescue_test_for_account/create_call_rescue_test; a refusal's toast follows its code (spec 8). */
export function useScheduleTestCalls(accountId: number) {
  return useMutation({
    mutationFn: () =>
      api.request<CallRescueTest[]>('/call_rescue_test_for_account/create_call_rescue_test', {
        method: 'POST',
        body: { account_id: accountId },
      }),
    meta: {
      success: testCallMessages.scheduled,
      error: (error) => testCallErrorText(error instanceof ApiError ? error.code : undefined),
    },
  });
}
