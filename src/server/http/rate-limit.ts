/**
 * In-memory fixed-window rate limits (per process): each key may make `limit` requests per window; past
 * that the request is refused with 429 and a Retry-After header until its window ends. Good enough for one
 * API process; several processes each keep their own counts.
 */
import { apiErrorCodes, apiErrors } from '../../shared/messages.ts';
import type { RateLimitConfig } from '../config.ts';
import { ApiError } from '../errors.ts';

export interface RateLimiter {
  /** Counts one request for the key; returns the seconds to wait when it is over the limit, else 0. */
  hit(key: string): number;
  reset(): void;
}

/** Past this many keys, expired windows are swept before a new key is added, so memory stays bounded. */
const SWEEP_AFTER_KEYS = 10_000;

export function createRateLimiter(
  { limit, windowSeconds }: RateLimitConfig,
  now: () => number = Date.now,
): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const windows = new Map<string, { startedAt: number; count: number }>();

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
  };

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        if (!window && windows.size >= SWEEP_AFTER_KEYS) sweep(at);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return 0;
      return Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
    },
    reset() {
      windows.clear();
    },
  };
}

export const throttled = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    { detail: apiErrors.throttled(retryAfterSeconds), code: apiErrorCodes.throttled },
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Counts the request against every (limiter, key) pair and throws one 429 with the longest wait when any
 * is over its limit. Every pair is counted, so hammering one key still uses up the other's budget.
 */
export function enforceRateLimits(checks: ReadonlyArray<readonly [RateLimiter, string]>): void {
  let wait = 0;
  for (const [limiter, key] of checks) wait = Math.max(wait, limiter.hit(key));
  if (wait > 0) throw throttled(wait);
}
