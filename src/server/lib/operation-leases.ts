/**
 * Runs an operation that must never run twice at once in any API process, such as registering a TCR brand (it
 * costs money). The lease is a row in operation_leases, claimed with one INSERT: a second claim on the key finds
 * the row and is refused. A lease older than LEASE_MS is taken over, so a process that died mid-call holds the
 * key that long at most; the holder removes its lease when the operation ends, whatever the outcome.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operation_leases } from '../db/schema.ts';

/** Longer than any provider call may take (their HTTP adapters time out well before). */
export const LEASE_MS = 10 * 60_000;

export async function withOperationLease<T>(
  db: Db,
  key: string,
  busy: () => Error,
  operation: () => Promise<T>,
): Promise<T> {
  const holder = randomUUID();
  const [lease] = await db
    .insert(operation_leases)
    .values({ key, holder })
    .onConflictDoUpdate({
      target: operation_leases.key,
      set: { holder, started_at: sql`now()` },
      setWhere: sql`${operation_leases.started_at} < now() - make_interval(secs => ${LEASE_MS / 1000})`,
    })
    .returning({ holder: operation_leases.holder });
  if (!lease) throw busy();
  try {
    return await operation();
  } finally {
    // Only our own lease: one taken over after it expired belongs to someone else now.
    await db.delete(operation_leases).where(and(eq(operation_leases.key, key), eq(operation_leases.holder, holder)));
  }
}
