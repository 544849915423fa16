/**
 * Applies the SQL migrations of drizzle/ with Drizzle's migrator. Applied migrations are recorded in
 * drizzle.__drizzle_migrations, so running this again is a no-op.
 */
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
  } else {
    await migratePostgres(database.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  }
}
