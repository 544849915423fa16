/**
 * `npm run check:crash [-- --database pglite|postgres|both] [--writes 300] [--clients 4] [--kills 3]`
 *
 * Crash safety as a repeatable check: several clients create campaign details through the API on loopback while
 * the API is killed with SIGKILL mid-load (`--kills` times, evenly through the writes) and started again; then the
 * API is killed once more right after the last acknowledged write, started, and every acknowledged write is read
 * back. A write counts as acknowledged only when the API answered 201 with its id; one cut off by a kill may or may
 * not have landed and is not counted. Prints a table and exits 1 when any acknowledged write is missing.
 *
 * The embedded database lives in a throwaway folder; PostgreSQL gets a throwaway database next to the one
 * DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/test), dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { createStaffUser } from '../src/server/services/users.ts';
import { freePort, startApi, waitForHttp, type Service } from './lib/stack.ts';

type Kind = 'pglite' | 'postgres';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    writes: { type: 'string', default: '300' },
    clients: { type: 'string', default: '4' },
    kills: { type: 'string', default: '3' },
  },
});
const WRITES = Number(args.writes);
const CLIENTS = Number(args.clients);
const KILLS = Number(args.kills);
const kinds: Kind[] =
  args.database === 'both' ? ['pglite', 'postgres'] : args.database === 'postgres' ? ['postgres'] : ['pglite'];
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Every wait is bounded: a start, a request, the whole run of one database. */
const START_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 10_000;
const RUN_TIMEOUT_MS = 10 * 60_000;

const USERNAME = 'crash-check';
const PASSWORD = `crash-${randomBytes(12).toString('hex')}`;

interface Result {
  kind: Kind;
  acknowledged: number;
  cutOff: number;
  kills: number;
  restartMs: number[];
  missing: number;
  wrong: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A throwaway PostgreSQL database, migrated, with the staff user the clients sign in as. */
async function scratchPostgres() {
  const name = `rescue_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await migrateDatabase(database);
  await createStaffUser(database.db, { username: USERNAME, email: 'crash@check.test', password: PASSWORD });
  await database.close();
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function run(kind: Kind): Promise<Result> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-crash-'));
  const scratch = kind === 'postgres' ? await scratchPostgres() : null;
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url,
    MAIL_OUTBOX: '1',
    JWT_SECRET: kind === 'postgres' ? randomBytes(32).toString('hex') : undefined,
    LOG_LEVEL: 'error',
  };
  let api: Service = startApi({ port, env });
  const base = api.url;
  const restartMs: number[] = [];
  try {
    await waitForHttp(api, '/health', START_TIMEOUT_MS);
    // The embedded database has the demo users (seeded on first start); PostgreSQL the user made above.
    const [username, password] = kind === 'pglite' ? ['demo', 'rescue-demo-2026'] : [USERNAME, PASSWORD];
    const signIn = await fetch(`${base}/api/admin_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access } = (await signIn.json()) as { access: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${access}` };

    const acknowledged = new Map<number, string>();
    let cutOff = 0;
    let started = 0;
    let down = false;

    const restart = async () => {
      down = true;
      const killedAt = Date.now();
      api.child.kill('SIGKILL');
      await new Promise<void>((resolve) => {
        if (api.child.exitCode !== null || api.child.signalCode !== null) resolve();
        else api.child.once('exit', () => resolve());
      });
      api = startApi({ port, env });
      await waitForHttp(api, '/health', START_TIMEOUT_MS);
      restartMs.push(Date.now() - killedAt);
      down = false;
    };

    const client = async (id: number) => {
      let seq = 0;
      while (started < WRITES) {
        if (down) {
          await sleep(50);
          continue;
        }
        started += 1;
        const name = `crash ${kind} c${id} #${++seq} ${randomBytes(4).toString('hex')}`;
        try {
          const response = await fetch(`${base}/campaign_management/campaign_details`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, tcr_message_flow: 'Opt in at the desk.', tcr_description: 'Reminders.' }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          if (response.status === 201) {
            const created = (await response.json()) as { id: number; name: string };
            acknowledged.set(created.id, name);
          } else {
            cutOff += 1;
          }
        } catch {
          // Connection reset or refused by the kill: not acknowledged, whether or not it landed.
          cutOff += 1;
        }
      }
    };

    // Kills at even points through the load, while every client is writing.
    const killer = async () => {
      for (let k = 1; k <= KILLS; k++) {
        const at = Math.floor((WRITES * k) / (KILLS + 1));
        while (started < at) await sleep(5);
        await restart();
      }
    };
    await Promise.all([killer(), ...Array.from({ length: CLIENTS }, (_, i) => client(i + 1))]);
    // And once more right after the last acknowledged write, with nothing in flight.
    await restart();

    let missing = 0;
    let wrong = 0;
    for (const [id, name] of acknowledged) {
      const response = await fetch(`${base}/campaign_management/campaign_details/${id}`, {
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 404) missing += 1;
      else if (response.status !== 200) throw new Error(`reading ${id}: ${response.status} ${await response.text()}`);
      else if (((await response.json()) as { name: string }).name !== name) wrong += 1;
    }
    return { kind, acknowledged: acknowledged.size, cutOff, kills: KILLS + 1, restartMs, missing, wrong };
  } finally {
    await api.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const results: Result[] = [];
for (const kind of kinds) {
  process.stdout.write(
    `${kind}: ${WRITES} writes from ${CLIENTS} clients, ${KILLS} SIGKILLs mid-load and one after…\n`,
  );
  results.push(await withTimeout(run(kind), RUN_TIMEOUT_MS, `the ${kind} run`));
}

const rows = [
  ['database', 'acknowledged', 'cut off', 'SIGKILLs', 'restart (median)', 'missing', 'wrong'],
  ...results.map((r) => {
    const sorted = [...r.restartMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return [
      r.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
      String(r.acknowledged),
      String(r.cutOff),
      String(r.kills),
      `${(median / 1000).toFixed(1)} s`,
      String(r.missing),
      String(r.wrong),
    ];
  }),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

const lost = results.reduce((sum, r) => sum + r.missing + r.wrong, 0);
if (lost > 0) {
  console.error(`\n${lost} acknowledged write(s) missing or changed after SIGKILL.`);
  process.exit(1);
}
console.log('\nEvery acknowledged write survived.');
