/**
 * Spec 5, the messaging-provider configuration tab: the end user and address forms' rules and messages. Plain
 * functions (no zod), so the console's forms use them as they are; src/shared/twilioAdmin.ts adapts them for the API.
 */
import { messages } from './messages.ts';
import { usPhoneNumber } from './phone.ts';
import { EMAIL_PATTERN, matches, required } from './validation.ts';

export const twilioAdminMessages = {
  firstNameRequired: messages.users.firstNameRequired,
  lastNameRequired: messages.users.lastNameRequired,
  emailRequired: messages.users.emailRequired,
  emailFormat: messages.users.emailFormat,
  phoneNumberRequired: 'Phone number is required',
  // Spec 5 gives only the required text; the provider refuses anything but a US or Puerto Rico number.
  phoneNumberFormat: 'Enter a valid US or Puerto Rico phone number.',
  // Spec 5 says only "required" for these; the wording follows the end user form's.
  streetRequired: 'The street is required',
  cityRequired: 'The city is required',
  stateRequired: 'The state is required',
  countryRequired: 'The country is required',
  zipcodeRequired: 'The zipcode is required',
  zipcodeFormat: 'Entered value does not match zip-code format',
} as const;

/** Spec 9: 5 digits, optionally a dash and 4 more. */
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** Spec 2 and 9: what the address form starts with. */
export const ADDRESS_DEFAULTS = { state: 'PR', country: 'US' } as const;

export const endUserRules = {
  first_name: [required(twilioAdminMessages.firstNameRequired)],
  last_name: [required(twilioAdminMessages.lastNameRequired)],
  email: [required(twilioAdminMessages.emailRequired), matches(EMAIL_PATTERN, twilioAdminMessages.emailFormat)],
  phone_number: [
    required(twilioAdminMessages.phoneNumberRequired),
    usPhoneNumber(twilioAdminMessages.phoneNumberFormat),
  ],
} as const;

export const addressRules = {
  street: [required(twilioAdminMessages.streetRequired)],
  city: [required(twilioAdminMessages.cityRequired)],
  zipcode: [required(twilioAdminMessages.zipcodeRequired), matches(ZIPCODE_PATTERN, twilioAdminMessages.zipcodeFormat)],
  state: [required(twilioAdminMessages.stateRequired)],
  country: [required(twilioAdminMessages.countryRequired)],
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
