/**
 * Resubmitting an account's failed A2P brand (issue 22), and what it would change: only the Registration panel's
 * Resubmit A2P brand, loaded when a brand has failed, uses these.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { a2pBrandResubmissionTexts } from '../shared/a2pBrandResubmissionTexts.ts';
import { updateCachedAccount } from './accounts.ts';
import { withReason } from './errors.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

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
    onSettled: () => refreshAfter('POST /twilio_admin/:id/resubmit_a2p_brand', accountId),
    meta: {
      success: a2pBrandResubmissionTexts.resubmitted,
      error: withReason(a2pBrandResubmissionTexts.resubmitFailed),
    },
  });
}
