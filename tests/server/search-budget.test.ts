/**
 * Searches read through Database.reads: on PostgreSQL a pool of read-only connections whose statements are
 * canceled past SEARCH_TIME_BUDGET_MS, and the API answers 503 with a clear text instead of holding the person.
 * (PGlite cannot interrupt a statement; there the bound is the searches' shape, measured by bench:api.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TIME_BUDGET_MS } from '../../src/server/db/client.ts';
import { createHarness, type Harness, postgresConfigured } from './harness.ts';

describe.skipIf(!postgresConfigured)('the search time budget on postgres', () => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness('postgres');
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  it('answers 503 when a search runs past its budget, while other calls go on', async () => {
    // A migration (or a stuck writer) holds the table: the search waits, and its wait counts against the budget.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table legal_entities in access exclusive mode`);
      const started = performance.now();
      const response = await h.get('/legal_entities?search=dental', access);
      const waited = performance.now() - started;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({
        detail: 'This search took too long. Try a longer word, or fewer words.',
        code: 'search_timeout',
      });
      expect(waited).toBeGreaterThanOrEqual(SEARCH_TIME_BUDGET_MS * 0.9);
      expect((await h.get('/users/current_user', access)).statusCode).toBe(200);
    });
    expect((await h.get('/legal_entities?search=dental', access)).statusCode).toBe(200);
  });

  it('reads on connections that refuse to write', async () => {
    await expect(h.database.reads.execute(sql`update accounts set name = name where id = 0`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '25006' }),
    });
  });
});
