/**
 * Sessions end (issue 39): a sign-in refreshed every little while still ends SESSION_MAX_AGE_SECONDS after it
 * began, and one left unused for SESSION_IDLE_SECONDS ends then; access tokens never outlive their sign-in. The
 * clock is moved rather than waited for.
 */
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/server/auth/refresh-tokens.ts';
import type { TokenPair } from '../../src/shared/auth.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const HOUR = 3600_000;
const INVALID_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
/** The defaults (12 hours, 2 hours) under a refresh token lifetime of 14 days, as the API starts with nothing set. */
const LIMITS = {
  refreshTokenTtlSeconds: 14 * 24 * 3600,
  sessionMaxAgeSeconds: 12 * 3600,
  sessionIdleSeconds: 2 * 3600,
};

describe.each(databaseKinds)('how long a sign-in lasts on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createHarness(kind);
    app = h.appWith(LIMITS);
  });
  afterAll(() => h?.close());
  afterEach(() => vi.useRealTimers());

  let now = 0;
  const at = (ms: number) => vi.setSystemTime((now = ms));
  const signIn = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin_token',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
      payload: { username: USERS.staff.username, password: PASSWORD },
      remoteAddress: '198.51.100.40',
    });
    expect(response.statusCode).toBe(200);
    return response.json<TokenPair>();
  };
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: token } });

  it('ends a sign-in refreshed all day at its absolute lifetime, and no access token outlives it', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    let pair = await signIn();
    const end = start + LIMITS.sessionMaxAgeSeconds * 1000;
    // Refreshed every 1 h 50 min, inside the idle limit each time.
    for (at(start + 110 * 60_000); now < end; at(now + 110 * 60_000)) {
      const response = await refresh(pair.refresh);
      expect(response.statusCode, new Date(now).toISOString()).toBe(200);
      pair = response.json<TokenPair>();
      expect(decodeJwt(pair.access).exp! * 1000).toBeLessThanOrEqual(end);
    }
    const ended = await refresh(pair.refresh);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(INVALID_REFRESH);
  });

  it('ends a sign-in left unused for the idle limit', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await signIn();
    at(start + 2 * HOUR - 60_000);
    const used = await refresh(first.refresh);
    expect(used.statusCode).toBe(200);
    at(now + 2 * HOUR + 1000);
    const idle = await refresh(used.json<TokenPair>().refresh);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(INVALID_REFRESH);
  });

  it('keeps where each token of a sign-in was used from, and when the sign-in began', async () => {
    const first = await signIn();
    const [row] = await h.database.query<{ user_agent: string; client_address: string; lasts: number; began: boolean }>(
      `select user_agent, client_address, extract(epoch from expires_at - created_at)::int as lasts,
              signed_in_at = created_at as began
         from refresh_tokens where token_hash = $1`,
      [hashToken(first.refresh)],
    );
    expect(row).toEqual({
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      client_address: '198.51.100.40',
      lasts: LIMITS.sessionIdleSeconds,
      began: true,
    });
  });
});
