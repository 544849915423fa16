/** EXPLAIN for a Drizzle query, to check which indexes a query can use (tests) and does use (benchmark). */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

export interface ExplainOptions {
  /** Make sequential scans look prohibitively expensive, to prove an index *can* serve the query on a tiny table. */
  disableSeqScan?: boolean;
  /** Run the query and report real timings (EXPLAIN ANALYZE). */
  analyze?: boolean;
}

export async function explain(
  database: Database,
  query: { getSQL(): SQL },
  options: ExplainOptions = {},
): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    // SET LOCAL ends with this transaction, and the transaction pins one pooled connection.
    if (options.disableSeqScan) await tx.execute(sql`set local enable_seqscan = off`);
    const verb = options.analyze ? sql.raw('explain (analyze, buffers off) ') : sql.raw('explain ');
    const result = (await tx.execute(sql`${verb}${query.getSQL()}`)) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    return result.rows.map((row) => row['QUERY PLAN']);
  });
}
