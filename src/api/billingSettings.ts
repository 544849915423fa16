import { useMutation } from '@tanstack/react-query';
import { accountWriteMessages } from '../shared/accountMessages.ts';
import type { BillingSetting, UpdateBillingSettingRequest } from '../shared/billingAndPhones.ts';
import { updateCachedAccount } from './accounts.ts';
import { api } from './session.ts';

/** PATCH /billing_setting/{id} (spec 7); the answer replaces the account's billing setting. */
export function useUpdateBillingSetting(accountId: number, billingSettingId: number) {
  return useMutation({
    mutationFn: (patch: UpdateBillingSettingRequest) =>
      api.request<BillingSetting>(`/billing_setting/${billingSettingId}`, {
        method: 'PATCH',
        body: { id: billingSettingId, ...patch },
      }),
    onSuccess: (billing_setting) => updateCachedAccount(accountId, (account) => ({ ...account, billing_setting })),
    meta: { success: accountWriteMessages.saved, error: accountWriteMessages.saveFailed },
  });
}
