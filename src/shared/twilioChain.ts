/**
 * The messaging provider's registration chain in order (spec 4), in a module of its own so the registration board
 * loads no form rules with it: each step stores one id, and needs every earlier step's id. The path of step
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
