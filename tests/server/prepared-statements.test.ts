/**
 * PreparingClient names each statement with parameters, so the database parses it once and may keep a generic
 * plan, except a statement marked planned per term, as the accounts search's are: their plan depends on how many
 * accounts the term matches (a generic plan turned a phone search's index probe into a walk of the name order).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { PLANNED_PER_TERM } from '../../src/server/db/preparing-client.ts';
import { createAccountListService } from '../../src/server/services/account-list.ts';
import { accountListQuery } from '../../src/shared/accounts.ts';
import { createScratchDatabase, databaseKinds } from './harness.ts';

describe.each(databaseKinds)('prepared statements on %s', (kind) => {
  let database: Database;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  beforeAll(async () => {
    if (kind === 'postgres') scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    // One connection, so the statements it prepared are the ones pg_prepared_statements lists.
    database = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir: null, poolSize: 1 });
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const prepared = async () =>
    (await database.query<{ statement: string }>('select statement from pg_prepared_statements')).map(
      (row) => row.statement,
    );

  it('prepares a statement with parameters under a name, once', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await rowsOf(sql`select ${i}::int + 1 as next_one`)).toEqual([{ next_one: i + 1 }]);
    }
    expect((await prepared()).filter((text) => text.includes('next_one'))).toHaveLength(1);
  });

  it('plans a statement marked planned per term for its own values, unnamed', async () => {
    const marked = sql`select ${sql.raw(PLANNED_PER_TERM)} 'clínica dental' like ${'%dental%'} as matches_term`;
    expect(await rowsOf(marked)).toEqual([{ matches_term: true }]);
    expect((await prepared()).filter((text) => text.includes('matches_term'))).toEqual([]);
  });

  it("keeps an accounts search planned per term, and another search's statements named", async () => {
    const list = createAccountListService(database.db, 0);
    await list.list(accountListQuery.parse({ search: '787-555' }));
    const statements = await prepared();
    expect(statements.filter((text) => text.includes('office_phone_digits'))).toEqual([]);
    await database.db.execute(sql`select ${'x'} like ${'%x%'} as other_search`);
    expect((await prepared()).filter((text) => text.includes('other_search'))).toHaveLength(1);
  });
});
