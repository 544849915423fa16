import { queryOptions, useMutation } from '@tanstack/react-query';
import { accountRegistrationTexts } from '../shared/accountRegistrationTexts.ts';
import type { ApiCalls } from '../shared/contracts/endpoint.ts';
import type { TwilioChainStep } from '../shared/twilioAdminRules.ts';
import { accountTexts } from '../shared/accountTexts.ts';
import { updateCachedAccount } from './accounts.ts';
import { unlessFieldsNamed, withReason } from './errors.ts';
import { queryClient } from './queryClient.ts';
import { registrationKeys } from './registration.ts';
import { api } from './session.ts';

/** The call of one step of the chain, by its key. */
type ChainStepKey<S extends TwilioChainStep> = `POST /twilio_admin/:id/create_${S}`;

/** What each step of the chain sends: the end user and the address have forms, the rest nothing. */
export type ChainStepBody<S extends TwilioChainStep> = ApiCalls[ChainStepKey<S>]['body'];

/**
 * POST /twilio_admin/{id}/create_<step> (spec 7): the sub-account, then each step of the A2P chain in order. The
 * answer is the whole configuration, which replaces the cached one so the next step appears (spec 4).
 */
export function useChainStep<S extends TwilioChainStep>(accountId: number, step: S) {
  const key: ChainStepKey<TwilioChainStep> = `POST /twilio_admin/:id/create_${step}`;
  return useMutation({
    // The compiler does not widen a body of the generic step S to the bodies of all steps by itself.
    mutationFn: (body: ChainStepBody<S>) =>
      api.call(key, { params: { id: accountId }, body: body as ChainStepBody<TwilioChainStep>, idempotent: true }),
    onSuccess: (twilio_configuration) =>
      updateCachedAccount(accountId, (account) => ({ ...account, twilio_configuration })),
    // Spec 8: the sub-account steps use the account's save texts.
    meta: { success: accountTexts.saved, error: unlessFieldsNamed(accountTexts.saveFailed) },
  });
}

/**
 * GET /twilio_admin/{id}/a2p_brand_resubmission (issue 22): what resubmitting the account's A2P brand would change,
 * and the provider's free updates left. Asked each time its confirmation opens (never fresh, dropped once closed).
 */
export const a2pBrandResubmissionQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['twilio-admin', 'a2p-brand-resubmission', accountId] as const,
    queryFn: ({ signal }) =>
      api.call('GET /twilio_admin/:id/a2p_brand_resubmission', { params: { id: accountId }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * POST /twilio_admin/{id}/resubmit_a2p_brand: the failed brand vetted again. The configuration it answers replaces the
 * cached one (the brand's SID may change), and the panel and the board are read again (the brand is in review).
 */
export function useResubmitA2pBrand(accountId: number) {
  return useMutation({
    mutationFn: () =>
      api.call('POST /twilio_admin/:id/resubmit_a2p_brand', { params: { id: accountId }, body: {}, idempotent: true }),
    onSuccess: (twilio_configuration) =>
      updateCachedAccount(accountId, (account) => ({ ...account, twilio_configuration })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
    meta: {
      success: accountRegistrationTexts.resubmitted,
      error: withReason(accountRegistrationTexts.resubmitFailed),
    },
  });
}
