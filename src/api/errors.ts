import { consoleTexts } from '../shared/consoleTexts.ts';

/** An API answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** A 429's wait: its Retry-After header, else the seconds of DRF's "Expected available in N seconds." */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, message?: string, retryAfter?: string | null) {
    const wait = status === 429 ? waitOf(retryAfter, detailOf(body)) : undefined;
    super(
      message ??
        (wait === undefined ? detailOf(body) : consoleTexts.throttled(wait)) ??
        `Request failed with status ${status}`,
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = wait;
  }

  /** DRF `{detail, code}` errors carry a code (e.g. token_not_valid). */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** The DRF `detail` text of the answer, when it has one; a 429's in plain words (when to try again). */
  get detail(): string | undefined {
    return this.retryAfterSeconds === undefined ? detailOf(this.body) : consoleTexts.throttled(this.retryAfterSeconds);
  }

  /**
   * The record's fields someone else changed, when a save was refused for being made over an older version (412);
   * undefined for any other failure. Filled by the resource's mutation (see src/api/conflicts.ts), which knows the
   * version the person started from.
   */
  conflict: readonly string[] | undefined = undefined;

  /** What a 412 answered: the record as it is now. */
  get current(): Record<string, unknown> | undefined {
    return this.status === 412 && isRecord(this.body) && isRecord(this.body.current) ? this.body.current : undefined;
  }

  /** DRF field errors `{field: [messages]}`, empty when the body is not of that shape. */
  get fieldErrors(): Record<string, string[]> {
    if (!isRecord(this.body)) return {};
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(this.body)) {
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value;
    }
    return out;
  }
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Retry-After in seconds (the API's form), else the number in DRF's throttling text. */
function waitOf(retryAfter: string | null | undefined, detail: string | undefined): number | undefined {
  const seconds = Number(retryAfter?.trim() || /Expected available in (\d+) second/.exec(detail ?? '')?.[1]);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function detailOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
}

/** The save was refused because someone else saved the record first (412): the form offers reload or overwrite. */
export function isEditConflict(error: unknown): boolean {
  return error instanceof ApiError && error.conflict !== undefined;
}

/** The server named the fields at fault (`{field: [messages]}`): the form shows them on those fields. */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
}

/**
 * A generic failure text (spec 8) with the server's reason beside it, when it gave one: the `detail` of a refusal
 * (4xx) or of a provider's failure (502 provider_error). A bare 5xx says nothing the generic text does not.
 */
export const withReason =
  (text: string) =>
  (error: unknown): string => {
    const explained = isRefusal(error) || (error instanceof ApiError && error.code === 'provider_error');
    const reason = explained ? (error as ApiError).detail : undefined;
    return reason && reason !== text ? `${text} — ${reason}` : text;
  };

/**
 * A mutation's generic failure text (spec 8), kept for failures without fields named: when the server named the
 * fields at fault the form says so on them, and the toast would only contradict it; so does a form told that
 * someone else saved first (it offers to reload or overwrite).
 */
export const unlessFieldsNamed =
  (text: string) =>
  (error: unknown): string | undefined =>
    hasFieldErrors(error) || isEditConflict(error) ? undefined : withReason(text)(error);

/**
 * The API answered and refused (a 4xx): asking again will not change it. No answer (status 0) or a 5xx is a
 * failure, after which asking again, or keeping what the person typed to send again, makes sense.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Why a call failed, in the server's words: its detail, else the messages it put on fields. */
export function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.detail ?? (Object.values(error.fieldErrors).flat().join(' ') || error.message);
}

/** The part of a query's state a load error view reads (TanStack Query's result has it). */
interface LoadingQuery {
  isError: boolean;
  isFetching: boolean;
  failureCount: number;
  error: unknown;
  errorUpdatedAt: number;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/**
 * A list's load failure for the design system's LoadError: failed once the retries are over (a refusal at once,
 * see queryClient's retry), and still while it is asked for again (TanStack puts a query without data back to
 * pending then; the error view and its focused Try again stay); retrying while it is; the reason; Try again.
 */
export function loadFailure(query: LoadingQuery) {
  const failedLast = query.errorUpdatedAt > query.dataUpdatedAt;
  return {
    isFailed: query.isError || (query.isFetching && failedLast),
    isRetrying: query.isFetching && (failedLast || query.failureCount > 0),
    reason: reasonOf(query.error),
    onRetry: () => void query.refetch(),
  };
}
