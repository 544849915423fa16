/**
 * "Your sessions" (issue 39): a person lists their sign-ins that go on (browser, address, since, last used, which
 * is this one) and ends one or every other; a superuser does so for any staff user; the ended sign-ins' tokens are
 * refused from the next call, and each end is on the sign-in record.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '../../src/shared/users.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { addSuperuser, createHarness, databaseKinds, type Harness } from './harness.ts';

const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe.each(databaseKinds)("a user's sessions on %s", (kind) => {
  let h: Harness;
  let superAccess: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    await addSuperuser(h.database, 'sofia');
    superAccess = (await h.signIn('sofia')).access;
  });
  afterAll(() => h?.close());

  const signInFrom = async (userAgent: string, remoteAddress: string) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin_token',
      headers: { 'user-agent': userAgent },
      payload: { username: USERS.staff.username, password: PASSWORD },
      remoteAddress,
    });
    return response.json<{ access: string }>().access;
  };
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const list = (id: number, access: string) =>
    h.app.inject({ method: 'GET', url: `/users/${id}/sessions`, headers: bearer(access) });
  const end = (id: number, access: string, payload: object = {}) =>
    h.app.inject({ method: 'POST', url: `/users/${id}/sessions/end`, headers: bearer(access), payload });
  const stillIn = async (access: string) =>
    (await h.app.inject({ method: 'GET', url: '/users/current_user', headers: bearer(access) })).statusCode === 200;

  it('lists the sign-ins that go on, ends one, then every other, and refuses their tokens at once', async () => {
    const id = h.fixtures.userIds.staff;
    const laptop = await signInFrom(FIREFOX, '198.51.100.60');
    const desk = await signInFrom(CHROME, '198.51.100.61');
    const phone = await signInFrom(CHROME, '198.51.100.62');
    const listed = await list(id, desk);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<UserSession[]>();
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const laptopSession = sessions.find((session) => session.user_agent === FIREFOX)!;
    expect(laptopSession).toMatchObject({ client_address: '198.51.100.60', current: false });
    expect(sessions.find((session) => session.current)).toMatchObject({
      user_agent: CHROME,
      client_address: '198.51.100.61',
    });

    const one = await end(id, desk, { session: laptopSession.id });
    expect(one.json()).toEqual({ ended: 1 });
    expect(await stillIn(laptop)).toBe(false);
    expect(await stillIn(phone)).toBe(true);
    const again = await end(id, desk, { session: laptopSession.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ session: ['This sign-in has already ended.'] });
    expect((await end(id, desk, { session: randomUUID() })).statusCode).toBe(400);

    const others = await end(id, desk);
    expect(others.statusCode).toBe(200);
    expect(others.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect(await stillIn(phone)).toBe(false);
    expect(await stillIn(desk)).toBe(true);
    expect((await list(id, desk)).json<UserSession[]>()).toEqual([expect.objectContaining({ current: true })]);
  });

  it("lets a superuser end a staff member's sessions, and nobody else", async () => {
    const id = h.fixtures.userIds.staff;
    const staff = await signInFrom(CHROME, '198.51.100.63');
    const reseller = (await h.signIn(USERS.reseller.username)).access;
    for (const response of [await list(id, reseller), await end(id, reseller)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: "Only a superuser may see or end another person's sessions.",
        code: 'permission_denied',
      });
    }
    expect(await stillIn(staff)).toBe(true);
    expect((await list(id, superAccess)).json<UserSession[]>().length).toBeGreaterThan(0);
    const ended = await end(id, superAccess);
    expect(ended.json<{ ended: number }>().ended).toBeGreaterThan(0);
    expect(await stillIn(staff)).toBe(false);
    expect((await list(999_999, superAccess)).statusCode).toBe(404);

    const record = await h.app.inject({
      method: 'GET',
      url: `/auth_events?user=${id}&kind=signed_out`,
      headers: bearer(superAccess),
    });
    expect(record.json<{ results: { actor_id: number | null }[] }>().results[0]!.actor_id).not.toBeNull();
  });
});
