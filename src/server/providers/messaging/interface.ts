import type { A2pRegistrationRef, RegistrationAnswer } from '../registration.ts';

/**
 * Messaging and voice (Twilio-like): sub-accounts, the A2P registration chain, number provisioning and test
 * calls. Identifiers look like the real service's: a 2-letter prefix and 32 hex digits (34 characters).
 */

/** What a sub-account call authenticates with. The auth token is a secret: never log it. */
export interface SubaccountCredentials {
  account_sid: string;
  auth_token: string;
}

export type SubaccountStatus = 'active' | 'suspended' | 'closed';

export interface Subaccount extends SubaccountCredentials {
  friendly_name: string;
  status: SubaccountStatus;
}

export interface ProfileDetails {
  friendly_name: string;
  email: string;
}

/** A brand registration and the two profiles it was registered from. */
export interface A2pBrandRegistration {
  starterProfileSid: string;
  a2pProfileSid: string;
  brandSid: string;
}

export interface EndUserDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

export interface AddressDetails {
  /** The name on the address (the account's name). */
  customer_name: string;
  street: string;
  city: string;
  zipcode: string;
  state: string;
  country: string;
}

export interface UseCaseDetails {
  messaging_service_sid: string;
  brand_sid: string;
  /** TCR use case, e.g. LOW_VOLUME, CUSTOMER_CARE. */
  usecase: string;
  description: string;
  message_flow: string;
  message_samples: string[];
}

export interface ProvisionedNumber {
  /** E.164, e.g. +17875550123. */
  phone_number: string;
  sid: string;
}

export const CALL_STATUSES = ['queued', 'ringing', 'in-progress', 'completed', 'busy', 'no-answer', 'failed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
/** A call in one of these states will not change any more. */
export const FINAL_CALL_STATUSES: readonly CallStatus[] = ['completed', 'busy', 'no-answer', 'failed'];

export interface Call {
  call_sid: string;
  status: CallStatus;
}

/** Which account a call or a number purchase is made on. */
export interface PlaceCallOptions {
  /** Place the call from (or buy the number into) a sub-account; the main account otherwise. */
  subaccount?: SubaccountCredentials;
}

export interface MessagingProvider {
  readonly kind: 'sandbox' | 'http';
  createSubaccount(accountName: string): Promise<Subaccount>;
  getSubaccountStatus(accountSid: string): Promise<SubaccountStatus>;
  /** Step 1 of the chain: the secondary customer profile → 'BU…'. */
  createStarterProfile(subaccount: SubaccountCredentials, profile: ProfileDetails): Promise<{ sid: string }>;
  /** Step 2: the authorized representative, attached to the starter profile → 'IT…'. */
  createEndUser(
    subaccount: SubaccountCredentials,
    starterProfileSid: string,
    details: EndUserDetails,
  ): Promise<{ sid: string }>;
  /** Step 3: the business address → 'AD…'. */
  createAddress(subaccount: SubaccountCredentials, details: AddressDetails): Promise<{ sid: string }>;
  /** Step 4: the A2P trust product, attached to the starter profile → 'BU…'. */
  createA2pProfile(
    subaccount: SubaccountCredentials,
    starterProfileSid: string,
    profile: ProfileDetails,
  ): Promise<{ sid: string }>;
  /** Step 5: the brand registration → 'BN…'. */
  createA2pBrand(
    subaccount: SubaccountCredentials,
    starterProfileSid: string,
    a2pProfileSid: string,
  ): Promise<{ sid: string }>;
  /**
   * Resubmits a brand registration that FAILED (the provider's brand update), after bringing both profiles' name and
   * e-mail up to date when `profile` is given (null: they already hold what was last sent) → the brand's SID. The
   * real provider keeps it; the sandbox, which keeps a review in its SID, answers a new one. Refused (4xx) with
   * 21725 when the brand has not failed and 21724 once its free updates are used (A2P_BRAND_FREE_UPDATES).
   */
  resubmitA2pBrand(
    subaccount: SubaccountCredentials,
    registration: A2pBrandRegistration,
    profile: ProfileDetails | null,
  ): Promise<{ sid: string }>;
  /** The messaging service the use case belongs to → 'MG…'. */
  createMessagingService(subaccount: SubaccountCredentials, friendlyName: string): Promise<{ sid: string }>;
  /** Step 6: the A2P campaign (use case) on the messaging service → 'QE…'. */
  createA2pUseCase(subaccount: SubaccountCredentials, details: UseCaseDetails): Promise<{ sid: string }>;
  /**
   * Where a submitted step of the chain stands: the A2P profile's review, the brand registration, the use case's
   * vetting (the reconciler asks; steps before the A2P profile answer at once when created).
   */
  getRegistrationStatus(subaccount: SubaccountCredentials, ref: A2pRegistrationRef): Promise<RegistrationAnswer>;
  /** Buys a local number in the area code, voice and SMS enabled: on the sub-account when given, else the main one. */
  provisionNumber(areaCode: string, options?: PlaceCallOptions): Promise<ProvisionedNumber>;
  placeCall(from: string, to: string, options?: PlaceCallOptions): Promise<{ call_sid: string }>;
  getCall(callSid: string, options?: PlaceCallOptions): Promise<Call>;
}

/** A real-looking SID: the 2-letter prefix and 32 lowercase hex digits. */
export const SID_PATTERN = /^[A-Z]{2}[0-9a-f]{32}$/;
export const isSid = (value: string, prefix: string) => value.startsWith(prefix) && SID_PATTERN.test(value);
