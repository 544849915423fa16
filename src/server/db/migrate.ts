/**
 * Applies the SQL migrations of drizzle/ with Drizzle's migrator. Applied migrations are recorded in
 * drizzle.__drizzle_migrations, so running this again is a no-op.
 */
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const before = await appliedMigrations(database);
  // Both databases are reached through node-postgres (client.ts).
  await migrate(database.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  // A migration that rewrites a table (a stored column added) leaves it without its visibility map, so index-only
  // scans (the accounts list's deep pages) read a table page per row until a VACUUM: run one after new migrations,
  // when there are rows to matter.
  if ((await appliedMigrations(database)) > before && (await holdsAccounts(database))) {
    await database.query('vacuum (analyze)');
  }
}

async function appliedMigrations(database: Database): Promise<number> {
  const [journal] = await database.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!journal?.found) return 0;
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return row?.n ?? 0;
}

async function holdsAccounts(database: Database): Promise<boolean> {
  const [row] = await database.query<{ any: boolean }>('select exists (select 1 from accounts) as any');
  return row?.any ?? false;
}
