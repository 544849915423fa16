/**
 * The messaging-provider configuration (spec 2, 4, 5, 7): the A2P registration chain's steps, the bodies of the
 * end user and address steps, and the configuration every step answers with.
 */
import { z } from 'zod';
import { twilioConfiguration } from './accounts.ts';
import { requiredText } from './drf.ts';
import { addressRules, endUserRules } from './twilioAdminRules.ts';

export {
  A2P_BRAND_FREE_UPDATES,
  ADDRESS_DEFAULTS,
  addressRules,
  endUserRules,
  SUBACCOUNT_TOKEN_MASK,
  TWILIO_CHAIN,
  ZIPCODE_PATTERN,
  type TwilioChainStep,
} from './twilioAdminRules.ts';

/** Error codes of the chain's refusals ({detail, code}). */
export const twilioAdminErrorCodes = {
  previousStepMissing: 'previous_step_missing',
  campaignDetailMissing: 'campaign_detail_missing',
  credentialsUnreadable: 'subaccount_credentials_unreadable',
  brandNotFailed: 'a2p_brand_not_failed',
  brandUpdatesUsed: 'a2p_brand_updates_used',
} as const;

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

/**
 * What the A2P profiles (the starter customer profile and the A2P trust product) hold of the account, which a brand
 * resubmission brings up to date before asking the provider to vet the brand again: its name and e-mail.
 */
export const A2P_PROFILE_FIELDS = ['name', 'email'] as const;
export type A2pProfileField = (typeof A2P_PROFILE_FIELDS)[number];
export type A2pProfileFields = Record<A2pProfileField, string>;

/**
 * GET /twilio_admin/{id}/a2p_brand_resubmission (issue 22): what a resubmission of the account's failed A2P brand
 * would send that differs from the last submission (null `last_submitted_at`: none is on record, a brand
 * registered before they were kept), and how many of the provider's free updates there are, used and left.
 */
export const a2pBrandResubmission = z.object({
  brand_sid: z.string(),
  last_submitted_at: z.string().nullable(),
  /** How many updates the provider allows at no charge (A2P_BRAND_FREE_UPDATES). */
  free_updates: z.number().int(),
  updates_used: z.number().int(),
  updates_left: z.number().int(),
  changes: z.array(z.object({ field: z.enum(A2P_PROFILE_FIELDS), before: z.string(), after: z.string() })),
});
export type A2pBrandResubmission = z.infer<typeof a2pBrandResubmission>;

/** The profile fields `now` holds that differ from those last sent (as brandChanges does for a TCR brand). */
export function profileChanges(sent: A2pProfileFields, now: A2pProfileFields): A2pBrandResubmission['changes'] {
  return A2P_PROFILE_FIELDS.filter((field) => sent[field] !== now[field]).map((field) => ({
    field,
    before: sent[field],
    after: now[field],
  }));
}
