import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/server/auth/refresh-tokens.ts';
import type { TokenPair } from '../../src/shared/auth.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, TEST_CONFIG, type Harness } from './harness.ts';

const INVALID_CREDENTIALS = { detail: 'No active account found with the given credentials', code: 'no_active_account' };
const INVALID_ACCESS = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const INVALID_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };

describe.each(databaseKinds)('authentication on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const signIn = (payload: unknown) =>
    h.app.inject({ method: 'POST', url: '/api/admin_token', payload: payload as object });
  const refresh = (token: string, app = h.app) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: token } });
  /** Moves a token's rotation a minute back, past the grace window, as if it were presented again that late. */
  const pastGrace = (token: string) =>
    h.database.query(`update refresh_tokens set revoked_at = revoked_at - interval '1 minute' where token_hash = $1`, [
      hashToken(token),
    ]);

  describe('POST /api/admin_token', () => {
    it('returns an access, a refresh and a device token to active staff', async () => {
      const response = await signIn({ username: USERS.staff.username, password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['access', 'device', 'refresh']);
      expect(body.access.split('.')).toHaveLength(3);
      const claims = JSON.parse(Buffer.from(body.access.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: String(h.fixtures.userIds.staff), type: 'access', sid: expect.any(String) });
      expect(claims.exp - claims.iat).toBe(1800);
    });

    it('refuses a form post (any page can make a browser send one) with a 415, and counts no attempt', async () => {
      const app = h.appWith({
        rateLimits: { ...TEST_CONFIG.rateLimits, signInPerUsernameAndIp: { limit: 1, windowSeconds: 3600 } },
      });
      const formPost = (url: string, fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '198.51.100.9',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await formPost('/api/admin_token', { username: USERS.staff.username, password: 'wrong' });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          detail: 'Unsupported media type in request.',
          code: 'unsupported_media_type',
        });
      }
      expect((await formPost('/password_reset/', { email: USERS.staff.email })).statusCode).toBe(415);
      // None of them counted: the owner still signs in from that address (the limit there is one failure).
      const owner = await app.inject({
        method: 'POST',
        url: '/api/admin_token',
        remoteAddress: '198.51.100.9',
        payload: { username: USERS.staff.username, password: PASSWORD },
      });
      expect(owner.statusCode).toBe(200);
    });

    it.each([
      ['a wrong password', USERS.staff.username, 'not the password'],
      ['an unknown username', 'nobody-here', PASSWORD],
      ['an inactive staff user', USERS.inactive.username, PASSWORD],
      ['a user who is not staff', USERS.nonStaff.username, PASSWORD],
    ])('answers %s with the one identical 401', async (_case, username, password) => {
      const response = await signIn({ username, password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
    });

    it('reports missing fields with the sign-in messages of the spec', async () => {
      const response = await signIn({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        username: ['The username is required'],
        password: ['The password is required'],
      });
    });

    it('treats blank fields as missing', async () => {
      const response = await signIn({ username: '   ', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        username: ['The username is required'],
        password: ['The password is required'],
      });
    });

    it('rejects malformed JSON with a parse error and no internals', async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/admin_token',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Malformed request body.', code: 'parse_error' });
    });
  });

  describe('POST /api/token/refresh', () => {
    it('returns a new pair and rotates the refresh token', async () => {
      const first = await h.signIn();
      const response = await refresh(first.refresh);
      expect(response.statusCode).toBe(200);
      const second = response.json();
      expect(second.refresh).not.toBe(first.refresh);
      expect((await h.get('/users/current_user', second.access)).statusCode).toBe(200);
      // Past the grace window the rotated token is spent.
      await pastGrace(first.refresh);
      expect((await refresh(first.refresh)).json()).toEqual(INVALID_REFRESH);
    });

    it('revokes the whole family when a rotated token is used again past the grace window', async () => {
      const first = await h.signIn();
      const second = (await refresh(first.refresh)).json();
      await pastGrace(first.refresh);
      const reuse = await refresh(first.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual(INVALID_REFRESH);
      // The legitimate successor dies with the family, so a thief holding it gains nothing either.
      const successor = await refresh(second.refresh);
      expect(successor.statusCode).toBe(401);
      expect(successor.json()).toEqual(INVALID_REFRESH);
    });

    it('leaves other sessions of the same user alone', async () => {
      const victim = await h.signIn();
      const other = await h.signIn();
      await refresh(victim.refresh);
      await pastGrace(victim.refresh);
      expect((await refresh(victim.refresh)).statusCode).toBe(401);
      expect((await refresh(other.refresh)).statusCode).toBe(200);
    });

    it('answers refreshes of one token at the same moment (two tabs, two API processes) with one pair', async () => {
      const first = await h.signIn();
      const otherProcess = h.appWith({});
      const answers = await Promise.all([
        refresh(first.refresh),
        refresh(first.refresh),
        refresh(first.refresh, otherProcess),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const pair = answers[0]!.json<TokenPair>();
      expect(answers.map((answer) => answer.json())).toEqual([pair, pair, pair]);
      expect(pair.refresh).not.toBe(first.refresh);
      // The sign-in goes on: the pair works, and its refresh token rotates as usual.
      expect((await h.get('/users/current_user', pair.access)).statusCode).toBe(200);
      expect((await refresh(pair.refresh)).statusCode).toBe(200);
    });

    it('repeats a pair within the grace window only while the pair is unused', async () => {
      const first = await h.signIn();
      const second = (await refresh(first.refresh)).json<TokenPair>();
      expect((await refresh(first.refresh)).json()).toEqual(second);
      const third = (await refresh(second.refresh)).json<TokenPair>();
      // The successor was used: presenting the first token again is reuse, and ends the sign-in.
      expect((await refresh(first.refresh)).json()).toEqual(INVALID_REFRESH);
      expect((await refresh(third.refresh)).json()).toEqual(INVALID_REFRESH);
    });

    it('still revokes the sign-in when a token is reused past the grace window while its successor is unused', async () => {
      const first = await h.signIn();
      const second = (await refresh(first.refresh)).json<TokenPair>();
      await pastGrace(first.refresh);
      expect((await refresh(first.refresh)).json()).toEqual(INVALID_REFRESH);
      expect((await refresh(second.refresh)).json()).toEqual(INVALID_REFRESH);
      // Its access tokens are refused from then on too, not when they expire.
      expect((await h.get('/users/current_user', second.access)).json()).toEqual(INVALID_ACCESS);
    });

    it('rejects an unknown refresh token', async () => {
      const response = await refresh('made-up-token');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_REFRESH);
    });

    it('rejects an access token in place of a refresh token', async () => {
      const { access } = await h.signIn();
      expect((await refresh(access)).json()).toEqual(INVALID_REFRESH);
    });

    it('rejects an expired refresh token', async () => {
      const app = h.appWith({ refreshTokenTtlSeconds: 1 });
      const tokens = (
        await app.inject({
          method: 'POST',
          url: '/api/admin_token',
          payload: { username: USERS.staff.username, password: PASSWORD },
        })
      ).json();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/token/refresh',
          payload: { refresh: tokens.refresh },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_REFRESH);
      } finally {
        vi.useRealTimers();
      }
    });

    it('requires the refresh field', async () => {
      const response = await h.app.inject({ method: 'POST', url: '/api/token/refresh', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ refresh: ['This field is required.'] });
    });
  });

  describe('GET /users/current_user', () => {
    it('returns the connected user', async () => {
      const { access } = await h.signIn(USERS.reseller.username);
      const response = await h.get('/users/current_user', access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: h.fixtures.userIds.reseller,
        username: 'rita',
        email: 'rita@rescue.test',
        first_name: 'Rita',
        last_name: 'Reseller',
        is_reseller: true,
        is_superuser: false,
        is_staff: true,
        is_active: true,
        is_account_manager: false,
        can_switch_accounts: false,
        account: null,
      });
    });

    it('accepts the path with a trailing slash', async () => {
      const { access } = await h.signIn();
      expect((await h.get('/users/current_user/', access)).statusCode).toBe(200);
    });

    it('says credentials were not provided without a token', async () => {
      const response = await h.get('/users/current_user');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });

    it('treats another authorization scheme as no credentials', async () => {
      const response = await h.app.inject({
        method: 'GET',
        url: '/users/current_user',
        headers: { authorization: 'Basic YWxpY2U6eA==' },
      });
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });

    it.each([
      ['garbage', 'not-a-jwt'],
      ['a token signed with another secret', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHlwZSI6ImFjY2VzcyJ9.c2lnbmF0dXJl'],
    ])('rejects %s', async (_case, token) => {
      const response = await h.get('/users/current_user', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_ACCESS);
    });

    it('rejects a refresh token used as a bearer token', async () => {
      const { refresh: refreshToken } = await h.signIn();
      expect((await h.get('/users/current_user', refreshToken)).json()).toEqual(INVALID_ACCESS);
    });

    it('rejects an expired access token', async () => {
      const app = h.appWith({ accessTokenTtlSeconds: 60 });
      const { access } = (
        await app.inject({
          method: 'POST',
          url: '/api/admin_token',
          payload: { username: USERS.staff.username, password: PASSWORD },
        })
      ).json();
      expect(
        (await app.inject({ url: '/users/current_user', headers: { authorization: `Bearer ${access}` } })).statusCode,
      ).toBe(200);
      // The clock moves past the token's minute rather than the test sleeping through it: a loaded machine can take
      // longer than a short lifetime between signing in and the first call.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      try {
        const response = await app.inject({
          url: '/users/current_user',
          headers: { authorization: `Bearer ${access}` },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_ACCESS);
      } finally {
        vi.useRealTimers();
      }
    });

    it('rejects an access token without a session version (issued before they existed)', async () => {
      const now = Math.floor(Date.now() / 1000);
      const legacy = await new SignJWT({ type: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(h.fixtures.userIds.staff))
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode(TEST_CONFIG.jwtSecret));
      expect((await h.get('/users/current_user', legacy)).json()).toEqual(INVALID_ACCESS);
    });

    it('rejects the token of a user deactivated after signing in, and their refresh', async () => {
      const { access, refresh: refreshToken } = await h.signIn(USERS.reseller.username);
      await h.database.query('update users set is_active = false where id = $1', [h.fixtures.userIds.reseller]);
      try {
        expect((await h.get('/users/current_user', access)).json()).toEqual(INVALID_ACCESS);
        expect((await refresh(refreshToken)).json()).toEqual(INVALID_REFRESH);
      } finally {
        await h.database.query('update users set is_active = true where id = $1', [h.fixtures.userIds.reseller]);
      }
    });
  });
});
