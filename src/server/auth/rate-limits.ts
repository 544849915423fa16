/**
 * Rate limits as fixed-window counters in the database (table rate_limit_counters), so every API process on one
 * database enforces one limit. An attempt is taken before the work it guards (a memory-hard hash, a mail): one
 * transaction adds it to every counter it concerns when all are under their limits, and otherwise adds it to none
 * and answers 429 with Retry-After. Row locks of that upsert make concurrent attempts wait for each other, so a
 * burst cannot overshoot a limit. An attempt that turns out not to be a failure (a sign-in that succeeded) is
 * given back afterwards.
 *
 * Expired windows are deleted in bounded batches, on an attempt at most once a minute per process.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rate_limit_counters } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { apiErrorCodes } from '../../shared/apiTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import { transactionRetried } from '../db/retry.ts';

/** One counter an attempt is added to: at most `limit` in a window of `windowSeconds` per (kind, key). */
export interface LimitCheck extends RateLimitConfig {
  kind: string;
  key: string;
}

/** An attempt counted in each of its checks' current windows. */
export interface Attempt {
  /** Takes the attempt back out of its counters (it was not what the limits count). */
  giveBack(): Promise<void>;
  /** Deletes every window of these counters (a proof that what they counted is over), and gives the attempt back from the others. */
  clear(counters: ReadonlyArray<Pick<LimitCheck, 'kind' | 'key'>>): Promise<void>;
}

export interface RateLimits {
  /** Counts one attempt in every check when all are under their limits; else counts none and throws 429. */
  take(checks: readonly LimitCheck[]): Promise<Attempt>;
  /** Deletes up to `batch` expired counters; returns how many. */
  sweep(batch?: number): Promise<number>;
  /** Waits for a sweep under way. */
  close(): Promise<void>;
}

export const SWEEP_INTERVAL_MS = 60_000;
export const SWEEP_BATCH = 1000;
const SWEEP_GRACE_MS = 60_000;

export const throttled = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    { detail: drfTexts.throttled(retryAfterSeconds), code: apiErrorCodes.throttled },
    { 'retry-after': String(retryAfterSeconds) },
  );

class OverLimit extends Error {
  readonly waitSeconds: number;
  constructor(waitSeconds: number) {
    super('over the limit');
    this.waitSeconds = waitSeconds;
  }
}

const counterId = (kind: string, key: string) => `${kind}\u0000${key}`;

export interface RateLimitsOptions {
  now?: () => number;
  /** How often an attempt starts a sweep of expired counters (SWEEP_INTERVAL_MS; Infinity never). */
  sweepIntervalMs?: number;
  onSweepError?: (error: unknown) => void;
}

export function createRateLimits(db: Db, options: RateLimitsOptions = {}): RateLimits {
  const now = options.now ?? Date.now;
  const sweepIntervalMs = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  let lastSweep = 0;
  let sweeping: Promise<unknown> | null = null;

  const sweep = async (batch = SWEEP_BATCH) => {
    const expired = db
      .select({ kind: rate_limit_counters.kind, key: rate_limit_counters.key, at: rate_limit_counters.window_start })
      .from(rate_limit_counters)
      // A minute past their end, so a process whose clock is behind is never still counting in them.
      .where(lt(rate_limit_counters.expires_at, new Date(now() - SWEEP_GRACE_MS)))
      .limit(batch);
    const deleted = await db
      .delete(rate_limit_counters)
      .where(
        sql`(${rate_limit_counters.kind}, ${rate_limit_counters.key}, ${rate_limit_counters.window_start}) in ${expired}`,
      )
      .returning({ kind: rate_limit_counters.kind });
    return deleted.length;
  };

  const sweepNowAndThen = (at: number) => {
    if (sweeping || at - lastSweep < sweepIntervalMs) return;
    lastSweep = at;
    sweeping = sweep()
      .then((count) => {
        // A full batch: more may be waiting, so the next attempt sweeps again.
        if (count >= SWEEP_BATCH) lastSweep = 0;
      })
      .catch((error: unknown) => options.onSweepError?.(error))
      .finally(() => {
        sweeping = null;
      });
  };

  return {
    async take(checks) {
      const at = now();
      sweepNowAndThen(at);
      const windows = checks.map((check) => {
        const windowMs = check.windowSeconds * 1000;
        const start = Math.floor(at / windowMs) * windowMs;
        return { ...check, start, end: start + windowMs };
      });
      // One order for every attempt, so two transactions never wait for each other's rows in opposite orders.
      windows.sort((a, b) => (counterId(a.kind, a.key) < counterId(b.kind, b.key) ? -1 : 1));
      try {
        await transactionRetried(db, async (tx) => {
          const counted = await tx
            .insert(rate_limit_counters)
            .values(
              windows.map((w) => ({
                kind: w.kind,
                key: w.key,
                window_start: new Date(w.start),
                expires_at: new Date(w.end),
                count: 1,
              })),
            )
            .onConflictDoUpdate({
              target: [rate_limit_counters.kind, rate_limit_counters.key, rate_limit_counters.window_start],
              set: { count: sql`${rate_limit_counters.count} + 1` },
            })
            .returning({
              kind: rate_limit_counters.kind,
              key: rate_limit_counters.key,
              count: rate_limit_counters.count,
            });
          const counts = new Map(counted.map((row) => [counterId(row.kind, row.key), row.count]));
          const over = windows.filter((w) => (counts.get(counterId(w.kind, w.key)) ?? 0) > w.limit);
          // Thrown inside the transaction, it rolls back: a refused attempt counts nowhere.
          if (over.length > 0) {
            throw new OverLimit(Math.max(1, ...over.map((w) => Math.ceil((w.end - at) / 1000))));
          }
        });
      } catch (error) {
        if (error instanceof OverLimit) throw throttled(error.waitSeconds);
        throw error;
      }

      // A row at a time, each its own statement: one holding several row locks while waiting for another could
      // deadlock with an attempt that takes them in its sorted order.
      const decrement = async (kept: typeof windows) => {
        for (const w of kept) {
          await db
            .update(rate_limit_counters)
            .set({ count: sql`${rate_limit_counters.count} - 1` })
            .where(
              and(
                eq(rate_limit_counters.kind, w.kind),
                eq(rate_limit_counters.key, w.key),
                eq(rate_limit_counters.window_start, new Date(w.start)),
                gt(rate_limit_counters.count, 0),
              ),
            );
        }
      };
      return {
        giveBack: () => decrement(windows),
        async clear(counters) {
          const cleared = new Set(counters.map((c) => counterId(c.kind, c.key)));
          for (const { kind, key } of counters) {
            await db
              .delete(rate_limit_counters)
              .where(and(eq(rate_limit_counters.kind, kind), eq(rate_limit_counters.key, key)));
          }
          await decrement(windows.filter((w) => !cleared.has(counterId(w.kind, w.key))));
        },
      };
    },
    sweep,
    async close() {
      await sweeping;
    },
  };
}

/**
 * Kinds of the sign-in counters: failures per identity and address, per address, per identity; and per known
 * device, for attempts that carry a device token of the user they name (auth/device-tokens.ts).
 */
export const SIGN_IN_KINDS = {
  usernameAndIp: 'sign_in_username_ip',
  ip: 'sign_in_ip',
  username: 'sign_in_username',
  device: 'sign_in_device',
} as const;

/**
 * Whom a sign-in attempt is for, as its counters know it: the user's id when the typed name finds one (however it
 * was typed: case and letter forms are folded by the database, users.username_key), else the folded name itself.
 * Never the name as typed, so `ROOT1` and `root1` share every counter.
 */
export interface SignInIdentity {
  key: string;
  userId: number | null;
}

export const userIdentity = (userId: number): SignInIdentity => ({ key: `user ${userId}`, userId });
/** A typed name that finds no user, folded as the database folds usernames. */
export const unknownIdentity = (foldedName: string): SignInIdentity => ({ key: `name ${foldedName}`, userId: null });

/** How many more attempts per identity a known device may make than the per-identity limit strangers share. */
const KNOWN_DEVICE_FACTOR = 2;

export interface SignInLimitsConfig {
  perUsernameAndIp: RateLimitConfig;
  perIp: RateLimitConfig;
  perUsername: RateLimitConfig;
}

/**
 * Sign-in throttling: failed password checks are counted per identity and client address, per client address,
 * and per identity across addresses. `guard` takes the attempt before the password is checked, so a flood never
 * reaches the hash once over a limit; a check that succeeds clears that identity's failures from that address
 * and is not itself counted. An attempt from a device where the user signed in before (a valid device token) is
 * counted for that device, with the per-identity-and-address limit, instead of per address: strangers' failures
 * never lock the owner out there. It also counts toward the identity's own counter, against a limit
 * KNOWN_DEVICE_FACTOR times higher: strangers who spend the identity's limit leave its known devices room, and
 * device tokens, however many, never buy unbounded guesses at one user.
 */
export function createSignInLimits(limits: RateLimits, config: SignInLimitsConfig) {
  return {
    /**
     * Runs `check` (which verifies a password) as a counted attempt at `identity` from `ip`, or from a known
     * `device` of that user: an error that `isFailure` recognises stays counted; success clears the identity's
     * failures from the address (or the device); any other error is given back.
     */
    async guard<T>(
      identity: SignInIdentity,
      ip: string,
      check: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
      device: string | null = null,
    ) {
      const { key } = identity;
      // The address has no spaces, so the pair reads back unambiguously whatever the key holds.
      const own =
        device === null
          ? { kind: SIGN_IN_KINDS.usernameAndIp, key: `${ip} ${key}` }
          : { kind: SIGN_IN_KINDS.device, key: device };
      const perIdentity = config.perUsername;
      const attempt = await limits.take([
        { ...own, ...config.perUsernameAndIp },
        ...(device === null ? [{ kind: SIGN_IN_KINDS.ip, key: ip, ...config.perIp }] : []),
        {
          kind: SIGN_IN_KINDS.username,
          key,
          windowSeconds: perIdentity.windowSeconds,
          limit: device === null ? perIdentity.limit : perIdentity.limit * KNOWN_DEVICE_FACTOR,
        },
      ]);
      let result: T;
      try {
        result = await check();
      } catch (error) {
        if (!isFailure(error)) await attempt.giveBack();
        throw error;
      }
      await attempt.clear([own]);
      return result;
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;

export const RESET_KINDS = { email: 'reset_email', ip: 'reset_ip' } as const;

/** Password reset requests, every one counted, per e-mail and per client address. */
export function createResetLimits(limits: RateLimits, config: { perEmail: RateLimitConfig; perIp: RateLimitConfig }) {
  return {
    async take(email: string, ip: string) {
      await limits.take([
        { kind: RESET_KINDS.ip, key: ip, ...config.perIp },
        { kind: RESET_KINDS.email, key: email.toLowerCase(), ...config.perEmail },
      ]);
    },
  };
}

export type ResetLimits = ReturnType<typeof createResetLimits>;
