import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { testCallErrorText } from '../shared/callRescueRules.ts';
import { callRescueTexts } from '../shared/callRescueTexts.ts';
import type { ListState } from '../stores/listState.ts';
import type { MonitorFilters } from '../stores/monitorList.ts';
import { ApiError } from './errors.ts';
import { testCallKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** The query of GET /call_rescue_monitor for a list state. */
function monitorListParams(state: ListState<MonitorFilters>) {
  return {
    page: state.page,
    search: state.search || undefined,
    call_status: state.filters.call_status?.join(','),
  };
}

export type MonitorListParams = ReturnType<typeof monitorListParams>;

/** How often the open monitor asks again: calls move through their states within a minute (spec 9). */
export const MONITOR_REFRESH_MS = 10_000;

/**
 * GET /call_rescue_monitor: a page of test calls, asked again every 10 s while the page is shown (and when the
 * window regains focus); the rows on screen stay until the next answer, so the table neither blinks nor moves.
 */
export function monitorListQuery(state: ListState<MonitorFilters>) {
  const params = monitorListParams(state);
  return queryOptions({
    queryKey: testCallKeys.monitor(params),
    queryFn: ({ signal }) => api.call('GET /call_rescue_monitor', { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

/** POST /call_rescue_test_for_account/create_call_rescue_test; a refusal's toast follows its code (spec 8). */
export function useScheduleTestCalls(accountId: number) {
  return useMutation({
    mutationFn: () =>
      api.call('POST /call_rescue_test_for_account/create_call_rescue_test', {
        idempotent: true,
        body: { account_id: accountId },
      }),
    // Paid, and sent again on a lost answer: calls may have been scheduled whatever the outcome.
    onSettled: () => refreshAfter('POST /call_rescue_test_for_account/create_call_rescue_test', accountId),
    meta: {
      success: callRescueTexts.scheduled,
      error: (error) => testCallErrorText(error instanceof ApiError ? error.code : undefined),
    },
  });
}
