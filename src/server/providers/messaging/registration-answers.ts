/**
 * Twilio's answers about a submitted A2P step, read as RegistrationAnswers: Trust Hub's TrustProduct (the A2P
 * profile), the Messaging API's BrandRegistration and its Usa2p campaign (the use case). Each names its status
 * differently; when rejected, each lists why in `errors`: [{error_code, description, fields, url}] in Twilio's
 * campaign troubleshooting guide, which says the brand's list is "much like" it.
 */
import {
  registrationAnswer,
  type A2pRegistrationRef,
  type ProviderRegistrationStatus,
  type RegistrationAnswer,
} from '../registration.ts';

type Step = A2pRegistrationRef['step'];

/**
 * Each step's documented statuses. `submitted`: Twilio holds it but has not started (a draft, pending review);
 * a brand being deleted, or a suspended brand or campaign, no longer stands: the console shows it failed so it is
 * registered again.
 */
const STATUSES: Record<Step, Readonly<Record<string, ProviderRegistrationStatus>>> = {
  // https://www.twilio.com/docs/trust-hub/trusthub-rest-api/trust-products: status
  a2p_profile: {
    draft: 'submitted',
    'pending-review': 'submitted',
    'in-review': 'in_review',
    'twilio-approved': 'approved',
    'twilio-rejected': 'failed',
  },
  // https://www.twilio.com/docs/messaging/api/brand-registration-resource: status
  a2p_brand: {
    PENDING: 'submitted',
    IN_REVIEW: 'in_review',
    APPROVED: 'approved',
    FAILED: 'failed',
    SUSPENDED: 'failed',
    DELETION_PENDING: 'failed',
    DELETION_FAILED: 'failed',
  },
  // Twilio's A2P 10DLC UsAppToPerson (Usa2p) resource reference: campaign_status (IN_PROGRESS, VERIFIED, FAILED …)
  a2p_use_case: {
    PENDING: 'submitted',
    IN_PROGRESS: 'in_review',
    VERIFIED: 'approved',
    FAILED: 'failed',
    SUSPENDED: 'failed',
  },
};

/** A rejection's plain status, which says no more than `failed`; the others (SUSPENDED, …) say why themselves. */
const REJECTED = new Set(['twilio-rejected', 'FAILED']);

/** The field each resource keeps its status in. */
export const STATUS_FIELD: Record<Step, string> = {
  a2p_profile: 'status',
  a2p_brand: 'status',
  a2p_use_case: 'campaign_status',
};

/** The first of Twilio's `errors`: its code as a string and its words. */
function firstError(errors: unknown): { code: string | null; text: string | null } {
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  if (!first || typeof first !== 'object') return { code: null, text: null };
  const item = first as { error_code?: unknown; code?: unknown; description?: unknown; message?: unknown };
  // The campaign guide spells it error_code; code is read too, should a list (Trust Hub's is undocumented) say so.
  const code = item.error_code ?? item.code;
  const text = typeof item.description === 'string' ? item.description : item.message;
  return {
    code: typeof code === 'number' || (typeof code === 'string' && code !== '') ? String(code) : null,
    text: typeof text === 'string' && text !== '' ? text : null,
  };
}

/**
 * A step's answer from the resource Twilio returned and its status. A status Twilio adds later is read as in
 * review: the reconciler keeps asking, and nothing is reported failed or approved that Twilio did not say.
 */
export function twilioRegistrationAnswer(step: Step, status: string, resource: unknown): RegistrationAnswer {
  const statuses = STATUSES[step];
  const known = Object.hasOwn(statuses, status) ? statuses[status]! : 'in_review';
  if (known !== 'failed') return registrationAnswer(known);
  const { errors, failure_reason: reason } = (resource ?? {}) as { errors?: unknown; failure_reason?: unknown };
  const error = firstError(errors);
  // The brand's failure_reason is deprecated in favour of errors, and applies only when FAILED (answers in other
  // statuses may still carry one), but older answers name the failure only there.
  const reasonText = status === 'FAILED' && typeof reason === 'string' && reason !== '' ? reason : null;
  return registrationAnswer('failed', error.code, error.text ?? reasonText ?? (REJECTED.has(status) ? null : status));
}
