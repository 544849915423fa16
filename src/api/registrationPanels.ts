/**
 * An account's Registration panel and a legal entity's brand registration (issue 22), and asking the providers now
 * (Check now). Apart from the board's module (registration.ts), whose key they share: the board does not load them.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { accountRegistrationTexts } from '../shared/accountRegistrationTexts.ts';
import type { AccountRegistrationCheck } from '../shared/registration.ts';
import { withReason } from './errors.ts';
import { queryClient } from './queryClient.ts';
import { registrationKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** GET /registration/accounts/:id: the account's Registration panel (its tracks, their fixes, its timeline). */
export const accountRegistrationQuery = (accountId: number) =>
  queryOptions({
    queryKey: registrationKeys.account(accountId),
    queryFn: ({ signal }) => api.call('GET /registration/accounts/:id', { params: { id: accountId }, signal }),
  });

/**
 * GET /registration/legal_entities/:id: the legal entity's TCR brand track and its timeline (its brand area). Read
 * again whenever it is shown: a brand action or the reconciler may have moved it since.
 */
export const legalEntityRegistrationQuery = (legalEntityId: number) =>
  queryOptions({
    queryKey: registrationKeys.legalEntity(legalEntityId),
    queryFn: ({ signal }) =>
      api.call('GET /registration/legal_entities/:id', { params: { id: legalEntityId }, signal }),
    staleTime: 0,
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
      void refreshAfter('POST /registration/accounts/:id/check', accountId);
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
