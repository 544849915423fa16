/**
 * Transactions that PostgreSQL may end to break a deadlock (40P01) or a serialization failure (40001) are run
 * again, a bounded number of times, after a short random pause so the two sides do not meet again. Only for work
 * that touches nothing but the database: a provider call inside one would be made again.
 */
import type { Db } from './client.ts';

/** Runs after the first: four tries in all. */
export const CONFLICT_RETRIES = 3;
const RETRIED = new Set(['40001', '40P01']);

/** Whether PostgreSQL ended the statement to settle a conflict between transactions (drizzle wraps its error). */
export function isTransactionConflict(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return RETRIED.has(String(code(error))) || RETRIED.has(String(code((error as { cause?: unknown })?.cause)));
}

/** `work` again, up to CONFLICT_RETRIES more times, while it fails with a transaction conflict. */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await work();
    } catch (error) {
      if (retry >= CONFLICT_RETRIES || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** retry));
    }
  }
}

/** `db.transaction(work)`, run again when PostgreSQL ends it to settle a conflict (work must only use `tx`). */
export const transactionRetried = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  retryingConflicts(() => db.transaction(work));
