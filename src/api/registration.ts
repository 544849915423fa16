/**
 * The registration board (issue 22): GET /registration. An account's and a legal entity's registration are
 * registrationPanels.ts, so the board does not load them.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListState } from '../stores/listState.ts';
import type { RegistrationFilters } from '../stores/registrationList.ts';
import { registrationKeys } from './queryKeys.ts';
import { api } from './session.ts';

/** The query of GET /registration for a list state: the statuses comma-joined, `late` only when asked. */
export function registrationBoardParams({ page, search, filters }: ListState<RegistrationFilters>) {
  return {
    page,
    search: search || undefined,
    track: filters.track,
    step: filters.step,
    status: filters.status?.join(','),
    late: filters.late ? ('true' as const) : undefined,
    parent_account: filters.parent_account,
  };
}

export type RegistrationBoardParams = ReturnType<typeof registrationBoardParams>;

/**
 * GET /registration: a page of the board (the most stuck first) with its counts per stage; the rows on screen stay
 * while the next page or filter loads.
 */
export function registrationBoardQuery(state: ListState<RegistrationFilters>) {
  const params = registrationBoardParams(state);
  return queryOptions({
    queryKey: registrationKeys.board(params),
    queryFn: ({ signal }) => api.call('GET /registration', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
