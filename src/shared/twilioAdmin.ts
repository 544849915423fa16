/**
 * The messaging-provider configuration (spec 2, 4, 5, 7): the A2P registration chain's steps, the bodies of the
 * end user and address steps, and the configuration every step answers with.
 */
import { z } from 'zod';
import { twilioConfiguration } from './accounts.ts';
import { requiredText } from './textFields.ts';
import { addressRules, endUserRules } from './twilioAdminRules.ts';

export {
  ADDRESS_DEFAULTS,
  addressRules,
  endUserRules,
  twilioAdminMessages,
  ZIPCODE_PATTERN,
} from './twilioAdminRules.ts';

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

/** Error codes of the chain's refusals ({detail, code}). */
export const twilioAdminErrorCodes = {
  previousStepMissing: 'previous_step_missing',
  campaignDetailMissing: 'campaign_detail_missing',
  credentialsUnreadable: 'subaccount_credentials_unreadable',
} as const;

export const twilioAdminErrors = {
  previousStepMissing: (label: string) => `The ${label} must be created first.`,
  campaignDetailMissing: 'The account has no campaign detail: the A2P use case is built from it.',
  credentialsUnreadable: 'The stored sub-account credentials cannot be read; the sub-account must be set up again.',
} as const;

/**
 * The auth token is a secret the API never returns: a stored one reads as this mask, so the tab can still show
 * that it is there (and its check icon).
 */
export const SUBACCOUNT_TOKEN_MASK = '********';

/** POST /twilio_admin/{id}/create_end_user (spec 5, end user form). */
export const createEndUserRequest = z.strictObject({
  first_name: requiredText(endUserRules.first_name, 150),
  last_name: requiredText(endUserRules.last_name, 150),
  email: requiredText(endUserRules.email, 254),
  phone_number: requiredText(endUserRules.phone_number, 32),
});
export type CreateEndUserRequest = z.infer<typeof createEndUserRequest>;

/** POST /twilio_admin/{id}/create_address (spec 5, address form). */
export const createAddressRequest = z.strictObject({
  street: requiredText(addressRules.street, 200),
  city: requiredText(addressRules.city, 100),
  zipcode: requiredText(addressRules.zipcode, 10),
  state: requiredText(addressRules.state, 50),
  country: requiredText(addressRules.country, 50),
});
export type CreateAddressRequest = z.infer<typeof createAddressRequest>;

/** The steps that take no input: an empty body (or none). */
export const emptyStepRequest = z.strictObject({});

/**
 * What every step answers: the account's twilio_configuration as the account detail shows it, with the auth
 * token masked (SUBACCOUNT_TOKEN_MASK) or null. The console merges it into the account it holds.
 */
export const twilioConfigurationResponse = twilioConfiguration;
export type TwilioConfigurationResponse = z.infer<typeof twilioConfigurationResponse>;
