import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { accountRegistrationTexts } from '../shared/accountRegistrationTexts.ts';
import type { AccountRegistrationCheck } from '../shared/registration.ts';
import type { ListState } from '../stores/listState.ts';
import type { RegistrationFilters } from '../stores/registrationList.ts';
import { withReason } from './errors.ts';
import { queryClient } from './queryClient.ts';
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

type RegistrationBoardParams = ReturnType<typeof registrationBoardParams>;

export const registrationKeys = {
  all: ['registration'] as const,
  boards: () => [...registrationKeys.all, 'board'] as const,
  board: (params: RegistrationBoardParams) => [...registrationKeys.boards(), params] as const,
};

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

/** GET /registration/accounts/:id: the account's Registration panel (its tracks, their fixes, its timeline). */
export const accountRegistrationQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'account', accountId] as const,
    queryFn: ({ signal }) => api.call('GET /registration/accounts/:id', { params: { id: accountId }, signal }),
  });

/** A check none of whose providers answered: said as a failure, the panel left as it was. */
class NoProviderAnswered extends Error {}

/**
 * POST /registration/accounts/:id/check: asks the providers now about the account's waiting tracks. The panel shows
 * what they answered (the answer carries it) and the board is read again; the toast says what came of it.
 */
export function useCheckRegistration(accountId: number) {
  return useMutation({
    mutationFn: async () => {
      const check = await api.call('POST /registration/accounts/:id/check', { params: { id: accountId } });
      if (check.asked > 0 && check.unreachable === check.asked) throw new NoProviderAnswered();
      return check;
    },
    onSuccess: ({ registration }) => {
      queryClient.setQueryData(accountRegistrationQuery(accountId).queryKey, registration);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.boards() });
    },
    meta: {
      success: (data) => accountRegistrationTexts.checked(data as AccountRegistrationCheck),
      // Any other failure is the generic text with the server's reason beside it, as a fixed text would be.
      error: (error) =>
        error instanceof NoProviderAnswered
          ? accountRegistrationTexts.checkUnanswered
          : withReason(accountRegistrationTexts.checkFailed)(error),
    },
  });
}
