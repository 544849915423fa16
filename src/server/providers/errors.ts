/**
 * The one error every provider throws. Its message is safe to log and to show staff: it names the service and
 * the operation, the HTTP status and the provider's own short message, never a credential or a request body.
 */

/** Why a provider call failed. */
export const PROVIDER_ERROR_CODES = [
  /** The service answered with a non-2xx status. */
  'http_error',
  /** The service could not be reached or did not answer in time. */
  'unavailable',
  /** The service answered 2xx with a body we could not read. */
  'invalid_response',
  /** The resource does not exist (404). */
  'not_found',
  /** The operation is not allowed in the resource's current state (e.g. revet of a verified brand). */
  'invalid_state',
  /** The input was refused before any call (e.g. a dashboard id outside the allow-list). */
  'not_allowed',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

export interface ProviderErrorInit {
  service: string;
  operation: string;
  code: ProviderErrorCode;
  /** HTTP status of the service's answer; null when there was none. */
  status?: number | null;
  /** The service's own error code (Twilio `code`, Salesforce `errorCode`, TCR `code`), when it gave one. */
  providerCode?: string | null;
  /** Short human detail, already scrubbed of secrets. */
  detail: string;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly service: string;
  readonly operation: string;
  readonly code: ProviderErrorCode;
  readonly status: number | null;
  readonly providerCode: string | null;
  readonly detail: string;

  constructor(init: ProviderErrorInit) {
    super(`${init.service}.${init.operation} failed: ${init.detail}`);
    this.service = init.service;
    this.operation = init.operation;
    this.code = init.code;
    this.status = init.status ?? null;
    this.providerCode = init.providerCode ?? null;
    this.detail = init.detail;
  }
}

const MAX_DETAIL = 200;

/** Removes every secret (and its base64 forms) from a text and shortens it, so a detail can be logged. */
export function scrub(text: string, secrets: readonly string[]): string {
  let safe = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)]) {
      safe = safe.split(form).join('[redacted]');
    }
  }
  safe = safe.replace(/\s+/g, ' ').trim();
  return safe.length > MAX_DETAIL ? `${safe.slice(0, MAX_DETAIL - 1)}…` : safe;
}
