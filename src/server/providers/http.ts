/**
 * The one way HTTP providers call their services: a timeout on every call, JSON or form bodies, and any failure
 * turned into a ProviderError whose message holds no credential.
 */
import { ProviderError, scrub, type ProviderErrorCode } from './errors.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface HttpCall {
  service: string;
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** A form (sent url-encoded, as Twilio wants; URLSearchParams when a key repeats) or a JSON value. */
  form?: Record<string, string> | URLSearchParams;
  json?: unknown;
  /** Credentials to remove from any error detail. */
  secrets: readonly string[];
  timeoutMs?: number;
  /** Reads the service's error body into a short message and its own code. */
  readError?: (body: unknown) => { message?: string; code?: string | number | null };
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Joins a configured base URL (with or without a trailing slash or a path) and a path. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Sends the call and returns the parsed JSON body of a 2xx answer (null for an empty one). */
export async function requestJson(call: HttpCall): Promise<unknown> {
  const fail = (code: ProviderErrorCode, detail: string, status: number | null = null, providerCode?: string | null) =>
    new ProviderError({
      service: call.service,
      operation: call.operation,
      code,
      status,
      providerCode,
      detail: scrub(detail, call.secrets),
    });

  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }

  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(call.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw fail('unavailable', timedOut ? 'no answer in time' : 'service unreachable');
  }

  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  let readable = true;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      readable = false;
    }
  }

  if (!response.ok) {
    const read = readable && call.readError ? call.readError(parsed) : {};
    const providerCode = read.code === undefined || read.code === null ? null : String(read.code);
    const detail = `HTTP ${response.status}${read.message ? `: ${read.message}` : ''}`;
    throw fail(response.status === 404 ? 'not_found' : 'http_error', detail, response.status, providerCode);
  }
  if (!readable)
    throw fail('invalid_response', `HTTP ${response.status} with a body that is not JSON`, response.status);
  return parsed;
}

/** Reads a field of an answer, failing with `invalid_response` when it is missing or of the wrong type. */
export function field<T extends 'string' | 'number' | 'object'>(
  call: Pick<HttpCall, 'service' | 'operation'>,
  value: unknown,
  name: string,
  type: T,
): T extends 'string' ? string : T extends 'number' ? number : Record<string, unknown> {
  const got = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  if (typeof got !== type || got === null) {
    throw new ProviderError({
      service: call.service,
      operation: call.operation,
      code: 'invalid_response',
      detail: `the answer has no ${type} ${name}`,
    });
  }
  return got as never;
}
