/**
 * A password change or a deactivation ends a user's sessions: every access and refresh token issued before it is
 * refused, by every API process (each remembers verified tokens and users, services/connected-users.ts), whoever
 * made the change; tokens issued after it work at once, even within the same second. Signing out ends one sign-in
 * the same way (auth/sign-in-sessions.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { hashToken } from '../../src/server/auth/refresh-tokens.ts';
import { createStaffUser } from '../../src/server/services/users.ts';
import type { TokenPair } from '../../src/shared/auth.ts';
import { PASSWORD } from './fixtures.ts';
import { addSuperuser, createHarness, databaseKinds, type Harness } from './harness.ts';

const INVALID_ACCESS = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const INVALID_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const NEW_PASSWORD = 'Tamarind-Harbor-77';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let h: Harness;
  /** A second API process on the same database: its own caches and its own LISTEN connection. */
  let other: FastifyInstance;
  let superuser: string;
  let counter = 0;
  beforeAll(async () => {
    h = await createHarness(kind);
    other = h.appWith({});
    await addSuperuser(h.database, 'sofia');
    superuser = (await h.signIn('sofia')).access;
  });
  afterAll(() => h?.close());

  const signIn = async (app: FastifyInstance, username: string, password = PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TokenPair>();
  };
  const currentUserStatus = async (app: FastifyInstance, access: string) =>
    (await app.inject({ url: '/users/current_user', headers: { authorization: `Bearer ${access}` } })).statusCode;
  const refresh = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: token } });
  const patchBySuperuser = async (id: number, payload: object) => {
    const response = await h.app.inject({
      method: 'PATCH',
      url: `/users/${id}`,
      headers: { authorization: `Bearer ${superuser}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** A staff user of this test alone, signed in on the first process and seen by both (each remembers them). */
  async function signedInStaff() {
    const username = `staffer${++counter}`;
    const { id } = await createStaffUser(h.database.db, {
      username,
      email: `${username}@rescue.test`,
      password: PASSWORD,
    });
    const old = await signIn(h.app, username);
    expect(await currentUserStatus(h.app, old.access)).toBe(200);
    expect(await currentUserStatus(other, old.access)).toBe(200);
    return { id, username, old };
  }
  /**
   * The old session is over on both processes. The process that made the change knows at once; any other hears of
   * it over its LISTEN connection (PGlite tells before the update returns, PostgreSQL a moment later).
   */
  async function expectEnded(old: TokenPair, changedBy: 'first process' | 'another writer' = 'first process') {
    const poll = (app: FastifyInstance) =>
      expect.poll(() => currentUserStatus(app, old.access), { timeout: 3000 }).toBe(401);
    if (changedBy === 'first process') expect(await currentUserStatus(h.app, old.access)).toBe(401);
    await Promise.all([poll(h.app), poll(other)]);
    const response = await refresh(other, old.refresh);
    expect(response.json()).toEqual(INVALID_REFRESH);
  }

  it('refuses tokens issued before a password change, and takes those issued right after it', async () => {
    const { id, username, old } = await signedInStaff();
    await patchBySuperuser(id, { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    // Signed in again within the same second: the new tokens work on both processes at once, even on one that has
    // not heard of the change yet.
    const fresh = await signIn(h.app, username, NEW_PASSWORD);
    expect(await currentUserStatus(other, fresh.access)).toBe(200);
    expect(await currentUserStatus(h.app, fresh.access)).toBe(200);
    await expectEnded(old);
    const response = await h.app.inject({
      url: '/users/current_user',
      headers: { authorization: `Bearer ${old.access}` },
    });
    expect(response.json()).toEqual(INVALID_ACCESS);
    expect((await refresh(h.app, fresh.refresh)).statusCode).toBe(200);
  });

  it('refuses tokens issued before a deactivation once the user is active again', async () => {
    const { id, username, old } = await signedInStaff();
    await patchBySuperuser(id, { is_active: false });
    await patchBySuperuser(id, { is_active: true });
    await expectEnded(old);
    const fresh = await signIn(other, username);
    expect(await currentUserStatus(h.app, fresh.access)).toBe(200);
    expect(await currentUserStatus(other, fresh.access)).toBe(200);
  });

  it('ends the sessions whoever changes the password or the active flag (psql, a CLI)', async () => {
    const first = await signedInStaff();
    await h.database.query('update users set password_hash = $2 where id = $1', [
      first.id,
      await hashPassword(NEW_PASSWORD),
    ]);
    await expectEnded(first.old, 'another writer');
    expect(await currentUserStatus(other, (await signIn(other, first.username, NEW_PASSWORD)).access)).toBe(200);

    const second = await signedInStaff();
    await h.database.query('update users set is_active = false where id = $1', [second.id]);
    await h.database.query('update users set is_active = true where id = $1', [second.id]);
    await expectEnded(second.old, 'another writer');
  });

  const signOut = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/token/blacklist', payload: { refresh: token } });

  it('signs out: the refresh and the access token of that sign-in are refused by every process, others go on', async () => {
    const { username, old } = await signedInStaff();
    const elsewhere = await signIn(other, username);
    const response = await signOut(h.app, old.refresh);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    await expectEnded(old);
    expect(await currentUserStatus(h.app, elsewhere.access)).toBe(200);
    expect(await currentUserStatus(other, elsewhere.access)).toBe(200);
    expect((await refresh(h.app, elsewhere.refresh)).statusCode).toBe(200);
  });

  it('signs out with a token the sign-in has already rotated, and again without complaint', async () => {
    const { old } = await signedInStaff();
    const next = (await refresh(h.app, old.refresh)).json<TokenPair>();
    expect(await currentUserStatus(other, next.access)).toBe(200);
    expect((await signOut(other, old.refresh)).json()).toEqual({});
    await expectEnded(next, 'another writer');
    const again = await signOut(h.app, next.refresh);
    expect(again.statusCode).toBe(200);
  });

  it('refuses to sign out a token never issued, or none', async () => {
    const unknown = await signOut(h.app, 'made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(INVALID_REFRESH);
    const missing = await h.app.inject({ method: 'POST', url: '/api/token/blacklist', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
  });

  it('ends a sign-in whose rotated refresh token is used again, its access tokens included', async () => {
    const { old } = await signedInStaff();
    const next = (await refresh(h.app, old.refresh)).json<TokenPair>();
    expect(await currentUserStatus(other, next.access)).toBe(200);
    // A thief replays the rotated token once the grace window is over: the sign-in ends.
    await h.database.query(
      `update refresh_tokens set revoked_at = revoked_at - interval '1 minute' where token_hash = $1`,
      [hashToken(old.refresh)],
    );
    expect((await refresh(other, old.refresh)).json()).toEqual(INVALID_REFRESH);
    await expectEnded(next, 'another writer');
  });

  const patchOwn = (access: string, id: number, payload: object) =>
    h.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: { authorization: `Bearer ${access}` }, payload });

  it('asks for the current password before a person changes their own username', async () => {
    const { id, username, old } = await signedInStaff();
    const missing = await patchOwn(old.access, id, { username: `${username}-renamed` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['The current password is required'] });
    const wrong = await patchOwn(old.access, id, { username: `${username}-renamed`, current_password: 'not-it' });
    expect(wrong.json()).toEqual({
      current_password: ['Your current password was entered incorrectly. Please enter it again.'],
    });
    // The same username, sent back as it is, is no change.
    expect((await patchOwn(old.access, id, { username, first_name: 'Kept' })).statusCode).toBe(200);
  });

  it.each([
    ['username', (username: string) => ({ username: `${username}-new` })],
    ['email', (username: string) => ({ email: `${username}.new@rescue.test` })],
  ])('ends the other sessions of a person who changes their own %s, and keeps this one', async (_, change) => {
    const { id, username, old: elsewhere } = await signedInStaff();
    const here = await signIn(h.app, username);
    const response = await patchOwn(here.access, id, { ...change(username), current_password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    await expectEnded(elsewhere);
    expect(await currentUserStatus(h.app, here.access)).toBe(200);
    expect(await currentUserStatus(other, here.access)).toBe(200);
    expect((await refresh(other, here.refresh)).statusCode).toBe(200);
  });

  it('ends every session of a person who deactivates themselves, this one too', async () => {
    const { id, username, old: elsewhere } = await signedInStaff();
    const here = await signIn(h.app, username);
    expect((await patchOwn(here.access, id, { is_active: false })).statusCode).toBe(200);
    await expectEnded(elsewhere);
    await expectEnded(here);
  });

  it('keeps the sessions through other changes (names, email, flags)', async () => {
    const { id, old } = await signedInStaff();
    await patchBySuperuser(id, { first_name: 'Renamed', email: 'renamed@rescue.test', can_switch_accounts: true });
    expect(await currentUserStatus(h.app, old.access)).toBe(200);
    expect(await currentUserStatus(other, old.access)).toBe(200);
    expect((await refresh(other, old.refresh)).statusCode).toBe(200);
  });
});
