import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { createStaffUser } from '../../src/server/services/users.ts';
import { ACCOUNTS, PASSWORD, USERS } from './fixtures.ts';
import { addSuperuser, createHarness, databaseKinds, TEST_CONFIG, type Harness } from './harness.ts';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const INVALID_ACCESS = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const USER_NOT_FOUND = { detail: 'User could not be found.', code: 'user_not_found' };
const USERNAME_FORMAT =
  'The user should have at least 4 characters, no more than 16 and only letters, digits and @. + - _';
const STRONG = 'Mangrove-Lantern-42';
const FORBIDDEN = { detail: 'Only a superuser may change another staff user.', code: 'permission_denied' };
const CURRENT_REQUIRED = { current_password: ['The current password is required'] };
const CURRENT_WRONG = {
  current_password: ['Your current password was entered incorrectly. Please enter it again.'],
};

/** An access token for the staff user whose expiry has passed. */
async function expiredAccessToken(userId: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ type: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(TEST_CONFIG.jwtSecret));
}

describe.each(databaseKinds)('users on %s', (kind) => {
  let h: Harness;
  let access: string;
  /** A superuser's token: the only one that may change another staff user. */
  let superuser: string;
  let superuserId: number;
  let accountId: number;
  let counter = 0;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    superuserId = await addSuperuser(h.database, 'sofia');
    superuser = (await h.signIn('sofia')).access;
    accountId = h.fixtures.accountIds.bayamon!;
  });
  afterAll(() => h?.close());

  const auth = (token = access) => ({ authorization: `Bearer ${token}` });
  const post = (payload: unknown, token?: string) =>
    h.app.inject({ method: 'POST', url: '/users', headers: auth(token), payload: payload as object });
  const patch = (id: number | string, payload: unknown, token?: string) =>
    h.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: auth(token), payload: payload as object });
  /** A valid create payload with a fresh username. */
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    username: `clerk${++counter}`,
    first_name: 'Marta',
    last_name: 'Rivera',
    email: `marta${counter}@clinica.pr`,
    password: STRONG,
    confirm_password: STRONG,
    is_account_manager: true,
    can_switch_accounts: false,
    account: accountId,
    is_active: true,
    ...overrides,
  });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const response = await post(newUser(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; username: string }>();
  };
  const storedUser = async (id: number) =>
    (await h.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
  const auditOf = (id: number) =>
    h.database.db
      .select()
      .from(schema.audit_log)
      .where(and(eq(schema.audit_log.table_name, 'users'), eq(schema.audit_log.record_id, String(id))))
      .orderBy(schema.audit_log.id);

  describe('POST /users', () => {
    it('creates the user and answers 201 with it, never the password', async () => {
      const payload = newUser();
      const response = await post(payload);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        username: payload.username,
        first_name: 'Marta',
        last_name: 'Rivera',
        email: payload.email,
        is_active: true,
        is_account_manager: true,
        can_switch_accounts: false,
        account: accountId,
      });
      const stored = await storedUser(body.id);
      expect(stored.is_staff).toBe(false);
      expect(stored.password_hash).not.toContain(STRONG);
      expect(await verifyPassword(STRONG, stored.password_hash)).toBe(true);
      // Audited with the staff user as actor; the password hash never goes into the log.
      const [entry, ...more] = await auditOf(body.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actor_id: h.fixtures.userIds.staff, action: 'create', before: null });
      expect(entry!.after).toMatchObject({ username: payload.username, password_hash: '[changed]' });
      expect(JSON.stringify(entry)).not.toContain(stored.password_hash);
    });

    it('takes the flags as sent', async () => {
      const body = (
        await post(newUser({ is_account_manager: false, can_switch_accounts: true, is_active: false }))
      ).json();
      expect(body).toMatchObject({ is_account_manager: false, can_switch_accounts: true, is_active: false });
    });

    it('reports every missing field with the messages of spec 5', async () => {
      const response = await post({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        username: ['The username is required'],
        first_name: ['The first name is required'],
        last_name: ['The last name is required'],
        email: ['The email is required'],
        password: ['The password is required'],
        account: ['The account is required'],
      });
    });

    it.each(['abc', 'a'.repeat(17), 'has space', 'bad!name', 'ñoño!', 'ñoñoñoñoñoñoñoñoñ'])(
      'refuses the username %j with the format message',
      async (username) => {
        const response = await post(newUser({ username }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ username: [USERNAME_FORMAT] });
      },
    );

    // Django's rule: letters and digits of any language.
    it.each(['abcd', 'a'.repeat(16), 'j.doe+pr@x-y_z', 'ñoño', 'Łukasz_٣', 'ñ'.repeat(16)])(
      'accepts the username %j',
      async (username) => {
        expect((await post(newUser({ username, password: STRONG }))).statusCode).toBe(201);
      },
    );

    it('refuses a username that is taken', async () => {
      const response = await post(newUser({ username: USERS.staff.username }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ username: ['A user with that username already exists.'] });
    });

    it.each(['not-an-email', 'a@b', 'two words@x.pr'])('refuses the email %j', async (email) => {
      const response = await post(newUser({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ['Please enter a valid email'] });
    });

    it('requires the confirmation to match the password', async () => {
      for (const confirm of ['Something-Else-99', undefined]) {
        const payload = newUser({ confirm_password: confirm });
        const response = await post(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ confirm_password: ['Password does not match'] });
      }
    });

    it.each([
      ['password', ['This password is too common.']],
      ['12345678', ['This password is too common.', 'This password is entirely numeric.']],
      ['83649120', ['This password is entirely numeric.']],
      ['Zq9!x', ['This password is too short. It must contain at least 8 characters.']],
      ['x'.repeat(257), ['Ensure this field has no more than 256 characters.']],
    ])('applies the password rules to %j', async (password, messages) => {
      const response = await post(newUser({ password, confirm_password: password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ password: messages });
    });

    it("refuses a password too similar to the new user's attributes", async () => {
      const cases = [
        [{ username: 'marisol77', password: 'marisol77!' }, 'username'],
        [{ first_name: 'Bartolomeo', password: 'bartolomeo1' }, 'first name'],
        [{ last_name: 'Santisteban', password: 'Santisteban9' }, 'last name'],
        [{ email: 'hernandez.lab@clinica.pr', password: 'hernandez!!' }, 'email address'],
      ] as const;
      for (const [fields, attribute] of cases) {
        const response = await post(newUser({ ...fields, confirm_password: fields.password }));
        expect(response.json()).toEqual({ password: [`The password is too similar to the ${attribute}.`] });
      }
    });

    it('refuses an account that does not exist, and ids that are not ids', async () => {
      expect((await post(newUser({ account: 999_999 }))).json()).toEqual({
        account: ['Invalid pk "999999" - object does not exist.'],
      });
      expect((await post(newUser({ account: 'one' }))).json()).toEqual({
        account: ['Incorrect type. Expected pk value.'],
      });
    });

    it('refuses unknown fields, so no one becomes staff through it', async () => {
      const response = await post(newUser({ is_staff: true, is_superuser: true }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ is_staff: ['Unknown field.'], is_superuser: ['Unknown field.'] });
    });

    it('answers 401 without a token and with an expired one', async () => {
      const anonymous = await h.app.inject({ method: 'POST', url: '/users', payload: newUser() });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(NOT_AUTHENTICATED);
      const expired = await post(newUser(), await expiredAccessToken(h.fixtures.userIds.staff));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(INVALID_ACCESS);
    });
  });

  describe('PATCH /users/{id}', () => {
    it('changes the fields sent and leaves the rest', async () => {
      const user = await created();
      const response = await patch(user.id, { first_name: 'Martina', email: 'martina@clinica.pr' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        username: user.username,
        first_name: 'Martina',
        last_name: 'Rivera',
        email: 'martina@clinica.pr',
      });
      expect(response.json()).not.toHaveProperty('password');
      // The log holds exactly the changed fields, before and after.
      const entries = await auditOf(user.id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
      expect(entries[1]).toMatchObject({
        before: { first_name: 'Marta', email: user.username.replace('clerk', 'marta') + '@clinica.pr' },
        after: { first_name: 'Martina', email: 'martina@clinica.pr' },
      });
      expect(Object.keys(entries[1]!.after as object).sort()).toEqual(['email', 'first_name']);
    });

    it('flips is_active alone', async () => {
      const user = await created();
      const response = await patch(user.id, { is_active: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ is_active: false, first_name: 'Marta' });
    });

    it('takes the update form: fields plus account and flags, without a password when it is empty', async () => {
      const user = await created();
      const before = (await storedUser(user.id)).password_hash;
      const response = await patch(user.id, {
        username: user.username,
        first_name: 'Marta',
        last_name: 'Rivera Soto',
        email: 'marta.soto@clinica.pr',
        is_account_manager: false,
        can_switch_accounts: true,
        account: h.fixtures.accountIds.smile,
        password: '',
        confirm_password: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        last_name: 'Rivera Soto',
        is_account_manager: false,
        can_switch_accounts: true,
        account: h.fixtures.accountIds.smile,
      });
      expect((await storedUser(user.id)).password_hash).toBe(before);
    });

    it("sets a new password and ends the user's sessions", async () => {
      const staff = await h.signIn(USERS.reseller.username);
      const newPassword = 'Tamarind-Harbor-77';
      const response = await patch(
        h.fixtures.userIds.reseller,
        { password: newPassword, confirm_password: newPassword },
        superuser,
      );
      expect(response.statusCode).toBe(200);
      const refreshed = await h.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh: staff.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
      expect((await h.signIn(USERS.reseller.username, newPassword)).access).toBeTruthy();
      const entries = await auditOf(h.fixtures.userIds.reseller);
      expect(entries.at(-1)).toMatchObject({
        actor_id: superuserId,
        action: 'update',
        before: { password_hash: '[changed]' },
        after: { password_hash: '[changed]' },
      });
      // Put the fixture password back for the other tests.
      await patch(h.fixtures.userIds.reseller, { password: PASSWORD, confirm_password: PASSWORD }, superuser);
    });

    it("checks the new password against the user's attributes and its confirmation", async () => {
      const user = await created({ username: 'quisqueya7' });
      expect((await patch(user.id, { password: 'quisqueya7!', confirm_password: 'quisqueya7!' })).json()).toEqual({
        password: ['The password is too similar to the username.'],
      });
      expect((await patch(user.id, { password: STRONG, confirm_password: 'other' })).json()).toEqual({
        confirm_password: ['Password does not match'],
      });
      expect((await patch(user.id, { password: 'password', confirm_password: 'password' })).json()).toEqual({
        password: ['This password is too common.'],
      });
    });

    it('validates the fields it is sent with the messages of spec 5', async () => {
      const user = await created();
      const response = await patch(user.id, {
        first_name: ' ',
        last_name: '',
        email: 'nope',
        username: 'x',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        first_name: ['The first name is required'],
        last_name: ['The last name is required'],
        email: ['Please enter a valid email'],
        username: [USERNAME_FORMAT],
      });
      expect((await patch(user.id, { email: '' })).json()).toEqual({ email: ['The email is required'] });
    });

    it("refuses a taken username and an unknown account, but keeps the user's own name", async () => {
      const user = await created();
      expect((await patch(user.id, { username: USERS.staff.username })).json()).toEqual({
        username: ['A user with that username already exists.'],
      });
      expect((await patch(user.id, { username: user.username })).statusCode).toBe(200);
      expect((await patch(user.id, { account: 999_999 })).json()).toEqual({
        account: ['Invalid pk "999999" - object does not exist.'],
      });
    });

    it('ignores the read-only id the list editor sends back with the row', async () => {
      const user = await created();
      const response = await patch(user.id, { ...user, id: 12345, last_name: 'Ortiz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, last_name: 'Ortiz' });
    });

    it('refuses unknown fields', async () => {
      const user = await created();
      const response = await patch(user.id, { is_staff: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ is_staff: ['Unknown field.'] });
    });

    it.each(['999999', 'abc', '0', '99999999999'])(
      'answers 404 "User could not be found." for /users/%s',
      async (id) => {
        const response = await patch(id, { is_active: true });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(USER_NOT_FOUND);
      },
    );

    it('answers 401 without a token and with an expired one', async () => {
      const id = h.fixtures.userIds.nonStaff;
      const anonymous = await h.app.inject({ method: 'PATCH', url: `/users/${id}`, payload: { is_active: false } });
      expect(anonymous.json()).toEqual(NOT_AUTHENTICATED);
      const expired = await patch(id, { is_active: false }, await expiredAccessToken(h.fixtures.userIds.staff));
      expect(expired.statusCode).toBe(401);
      expect((await storedUser(id)).is_active).toBe(true);
    });
  });

  describe('PATCH /users/{id}: who may change whom', () => {
    /** A staff user of the test alone, signed in (a password change ends their sessions). */
    async function staffMember(options: { is_superuser?: boolean } = {}) {
      const username = `member${++counter}`;
      const { id } = await createStaffUser(h.database.db, {
        username,
        email: `${username}@rescue.test`,
        password: PASSWORD,
        ...options,
      });
      return { id, username, email: `${username}@rescue.test`, access: (await h.signIn(username)).access };
    }
    const expectSignIn = async (username: string, password: string, status: number) => {
      const response = await h.app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password } });
      expect(response.statusCode).toBe(status);
    };

    it.each([
      ['a password', { password: 'Tamarind-Harbor-77', confirm_password: 'Tamarind-Harbor-77' }],
      ['an email', { email: 'attacker@evil.example' }],
      ['is_active', { is_active: false }],
      ['a name', { first_name: 'Pwned' }],
      [
        'a password with a guessed current password',
        { password: STRONG, confirm_password: STRONG, current_password: PASSWORD },
      ],
    ])(
      "refuses a staff user's token changing another staff user (%s) with 403, and a reseller's finds nobody",
      async (_what, payload) => {
        const target = await staffMember();
        const reseller = (await h.signIn(USERS.reseller.username)).access;
        const before = await storedUser(target.id);
        const response = await patch(target.id, payload, access);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
        // A reseller reaches only itself and its own accounts' users (reseller-ownership.test.ts).
        const theirs = await patch(target.id, payload, reseller);
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(USER_NOT_FOUND);
        expect(await storedUser(target.id)).toEqual(before);
        await expectSignIn(target.username, PASSWORD, 200);
        expect((await h.get('/users/current_user', target.access)).statusCode).toBe(200);
      },
    );

    it('refuses staff changing a superuser, before looking at the body', async () => {
      const target = await staffMember({ is_superuser: true });
      expect((await patch(target.id, { email: 'nope' })).json()).toEqual(FORBIDDEN);
      expect((await patch(target.id, { is_staff: false })).statusCode).toBe(403);
      expect((await patch(superuserId, { is_active: false })).statusCode).toBe(403);
    });

    it('lets a superuser change staff users: password, email and is_active, without their password', async () => {
      const target = await staffMember();
      const response = await patch(
        target.id,
        { email: 'moved@rescue.test', password: STRONG, confirm_password: STRONG },
        superuser,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ email: 'moved@rescue.test' });
      await expectSignIn(target.username, STRONG, 200);
      expect((await patch(target.id, { is_active: false }, superuser)).json()).toMatchObject({ is_active: false });
      expect((await patch(target.id, { is_active: true }, superuser)).statusCode).toBe(200);
      const peer = await staffMember({ is_superuser: true });
      expect((await patch(peer.id, { first_name: 'Par' }, superuser)).statusCode).toBe(200);
    });

    it('asks staff changing their own password for their current password', async () => {
      const me = await staffMember();
      const change = { password: STRONG, confirm_password: STRONG };
      const missing = await patch(me.id, change, me.access);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(CURRENT_REQUIRED);
      expect((await patch(me.id, { ...change, current_password: '' }, me.access)).json()).toEqual(CURRENT_REQUIRED);
      const wrong = await patch(me.id, { ...change, current_password: 'not my password' }, me.access);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(CURRENT_WRONG);
      // Errors of the fields themselves are reported first.
      expect((await patch(me.id, { ...change, confirm_password: 'x' }, me.access)).json()).toEqual({
        confirm_password: ['Password does not match'],
      });
      expect((await patch(me.id, { ...change, email: '' }, me.access)).json()).toEqual({
        email: ['The email is required'],
      });
      await expectSignIn(me.username, PASSWORD, 200);

      const right = await patch(me.id, { ...change, current_password: PASSWORD }, me.access);
      expect(right.statusCode, right.body).toBe(200);
      await expectSignIn(me.username, PASSWORD, 401);
      await expectSignIn(me.username, STRONG, 200);
      // The current password never reaches the audit log.
      expect(JSON.stringify(await auditOf(me.id))).not.toContain(PASSWORD);
    });

    it('asks staff changing their own email for their current password, and not for the rest', async () => {
      const me = await staffMember();
      expect((await patch(me.id, { email: 'me@elsewhere.example' }, me.access)).json()).toEqual(CURRENT_REQUIRED);
      expect(
        (await patch(me.id, { email: 'me@elsewhere.example', current_password: 'guess' }, me.access)).json(),
      ).toEqual(CURRENT_WRONG);
      expect((await storedUser(me.id)).email).toBe(me.email);
      // The Update user form sends the email, account and flags it shows: unchanged, no password is asked for.
      const stored = await storedUser(me.id);
      const shown = {
        email: me.email,
        can_switch_accounts: stored.can_switch_accounts,
        ...(stored.account_id === null ? {} : { account: stored.account_id }),
      };
      const profile = await patch(me.id, { first_name: 'Mía', last_name: 'Staff', ...shown }, me.access);
      expect(profile.statusCode, profile.body).toBe(200);
      // Another account or flag of one's own is confirmed like an email (what a reseller's reach hangs on).
      expect((await patch(me.id, { account: accountId }, me.access)).json()).toEqual(CURRENT_REQUIRED);
      const moved = await patch(me.id, { email: 'me@elsewhere.example', current_password: PASSWORD }, me.access);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ email: 'me@elsewhere.example', first_name: 'Mía' });
      // An email change leaves the session alone.
      expect((await h.get('/users/current_user', me.access)).statusCode).toBe(200);
    });

    it('asks a superuser changing their own password for it too', async () => {
      const me = await staffMember({ is_superuser: true });
      expect((await patch(me.id, { password: STRONG, confirm_password: STRONG }, me.access)).json()).toEqual(
        CURRENT_REQUIRED,
      );
    });

    it('lets staff, resellers included, edit account users without a current password', async () => {
      const reseller = (await h.signIn(USERS.reseller.username)).access;
      // The users of an account the reseller owns.
      await h.database.db
        .update(schema.accounts)
        .set({ reseller_id: h.fixtures.userIds.reseller })
        .where(eq(schema.accounts.id, accountId));
      const user = await created();
      const response = await patch(
        user.id,
        { email: 'nuevo@clinica.pr', password: STRONG, confirm_password: STRONG, is_active: false },
        reseller,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ email: 'nuevo@clinica.pr', is_active: false });
      expect(await verifyPassword(STRONG, (await storedUser(user.id)).password_hash)).toBe(true);
      expect((await patch(h.fixtures.userIds.nonStaff, { first_name: 'Nora' }, reseller)).statusCode).toBe(200);
    });

    it('counts current passwords against the sign-in limit of the username', async () => {
      const limited = h.appWith({
        // A long fixed window, so its boundary does not fall inside the test.
        rateLimits: { ...TEST_CONFIG.rateLimits, signInPerUsername: { limit: 2, windowSeconds: 30 * 24 * 3600 } },
      });
      const me = await staffMember();
      const guess = (n: number) =>
        limited.inject({
          method: 'PATCH',
          url: `/users/${me.id}`,
          headers: { authorization: `Bearer ${me.access}` },
          payload: { password: STRONG, confirm_password: STRONG, current_password: `guess-${n}` },
        });
      expect((await guess(1)).json()).toEqual(CURRENT_WRONG);
      expect((await guess(2)).json()).toEqual(CURRENT_WRONG);
      const third = await guess(3);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'throttled' });
    });
  });

  describe('GET /account/{accountId}', () => {
    it('answers the id and name of the account', async () => {
      const response = await h.get(`/account/${accountId}`, access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: accountId, name: ACCOUNTS[0]!.name });
      expect((await h.get(`/account/${accountId}/`, access)).statusCode).toBe(200);
    });

    it.each(['999999', 'abc'])('answers 404 for /account/%s', async (id) => {
      const response = await h.get(`/account/${id}`, access);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    });

    it('answers 401 without a token', async () => {
      expect((await h.get(`/account/${accountId}`)).json()).toEqual(NOT_AUTHENTICATED);
    });
  });
});
