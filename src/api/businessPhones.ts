import { useMutation } from '@tanstack/react-query';
import type { CreateBusinessPhoneRequest } from '../shared/billingAndPhones.ts';
import { billingAndPhonesTexts } from '../shared/billingAndPhonesTexts.ts';
import { updateCachedAccount } from './accounts.ts';
import { unlessFieldsNamed } from './errors.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** POST /business_phone (spec 7); the new phone joins the cached account's list. */
export function useAddBusinessPhone(accountId: number) {
  return useMutation({
    mutationFn: (phone: Omit<CreateBusinessPhoneRequest, 'account'>) =>
      api.call('POST /business_phone', { body: { account: accountId, ...phone } }),
    onSuccess: (phone) => {
      updateCachedAccount(accountId, (account) => ({
        ...account,
        business_phones: [...account.business_phones, phone],
      }));
      void refreshAfter('POST /business_phone', phone.id);
    },
    meta: { success: billingAndPhonesTexts.added, error: unlessFieldsNamed(billingAndPhonesTexts.addFailed) },
  });
}

/** PATCH /business_phone/{id}: the call-rescue toggle (spec 4), saved at once. */
export function useSetCallRescue(accountId: number, phoneId: number) {
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.call('PATCH /business_phone/:id', { params: { id: phoneId }, body: { is_enabled_for_call_rescue: enabled } }),
    onSuccess: (phone) => {
      updateCachedAccount(accountId, (account) => ({
        ...account,
        business_phones: account.business_phones.map((p) => (p.id === phone.id ? phone : p)),
      }));
      void refreshAfter('PATCH /business_phone/:id', phoneId);
    },
    meta: { success: billingAndPhonesTexts.stateSaved, error: billingAndPhonesTexts.stateFailed },
  });
}
