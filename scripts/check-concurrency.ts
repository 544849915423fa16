/**
 * `npm run check:concurrency [-- --processes 2 --clients 16 --rounds 20]`
 *
 * A team on PostgreSQL as a bench: several real API processes (src/server/main.ts) on one throwaway database, and
 * clients that each round do what people do at the same moment, spread over the processes:
 * - every client saves one legal entity over the version they all opened (with If-Match): more than one save
 *   written in a round is a lost save;
 * - every client registers a TCR campaign of one new intent (brand, use case, campaign detail) with its own
 *   Idempotency-Key: more than one campaign stored for it is a paid call made twice;
 * - one client signs in through the first process, is seen by the last, and signs out through the first: how
 *   long the last goes on accepting its access token is the sign-out window (README: a notification's way);
 * - and PostgreSQL's deadlocks over the whole run (pg_stat_database, read once the processes have stopped).
 * Prints the figures beside their targets and exits 1 when one is over. The database is next to the one
 * DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/test), dropped at the end.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import * as schema from '../src/server/db/schema.ts';
import { settledStatusOf } from '../src/server/providers/tcr/sandbox.ts';
import { createStaffUser } from '../src/server/services/users.ts';
import { freePort, startApi, waitForHttp, type Service } from './lib/stack.ts';

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    clients: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '20' },
  },
});
const PROCESSES = Number(args.processes);
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUEST_TIMEOUT_MS = 30_000;
/** The most a sign-out may take to reach the other processes (a NOTIFY's way, measured in tens of ms). */
const SIGN_OUT_WINDOW_TARGET_MS = 1000;
const USERNAME = 'concurrency-check';
const PASSWORD = `concurrency-${randomBytes(12).toString('hex')}`;

const name = `rescue_concurrency_${randomBytes(6).toString('hex')}`;
/** One statement on its own connection: to the server's `test` database by default, or to `at`. */
const admin = async (statement: string, at: string = POSTGRES_URL) => {
  const client = new pg.Client({ connectionString: at });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
};
await admin(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-concurrency-'));
const apis: Service[] = [];

/** A TCR brand id the sandbox treats as verified (campaigns cannot be registered for the others). */
const verifiedBrandId = () => {
  for (;;) {
    const id = `B${randomBytes(3).toString('hex').toUpperCase()}`;
    if (settledStatusOf(id) === 'VERIFIED') return id;
  }
};

try {
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await migrateDatabase(database);
  await createStaffUser(database.db, { username: USERNAME, email: 'concurrency@check.test', password: PASSWORD });
  const [entity] = await database.db
    .insert(schema.legal_entities)
    .values({
      name: 'Concurrencia Dental',
      legal_name: 'Concurrencia Dental LLC',
      ein: '660111222',
      email: 'legal@concurrencia.example',
      phone_number: '7875550190',
      street: 'Calle Sol #3',
      city: 'San Juan',
      zip_code: '00901',
      company_type: 1,
      vertical_type: 3,
    })
    .returning({ id: schema.legal_entities.id });
  const [brand] = await database.db
    .insert(schema.brands)
    .values({ legal_entity_id: entity!.id, brand_id: verifiedBrandId(), brand_identity_status: 3 })
    .returning({ id: schema.brands.id });
  await database.close();

  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    MAIL_OUTBOX: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    RATE_LIMIT_SIGN_IN_PER_USERNAME: '1000',
    RATE_LIMIT_SIGN_IN_PER_IP: '1000',
  };
  for (let i = 0; i < PROCESSES; i++) apis.push(startApi({ port: await freePort(), env }));
  await Promise.all(apis.map((api) => waitForHttp(api, '/health')));

  const call = async (i: number, method: string, pathname: string, headers: object, body?: object) => {
    const response = await fetch(`${apis[i % PROCESSES]!.url}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, etag: response.headers.get('etag'), json: (await response.json()) as never };
  };
  const signIn = await call(0, 'POST', '/api/admin_token', {}, { username: USERNAME, password: PASSWORD });
  const auth = { authorization: `Bearer ${(signIn.json as { access: string }).access}` };

  /** Milliseconds from a sign-out's answer on the first process until the last refuses its access token. */
  const signOutWindow = async () => {
    const tokens = (await call(0, 'POST', '/api/admin_token', {}, { username: USERNAME, password: PASSWORD })).json as {
      access: string;
      refresh: string;
    };
    const seen = { authorization: `Bearer ${tokens.access}` };
    const last = PROCESSES - 1;
    if ((await call(last, 'GET', '/users/current_user', seen)).status !== 200) throw new Error('sign-in not seen');
    await call(0, 'POST', '/api/token/blacklist', {}, { refresh: tokens.refresh });
    const signedOut = performance.now();
    while ((await call(last, 'GET', '/users/current_user', seen)).status === 200) {
      if (performance.now() - signedOut > REQUEST_TIMEOUT_MS) break;
    }
    return performance.now() - signedOut;
  };

  const clients = Array.from({ length: CLIENTS }, (_, i) => i);
  let lostSaves = 0;
  let refusedSaves = 0;
  let duplicateCampaigns = 0;
  let campaignAnswers = 0;
  const signOutWindows: number[] = [];
  const statusCounts = new Map<number, number>();
  const count = (status: number) => statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
  const [before] = await admin(`select deadlocks::int as n from pg_stat_database where datname = '${name}'`);
  const started = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const entityUrl = `/legal_entities/${entity!.id}`;
    const opened = await call(0, 'GET', entityUrl, auth);
    const saves = await Promise.all(
      clients.map((i) =>
        call(
          i,
          'PATCH',
          entityUrl,
          { ...auth, 'if-match': opened.etag },
          { website: `https://r${round}-c${i}.example` },
        ),
      ),
    );
    saves.forEach((save) => count(save.status));
    lostSaves += Math.max(0, saves.filter((save) => save.status === 200).length - 1);
    refusedSaves += saves.filter((save) => save.status === 412).length;

    const detail = await call(0, 'POST', '/campaign_management/campaign_details', auth, {
      name: `Round ${round}`,
      tcr_message_flow: 'Opt in at the {{NAME}} front desk.',
      tcr_description: '{{NAME}} sends appointment reminders.',
    });
    const intent = { brand_id: brand!.id, campaign_detail_id: (detail.json as { id: number }).id };
    const registrations = await Promise.all(
      clients.map((i) =>
        call(
          i,
          'POST',
          '/campaign_management/tcr_campaigns/create_tcr_campaign',
          { ...auth, 'idempotency-key': randomUUID() },
          intent,
        ),
      ),
    );
    registrations.forEach((registration) => count(registration.status));
    campaignAnswers += registrations.length;
    duplicateCampaigns += Math.max(0, registrations.filter((registration) => registration.status === 201).length - 1);

    signOutWindows.push(await signOutWindow());
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(apis.splice(0).map((api) => api.stop()));
  const [after] = await admin(`select deadlocks::int as n from pg_stat_database where datname = '${name}'`);
  const stored = await admin(
    `
    select count(*)::int as n from (select campaign_detail_id from campaigns group by 1 having count(*) > 1) d`,
    url.toString(),
  );
  const deadlocks = (after!.n as number) - (before!.n as number);
  duplicateCampaigns = Math.max(duplicateCampaigns, stored[0]!.n as number);

  console.log(
    `${PROCESSES} API processes, ${CLIENTS} clients, ${ROUNDS} rounds in ${seconds.toFixed(1)} s ` +
      `(answers: ${[...statusCounts].map(([status, n]) => `${n} × ${status}`).join(', ')})\n`,
  );
  const rows = [
    ['figure', 'measured', 'target'],
    ['lost saves (a round with more than one save written)', String(lostSaves), '0'],
    ['saves refused with 412', `${refusedSaves} of ${ROUNDS * CLIENTS}`, `${ROUNDS * (CLIENTS - 1)}`],
    ['paid calls made twice (campaigns of one intent)', `${duplicateCampaigns} of ${campaignAnswers}`, '0'],
    ['deadlocks (pg_stat_database)', String(deadlocks), '0'],
    [
      `sign-out window, longest of ${signOutWindows.length} (ms)`,
      Math.max(...signOutWindows).toFixed(1),
      `<= ${SIGN_OUT_WINDOW_TARGET_MS}`,
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  const over = lostSaves + duplicateCampaigns + deadlocks;
  if (over > 0 || Math.max(...signOutWindows) > SIGN_OUT_WINDOW_TARGET_MS || refusedSaves !== ROUNDS * (CLIENTS - 1))
    process.exitCode = 1;
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
