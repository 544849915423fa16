/**
 * A record of who did what (issue 39): every sign-in, failure, lockout, sign-out, reuse of a rotated refresh token,
 * reset and change of who a person is goes into auth_events, beside audit_log's writes; the database refuses to
 * change or remove a row of either, and rows keep names as they were. GET /auth_events reads it: a superuser
 * everyone's, a staff member their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEvent } from '../../src/shared/authEvents.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { addSuperuser, createHarness, databaseKinds, TEST_CONFIG, type Harness } from './harness.ts';

const APPEND_ONLY = (table: string) => `${table} is append-only: its rows cannot be changed or removed`;

describe.each(databaseKinds)('the record of sign-ins and changes on %s', (kind) => {
  let h: Harness;
  let superAccess: string;
  let superId: number;
  beforeAll(async () => {
    h = await createHarness(kind);
    superId = await addSuperuser(h.database, 'sofia');
    superAccess = (await h.signIn('sofia')).access;
  });
  const outbox = mkdtempSync(path.join(tmpdir(), 'rescue-auth-events-'));
  afterAll(async () => {
    await h?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  const signIn = (username: string, password: string, remoteAddress = '198.51.100.50', app: FastifyInstance = h.app) =>
    app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password }, remoteAddress });
  const events = async (query: string, access = superAccess) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/auth_events${query}`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number; results: AuthEvent[] }>();
  };
  const kindsOf = (page: { results: AuthEvent[] }) => page.results.map((event) => event.kind);

  it('records sign-ins with the name as typed, failures, lockouts, sign-outs and reuse of a rotated token', async () => {
    const reseller = h.fixtures.userIds.reseller;
    expect((await signIn('RITA', 'wrong password')).statusCode).toBe(401);
    expect((await signIn('nobody-at-all', 'wrong password')).statusCode).toBe(401);
    const locking = h.appWith({
      rateLimits: { ...TEST_CONFIG.rateLimits, signInPerUsernameAndIp: { limit: 1, windowSeconds: 30 * 24 * 3600 } },
    });
    expect((await signIn('rita', 'wrong again', '198.51.100.51', locking)).statusCode).toBe(401);
    expect((await signIn('rita', PASSWORD, '198.51.100.51', locking)).statusCode).toBe(429);
    const signedIn = await signIn('Rita', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const { refresh } = signedIn.json<{ refresh: string }>();
    const rotated = await h.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh } });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ refresh: string }>().refresh;
    // Past the grace window a rotated token is a leak: the reuse ends the sign-in.
    await h.database.query(
      `update refresh_tokens set revoked_at = now() - interval '1 hour' where replaced_by_id is not null and user_id = $1`,
      [reseller],
    );
    expect((await h.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh } })).statusCode).toBe(
      401,
    );
    const second = (await signIn('rita', PASSWORD)).json<{ refresh: string }>();
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/token/blacklist', payload: { refresh: second.refresh } }))
        .statusCode,
    ).toBe(200);
    expect(next).toBeTruthy();

    const rita = await events(`?user=${reseller}`);
    expect(kindsOf(rita)).toEqual([
      'signed_out',
      'sign_in',
      'refresh_reuse',
      'sign_in',
      'locked_out',
      'sign_in_failed',
      'sign_in_failed',
    ]);
    expect(rita.results.at(-1)).toMatchObject({
      user: { id: reseller, username: USERS.reseller.username },
      typed_name: 'RITA',
      client_address: '198.51.100.50',
      known_device: false,
      actor_id: null,
    });
    const nobody = (await events('?kind=sign_in_failed')).results.find((event) => event.typed_name === 'nobody-at-all');
    expect(nobody).toMatchObject({ user: null, kind: 'sign_in_failed' });
  });

  it('records resets and changes of password, e-mail and whether one may sign in, with who made them', async () => {
    const staff = h.fixtures.userIds.staff;
    const inactive = h.fixtures.userIds.inactive;
    const mailing = h.appWith({ dataDir: outbox });
    await mailing.inject({
      method: 'POST',
      url: '/password_reset/',
      payload: { email: USERS.staff.email },
      remoteAddress: '198.51.100.52',
    });
    const { access } = await h.signIn();
    const own = await h.app.inject({
      method: 'PATCH',
      url: `/users/${staff}`,
      headers: { authorization: `Bearer ${access}` },
      payload: { email: 'alice.new@rescue.test', current_password: PASSWORD },
    });
    expect(own.statusCode, own.body).toBe(200);
    await h.database.query('update users set is_active = true where id = $1', [inactive]);
    const deactivated = await h.app.inject({
      method: 'PATCH',
      url: `/users/${inactive}`,
      headers: { authorization: `Bearer ${superAccess}` },
      payload: { is_active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const nora = h.fixtures.userIds.nonStaff;
    const newPassword = await h.app.inject({
      method: 'PATCH',
      url: `/users/${nora}`,
      headers: { authorization: `Bearer ${superAccess}` },
      payload: { password: 'Flamboyan-Breeze-31', confirm_password: 'Flamboyan-Breeze-31' },
    });
    expect(newPassword.statusCode, newPassword.body).toBe(200);
    expect((await events(`?user=${nora}`)).results[0]).toMatchObject({ kind: 'password_changed', actor_id: superId });

    expect(kindsOf(await events(`?user=${staff}&kind=email_changed`))).toEqual(['email_changed']);
    expect((await events(`?user=${staff}&kind=reset_requested`)).results[0]).toMatchObject({
      client_address: '198.51.100.52',
    });
    expect((await events(`?user=${inactive}`)).results[0]).toMatchObject({ kind: 'sessions_ended', actor_id: superId });
  });

  it("lets a staff member read their own record only, and a superuser anyone's", async () => {
    const { access } = await h.signIn(USERS.reseller.username);
    const own = await events('', access);
    expect(own.count).toBeGreaterThan(0);
    expect(own.results.every((event) => event.user?.id === h.fixtures.userIds.reseller)).toBe(true);
    const others = await h.app.inject({
      method: 'GET',
      url: `/auth_events?user=${h.fixtures.userIds.staff}`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(others.statusCode).toBe(403);
    expect(others.json()).toEqual({
      detail: "Only a superuser may read another person's sign-in record.",
      code: 'permission_denied',
    });
    expect((await events(`?user=${h.fixtures.userIds.staff}`)).count).toBeGreaterThan(0);
  });

  it('refuses to change or remove a row of either record, and keeps names as they were', async () => {
    const { access } = await h.signIn();
    const phone = await h.app.inject({
      method: 'PATCH',
      url: `/users/${h.fixtures.userIds.nonStaff}`,
      headers: { authorization: `Bearer ${access}` },
      payload: { first_name: 'Norita' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    await h.database.query(`update users set username = 'alice-renamed' where id = $1`, [h.fixtures.userIds.staff]);
    const [written] = await h.database.query<{ actor_username: string }>(
      `select actor_username from audit_log where table_name = 'users' and record_id = $1 order by id desc limit 1`,
      [String(h.fixtures.userIds.nonStaff)],
    );
    expect(written!.actor_username).toBe(USERS.staff.username);
    await h.database.query(`update users set username = $1 where id = $2`, [
      USERS.staff.username,
      h.fixtures.userIds.staff,
    ]);

    for (const table of ['audit_log', 'auth_events']) {
      await expect(h.database.query(`update ${table} set at = now()`)).rejects.toThrow(APPEND_ONLY(table));
      await expect(h.database.query(`delete from ${table}`)).rejects.toThrow(APPEND_ONLY(table));
    }
    expect((await events('')).count).toBeGreaterThan(0);
  });
});
