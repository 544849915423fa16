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

export { TWILIO_CHAIN, type TwilioChainStep } from './twilioChain.ts';

/**
 * The auth token is a secret the API never returns: a stored one reads as this mask, so the tab can still show
 * that it is there (and its check icon).
 */
export const SUBACCOUNT_TOKEN_MASK = '********';

/**
 * Twilio lets a brand registration be updated (resubmitted after it failed) three times at no charge; a fourth is
 * refused with 21724 and only its support can help (twilio.com/docs/api/errors/21724 and 60724).
 */
export const A2P_BRAND_FREE_UPDATES = 3;
