/**
 * One identity per person (issue 39): usernames that differ only in case or in how their letters are written
 * (NFKC) are one user, so nobody can sit beside a superuser as `SOFIA` and spend their device token's guesses on
 * them; sign-in finds the user however the name is typed, and every sign-in limit counts per user.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { addSuperuser, createHarness, databaseKinds, type Harness } from './harness.ts';

const USERNAME_TAKEN = { username: ['A user with that username already exists.'] };
/** What the API enforces when nothing is set (README's defaults); its folder only holds the secrets it makes. */
const DEFAULT_LIMITS = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rescue-identity-')) }).rateLimits;

describe.each(databaseKinds)('one identity per person on %s', (kind) => {
  let h: Harness;
  let staffId: number;
  beforeAll(async () => {
    h = await createHarness(kind);
    await addSuperuser(h.database, 'sofia');
    staffId = h.fixtures.userIds.staff;
  });
  afterAll(() => h?.close());

  const signIn = (username: string, password: string, remoteAddress: string, device?: string, app = h.app) =>
    app.inject({
      method: 'POST',
      url: '/api/admin_token',
      payload: { username, password, ...(device === undefined ? {} : { device }) },
      remoteAddress,
    });

  it("refuses a username that is another user's in other case or letter forms, on create and on rename", async () => {
    const { access } = await h.signIn();
    const headers = { authorization: `Bearer ${access}` };
    for (const username of ['SOFIA', 'Sofia', 'ｓｏｆｉａ']) {
      const renamed = await h.app.inject({
        method: 'PATCH',
        url: `/users/${staffId}`,
        headers,
        payload: { username, current_password: PASSWORD },
      });
      expect(renamed.statusCode, renamed.body).toBe(400);
      expect(renamed.json()).toEqual(USERNAME_TAKEN);
    }
    const created = await h.app.inject({
      method: 'POST',
      url: '/users',
      headers,
      payload: {
        username: 'ALICE',
        first_name: 'Otra',
        last_name: 'Alicia',
        email: 'otra@rescue.test',
        password: 'another long password 2026',
        confirm_password: 'another long password 2026',
        account: Object.values(h.fixtures.accountIds)[0],
      },
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual(USERNAME_TAKEN);
    const [row] = await h.database.query<{ username: string }>('select username from users where id = $1', [staffId]);
    expect(row!.username).toBe(USERS.staff.username);
  });

  it('signs the user in however the name is typed, and counts every form as one', async () => {
    for (const typed of ['SOFIA', 'ｓｏｆｉａ'])
      expect((await signIn(typed, PASSWORD, '198.51.100.10')).statusCode).toBe(200);
    const app = h.appWith({ rateLimits: DEFAULT_LIMITS });
    const from = '198.51.100.11';
    const forms = ['sofia', 'SOFIA', 'Sofia', 'ｓｏｆｉａ', 'SoFiA'];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(forms[i % forms.length]!, `guess-${i}`, from, undefined, app)).statusCode);
    expect(statuses.slice(0, DEFAULT_LIMITS.signInPerUsernameAndIp.limit)).toEqual(Array(10).fill(401));
    expect(statuses.slice(DEFAULT_LIMITS.signInPerUsernameAndIp.limit)).toEqual([429, 429]);
  });

  it("gives a staff member's own device token no guesses at another user", async () => {
    const app = h.appWith({ rateLimits: DEFAULT_LIMITS });
    const from = '198.51.100.12';
    const own = (await signIn(USERS.staff.username, PASSWORD, from, undefined, app)).json<{ device: string }>().device;
    const statuses: number[] = [];
    let answer: LightMyRequestResponse | undefined;
    for (let i = 0; i < 160 && answer?.statusCode !== 429; i++) {
      answer = await signIn('sofia', `guess-${i}`, from, own, app);
      statuses.push(answer.statusCode);
    }
    // The attack of issue 39 (160 guesses, never a 429) is over within its first dozen.
    expect(statuses.length).toBeLessThanOrEqual(12);
    expect(answer!.statusCode).toBe(429);
    expect((await signIn('sofia', PASSWORD, from, own, app)).statusCode).toBe(429);
  });
});

describe.each(databaseKinds)('the migration to one identity per username on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('refuses to run while users collide, naming each pair', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0035_username_identity.sql'), 'utf8');
    const [check] = migration.split('--> statement-breakpoint');
    // A database from before it: the folded key and its unique index are not there yet.
    await h.database.query('drop index users_username_key');
    await h.database.query('alter table users drop column username_key');
    await h.database.query(`update users set username = 'ALICE' where id = $1`, [h.fixtures.userIds.reseller]);
    await expect(h.database.query(check!)).rejects.toThrow(
      `These users have usernames that differ only in case or in how their letters are written, and would be one identity: 'alice' and 'ALICE' (ids ${h.fixtures.userIds.staff}, ${h.fixtures.userIds.reseller}).`,
    );
  });
});
