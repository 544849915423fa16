/**
 * Password reset by e-mail (spec 7). A request always gets the same answer, whether or not the e-mail
 * belongs to anyone: the lookup runs every time, and the token and the mail are made after the answer.
 * Tokens carry 256 random bits, are stored as SHA-256 hashes, last 60 minutes and work once: a successful
 * confirmation deletes every reset token of the user and ends all their sessions. A token is also sealed to what
 * its user was when it was asked for (see sealOf): a later change of password, e-mail or session leaves it unusable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { password_reset_tokens, users } from '../db/schema.ts';
import { ApiError, fieldErrors } from '../errors.ts';
import type { MailProvider } from '../providers/mail/interface.ts';
import { recordWrite } from './audit.ts';
import { recordAuthEvent } from '../auth/events.ts';
import { checkPassword } from '../auth/common-passwords.ts';
import { hashPassword, UNUSABLE_PASSWORD } from '../auth/passwords.ts';
import { hashToken, revokeUserRefreshTokens } from '../auth/refresh-tokens.ts';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';
import { routes } from '../../shared/consoleRoutes.ts';
import { transactionRetried } from '../db/retry.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** The random part of a token: TOKEN_BYTES in base64url. The seal follows it. */
const RANDOM_CHARS = Math.ceil((TOKEN_BYTES * 4) / 3);

/** What a reset token is sealed to: the user's password (its hash), e-mail and session version. */
interface ResetUserState {
  id: number;
  email: string;
  password_hash: string;
  session_version: number;
}

/**
 * The seal of a token's random part to its user's state, as Django's token generator binds its tokens: a password
 * change or reset, an e-mail change, or a deactivation (which, like a password change, raises the session version)
 * gives another seal, so a link asked for before it no longer works. It reveals nothing: the password hash goes in
 * with the random part, through SHA-256.
 */
function sealOf(random: string, user: ResetUserState): string {
  const state = [random, user.id, user.password_hash, user.email.toLowerCase(), user.session_version].join('\n');
  return createHash('sha256').update(state).digest('base64url').slice(0, 22);
}

export interface PasswordResetService {
  /**
   * Starts a reset for every active staff user with this e-mail, asked from `address` (on the record); resolves
   * before any token or mail is made. The link goes back to the console it was asked from (`origin`, the request's
   * Origin) when that is one of the console's own origins, else to consoleUrl.
   */
  request(email: string, address: string, origin?: string): Promise<void>;
  /** Throws the 400 of an invalid token, or field errors for a weak password. */
  confirm(token: string, password: string, address: string): Promise<void>;
  /** Throws a 404 unless the token can still be used. */
  validate(token: string): Promise<void>;
  /** Resolves when the background work of earlier requests is done (tests, shutdown). */
  settled(): Promise<void>;
}

export interface PasswordResetLogger {
  error(object: Record<string, unknown>, message: string): void;
}

export interface PasswordResetOptions {
  db: Db;
  mail: MailProvider;
  consoleUrl: string;
  /** The console's origins (CORS_ORIGINS): a link may point at any of them, never at an origin a client names. */
  consoleOrigins: readonly string[];
  logger: PasswordResetLogger;
  now?: () => number;
}

export const invalidResetToken = (status = 400) =>
  new ApiError(status, { detail: apiTexts.invalidResetToken, code: apiErrorCodes.invalidResetToken });

export const resetLink = (consoleUrl: string, token: string) => `${consoleUrl}${routes.setNewPassword(token)}`;

export function resetMail(link: string) {
  return {
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your console account.',
      '',
      `To choose a new password, open this link within 60 minutes:`,
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function createPasswordResetService({
  db,
  mail,
  consoleUrl,
  consoleOrigins,
  logger,
  now = Date.now,
}: PasswordResetOptions): PasswordResetService {
  const pending = new Set<Promise<void>>();

  /** The user a token belongs to, if the token is unexpired and unused. */
  async function findUsable(token: string) {
    const [row] = await db
      .select({
        user_id: users.id,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        password_hash: users.password_hash,
        session_version: users.session_version,
      })
      .from(password_reset_tokens)
      .innerJoin(users, eq(users.id, password_reset_tokens.user_id))
      .where(
        and(
          eq(password_reset_tokens.token_hash, hashToken(token)),
          isNull(password_reset_tokens.used_at),
          gt(password_reset_tokens.expires_at, new Date(now())),
          eq(users.is_active, true),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const random = token.slice(0, RANDOM_CHARS);
    return token.slice(RANDOM_CHARS) === sealOf(random, { ...row, id: row.user_id }) ? row : undefined;
  }

  async function sendReset(user: ResetUserState, linkBase: string) {
    const random = randomBytes(TOKEN_BYTES).toString('base64url');
    const token = random + sealOf(random, user);
    await db.insert(password_reset_tokens).values({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now() + RESET_TOKEN_TTL_MS),
    });
    await mail.send({ to: user.email, ...resetMail(resetLink(linkBase, token)) });
  }

  return {
    async request(email, address, origin) {
      const linkBase = origin !== undefined && consoleOrigins.includes(origin) ? origin : consoleUrl;
      // Like django-rest-passwordreset: active staff with a usable password, e-mail compared case-insensitively.
      const matching = await db
        .select({
          id: users.id,
          email: users.email,
          password_hash: users.password_hash,
          session_version: users.session_version,
        })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
            eq(users.is_active, true),
            // Only people who can sign in to the console: a practice's own users have no console account.
            eq(users.is_staff, true),
            ne(users.password_hash, UNUSABLE_PASSWORD),
          ),
        );
      for (const user of matching) {
        await recordAuthEvent(db, { kind: 'reset_requested', userId: user.id, address });
        const job = sendReset(user, linkBase)
          .catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'password reset mail failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      }
    },

    async confirm(token, password, address) {
      const user = await findUsable(token);
      if (!user) throw invalidResetToken();
      const problems = checkPassword(password, user);
      if (problems.length > 0) throw fieldErrors({ password: problems });
      const passwordHash = await hashPassword(password);

      await transactionRetried(db, async (tx) => {
        // Lock the token so two confirmations of the same link cannot both succeed.
        const [locked] = await tx
          .select({ id: password_reset_tokens.id })
          .from(password_reset_tokens)
          .where(
            and(
              eq(password_reset_tokens.token_hash, hashToken(token)),
              isNull(password_reset_tokens.used_at),
              gt(password_reset_tokens.expires_at, new Date(now())),
            ),
          )
          .for('update');
        if (!locked) throw invalidResetToken();
        await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, user.user_id));
        // The user acts on their own record; the log shows only that the password changed.
        await recordWrite(tx, {
          actorId: user.user_id,
          table: 'users',
          recordId: user.user_id,
          before: { password_hash: null },
          after: { password_hash: passwordHash },
        });
        await tx.delete(password_reset_tokens).where(eq(password_reset_tokens.user_id, user.user_id));
        await revokeUserRefreshTokens(tx, user.user_id);
        await recordAuthEvent(tx, { kind: 'reset_completed', userId: user.user_id, address });
      });
    },

    async validate(token) {
      if (!(await findUsable(token))) throw invalidResetToken(404);
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
