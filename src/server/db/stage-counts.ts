/**
 * The board's counts per stage (registration_stage_counts, drizzle/0032): writers of account_registrations only add
 * rows, so without a fold each stage's rows grow with every change.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Sums each stage's rows back to one; one fold runs at a time across processes. Answers the rows taken away. */
export async function foldStageCounts(db: Db): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`select fold_registration_stage_counts() as folded`);
  return (result as unknown as { rows: { folded: number }[] }).rows[0]!.folded;
}
