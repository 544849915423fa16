/**
 * Billing settings and business phones (spec 3, 5, 7): PATCH /billing_setting/{id}, POST /business_phone and
 * PATCH /business_phone/{id}. The phone rules are plain `Rule`s so the console's Add business phone dialog
 * disables its Yes button with exactly what the API checks.
 */
import { z } from 'zod';
import { accountDetail, businessPhone } from './accounts.ts';
import { businessPhoneRules, stripNonWord } from './billingAndPhonesRules.ts';
import { booleanField, pk, refineWith, requiredString, requiredValue, stringField, takingReadBack } from './drf.ts';

export * from './billingAndPhonesRules.ts';

/** spec 3, Billing setting. */
export const billingSetting = accountDetail.shape.billing_setting.unwrap();
export type BillingSetting = z.infer<typeof billingSetting>;

/**
 * PATCH /billing_setting/{id}: the console sends the id with the flags; when given it must be the one in the
 * address (it is never changed).
 */
export const updateBillingSettingRequest = z.strictObject({
  id: pk.optional(),
  is_delinquent: booleanField.optional(),
  ignore_delinquent_check: booleanField.optional(),
});
export type UpdateBillingSettingRequest = z.infer<typeof updateBillingSettingRequest>;

/** spec 3, Business phone. */
export { businessPhone };
export type BusinessPhone = z.infer<typeof businessPhone>;

/**
 * POST /business_phone. The number is stored normalised (its 10 digits), the form the call-rescue calls dial
 * and the detail lists; digits_after_call is trimmed, and empty or missing means none (null).
 */
export const createBusinessPhoneRequest = z.strictObject({
  account: requiredValue(pk),
  number: requiredString(businessPhoneRules.number)
    .superRefine(refineWith(businessPhoneRules.number))
    .transform(stripNonWord),
  digits_after_call: stringField
    .trim()
    .superRefine(refineWith(businessPhoneRules.digits_after_call))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateBusinessPhoneRequest = z.infer<typeof createBusinessPhoneRequest>;

/** PATCH /business_phone/{id}: the call-rescue toggle (spec 4). */
export const updateBusinessPhoneRequest = takingReadBack(
  { is_enabled_for_call_rescue: booleanField.optional() },
  {
    id: businessPhone.shape.id,
    account: businessPhone.shape.account,
    number: businessPhone.shape.number,
    digits_after_call: businessPhone.shape.digits_after_call,
  },
);
export type UpdateBusinessPhoneRequest = z.infer<typeof updateBusinessPhoneRequest>;
