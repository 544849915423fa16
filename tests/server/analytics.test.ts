import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import { CALENDAR_TYPES } from '../../src/shared/enums.ts';
import { ACCOUNTS } from './fixtures.ts';
import { createHarness, databaseKinds, TEST_API_URL, TEST_CONFIG, type Harness } from './harness.ts';

const TOKEN_URL = '/third_party/metabase/dashboard_token';
const SECRET = new TextEncoder().encode(TEST_CONFIG.analytics.embeddingSecret);
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const REFUSED = 'This dashboard link is invalid or has expired.';
const DAY_MS = 24 * 60 * 60 * 1000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The number in the data-table row headed `label` (first table that has it). */
function rowNumbers(html: string, label: string): number[] {
  const row = new RegExp(`<tr><th scope="row">${escapeRegExp(label)}</th>((?:<td class="number">\\d+</td>)+)</tr>`);
  const cells = html.match(row)?.[1];
  if (!cells) throw new Error(`no table row for ${label}`);
  return [...cells.matchAll(/(\d+)/g)].map((m) => Number(m[1]));
}

describe.each(databaseKinds)('TCR dashboard on %s', (kind) => {
  let h: Harness;
  let access: string;
  let now = Date.now();
  let clocked: FastifyInstance;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    // The same database with a clock the test moves (token signing and verification read it).
    clocked = buildApp({
      config: TEST_CONFIG,
      database: h.database,
      logger: false,
      providers: createProviders(TEST_CONFIG, { clock: () => now }),
    });
  });
  afterAll(async () => {
    await clocked?.close();
    await h?.close();
  });

  const tokenFor = async (query: string, app: FastifyInstance = h.app) =>
    app.inject({ method: 'GET', url: `${TOKEN_URL}?${query}`, headers: { authorization: `Bearer ${access}` } });
  const signedToken = async (app: FastifyInstance = h.app) =>
    (await tokenFor('ignore_account=true&dashboard_id=484', app)).json<{ dashboard_token: string }>().dashboard_token;

  describe('GET /third_party/metabase/dashboard_token', () => {
    it('signs an HS256 token for dashboard 484, valid ten minutes, with the frame address', async () => {
      const before = Math.floor(Date.now() / 1000);
      const response = await tokenFor('ignore_account=true&dashboard_id=484');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ dashboard_token: string; embed_url: string; expires_in: number }>();
      expect(body).toEqual({
        dashboard_token: expect.any(String),
        embed_url: `${TEST_API_URL}/embed/dashboard/${body.dashboard_token}#bordered=true&titled=true`,
        expires_in: 600,
      });
      const { payload, protectedHeader } = await jwtVerify(body.dashboard_token, SECRET, { algorithms: ['HS256'] });
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload).toEqual({ resource: { dashboard: 484 }, params: {}, exp: expect.any(Number) });
      expect(payload.exp! - before).toBeGreaterThanOrEqual(600);
      expect(payload.exp! - before).toBeLessThanOrEqual(601);
    });

    it('refuses a dashboard outside the allow-list with 400 not_allowed', async () => {
      const response = await tokenFor('ignore_account=true&dashboard_id=485');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'dashboard 485 is not in the allow-list', code: 'not_allowed' });
    });

    it('reports a missing or malformed dashboard_id and ignore_account as field errors', async () => {
      const missing = await tokenFor('ignore_account=true');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ dashboard_id: ['This field is required.'] });
      const malformed = await tokenFor('dashboard_id=48x&ignore_account=maybe');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        dashboard_id: ['A valid integer is required.'],
        ignore_account: ['Must be true or false.'],
      });
    });

    it('answers 401 without a bearer token', async () => {
      const response = await h.get(`${TOKEN_URL}?dashboard_id=484`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });

    it('points the frame at the analytics host when one is configured, and serves no embed page then', async () => {
      const external = h.appWith({
        analytics: { ...TEST_CONFIG.analytics, siteUrl: 'https://bi.example.test/' },
      });
      const response = await tokenFor('dashboard_id=484', external);
      expect(response.statusCode).toBe(200);
      const { dashboard_token, embed_url } = response.json<{ dashboard_token: string; embed_url: string }>();
      expect(embed_url).toBe(`https://bi.example.test/embed/dashboard/${dashboard_token}#bordered=true&titled=true`);
      const page = await external.inject({ method: 'GET', url: `/embed/dashboard/${dashboard_token}` });
      expect(page.statusCode).toBe(404);
    });

    it("points the frame at the API's public address (PUBLIC_API_URL) when it serves the page itself", async () => {
      const proxied = h.appWith({ publicUrl: 'https://console.example.test/api' });
      const response = await tokenFor('dashboard_id=484', proxied);
      const { dashboard_token, embed_url } = response.json<{ dashboard_token: string; embed_url: string }>();
      expect(embed_url).toBe(
        `https://console.example.test/api/embed/dashboard/${dashboard_token}#bordered=true&titled=true`,
      );
    });

    it('answers the frame as a path when no public address is configured, never on a Host the request names', async () => {
      // Where the browser reaches the API (localhost, 127.0.0.1, another name) is known to the console, which puts
      // the path on the address it calls; the API's listening address would be refused by the console's frame-src.
      const unconfigured = h.appWith({ publicUrl: null, host: '127.0.0.1', port: 8511, trustProxy: ['127.0.0.1'] });
      const response = await unconfigured.inject({
        method: 'GET',
        url: `${TOKEN_URL}?dashboard_id=484`,
        headers: { authorization: `Bearer ${access}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      const { dashboard_token, embed_url } = response.json<{ dashboard_token: string; embed_url: string }>();
      expect(embed_url).toBe(`/embed/dashboard/${dashboard_token}#bordered=true&titled=true`);
      expect(response.body).not.toContain('evil.example');
      expect(response.body).not.toContain('127.0.0.1');
      const page = await unconfigured.inject({ method: 'GET', url: embed_url.replace(/#.*/, '') });
      expect(page.statusCode).toBe(200);
    });
  });

  describe('GET /embed/dashboard/{token}', () => {
    const today = Date.now();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    beforeAll(async () => {
      const { db } = h.database;
      await db.insert(schema.accounts).values([
        {
          name: 'Quiropráctica Norte',
          email: 'a@norte.pr',
          office_phone: '7875550001',
          calendar_type: 5,
          tcr_ready: true,
        },
        { name: 'Quiropráctica Sur', email: 'b@sur.pr', office_phone: '7875550002', calendar_type: 5, tcr_ready: true },
        { name: 'Sin Calendario', email: 'c@sin.pr', office_phone: '7875550003', calendar_type: null },
      ]);
      const test = (call_status: number, updatedAt: number) => ({
        account_id: h.fixtures.accountIds.bayamon!,
        phone_called_id: h.fixtures.businessPhoneId,
        phone_calling: '+17875550101',
        call_status,
        updated_at: new Date(updatedAt),
      });
      await db.insert(schema.call_rescue_tests).values([
        // Today: 2 SUCCESS, 1 FAILURE, SCHEDULED and RETRYING count as other.
        test(3, today),
        test(3, today),
        test(4, today),
        test(0, today),
        test(2, today),
        // Three days ago: 1 SUCCESS, 2 FAILURE.
        test(3, today - 3 * DAY_MS),
        test(4, today - 3 * DAY_MS),
        test(4, today - 3 * DAY_MS),
        // Older than 30 days: left out.
        test(3, today - 45 * DAY_MS),
        test(4, today - 45 * DAY_MS),
      ]);
    });

    it('renders a self-contained page with the real numbers from the database', async () => {
      const token = await signedToken();
      const response = await h.app.inject({ method: 'GET', url: `/embed/dashboard/${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;

      expect(html).toContain('<title>TCR dashboard</title>');
      expect(html).toContain('<h1>TCR dashboard</h1>');
      expect(html).toContain('<h2 id="calendar-heading">Accounts by calendar type</h2>');
      expect(html).toContain('<h2 id="tcr-heading">TCR readiness</h2>');
      expect(html).toContain('<h2 id="outcomes-heading">Call-rescue outcomes per day (last 30 days)</h2>');
      expect(html).toContain('prefers-color-scheme: dark');
      // Nothing loaded from elsewhere, no scripts.
      expect(html).not.toMatch(/<script|<link|\bsrc=|https?:\/\/(?!www\.w3\.org)/i);

      for (const { value, label } of CALENDAR_TYPES) {
        const expected = ACCOUNTS.filter((a) => a.calendar_type === value).length + (value === 5 ? 2 : 0);
        expect(rowNumbers(html, label), label).toEqual([expected]);
      }
      expect(rowNumbers(html, 'Not set')).toEqual([1]);
      expect(rowNumbers(html, 'TCR ready')).toEqual([3]);
      expect(rowNumbers(html, 'Not TCR ready')).toEqual([ACCOUNTS.length + 3 - 3]);

      // Per day: success, failure, other, total.
      expect(rowNumbers(html, day(today))).toEqual([2, 1, 2, 5]);
      expect(rowNumbers(html, day(today - 3 * DAY_MS))).toEqual([1, 2, 0, 3]);
      expect(rowNumbers(html, day(today - 29 * DAY_MS))).toEqual([0, 0, 0, 0]);
      expect(html).not.toContain(`<th scope="row">${day(today - 30 * DAY_MS)}</th>`);
      expect(html).toContain(
        `Last 30 days: 3 successful, 3 failed and 2 other call-rescue tests; the busiest day was ${day(today)} with 5 tests.`,
      );
      // Every chart is an image named by its title and described by its visible summary.
      expect(
        html.match(/<svg class="chart"[^>]*role="img" aria-labelledby="(\w+)-title" aria-describedby="\1-summary"/g),
      ).toHaveLength(3);
      expect(html).toContain('<figcaption id="tcr-summary" class="muted">3 accounts TCR ready');
    });

    it('may be framed by the console origins only, and is never cached', async () => {
      const token = await signedToken();
      const response = await h.app.inject({ method: 'GET', url: `/embed/dashboard/${token}` });
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain('frame-ancestors http://localhost:4321');
      expect(policy).toContain("default-src 'none'");
      // Every other route keeps the app's default.
      expect((await h.get('/health')).headers['x-frame-options']).toBe('DENY');
    });

    it('refuses a token signed with another secret, a tampered one and garbage with 403', async () => {
      const foreign = await new SignJWT({ resource: { dashboard: 484 }, params: {} })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0000'));
      const [header, , signature] = (await signedToken()).split('.');
      const forgedClaims = Buffer.from(JSON.stringify({ resource: { dashboard: 484 }, params: {}, exp: 4e9 }));
      const tampered = `${header}.${forgedClaims.toString('base64url')}.${signature}`;
      for (const token of [foreign, tampered, 'not-a-token', 'a.b.c/d']) {
        const response = await h.app.inject({ method: 'GET', url: `/embed/dashboard/${token}` });
        expect(response.statusCode, token).toBe(403);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(`<p>${REFUSED}</p>`);
        expect(response.headers['x-frame-options']).toBeUndefined();
        expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors http://localhost:4321');
      }
    });

    it('refuses a token for a dashboard outside the allow-list, even well signed', async () => {
      const token = await new SignJWT({ resource: { dashboard: 485 }, params: {} })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('10m')
        .sign(SECRET);
      const response = await h.app.inject({ method: 'GET', url: `/embed/dashboard/${token}` });
      expect(response.statusCode).toBe(403);
    });

    it('opens for ten minutes after signing, then refuses with 403', async () => {
      now = Date.now();
      const token = await signedToken(clocked);
      now += 599_000;
      expect((await clocked.inject({ method: 'GET', url: `/embed/dashboard/${token}` })).statusCode).toBe(200);
      now += 2_000;
      const expired = await clocked.inject({ method: 'GET', url: `/embed/dashboard/${token}` });
      expect(expired.statusCode).toBe(403);
      expect(expired.body).toContain(REFUSED);
    });
  });
});
