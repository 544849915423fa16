/**
 * Spec 5, the messaging-provider configuration tab: the end user and address forms' rules (texts in
 * twilioAdminTexts.ts) and the chain. Plain functions (no zod), so the console's forms use them as they are;
 * src/shared/twilioAdmin.ts adapts them for the API.
 */
import { usPhoneNumber } from './phone.ts';
import { twilioAdminTexts } from './twilioAdminTexts.ts';
import { EMAIL_PATTERN, matches, required } from './validation.ts';

const t = twilioAdminTexts;

/** Spec 9: 5 digits, optionally a dash and 4 more. */
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** Spec 2 and 9: what the address form starts with. */
export const ADDRESS_DEFAULTS = { state: 'PR', country: 'US' } as const;

export const endUserRules = {
  first_name: [required(t.firstNameRequired)],
  last_name: [required(t.lastNameRequired)],
  email: [required(t.emailRequired), matches(EMAIL_PATTERN, t.emailFormat)],
  phone_number: [required(t.phoneNumberRequired), usPhoneNumber(t.phoneNumberFormat)],
} as const;

export const addressRules = {
  street: [required(t.streetRequired)],
  city: [required(t.cityRequired)],
  zipcode: [required(t.zipcodeRequired), matches(ZIPCODE_PATTERN, t.zipcodeFormat)],
  state: [required(t.stateRequired)],
  country: [required(t.countryRequired)],
} as const;

/**
 * The chain in order (spec 4): each step stores one id, and needs every earlier step's id. The path of step
 * `x` is POST /twilio_admin/{accountId}/create_x.
 */
export const TWILIO_CHAIN = [
  { step: 'subaccount', sid: 'subaccount_account_sid', label: 'sub-account' },
  { step: 'starter_profile', sid: 'starter_profile_sid', label: 'starter profile' },
  { step: 'end_user', sid: 'end_user_sid', label: 'end user' },
  { step: 'address', sid: 'address_sid', label: 'address' },
  { step: 'a2p_profile', sid: 'a2p_profile_sid', label: 'A2P profile' },
  { step: 'a2p_brand', sid: 'a2p_brand_sid', label: 'A2P brand' },
  { step: 'a2p_use_case', sid: 'a2p_use_case_sid', label: 'A2P use case' },
] as const;
export type TwilioChainStep = (typeof TWILIO_CHAIN)[number]['step'];

/**
 * The auth token is a secret the API never returns: a stored one reads as this mask, so the tab can still show
 * that it is there (and its check icon).
 */
export const SUBACCOUNT_TOKEN_MASK = '********';
