/**
 * Each API process remembers the signed-in users it has seen (services/connected-users.ts). These tests hold it
 * to its promise: a change to a user, made anywhere, reaches the next call.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USERS } from './fixtures.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { Listener } from '../../src/server/db/listen.ts';
import { USERS_CHANGED_CHANNEL } from '../../src/server/services/connected-users.ts';
import { addSuperuser, createHarness, databaseKinds, type Harness, TEST_CONFIG } from './harness.ts';

const INVALID_ACCESS = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

describe.each(databaseKinds)('the connected user on %s', (kind) => {
  let h: Harness;
  /** A superuser: only they may change another staff user. */
  let superuser: string;
  let reseller: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    await addSuperuser(h.database, 'sofia');
    superuser = (await h.signIn('sofia')).access;
  });
  afterAll(() => h?.close());
  // A deactivation ends the user's sessions for good (tokens issued before it are refused): a fresh one per test.
  beforeEach(async () => {
    reseller = (await h.signIn(USERS.reseller.username)).access;
  });
  afterEach(async () => {
    await h.database.query(`update users set is_active = true, first_name = $2 where id = $1`, [
      h.fixtures.userIds.reseller,
      USERS.reseller.first_name,
    ]);
  });

  const currentUser = (access: string) => h.get('/users/current_user', access);
  /** Another writer: SQL on another connection, as a second API process, a CLI or psql would. */
  const setByHand = (column: 'is_active' | 'first_name', value: boolean | string) =>
    h.database.query(`update users set ${column} = $2 where id = $1`, [h.fixtures.userIds.reseller, value]);

  it('refuses a user deactivated through PATCH /users/{id} on their very next call', async () => {
    expect((await currentUser(reseller)).statusCode).toBe(200);
    const patch = await h.app.inject({
      method: 'PATCH',
      url: `/users/${h.fixtures.userIds.reseller}`,
      headers: { authorization: `Bearer ${superuser}` },
      payload: { is_active: false },
    });
    expect(patch.statusCode).toBe(200);
    const next = await currentUser(reseller);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual(INVALID_ACCESS);
  });

  it('hears of a user changed by another writer', async () => {
    expect((await currentUser(reseller)).json()).toMatchObject({ first_name: USERS.reseller.first_name });
    await setByHand('first_name', 'Renombrada');
    // PGlite runs in this process and tells before the update returns; PostgreSQL tells over its own connection.
    if (kind === 'pglite') expect((await currentUser(reseller)).json()).toMatchObject({ first_name: 'Renombrada' });
    await expect
      .poll(async () => (await currentUser(reseller)).json().first_name, { timeout: 2000 })
      .toBe('Renombrada');

    await setByHand('is_active', false);
    await expect.poll(async () => (await currentUser(reseller)).statusCode, { timeout: 2000 }).toBe(401);
  });

  // PGlite runs in this process: its notifications cannot be lost.
  it.skipIf(kind !== 'postgres')(
    'reads every user from the database while its notification connection is down, and listens again',
    async () => {
      // An API whose listener this test can watch: the same database, every LISTEN it opens kept here.
      const listeners = new Map<string, Listener>();
      const watched: Database = {
        ...h.database,
        listen: (channel, handlers) => {
          const listener = h.database.listen(channel, handlers);
          listeners.set(channel, listener);
          return listener;
        },
      };
      /** The backends LISTENing for user changes on this test's database. */
      const backends = async () =>
        (
          await h.database.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN "users_changed"'`,
          )
        ).map((row) => row.pid);
      // The harness's own API listens too; its backend is known before this API connects (it connects as it is
      // built, so reading them after would race it).
      await expect.poll(async () => (await backends()).length, { timeout: 5000 }).toBe(1);
      const before = await backends();
      const app = buildApp({ config: TEST_CONFIG, database: watched, logger: false });
      const usersListener = () => listeners.get(USERS_CHANGED_CHANNEL);
      const currentUserThere = (access: string) =>
        app.inject({ method: 'GET', url: '/users/current_user', headers: { authorization: `Bearer ${access}` } });
      try {
        await app.ready();
        expect((await currentUserThere(reseller)).statusCode).toBe(200);
        await expect.poll(() => usersListener()?.live, { timeout: 5000 }).toBe(true);
        const mine = (await backends()).filter((pid) => !before.includes(pid));
        expect(mine).toHaveLength(1);
        await h.database.query('select pg_terminate_backend($1)', [mine[0]]);
        // The API has noticed the loss: a change made now is never notified, so nothing it reads is remembered
        // and every call reads the user again.
        await expect.poll(() => usersListener()?.live, { timeout: 5000 }).toBe(false);
        expect((await currentUserThere(reseller)).statusCode).toBe(200);
        await setByHand('is_active', false);
        expect((await currentUserThere(reseller)).statusCode).toBe(401);

        // Listening again (a second later), it is told of changes once more.
        await setByHand('is_active', true);
        await expect.poll(() => usersListener()?.live, { timeout: 5000 }).toBe(true);
        reseller = (await h.signIn(USERS.reseller.username)).access;
        expect((await currentUserThere(reseller)).statusCode).toBe(200);
        await setByHand('is_active', false);
        await expect.poll(async () => (await currentUserThere(reseller)).statusCode, { timeout: 2000 }).toBe(401);
      } finally {
        await app.close();
      }
    },
  );
});
