import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createDeviceTokens } from '../../src/server/auth/device-tokens.ts';
import { createRateLimits } from '../../src/server/auth/rate-limits.ts';
import { createStaffUser } from '../../src/server/services/users.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, TEST_CONFIG, type Harness } from './harness.ts';

/** A 429 whose Retry-After is within the window, and the same number in the detail. */
function expectThrottled(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual(throttledBody(seconds));
  return seconds;
}

const throttledBody = (seconds: number) => ({
  detail: `Request was throttled. Expected available in ${seconds} seconds.`,
  code: 'throttled',
});

const STAFF = USERS.staff.username;
/**
 * Windows are fixed (they start at multiples of their length since the epoch), so a test on the real clock uses
 * long ones: a 30-day window's boundary falls inside a test run once in a blue moon, a 15-minute one every 15 minutes.
 */
const LONG = 30 * 24 * 3600;
const window = (limit: number, windowSeconds = LONG) => ({ limit, windowSeconds });

describe.each(databaseKinds)('sign-in throttling on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const limits = (overrides: Partial<typeof TEST_CONFIG.rateLimits>) =>
    h.appWith({ rateLimits: { ...TEST_CONFIG.rateLimits, ...overrides } });
  const signInWith =
    (app: FastifyInstance) =>
    (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password }, remoteAddress, headers });
  /** Each test its own addresses and usernames: the counters live in the database every app shares. */
  let n = 0;
  const address = () => `203.0.113.${++n}`;
  const stranger = () => `stranger-${++n}`;

  it('never counts a successful sign-in: eleven in a row from one address all pass', async () => {
    const signIn = signInWith(limits({ signInPerUsernameAndIp: window(3), signInPerIp: window(5) }));
    const office = address();
    for (let i = 0; i < 11; i++) expect((await signIn(STAFF, PASSWORD, office)).statusCode).toBe(200);
  });

  it('limits failures per username and address, and a username guessed at from one address still signs in from another', async () => {
    const signIn = signInWith(limits({ signInPerUsernameAndIp: window(3), signInPerUsername: window(20) }));
    const attacker = address();
    for (let i = 0; i < 3; i++) expect((await signIn(STAFF, `guess-${i}`, attacker)).statusCode).toBe(401);
    expectThrottled(await signIn(STAFF, 'guess-3', attacker), LONG);
    // The right password from the attacker's address is refused too: the limit is checked before the hash.
    expectThrottled(await signIn(STAFF.toUpperCase(), PASSWORD, attacker), LONG);
    // Refused attempts count nowhere, so hammering on does not reach the per-username bound (20).
    for (let i = 0; i < 25; i++) expect((await signIn(STAFF, `more-${i}`, attacker)).statusCode).toBe(429);
    expect((await signIn(STAFF, PASSWORD, address())).statusCode).toBe(200);
    // Other usernames from the attacker's address are not affected by that username's failures.
    expect((await signIn(USERS.reseller.username, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it("clears a username's failures from an address when it signs in there", async () => {
    const signIn = signInWith(limits({ signInPerUsernameAndIp: window(3) }));
    const desk = address();
    for (let round = 0; round < 3; round++) {
      expect((await signIn(STAFF, 'typo-1', desk)).statusCode).toBe(401);
      expect((await signIn(STAFF, 'typo-2', desk)).statusCode).toBe(401);
      expect((await signIn(STAFF, PASSWORD, desk)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await signIn(STAFF, `typo-${i}`, desk)).statusCode).toBe(401);
    expect((await signIn(STAFF, PASSWORD, desk)).statusCode).toBe(429);
  });

  it('limits failures per address across usernames, and only that address', async () => {
    const signIn = signInWith(limits({ signInPerIp: window(3) }));
    const office = address();
    for (let i = 0; i < 3; i++) expect((await signIn(stranger(), 'x', office)).statusCode).toBe(401);
    expectThrottled(await signIn(stranger(), 'x', office), LONG);
    expectThrottled(await signIn(STAFF, PASSWORD, office), LONG);
    expect((await signIn(stranger(), 'x', address())).statusCode).toBe(401);
    expect((await signIn(STAFF, PASSWORD, address())).statusCode).toBe(200);
  });

  it('limits failures per username across addresses (guessing spread over many)', async () => {
    const signIn = signInWith(limits({ signInPerUsernameAndIp: window(2), signInPerUsername: window(6) }));
    const target = stranger();
    for (let i = 0; i < 3; i++) {
      const from = address();
      expect((await signIn(target, 'a', from)).statusCode).toBe(401);
      expect((await signIn(target, 'b', from)).statusCode).toBe(401);
      expect((await signIn(target, 'c', from)).statusCode).toBe(429);
    }
    expectThrottled(await signIn(target, 'd', address()), LONG);
    expect((await signIn(stranger(), 'd', address())).statusCode).toBe(401);
  });

  describe('device tokens', () => {
    /** A staff user of this test alone: the per-username counters are the database's, shared by every test. */
    const ids = new Map<string, number>();
    const newOwner = async () => {
      const username = `owner-${++n}`;
      const user = await createStaffUser(h.database.db, {
        username,
        email: `${username}@rescue.test`,
        password: PASSWORD,
      });
      ids.set(username, user.id);
      return username;
    };
    const signInFrom =
      (app: FastifyInstance) => (username: string, password: string, remoteAddress: string, device?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/admin_token',
          payload: { username, password, ...(device === undefined ? {} : { device }) },
          remoteAddress,
        });
    const deviceOf = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ device: string }>().device;
    };

    it("lets the owner in from a browser they signed in from while strangers' failures lock the username", async () => {
      const signIn = signInFrom(limits({ signInPerUsernameAndIp: window(2), signInPerUsername: window(4) }));
      const owner = await newOwner();
      const desk = address();
      const device = deviceOf(await signIn(owner, PASSWORD, desk));
      expect(device).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
      for (const from of [address(), address()]) {
        expect((await signIn(owner, 'wrong', from)).statusCode).toBe(401);
        expect((await signIn(owner, 'wrong', from)).statusCode).toBe(401);
      }
      // Without the token the owner is a stranger too, from anywhere.
      expectThrottled(await signIn(owner, PASSWORD, desk), LONG);
      const again = deviceOf(await signIn(owner, PASSWORD, desk, device));
      expect(again).not.toBe(device);
      // The laptop moves to another network: the device is still known.
      deviceOf(await signIn(owner, PASSWORD, address(), again));
    });

    it("counts failures with a device token for that device, not against the address's limits", async () => {
      const signIn = signInFrom(limits({ signInPerUsernameAndIp: window(2), signInPerUsername: window(3) }));
      const owner = await newOwner();
      const desk = address();
      const device = deviceOf(await signIn(owner, PASSWORD, desk));
      expect((await signIn(owner, 'wrong', desk, device)).statusCode).toBe(401);
      expect((await signIn(owner, 'wrong', desk, device)).statusCode).toBe(401);
      expectThrottled(await signIn(owner, PASSWORD, desk, device), LONG);
      // The device's failures spent nothing of the address's own limits, and left the username under its own.
      deviceOf(await signIn(owner, PASSWORD, desk));
    });

    it("counts failures with device tokens toward the user's limit too, twice as high: many devices buy no more", async () => {
      const signIn = signInFrom(limits({ signInPerUsernameAndIp: window(2), signInPerUsername: window(2) }));
      const owner = await newOwner();
      // Tokens of three browsers the owner signed in from, all in an attacker's hands.
      const devices = [];
      for (let i = 0; i < 3; i++) devices.push(deviceOf(await signIn(owner, PASSWORD, address())));
      const statuses = [];
      for (const device of devices) {
        for (let i = 0; i < 2; i++) statuses.push((await signIn(owner, `wrong-${i}`, address(), device)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expectThrottled(await signIn(owner, PASSWORD, address(), devices[2]), LONG);
    });

    it('treats a device token of another username, an altered one or an expired one as none', async () => {
      const signIn = signInFrom(limits({ signInPerUsernameAndIp: window(1), signInPerUsername: window(2) }));
      const owner = await newOwner();
      const desk = address();
      const own = deviceOf(await signIn(owner, PASSWORD, desk));
      const theirs = deviceOf(await signIn(await newOwner(), PASSWORD, desk));
      const expired = createDeviceTokens(TEST_CONFIG.jwtSecret, () => Date.now() - 91 * 24 * 3600 * 1000).issue(
        ids.get(owner)!,
      );
      const altered = `${own.slice(0, -2)}${own.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const from of [address(), address()]) expect((await signIn(owner, 'wrong', from)).statusCode).toBe(401);
      for (const device of [theirs, altered, expired, 'not-a-token']) {
        expectThrottled(await signIn(owner, PASSWORD, desk, device), LONG);
      }
      deviceOf(await signIn(owner, PASSWORD, desk, own));
    });
  });

  it('counts concurrent failures exactly: a burst gets the limit of password checks and 429 for the rest', async () => {
    const signIn = signInWith(limits({ signInPerUsernameAndIp: window(4) }));
    const from = address();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(STAFF, `burst-${i}`, from)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(4).fill(401), ...Array<number>(16).fill(429)]);
  });

  it('counts in the database, so two API processes enforce one limit', async () => {
    // A second app on its own connection pool (PostgreSQL) shares nothing but the database, as another process.
    const other = h.databaseUrl ? await openDatabase({ databaseUrl: h.databaseUrl, poolSize: 2 }) : h.database;
    const config = { ...TEST_CONFIG, rateLimits: { ...TEST_CONFIG.rateLimits, signInPerUsernameAndIp: window(4) } };
    const second = buildApp({ config, database: other, logger: false });
    try {
      const [one, two] = [signInWith(limits({ signInPerUsernameAndIp: window(4) })), signInWith(second)];
      const from = address();
      expect((await one(STAFF, 'a', from)).statusCode).toBe(401);
      expect((await two(STAFF, 'b', from)).statusCode).toBe(401);
      expect((await one(STAFF, 'c', from)).statusCode).toBe(401);
      expect((await two(STAFF, 'd', from)).statusCode).toBe(401);
      expectThrottled(await one(STAFF, 'e', from), LONG);
      expectThrottled(await two(STAFF, 'f', from), LONG);
      // And a success in one process clears the failures for both.
      const desk = address();
      expect((await two(STAFF, 'a', desk)).statusCode).toBe(401);
      expect((await one(STAFF, 'b', desk)).statusCode).toBe(401);
      expect((await one(STAFF, 'c', desk)).statusCode).toBe(401);
      expect((await two(STAFF, PASSWORD, desk)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await one(STAFF, `again-${i}`, desk)).statusCode).toBe(401);
      expect((await two(STAFF, 'over', desk)).statusCode).toBe(429);
    } finally {
      await second.close();
      if (other !== h.database) await other.close();
    }
  });

  it('answers a burst of right and wrong passwords at once, each as it deserves', async () => {
    const signIn = signInWith(limits({ signInPerUsernameAndIp: window(100) }));
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(STAFF, i % 2 ? PASSWORD : `wrong-${i}`, from)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(8).fill(200), ...Array<number>(8).fill(401)]);
  });

  it('takes the client address from X-Forwarded-For only through a trusted proxy', async () => {
    const config = { signInPerUsernameAndIp: window(2), signInPerIp: window(1_000) };
    const proxy = '10.1.2.3';
    const [alice, bob] = [address(), address()];
    const xff = (client: string) => ({ 'x-forwarded-for': client });

    // Untrusted: the header is anyone's to write, so it changes nothing (a new value per guess evades nothing).
    const direct = signInWith(limits(config));
    const target = stranger();
    expect((await direct(target, 'a', proxy, xff(alice))).statusCode).toBe(401);
    expect((await direct(target, 'b', proxy, xff(bob))).statusCode).toBe(401);
    expect((await direct(target, 'c', proxy, xff(address()))).statusCode).toBe(429);

    // Behind a trusted proxy, clients behind it are told apart by the address it forwards.
    const behind = signInWith(
      h.appWith({ trustProxy: ['10.0.0.0/8'], rateLimits: { ...TEST_CONFIG.rateLimits, ...config } }),
    );
    const other = stranger();
    expect((await behind(other, 'a', proxy, xff(alice))).statusCode).toBe(401);
    expect((await behind(other, 'b', proxy, xff(alice))).statusCode).toBe(401);
    expect((await behind(other, 'c', proxy, xff(alice))).statusCode).toBe(429);
    expect((await behind(other, 'd', proxy, xff(bob))).statusCode).toBe(401);
    // A forwarded address from a peer that is not the proxy is ignored.
    expect((await behind(other, 'e', alice, xff(address()))).statusCode).toBe(429);
  });

  it('counts a client behind a trusted proxy by its address: an IPv6 /64 as one, a mapped IPv4 as the IPv4, junk as the proxy', async () => {
    const config = { signInPerUsernameAndIp: window(2), signInPerIp: window(1_000) };
    const proxy = '10.1.2.3';
    const behind = signInWith(
      h.appWith({ trustProxy: ['10.0.0.0/8'], rateLimits: { ...TEST_CONFIG.rateLimits, ...config } }),
    );
    const from = (client: string) => ({ 'x-forwarded-for': client });

    // Every address of one /64 is one client's to choose: they share a counter; the next /64 has its own.
    const v6 = stranger();
    expect((await behind(v6, 'a', proxy, from('2001:db8:7:1::1'))).statusCode).toBe(401);
    expect((await behind(v6, 'b', proxy, from('2001:db8:7:1:dead:beef:0:2'))).statusCode).toBe(401);
    expect((await behind(v6, 'c', proxy, from('2001:db8:7:1::3'))).statusCode).toBe(429);
    expect((await behind(v6, 'd', proxy, from('2001:db8:7:2::1'))).statusCode).toBe(401);

    // An IPv4 address written as IPv4-mapped IPv6 is the same client.
    const v4 = stranger();
    const alice = address();
    expect((await behind(v4, 'a', proxy, from(alice))).statusCode).toBe(401);
    expect((await behind(v4, 'b', proxy, from(`::ffff:${alice}`))).statusCode).toBe(401);
    expect((await behind(v4, 'c', proxy, from(alice))).statusCode).toBe(429);

    // Forwarded values that are no address never make a counter of their own: they count as the proxy.
    const junk = stranger();
    expect((await behind(junk, 'a', proxy, from('not-an-ip'))).statusCode).toBe(401);
    expect((await behind(junk, 'b', proxy, from('also junk'))).statusCode).toBe(401);
    expect((await behind(junk, 'c', proxy, from('999.1.1.1'))).statusCode).toBe(429);
  });

  it('counts a wrong current password on a self password change as a failed sign-in from that address', async () => {
    const app = limits({ signInPerUsernameAndIp: window(2) });
    const signIn = signInWith(app);
    const desk = address();
    const { access } = (await signIn(STAFF, PASSWORD, desk)).json<{ access: string }>();
    // A new email each time, so each change needs the current password.
    const change = (current: string) =>
      app.inject({
        method: 'PATCH',
        url: `/users/${h.fixtures.userIds.staff}`,
        headers: { authorization: `Bearer ${access}` },
        payload: { email: `staff-${++n}@rescue.test`, current_password: current },
        remoteAddress: desk,
      });
    // A right one is not a failure.
    expect((await change(PASSWORD)).statusCode).toBe(200);
    expect((await change('wrong-1')).statusCode).toBe(400);
    expect((await signIn(STAFF, 'wrong-2', desk)).statusCode).toBe(401);
    expect((await change('wrong-3')).statusCode).toBe(429);
    expect((await signIn(STAFF, PASSWORD, desk)).statusCode).toBe(429);
    expect((await signIn(STAFF, PASSWORD, address())).statusCode).toBe(200);
  });

  it('does not count a malformed sign-in', async () => {
    const app = limits({ signInPerIp: window(1) });
    const from = address();
    const inject = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin_token', payload, remoteAddress: from });
    expect((await inject({})).statusCode).toBe(400);
    expect((await inject({ username: 'x', password: 'y' })).statusCode).toBe(401);
    expect((await inject({ username: 'x', password: 'y' })).statusCode).toBe(429);
  });

  it('limits reset requests per email, known or not, with the same answer', async () => {
    const app = limits({ resetPerEmail: window(2) });
    const reset = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/password_reset/', payload: { email }, remoteAddress });
    for (const email of [USERS.staff.email, 'nobody@rescue.test']) {
      expect((await reset(email, address())).statusCode).toBe(200);
      expect((await reset(email.toUpperCase(), address())).statusCode).toBe(200);
      expectThrottled(await reset(email, address()), LONG);
    }
  });

  it('limits reset requests per client IP', async () => {
    const app = limits({ resetPerIp: window(2) });
    const from = address();
    const reset = (email: string) =>
      app.inject({ method: 'POST', url: '/password_reset/', payload: { email }, remoteAddress: from });
    expect((await reset('one@rescue.test')).statusCode).toBe(200);
    expect((await reset('two@rescue.test')).statusCode).toBe(200);
    expectThrottled(await reset('three@rescue.test'), LONG);
  });
});

describe.each(databaseKinds)('rate limit counters on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('allows the limit per window, tells how long to wait, then opens again in the next window', async () => {
    let now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const limits = createRateLimits(h.database.db, { now: () => now });
    const check = { kind: 'test_window', key: 'a', limit: 2, windowSeconds: 60 };
    await limits.take([check]);
    await limits.take([check]);
    now += 45_500;
    await expect(limits.take([check])).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '15' } });
    now += 14_500;
    await expect(limits.take([check])).resolves.toBeDefined();
  });

  it('refuses with the longest wait of the counters over their limits, and counts the attempt in none', async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 10);
    const limits = createRateLimits(h.database.db, { now: () => now });
    const short = { kind: 'test_short', key: 'x', limit: 1, windowSeconds: 60 };
    const long = { kind: 'test_long', key: 'y', limit: 1, windowSeconds: 3600 };
    const free = { kind: 'test_free', key: 'z', limit: 100, windowSeconds: 60 };
    await limits.take([short, long]);
    await expect(limits.take([short, long, free])).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '3590' },
      body: throttledBody(3590),
    });
    const rows = await h.database.db.select().from(schema.rate_limit_counters);
    expect(rows.filter((row) => row.kind === 'test_free')).toEqual([]);
  });

  it('sweeps expired windows in bounded batches and keeps current ones', async () => {
    await h.database.db.delete(schema.rate_limit_counters);
    let now = Date.UTC(2031, 0, 1);
    const limits = createRateLimits(h.database.db, { now: () => now, sweepIntervalMs: Infinity });
    for (let i = 0; i < 5; i++)
      await limits.take([{ kind: 'test_sweep', key: `old-${i}`, limit: 9, windowSeconds: 60 }]);
    now += 180_000; // past the window and the sweep's minute of grace
    await limits.take([{ kind: 'test_sweep', key: 'current', limit: 9, windowSeconds: 60 }]);
    const sweepRows = async () =>
      (await h.database.db.select().from(schema.rate_limit_counters))
        .filter((row) => row.kind === 'test_sweep')
        .map((row) => row.key)
        .sort();
    expect(await limits.sweep(3)).toBe(3);
    expect(await sweepRows()).toHaveLength(3);
    expect(await limits.sweep(3)).toBe(2);
    expect(await sweepRows()).toEqual(['current']);
    await limits.close();
  });

  it('sweeps on its own once a minute as attempts come in', async () => {
    let now = Date.UTC(2032, 0, 1);
    const limits = createRateLimits(h.database.db, { now: () => now });
    await limits.take([{ kind: 'test_auto', key: 'old', limit: 9, windowSeconds: 60 }]);
    await limits.close(); // the first attempt's sweep has ended
    now += 180_000; // past the window and the sweep's minute of grace
    await limits.take([{ kind: 'test_auto', key: 'new', limit: 9, windowSeconds: 60 }]);
    await limits.close();
    const left = (await h.database.db.select().from(schema.rate_limit_counters)).filter((r) => r.kind === 'test_auto');
    expect(left.map((row) => row.key)).toEqual(['new']);
  });
});
