import { useMutation } from '@tanstack/react-query';
import type { ApiCalls } from '../shared/contracts/endpoint.ts';
import type { TwilioChainStep } from '../shared/twilioAdminRules.ts';
import { accountTexts } from '../shared/accountTexts.ts';
import { updateCachedAccount } from './accounts.ts';
import { unlessFieldsNamed } from './errors.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** The call of one step of the chain, by its key. */
type ChainStepKey<S extends TwilioChainStep> = `POST /twilio_admin/:id/create_${S}`;

/** What each step of the chain sends: the end user and the address have forms, the rest nothing. */
export type ChainStepBody<S extends TwilioChainStep> = ApiCalls[ChainStepKey<S>]['body'];

/**
 * POST /twilio_admin/{id}/create_<step> (spec 7): the sub-account, then each step of the A2P chain in order. The
 * answer is the whole configuration, which replaces the cached one so the next step appears (spec 4); the
 * registration views are read again.
 */
export function useChainStep<S extends TwilioChainStep>(accountId: number, step: S) {
  const key: ChainStepKey<TwilioChainStep> = `POST /twilio_admin/:id/create_${step}`;
  return useMutation({
    // The compiler does not widen a body of the generic step S to the bodies of all steps by itself.
    mutationFn: (body: ChainStepBody<S>) =>
      api.call(key, { params: { id: accountId }, body: body as ChainStepBody<TwilioChainStep>, idempotent: true }),
    onSuccess: (twilio_configuration) => {
      updateCachedAccount(accountId, (account) => ({ ...account, twilio_configuration }));
      void refreshAfter('POST /twilio_admin/:id/create_<step>', accountId);
    },
    // Spec 8: the sub-account steps use the account's save texts.
    meta: { success: accountTexts.saved, error: unlessFieldsNamed(accountTexts.saveFailed) },
  });
}
