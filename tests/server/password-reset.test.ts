import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const INVALID_TOKEN = {
  detail: 'This password reset link is invalid or has expired. Please request a new one.',
  code: 'password_reset_token_invalid',
};
const OK = { status: 'OK' };

/** The body of an .eml file, with quoted-printable soft breaks and escapes undone. */
function decodeEml(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let h: Harness;
  const dirs: string[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** An app whose outbox is a fresh folder; close() waits for its mail to be written. */
  function resetApp(corsOrigins?: string[]): { app: FastifyInstance; outbox: () => string[]; tokens: () => string[] } {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-reset-'));
    dirs.push(dataDir);
    const app = h.appWith({ dataDir, consoleUrl: 'http://console.test:4321', ...(corsOrigins && { corsOrigins }) });
    const outbox = () => {
      try {
        return readdirSync(path.join(dataDir, 'outbox')).map((file) =>
          decodeEml(readFileSync(path.join(dataDir, 'outbox', file), 'utf8')),
        );
      } catch {
        return [];
      }
    };
    const tokens = () =>
      outbox().flatMap((mail) =>
        [...mail.matchAll(/http:\/\/console\.test:4321\/reset_password\/([\w-]+)/g)].map((m) => m[1]!),
      );
    return { app, outbox, tokens };
  }

  const requestReset = (app: FastifyInstance, payload: unknown) =>
    app.inject({ method: 'POST', url: '/password_reset/', payload: payload as object });
  const confirm = (app: FastifyInstance, payload: unknown) =>
    app.inject({ method: 'POST', url: '/password_reset/confirm/', payload: payload as object });

  /** Requests a reset for the email and returns the token from the mail. */
  async function tokenFor(email: string) {
    const { app, tokens } = resetApp();
    expect((await requestReset(app, { email })).statusCode).toBe(200);
    await app.close();
    const [token] = tokens();
    expect(token).toBeDefined();
    return token!;
  }

  describe('POST /password_reset/', () => {
    it('mails a reset link to the user and stores only the hash of its token', async () => {
      const { app, outbox, tokens } = resetApp();
      const response = await requestReset(app, { email: USERS.reseller.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(OK);
      await app.close();

      const [mail] = outbox();
      expect(mail).toContain(`To: ${USERS.reseller.email}`);
      expect(mail).toContain('Subject: Reset your password');
      const [token] = tokens();
      expect(Buffer.from(token!, 'base64url').length).toBeGreaterThanOrEqual(16);

      const rows = await h.database.db
        .select()
        .from(schema.password_reset_tokens)
        .where(eq(schema.password_reset_tokens.user_id, h.fixtures.userIds.reseller));
      const row = rows.find((r) => r.token_hash === createHash('sha256').update(token!).digest('hex'));
      expect(row).toBeDefined();
      expect(rows.some((r) => r.token_hash.includes(token!))).toBe(false);
      const lifetime = row!.expires_at.getTime() - row!.created_at.getTime();
      expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
    });

    it('links back to the console it was asked from when that is one of its origins, never to another', async () => {
      const { app, outbox } = resetApp(['http://console.test:4321', 'http://localhost:4321']);
      const ask = (origin: string) =>
        app.inject({
          method: 'POST',
          url: '/password_reset/',
          headers: { origin },
          payload: { email: USERS.reseller.email },
        });
      expect((await ask('http://localhost:4321')).statusCode).toBe(200);
      expect((await ask('http://evil.test')).statusCode).toBe(200);
      await app.close();
      const links = outbox().map((mail) => /http:\/\/[^/\s]+\/\S*/.exec(mail)?.[0] ?? '');
      expect(links.map((link) => new URL(link).origin).sort()).toEqual([
        'http://console.test:4321',
        'http://localhost:4321',
      ]);
    });

    it('matches the email without regard to case', async () => {
      const { app, outbox } = resetApp();
      await requestReset(app, { email: USERS.reseller.email.toUpperCase() });
      await app.close();
      expect(outbox()).toHaveLength(1);
    });

    it("answers an unknown or inactive user, or a practice's user with no console account, like a known one, and mails no one", async () => {
      const { app, outbox } = resetApp();
      const known = await requestReset(app, { email: USERS.staff.email });
      for (const email of ['nobody@rescue.test', USERS.inactive.email, USERS.nonStaff.email]) {
        const response = await requestReset(app, { email });
        expect(response.statusCode).toBe(known.statusCode);
        expect(response.body).toBe(known.body);
        expect(response.headers['content-type']).toBe(known.headers['content-type']);
      }
      await app.close();
      expect(outbox()).toHaveLength(1);
    });

    it.each([
      [{}, 'Email is required.'],
      [{ email: '   ' }, 'Email is required.'],
      [{ email: 'not-an-email' }, 'Entered value does not match email format.'],
      [{ email: `${'a'.repeat(90)}@clinica.pr` }, 'Ensure this field has no more than 100 characters.'],
    ])('validates %j with the messages of spec 5', async (payload, message) => {
      const response = await requestReset(h.app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [message] });
    });

    it('refuses unknown fields', async () => {
      const response = await requestReset(h.app, { email: USERS.staff.email, username: 'alice' });
      expect(response.json()).toEqual({ username: ['Unknown field.'] });
    });
  });

  describe('POST /password_reset/confirm/', () => {
    it("sets the password, deletes the user's reset tokens and ends their sessions", async () => {
      const session = await h.signIn(USERS.staff.username);
      const first = await tokenFor(USERS.staff.email);
      const second = await tokenFor(USERS.staff.email);
      const newPassword = 'Flamboyan-Breeze-31';

      const response = await confirm(h.app, { token: second, password: newPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(OK);

      expect((await h.signIn(USERS.staff.username, newPassword)).access).toBeTruthy();
      const refreshed = await h.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh: session.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
      const left = await h.database.db
        .select()
        .from(schema.password_reset_tokens)
        .where(eq(schema.password_reset_tokens.user_id, h.fixtures.userIds.staff));
      expect(left).toEqual([]);
      const [audit] = await h.database.db
        .select()
        .from(schema.audit_log)
        .where(eq(schema.audit_log.record_id, String(h.fixtures.userIds.staff)));
      expect(audit).toMatchObject({
        actor_id: h.fixtures.userIds.staff,
        table_name: 'users',
        action: 'update',
        after: { password_hash: '[changed]' },
      });

      // Works once, and the user's other links die with it.
      for (const token of [second, first]) {
        const again = await confirm(h.app, { token, password: 'Another-Strong-One-8' });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(INVALID_TOKEN);
      }
      await h.app.inject({ method: 'POST', url: '/password_reset/confirm/', payload: {} });
      // Put the fixture password back for the other tests.
      const restore = await tokenFor(USERS.staff.email);
      expect((await confirm(h.app, { token: restore, password: PASSWORD })).statusCode).toBe(200);
    });

    it("applies the password rules with the user's attributes, and keeps the link usable", async () => {
      const token = await tokenFor(USERS.reseller.email);
      const cases = [
        [
          'rita!!x',
          [
            'The password is too similar to the username.',
            'This password is too short. It must contain at least 8 characters.',
          ],
        ],
        ['Reseller!', ['The password is too similar to the last name.']],
        ['password', ['This password is too common.']],
        ['83649120', ['This password is entirely numeric.']],
        ['Zq9!x', ['This password is too short. It must contain at least 8 characters.']],
      ] as const;
      for (const [password, messages] of cases) {
        const response = await confirm(h.app, { token, password });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ password: messages });
      }
      const validate = await h.app.inject({
        method: 'POST',
        url: '/password_reset/validate_token/',
        payload: { token },
      });
      expect(validate.statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      const token = await tokenFor(USERS.reseller.email);
      const hash = createHash('sha256').update(token).digest('hex');
      await h.database.db
        .update(schema.password_reset_tokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(schema.password_reset_tokens.token_hash, hash));
      const response = await confirm(h.app, { token, password: 'Flamboyan-Breeze-31' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });

    it('refuses an unknown token with the same answer', async () => {
      const response = await confirm(h.app, { token: 'x'.repeat(43), password: 'Flamboyan-Breeze-31' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_TOKEN);
    });

    it('reports missing fields', async () => {
      const response = await confirm(h.app, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ token: ['This field is required.'], password: ['You must enter a password'] });
    });
  });

  describe('POST /password_reset/validate_token/', () => {
    it('answers 200 for a usable token and 404 otherwise', async () => {
      const token = await tokenFor(USERS.reseller.email);
      const validate = (value: string) =>
        h.app.inject({ method: 'POST', url: '/password_reset/validate_token/', payload: { token: value } });
      expect((await validate(token)).json()).toEqual(OK);
      const unknown = await validate('not-a-token');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(INVALID_TOKEN);
    });
  });

  describe('a link asked for before its user changed', () => {
    const reseller = () => eq(schema.users.id, h.fixtures.userIds.reseller);
    const validate = (token: string) =>
      h.app.inject({ method: 'POST', url: '/password_reset/validate_token/', payload: { token } });

    /** Asks for a link, makes the change, and expects the link refused by both calls; then undoes the change. */
    async function expectLinkDiesWith(change: Partial<typeof schema.users.$inferInsert>) {
      const [before] = await h.database.db.select().from(schema.users).where(reseller());
      const token = await tokenFor(USERS.reseller.email);
      expect((await validate(token)).statusCode).toBe(200);
      await h.database.db.update(schema.users).set(change).where(reseller());
      try {
        expect((await validate(token)).statusCode).toBe(404);
        const response = await confirm(h.app, { token, password: 'Flamboyan-Breeze-31' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_TOKEN);
      } finally {
        const { email, password_hash, is_active } = before!;
        await h.database.db.update(schema.users).set({ email, password_hash, is_active }).where(reseller());
      }
    }

    it('dies when the e-mail changes', async () => {
      await expectLinkDiesWith({ email: 'rita.new@rescue.test' });
    });

    it('dies when the e-mail changes and stays dead when it is changed back', async () => {
      const token = await tokenFor(USERS.reseller.email);
      await h.database.db.update(schema.users).set({ email: 'rita.elsewhere@rescue.test' }).where(reseller());
      await h.database.db.update(schema.users).set({ email: USERS.reseller.email }).where(reseller());
      expect((await validate(token)).statusCode).toBe(404);
      expect((await confirm(h.app, { token, password: 'Flamboyan-Breeze-31' })).statusCode).toBe(400);
    });

    it('dies when the password changes', async () => {
      await expectLinkDiesWith({ password_hash: 'pbkdf2_sha256$1$changed$elsewhere' });
    });

    it('dies when the user is deactivated, and stays dead once reactivated', async () => {
      const token = await tokenFor(USERS.reseller.email);
      await h.database.db.update(schema.users).set({ is_active: false }).where(reseller());
      await h.database.db.update(schema.users).set({ is_active: true }).where(reseller());
      expect((await validate(token)).statusCode).toBe(404);
      expect((await confirm(h.app, { token, password: 'Flamboyan-Breeze-31' })).statusCode).toBe(400);
    });

    it('still works when nothing about the user changed', async () => {
      const token = await tokenFor(USERS.reseller.email);
      expect((await validate(token)).statusCode).toBe(200);
    });
  });
});
