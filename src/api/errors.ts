/** An API answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? detailOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** DRF `{detail, code}` errors carry a code (e.g. token_not_valid). */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** The DRF `detail` text of the answer, when it has one. */
  get detail(): string | undefined {
    return detailOf(this.body);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detailOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
}

/**
 * The API answered and refused (a 4xx): asking again will not change it. No answer (status 0) or a 5xx is a
 * failure, after which asking again, or keeping what the person typed to send again, makes sense.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
