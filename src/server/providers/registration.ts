/**
 * What a provider says of a registration it was sent (issue 22): the reconciler asks each provider in its own
 * terms (Trust Hub's and the Messaging API's statuses, TCR's vetting and the carriers' review) and reads the
 * answer in these.
 */
import type { RegistrationStatus } from '../../shared/registrationRules.ts';

/** A submitted step as the provider sees it: `not_started` is the console's own, never a provider's answer. */
export type ProviderRegistrationStatus = Exclude<RegistrationStatus, 'not_started'>;

export interface RegistrationAnswer {
  status: ProviderRegistrationStatus;
  /** When failed: the provider's code ('30896', TCR's feedback 'TAX_ID'), or null when it gave none. */
  errorCode: string | null;
  /** When failed: the provider's own words, or null. */
  errorText: string | null;
}

/** A submitted step of the messaging chain that the provider reviews, and what names it there. */
export type A2pRegistrationRef =
  | { step: 'a2p_profile'; sid: string }
  | { step: 'a2p_brand'; sid: string }
  | { step: 'a2p_use_case'; sid: string; messagingServiceSid: string };

/** An answer in the reconciler's terms: the code and words only when failed. */
export const registrationAnswer = (
  status: ProviderRegistrationStatus,
  errorCode: string | null = null,
  errorText: string | null = null,
): RegistrationAnswer => ({ status, errorCode, errorText });
