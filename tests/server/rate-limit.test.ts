import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, enforceRateLimits } from '../../src/server/http/rate-limit.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, TEST_CONFIG, type Harness } from './harness.ts';

/** The wait of a 429: Retry-After within `slack` seconds of the full window, and the same number in the detail. */
function expectThrottled(response: LightMyRequestResponse, windowSeconds: number, slack = 10) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(windowSeconds - slack);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual(throttledBody(seconds));
}

const throttledBody = (seconds: number) => ({
  detail: `Request was throttled. Expected available in ${seconds} seconds.`,
  code: 'throttled',
});

describe('fixed-window rate limiter', () => {
  it('allows the limit per window, then tells how long to wait, then opens again', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60 }, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 0]);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBe(0);
    now += 45_500;
    expect(limiter.hit('a')).toBe(15);
    now += 14_500;
    expect(limiter.hit('a')).toBe(0);
  });

  it('throws one 429 with the longest wait of the keys over their limit', () => {
    let now = 0;
    const short = createRateLimiter({ limit: 1, windowSeconds: 10 }, () => now);
    const long = createRateLimiter({ limit: 1, windowSeconds: 100 }, () => now);
    enforceRateLimits([
      [short, 'x'],
      [long, 'y'],
    ]);
    now = 1000;
    try {
      enforceRateLimits([
        [short, 'x'],
        [long, 'y'],
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 429, headers: { 'retry-after': '99' }, body: throttledBody(99) });
    }
  });
});

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const limits = (overrides: Partial<typeof TEST_CONFIG.rateLimits>) =>
    h.appWith({ rateLimits: { ...TEST_CONFIG.rateLimits, ...overrides } });

  it('limits sign-in attempts per username with 429 and Retry-After, whatever the password', async () => {
    const app = limits({ signInPerUsername: { limit: 3, windowSeconds: 900 } });
    const signIn = (username: string, password: string, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password }, remoteAddress });
    expect((await signIn(USERS.staff.username, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(USERS.staff.username, 'wrong-2', '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn(USERS.staff.username, PASSWORD)).statusCode).toBe(200);

    // From another address and with the right password: still the same username's budget (case-insensitive).
    const limited = await signIn(USERS.staff.username.toUpperCase(), PASSWORD, '198.51.100.2');
    expectThrottled(limited, 900);
    // Other usernames are not affected.
    expect((await signIn(USERS.reseller.username, PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client IP across usernames', async () => {
    const app = limits({ signInPerIp: { limit: 2, windowSeconds: 600 } });
    const signIn = (username: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password: 'x' }, remoteAddress });
    expect((await signIn('someone1', '203.0.113.9')).statusCode).toBe(401);
    expect((await signIn('someone2', '203.0.113.9')).statusCode).toBe(401);
    const limited = await signIn('someone3', '203.0.113.9');
    expectThrottled(limited, 600);
    expect((await signIn('someone3', '203.0.113.10')).statusCode).toBe(401);
  });

  it('does not count a malformed sign-in', async () => {
    const app = limits({ signInPerIp: { limit: 1, windowSeconds: 600 } });
    const inject = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin_token', payload, remoteAddress: '203.0.113.11' });
    expect((await inject({})).statusCode).toBe(400);
    expect((await inject({ username: 'x', password: 'y' })).statusCode).toBe(401);
    expect((await inject({ username: 'x', password: 'y' })).statusCode).toBe(429);
  });

  it('limits reset requests per email, known or not, with the same answer', async () => {
    const app = limits({ resetPerEmail: { limit: 2, windowSeconds: 3600 } });
    const reset = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/password_reset/', payload: { email }, remoteAddress });
    for (const email of [USERS.staff.email, 'nobody@rescue.test']) {
      expect((await reset(email, '203.0.113.20')).statusCode).toBe(200);
      expect((await reset(email.toUpperCase(), '203.0.113.21')).statusCode).toBe(200);
      const limited = await reset(email, '203.0.113.22');
      expectThrottled(limited, 3600);
    }
  });

  it('limits reset requests per client IP', async () => {
    const app = limits({ resetPerIp: { limit: 2, windowSeconds: 3600 } });
    const reset = (email: string) =>
      app.inject({ method: 'POST', url: '/password_reset/', payload: { email }, remoteAddress: '203.0.113.30' });
    expect((await reset('one@rescue.test')).statusCode).toBe(200);
    expect((await reset('two@rescue.test')).statusCode).toBe(200);
    const limited = await reset('three@rescue.test');
    expectThrottled(limited, 3600);
  });
});
