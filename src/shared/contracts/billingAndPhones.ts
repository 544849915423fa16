/** Billing settings and business phones of an account (spec 7). */
import {
  billingSetting,
  businessPhone,
  createBusinessPhoneRequest,
  updateBillingSettingRequest,
  updateBusinessPhoneRequest,
} from '../billingAndPhones.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Accounts'];

export const billingAndPhonesContract = defineContract({
  'PATCH /billing_setting/:id': {
    summary: "Update an account's billing setting",
    tags,
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
    tags,
    body: updateBusinessPhoneRequest,
    response: businessPhone,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof billingAndPhonesContract> {}
}
