/**
 * `npm run db:seed -- --accounts N [--reset] [--seed S]`: appends N deterministic demo accounts.
 * --reset empties the data first (staff users stay). On the embedded database it also ensures the demo
 * users; on PostgreSQL it seeds accounts only and refuses --demo-users.
 */
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERS, ensureDemoUsers } from '../db/demo.ts';
import { countAccounts, resetDatabase, seedDatabase } from '../db/seed.ts';
import { describeDatabase, fail, withDatabase } from './shared.ts';

const USAGE = 'Usage: npm run db:seed -- --accounts N [--reset] [--seed S] [--demo-users]';

let args;
try {
  args = parseArgs({
    options: {
      accounts: { type: 'string', default: '250' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      'demo-users': { type: 'boolean' },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const accounts = Number(args.accounts);
if (!Number.isInteger(accounts) || accounts < 0 || accounts > 2_000_000)
  fail(`--accounts must be a whole number from 0 to 2,000,000.\n${USAGE}`);
const seed = args.seed === undefined ? undefined : Number(args.seed);
if (seed !== undefined && !Number.isInteger(seed)) fail(`--seed must be a whole number.\n${USAGE}`);

if (process.env.DATABASE_URL && args['demo-users']) {
  fail(
    'Refusing to create demo users on DATABASE_URL: demo users (with their published password) exist only on the embedded database. Create real staff with `npm run create-staff`.',
  );
}

await withDatabase(async (database, config) => {
  console.log(`Seeding ${describeDatabase(database, config)}`);
  if (args.reset) {
    await resetDatabase(database);
    console.log('Emptied every table (staff users kept).');
  }
  let lastReport = 0;
  const summary = await seedDatabase(database, {
    accounts,
    seed,
    onProgress(done, total) {
      if (done - lastReport >= 10_000 || done === total) {
        lastReport = done;
        process.stdout.write(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} accounts\r`);
      }
    },
  });
  console.log(
    `\nSeeded ${summary.accounts} accounts, ${summary.parentAccounts} parent accounts, ${summary.legalEntities} legal entities, ` +
      `${summary.campaignDetails} campaign details, ${summary.brands} brands, ${summary.users} account users and ` +
      `${summary.callRescueTests} test calls in ${(summary.milliseconds / 1000).toFixed(1)} s. ` +
      `The database now holds ${await countAccounts(database)} accounts.`,
  );
  if (database.kind === 'pglite') {
    await ensureDemoUsers(database);
    console.log(`Demo sign-in: ${DEMO_USERS.map((user) => user.username).join(' or ')} / ${DEMO_PASSWORD}`);
  } else if (database.kind === 'postgres') {
    console.log('No demo users on PostgreSQL; create staff with `npm run create-staff`.');
  }
});
