/**
 * `npm run api`: reads the configuration, opens and migrates the database, seeds the embedded default
 * when it is empty (plus the demo users), listens, starts the background jobs (the call-rescue job and the
 * registration reconciler), and closes cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app.ts';
import { ConfigError, databaseDescription, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DEMO_ACCOUNT_COUNT, DEMO_PASSWORD, DEMO_USERS, ensureDemoUsers } from './db/demo.ts';
import { migrateDatabase } from './db/migrate.ts';
import { countAccounts, seedDatabase } from './db/seed.ts';
import { createProviders, standIns } from './providers/index.ts';
import { createCallRescueJob } from './services/call-rescue-job.ts';
import { createRegistrationReconciler } from './services/registration-reconciler.ts';
import { createSecretBox } from './lib/secret-box.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** First start of the embedded database: demo accounts and the demo sign-ins. */
async function ensureDemoData(database: Database, log: (message: string) => void): Promise<void> {
  if ((await countAccounts(database)) === 0) {
    const summary = await seedDatabase(database, { accounts: DEMO_ACCOUNT_COUNT });
    log(`Seeded ${summary.accounts} demo accounts in ${summary.milliseconds} ms`);
  }
  await ensureDemoUsers(database);
}

const config = readConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
// One set of providers for the routes and the job, so both see the same sandbox state.
const providers = createProviders(config);
const app = buildApp({ config, database, providers });
// Started once the API listens (buildApp never starts them, so tests drive them themselves).
const secretBox = createSecretBox(config.encryptionKey);
const jobs = [
  createCallRescueJob({ db: database.db, providers, secretBox, logger: app.log.child({ job: 'call-rescue' }) }),
  createRegistrationReconciler({
    db: database.db,
    providers,
    secretBox,
    logger: app.log.child({ job: 'registration-reconciler' }),
  }),
];
if (database.kind === 'pglite') await ensureDemoData(database, (message) => app.log.info(message));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  try {
    // The jobs' ticks under way finish before the database closes.
    await Promise.all(jobs.map((job) => job.stop()));
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`API ready at ${address} on ${databaseDescription(process.env)}`);
  for (const job of jobs) job.start();
  // On the embedded demo the stand-ins are the point; on PostgreSQL each is said, so nobody mistakes one for real.
  if (database.kind === 'postgres')
    for (const standIn of standIns(config)) app.log.warn(`Not for production: ${standIn}`);
  if (database.kind === 'pglite') {
    app.log.info(`Demo sign-in: ${DEMO_USERS.map((user) => user.username).join(' or ')} / ${DEMO_PASSWORD}`);
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start the API');
  await database.close();
  process.exit(1);
}
