/** Billing settings and business phones of an account (spec 7). */
import {
  billingSetting,
  businessPhone,
  createBusinessPhoneRequest,
  updateBillingSettingRequest,
  updateBusinessPhoneRequest,
} from '../billingAndPhones.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Accounts'] as const;

export const billingAndPhonesContract = defineContract({
  'PATCH /billing_setting/:id': {
    summary: "Update an account's billing setting",
    description:
      "Any subset of id (the billing system's id), is_delinquent and ignore_delinquent_check; answers the whole setting.",
    tags,
    staffOnly: true,
    body: updateBillingSettingRequest,
    response: billingSetting,
  },
  'POST /business_phone': {
    summary: 'Add a business phone to an account',
    description: 'The number is stored as its 10 digits; an empty digits_after_call is stored as null.',
    tags,
    body: createBusinessPhoneRequest,
    response: businessPhone,
    status: 201,
  },
  'PATCH /business_phone/:id': {
    summary: "Turn a business phone's call rescue on or off",
    description: "Sets is_enabled_for_call_rescue; the account's test calls go only to the numbers enabled.",
    tags,
    body: updateBusinessPhoneRequest,
    response: businessPhone,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof billingAndPhonesContract> {}
}
