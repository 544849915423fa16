/**
 * When the reconciler asks a provider again about a registration that waits on it: soon after it was sent, then
 * less and less often as the wait grows (a tenth of the wait so far), and after provider errors, twice as late
 * each time. Shared by the reconciler, `record` (a track that starts waiting is first asked after CHECK_MIN_MS)
 * and the seed; drizzle/0026 spells the same schedule in SQL for rows that were waiting before the queue existed.
 */
export const CHECK_MIN_MS = 30_000;
export const CHECK_MAX_MS = 6 * 60 * 60_000;

const clamp = (ms: number) => Math.min(CHECK_MAX_MS, Math.max(CHECK_MIN_MS, ms));

/** The delay before the next question, for a status held for `waitedMs`. */
export const nextCheckDelay = (waitedMs: number) => clamp(waitedMs / 10);

/** The delay after the `failedTries`-th provider error in a row (1, 2, …). */
export const retryDelay = (failedTries: number) => clamp(CHECK_MIN_MS * 2 ** Math.min(failedTries, 20));
