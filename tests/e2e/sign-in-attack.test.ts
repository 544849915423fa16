/**
 * The sign-in attack of issue 39, replayed over HTTP against a real API process with the default limits (the
 * shared e2e API raises them, and a lockout there would stop every other file signing in): a staff member who renames
 * themself to another letter form of a colleague's username is refused, and guessing that colleague's password
 * with the staff member's own device token is over within a dozen guesses (429), the right password included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, waitForHttp, type Service } from '../../scripts/lib/stack.ts';
import { DEMO_PASSWORD } from '../../src/server/db/demo.ts';

let api: Service;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-attack-'));
  api = startApi({
    port: await freePort(),
    env: {
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_USERNAME: undefined,
      RATE_LIMIT_SIGN_IN_PER_IP: undefined,
      RATE_LIMIT_SIGN_IN_PER_USERNAME_AND_IP: undefined,
    },
  });
  await waitForHttp(api, '/health');
});
afterAll(async () => {
  await api?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const post = (pathname: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('guessing a colleague’s password', () => {
  it('cannot hide behind a look-alike username or a device token', async () => {
    const own = await post('/api/admin_token', { username: 'reseller', password: DEMO_PASSWORD });
    expect(own.status).toBe(200);
    const { access, device } = (await own.json()) as { access: string; device: string };
    const me = (await (
      await fetch(`${api.url}/users/current_user`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { id: number };

    // U+FF24 U+FF25 U+FF2D U+FF2F: "DEMO" in full-width letters, one identity with "demo" after NFKC and case folding.
    const renamed = await fetch(`${api.url}/users/${me.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ username: 'ＤＥＭＯ', current_password: DEMO_PASSWORD }),
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({ username: ['A user with that username already exists.'] });

    const statuses: number[] = [];
    for (let i = 0; i < 160 && statuses.at(-1) !== 429; i++) {
      statuses.push((await post('/api/admin_token', { username: 'demo', password: `guess-${i}`, device })).status);
    }
    expect(statuses.length).toBeLessThanOrEqual(12);
    expect(statuses.at(-1)).toBe(429);
    expect((await post('/api/admin_token', { username: 'demo', password: DEMO_PASSWORD, device })).status).toBe(429);
  });
});
