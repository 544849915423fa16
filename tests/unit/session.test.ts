import { describe, expect, it, vi } from 'vitest';
import { createApiClient, toQueryString, type SessionPort } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { AuthTokens, TokenPair } from '../../src/shared/auth.ts';
import {
  TOKEN_REFRESH_INTERVAL_MS,
  TOKEN_VALIDITY_AFTER_401_MS,
  TOKEN_VALIDITY_MS,
} from '../../src/shared/constants.ts';
import { sessionStatus } from '../../src/stores/auth.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A fake API: data calls succeed only with the current access token; refresh rotates it. */
function fakeApi(options: { refreshStatus?: number; refreshThrows?: boolean } = {}) {
  let generation = 1;
  const calls = { refresh: 0, data: [] as string[] };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    if (url.endsWith('/api/token/refresh')) {
      calls.refresh += 1;
      if (options.refreshThrows) throw new TypeError('Failed to fetch');
      if (options.refreshStatus)
        return Response.json({ detail: 'Token is invalid or expired' }, { status: options.refreshStatus });
      generation += 1;
      return Response.json({ access: `access-${generation}`, refresh: `refresh-${generation}` });
    }
    const auth = new Headers(init?.headers).get('Authorization');
    calls.data.push(auth ?? '');
    if (auth !== `Bearer access-${generation}`) return Response.json({ detail: 'expired' }, { status: 401 });
    return Response.json({ url });
  });
  return { fetch, calls, expireAccess: () => (generation += 1) };
}

function memorySession(initial: AuthTokens | null, now: () => number) {
  let tokens = initial;
  const endSession = vi.fn(() => {
    tokens = null;
  });
  const stored: number[] = [];
  const session: SessionPort = {
    getTokens: () => tokens,
    storeTokens: (pair: TokenPair, validityMs: number) => {
      stored.push(validityMs);
      tokens = { ...pair, expiresIn: now() + validityMs };
    },
    endSession,
  };
  return { session, endSession, stored, tokens: () => tokens };
}

const validTokens = (): AuthTokens => ({ access: 'access-1', refresh: 'refresh-1', expiresIn: NOW + 10 * MINUTE });

describe('session status (spec 4)', () => {
  it('is signed out without tokens', () => {
    expect(sessionStatus(null, NOW)).toBe('signed-out');
  });
  it('is valid while the expiry is ahead', () => {
    expect(sessionStatus({ access: 'a', refresh: 'r', expiresIn: NOW + MINUTE }, NOW)).toBe('valid');
  });
  it('is expired (refreshable) once the expiry has passed', () => {
    expect(sessionStatus({ access: 'a', refresh: 'r', expiresIn: NOW - MINUTE }, NOW)).toBe('expired');
    expect(sessionStatus({ access: 'a', refresh: 'r', expiresIn: NOW - 13 * DAY }, NOW)).toBe('expired');
  });
  it('is signed out when the expiry is more than two weeks old', () => {
    expect(sessionStatus({ access: 'a', refresh: 'r', expiresIn: NOW - 15 * DAY }, NOW)).toBe('signed-out');
  });
});

describe('api client session rules (spec 7)', () => {
  it('sends the bearer token on every call', async () => {
    const api = fakeApi();
    const { session } = memorySession(validTokens(), () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });
    await client.call('GET /users/current_user');
    expect(api.calls.data).toEqual(['Bearer access-1']);
  });

  it('queues 20 parallel calls that get 401 behind exactly one refresh and replays all 20', async () => {
    const api = fakeApi();
    api.expireAccess(); // the server no longer accepts access-1
    const { session, stored, endSession } = memorySession(validTokens(), () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.call('GET /account_admin/:id', { params: { id: i } })),
    );

    expect(api.calls.refresh).toBe(1);
    // The fake API answers each call with the address it was sent to.
    expect(results.map((r) => (r as unknown as { url: string }).url)).toEqual(
      Array.from({ length: 20 }, (_, i) => `http://api/account_admin/${i}`),
    );
    expect(api.calls.data.filter((h) => h === 'Bearer access-1')).toHaveLength(20);
    expect(api.calls.data.filter((h) => h === 'Bearer access-3')).toHaveLength(20);
    // A token refreshed by the 401 handling is recorded as valid for 30 minutes.
    expect(stored).toEqual([TOKEN_VALIDITY_AFTER_401_MS]);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('signs out once when the refresh fails, and every queued call fails', async () => {
    const api = fakeApi({ refreshStatus: 401 });
    api.expireAccess();
    const { session, endSession, tokens } = memorySession(validTokens(), () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });

    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => client.call('GET /account_admin')));

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(api.calls.refresh).toBe(1);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(tokens()).toBeNull();
  });

  it('keeps the session when the server cannot be reached during a refresh', async () => {
    const api = fakeApi({ refreshThrows: true });
    api.expireAccess();
    const { session, endSession } = memorySession(validTokens(), () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });

    await expect(client.call('GET /account_admin')).rejects.toMatchObject({ status: 0 });
    expect(endSession).not.toHaveBeenCalled();
  });

  it('refreshes a stored expired session silently before calling, for 15 minutes', async () => {
    const api = fakeApi();
    api.expireAccess();
    const expired = { ...validTokens(), expiresIn: NOW - 5 * MINUTE };
    const { session, tokens } = memorySession(expired, () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });

    await client.call('GET /users/current_user');

    expect(api.calls.refresh).toBe(1);
    expect(api.calls.data).toEqual(['Bearer access-3']);
    expect(tokens()?.expiresIn).toBe(NOW + TOKEN_VALIDITY_MS);
  });

  it('replays without a second refresh when another refresh finished while the call was in flight', async () => {
    const api = fakeApi();
    const { session } = memorySession(validTokens(), () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowFetch: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/account_admin/7')) await gate; // answered 401 only after the refresh below
      return api.fetch(input, init);
    };
    const slowClient = createApiClient({ baseUrl: () => 'http://api', session, fetch: slowFetch, now: () => NOW });

    const pending = slowClient.call('GET /account_admin/:id', { params: { id: 7 } });
    await client.refresh(); // access-2 is current now
    release();

    await expect(pending).resolves.toEqual({ url: 'http://api/account_admin/7' });
    expect(api.calls.refresh).toBe(1);
    expect(api.calls.data).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('sends a call that costs money with one new key per action, the same key when it is sent again', async () => {
    const api = fakeApi();
    api.expireAccess(); // the first attempt of each call gets 401 and is sent again after the refresh
    const { session } = memorySession(validTokens(), () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch, now: () => NOW });
    await client.call('POST /account_admin/:id/provision_bot_number', { params: { id: 1 }, idempotent: true });
    api.expireAccess();
    await client.call('POST /account_admin/:id/provision_bot_number', { params: { id: 1 }, idempotent: true });
    await client.call('PATCH /account_admin/:id', { params: { id: 1 }, body: {} });
    const keys = api.fetch.mock.calls
      .filter(([input]) => !String(input).endsWith('/api/token/refresh'))
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(5);
    const [first, firstAgain, second, secondAgain, patch] = keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(firstAgain).toBe(first);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(secondAgain).toBe(second);
    expect(patch).toBeNull();
  });

  it('surfaces API errors with their status and field errors', async () => {
    const fetch = vi.fn(async () => Response.json({ username: ['The username is required'] }, { status: 400 }));
    const { session } = memorySession(null, () => NOW);
    const client = createApiClient({ baseUrl: () => 'http://api', session, fetch, now: () => NOW });
    const error: unknown = await client
      .call('POST /api/admin_token', { body: { username: '', password: '' }, anonymous: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ username: ['The username is required'] });
  });

  it('refreshes every 15 minutes while signed in', async () => {
    vi.useFakeTimers();
    try {
      const api = fakeApi();
      const { session, stored } = memorySession(validTokens(), () => Date.now());
      const client = createApiClient({ baseUrl: () => 'http://api', session, fetch: api.fetch });
      const stop = client.startPeriodicRefresh();
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
      expect(api.calls.refresh).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(10);
      expect(api.calls.refresh).toBe(1);
      expect(stored).toEqual([TOKEN_VALIDITY_MS]);
      stop();
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS * 2);
      expect(api.calls.refresh).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('query strings', () => {
  it('comma-joins arrays and leaves out empty values', () => {
    expect(toQueryString({ page: 2, search: '', calendar_type: [1, 3], scheduling_enabled: false, x: undefined })).toBe(
      '?page=2&calendar_type=1%2C3&scheduling_enabled=false',
    );
  });
});
