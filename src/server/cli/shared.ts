/** What every CLI does first: read the configuration (exiting with its message if bad) and open the database. */
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Opens the configured database with migrations applied, runs the job, and always closes it. */
export async function withDatabase<T>(job: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = readConfigOrExit();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    return await job(database, config);
  } finally {
    await database.close();
  }
}

export function describeDatabase(database: Database, config: Config): string {
  return database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
}
