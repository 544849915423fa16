/**
 * Two real API processes (src/server/main.ts) on one PostgreSQL database enforce one sign-in limit. PostgreSQL
 * only (the embedded database belongs to one process); runs when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, waitForHttp, type Service } from '../../scripts/lib/stack.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { createStaffUser } from '../../src/server/services/users.ts';

const BASE_URL = process.env.DATABASE_URL;
const PASSWORD = 'two-processes-password-2026';

describe.skipIf(!BASE_URL)('sign-in throttling across two API processes on one PostgreSQL database', () => {
  const name = `rescue_test_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  const apis: Service[] = [];

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-two-processes-'));
    await admin(`create database ${name}`);
    const url = new URL(BASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await createStaffUser(database.db, { username: 'alba', email: 'alba@rescue.test', password: PASSWORD });
    await database.close();
    const env = {
      DATABASE_URL: url.toString(),
      MAIL_OUTBOX: '1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      // The test is the proxy: it tells the processes which client each request is from.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP: '4',
      RATE_LIMIT_SIGN_IN_PER_IP: '50',
      RATE_LIMIT_SIGN_IN_PER_USERNAME: '100',
      // Fixed windows: a long one, so no window boundary falls inside the test.
      RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: String(30 * 24 * 3600),
    };
    for (let i = 0; i < 2; i++) apis.push(startApi({ port: await freePort(), env }));
    await Promise.all(apis.map((api) => waitForHttp(api, '/health', 60_000)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await admin(`drop database if exists ${name} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (api: Service, password: string, client: string) =>
    fetch(`${api.url}/api/admin_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ username: 'alba', password }),
    });

  it('refuses the fifth failure from one address whichever process gets it, and lets another address in', async () => {
    const [one, two] = [apis[0]!, apis[1]!];
    const attacker = '198.51.100.77';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(i % 2 ? two : one, `guess-${i}`, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const api of [one, two]) {
      const refused = await signIn(api, PASSWORD, attacker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await signIn(two, PASSWORD, '192.0.2.10')).status).toBe(200);
  });

  it('counts a burst split over both processes exactly', async () => {
    const from = '198.51.100.78';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(apis[i % 2]!, `burst-${i}`, from).then((r) => r.status)),
    );
    expect(answers.sort()).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429, 429]);
  });
});
