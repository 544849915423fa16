/**
 * A paid call whose API process is killed (SIGKILL) while the provider is working on it: the key stays spent, and
 * the other process never makes the call again. Within the lease a repeat is asked to wait; past it, the repeat is
 * told the outcome is unknown and where to see it. A real API process (src/server/main.ts) is killed; the provider
 * is a loopback stand-in that holds the request, so the process dies mid-call.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, waitForHttp, type Service } from '../../../scripts/lib/stack.ts';
import { CLAIM_LEASE_MS } from '../../../src/server/http/idempotency.ts';
import { createHarness, postgresConfigured, TEST_CONFIG, type Harness } from '../harness.ts';

/** A provider that never answers: the requests it got, and a promise for the first one to a path. */
function holdingProvider() {
  const seen: string[] = [];
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  const server: Server = createServer((request: IncomingMessage) => {
    const line = `${request.method} ${request.url}`;
    seen.push(line);
    for (const wait of waiting) if (wait.pattern.test(line)) wait.resolve();
  });
  return {
    seen,
    requestTo: (pattern: RegExp) => new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!postgresConfigured)('a paid call whose API process is killed mid-call', () => {
  let h: Harness;
  let api: Service;
  let dataDir = '';
  let access = '';
  let accountId = 0;
  const provider = holdingProvider();

  beforeAll(async () => {
    h = await createHarness('postgres');
    access = (await h.signIn()).access;
    const [account] = await h.database.query<{ id: number }>(
      'select id from accounts where id not in (select account_id from twilio_configurations) order by id limit 1',
    );
    accountId = account!.id;
    await h.database.query(`update accounts set bot_number_area_code = '787' where id = $1`, [accountId]);
    dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-killed-call-'));
    api = startApi({
      port: await freePort(),
      env: {
        DATABASE_URL: h.databaseUrl!,
        MAIL_OUTBOX: '1',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_CONFIG.jwtSecret,
        ENCRYPTION_KEY: TEST_CONFIG.encryptionKey,
        LOG_LEVEL: 'error',
        TWILIO_ACCOUNT_SID: `AC${randomBytes(16).toString('hex')}`,
        TWILIO_AUTH_TOKEN: randomBytes(16).toString('hex'),
        TWILIO_API_URL: await provider.listen(),
      },
    });
    await waitForHttp(api, '/health', 60_000);
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await provider.close();
    await h?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const url = () => `/account_admin/${accountId}/provision_bot_number`;
  const payload = { additional: true };

  it('keeps the key spent, never calls the provider again, and says where to see what happened', async () => {
    const key = randomUUID();
    const headers = { authorization: `Bearer ${access}`, 'idempotency-key': key, 'content-type': 'application/json' };
    const numbers = /^(GET|POST) \/2010-04-01\/Accounts\/AC\w+\/(AvailablePhoneNumbers|IncomingPhoneNumbers)/;
    const reached = provider.requestTo(numbers);
    const first = fetch(`${api.url}${url()}`, { method: 'POST', headers, body: JSON.stringify(payload) }).catch(
      () => 'cut off',
    );
    await reached;
    api.child.kill('SIGKILL');
    expect(await first).toBe('cut off');
    const numberCalls = () => provider.seen.filter((line) => numbers.test(line)).length;
    expect(numberCalls()).toBe(1);

    // Another process, within the lease: the first call may still be running for all it knows.
    const repeat = () =>
      h.app.inject({
        method: 'POST',
        url: url(),
        headers: { authorization: headers.authorization, 'idempotency-key': key },
        payload,
      });
    const waiting = await repeat();
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('idempotency_key_in_use');

    // The lease runs out (its start moved back rather than waited for).
    await h.database.query(
      `update idempotent_requests set created_at = created_at - make_interval(secs => $1) where key = $2`,
      [CLAIM_LEASE_MS / 1000 + 1, key],
    );
    const unknown = await repeat();
    expect(unknown.statusCode).toBe(409);
    expect(unknown.headers['retry-after']).toBeUndefined();
    expect(unknown.json()).toEqual({
      detail:
        "The first attempt of this action stopped before it answered, so whether it was carried out is not known. Check the account's bot numbers on its Overview tab. If it was not, do it again as a new action.",
      code: 'idempotency_outcome_unknown',
    });
    expect(numberCalls()).toBe(1);
    const bought = await h.database.query('select count(*)::int as n from bot_numbers where account_id = $1', [
      accountId,
    ]);
    expect(bought[0]!.n).toBe(0);
  }, 60_000);
});
