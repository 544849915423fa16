/** `npm run db:migrate`: applies pending migrations to the configured database (a no-op when up to date). */
import { describeDatabase, withDatabase } from './shared.ts';

await withDatabase(async (database, config) => {
  console.log(`Migrations applied to ${describeDatabase(database, config)}.`);
});
