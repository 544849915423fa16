import { useMutation } from '@tanstack/react-query';
import type { BillingSetting, UpdateBillingSettingRequest } from '../shared/billingAndPhones.ts';
import type { AccountDetail } from '../shared/accounts.ts';
import { accountTexts } from '../shared/accountTexts.ts';
import { updateCachedAccount } from './accounts.ts';
import { savedOver, takeNewerVersion, type CachedPart } from './conflicts.ts';
import { unlessFieldsNamed } from './errors.ts';
import { accountKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

const billingOfAccount: CachedPart<AccountDetail, BillingSetting> = {
  get: (account) => account.billing_setting ?? undefined,
  set: (account, billing_setting) => ({ ...account, billing_setting }),
};

/**
 * PATCH /billing_setting/{id} (spec 7), over the version the account showed (a save over someone else's is
 * refused); the answer replaces the account's billing setting.
 */
export function useUpdateBillingSetting(accountId: number, billingSettingId: number) {
  return useMutation({
    mutationFn: (patch: UpdateBillingSettingRequest) =>
      api.call('PATCH /billing_setting/:id', {
        params: { id: billingSettingId },
        body: { id: billingSettingId, ...patch },
        ifMatch: savedOver(accountKeys.detail(accountId), billingOfAccount),
      }),
    onSuccess: (billing_setting) => {
      updateCachedAccount(accountId, (account) => ({ ...account, billing_setting }));
      void refreshAfter('PATCH /billing_setting/:id', billingSettingId);
    },
    onError: takeNewerVersion(accountKeys.detail(accountId), billingOfAccount),
    meta: { success: accountTexts.saved, error: unlessFieldsNamed(accountTexts.saveFailed) },
  });
}
