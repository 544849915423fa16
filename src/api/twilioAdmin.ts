import { useMutation } from '@tanstack/react-query';
import { accountWriteMessages } from '../shared/accountMessages.ts';
import type { CreateAddressRequest, CreateEndUserRequest, TwilioConfigurationResponse } from '../shared/twilioAdmin.ts';
import type { TwilioChainStep } from '../shared/twilioAdminRules.ts';
import { updateCachedAccount } from './accounts.ts';
import { unlessFieldsNamed } from './errors.ts';
import { api } from './session.ts';

/** What each step of the chain sends: the end user and the address have forms, the rest nothing. */
export type ChainStepBody<S extends TwilioChainStep> = S extends 'end_user'
  ? CreateEndUserRequest
  : S extends 'address'
    ? CreateAddressRequest
    : Record<string, never>;

/**
 * POST /twilio_admin/{id}/create_<step> (spec 7): the sub-account, then each step of the A2P chain in order. The
 * answer is the whole configuration, which replaces the cached one so the next step appears (spec 4).
 */
export function useChainStep<S extends TwilioChainStep>(accountId: number, step: S) {
  return useMutation({
    mutationFn: (body: ChainStepBody<S>) =>
      api.request<TwilioConfigurationResponse>(`/twilio_admin/${accountId}/create_${step}`, {
        method: 'POST',
        body,
        idempotent: true,
      }),
    onSuccess: (twilio_configuration) =>
      updateCachedAccount(accountId, (account) => ({ ...account, twilio_configuration })),
    // Spec 8: the sub-account steps use the account's save texts.
    meta: { success: accountWriteMessages.saved, error: unlessFieldsNamed(accountWriteMessages.saveFailed) },
  });
}
