/**
 * Sign-in, refresh, sign-out and bearer authentication (spec 7). Only active staff may hold a session; every
 * other case answers with the same error so the API never reveals which usernames exist. Tokens carry the
 * user's session_version when issued; a password change or a deactivation raises it (a trigger, whoever makes
 * the change), which refuses every access and refresh token issued before. Access tokens also name their sign-in,
 * and one of a sign-in that has ended (signed out, a reused refresh token) is refused (sign-in-sessions.ts).
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ConnectedUser, TokenPair } from '../../shared/auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users, usernameKeyOf } from '../db/schema.ts';
import { unknownIdentity, userIdentity, type SignInIdentity } from '../auth/rate-limits.ts';
import { invalidAccessToken, invalidCredentials, invalidRefreshToken } from '../errors.ts';
import { createAccessTokens } from '../auth/access-tokens.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../auth/passwords.ts';
import {
  endSignIn,
  familyOf,
  issueRefreshToken,
  rotateRefreshToken,
  sessionEnd,
  type SessionClient,
  type SessionLimits,
} from '../auth/refresh-tokens.ts';
import { createConnectedUsers } from './connected-users.ts';
import { transactionRetried } from '../db/retry.ts';
import { createSignInSessions } from '../auth/sign-in-sessions.ts';

export interface AuthService {
  /** Whom a typed username names, for the sign-in limits (auth/rate-limits.ts): one identity however it is typed. */
  identify(username: string): Promise<SignInIdentity>;
  /** The pair of a new sign-in, and the sign-in's id (its refresh token family). */
  signIn(identity: SignInIdentity, password: string, client: SessionClient): Promise<TokenPair & { sessionId: string }>;
  /** Rotates the refresh token; a sign-in idle or older than its limits is refused like a revoked one. */
  refresh(refreshToken: string, client: SessionClient): Promise<TokenPair>;
  /** Ends the sign-in a refresh token belongs to (any of its tokens); throws the 401 of a token never issued. */
  signOut(refreshToken: string, client: SessionClient): Promise<void>;
  /** The user behind a bearer access token and the sign-in it belongs to; throws the 401 of an invalid token. */
  authenticate(accessToken: string): Promise<{ user: ConnectedUser; sessionId: string }>;
  /** A user, or some of their sign-ins, were changed through this process: their next calls read them again. */
  userChanged(userId: number): void;
  close(): Promise<void>;
}

type AuthConfig = Pick<
  Config,
  'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'sessionIdleSeconds' | 'sessionMaxAgeSeconds'
>;

export function createAuthService(database: Database, config: AuthConfig): AuthService {
  const { db } = database;
  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const connectedUsers = createConnectedUsers(database);
  const sessions = createSignInSessions(database);
  const limits: SessionLimits = {
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    idleSeconds: config.sessionIdleSeconds,
    maxAgeSeconds: config.sessionMaxAgeSeconds,
  };
  const rotation = {
    accessTokens,
    successorKey: createHmac('sha256', config.jwtSecret).update('refresh-token-successor').digest('hex'),
    limits,
  };

  return {
    async identify(username) {
      const [found] = await db
        .select({ key: usernameKeyOf(username), userId: users.id })
        .from(sql`(select 1) as typed`)
        .leftJoin(users, eq(users.username_key, usernameKeyOf(username)));
      return found!.userId === null ? unknownIdentity(found!.key) : userIdentity(found!.userId);
    },

    async signIn({ userId }, password, client) {
      const [user] =
        userId === null
          ? []
          : await db
              .select({
                id: users.id,
                password_hash: users.password_hash,
                is_active: users.is_active,
                is_staff: users.is_staff,
                session_version: users.session_version,
              })
              .from(users)
              .where(eq(users.id, userId));
      // Hash even when the user is unknown, so response time does not reveal whether it exists.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!user || !passwordMatches || !user.is_active || !user.is_staff) throw invalidCredentials();

      await db.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
      const { session_version: sessionVersion } = user;
      const refresh = await issueRefreshToken(db, {
        userId: user.id,
        sessionVersion,
        limits,
        client,
      });
      const claims = { userId: user.id, sessionVersion, sessionId: refresh.familyId };
      const notAfterMs = sessionEnd(limits, refresh.signedInAt).getTime();
      return {
        access: await accessTokens.issue(claims, { notAfterMs }),
        refresh: refresh.token,
        sessionId: refresh.familyId,
      };
    },

    async refresh(refreshToken, client) {
      const pair = await rotateRefreshToken(db, refreshToken, rotation, client);
      if (!pair) throw invalidRefreshToken();
      return pair;
    },

    async signOut(refreshToken, client) {
      const family = await familyOf(db, refreshToken);
      if (!family) throw invalidRefreshToken();
      await transactionRetried(db, (tx) => endSignIn(tx, family, { kind: 'signed_out', address: client.address }));
      sessions.forget(family.familyId);
    },

    async authenticate(accessToken) {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) throw invalidAccessToken();
      let known = await connectedUsers.get(claims.userId);
      // A token newer than the remembered user: another process changed them and its notice is on its way.
      if (known && claims.sessionVersion > known.sessionVersion) known = await connectedUsers.reload(claims.userId);
      if (!known || known.sessionVersion !== claims.sessionVersion) throw invalidAccessToken();
      if (!known.user.is_active || !known.user.is_staff) throw invalidAccessToken();
      if (!(await sessions.get(claims.sessionId))) throw invalidAccessToken();
      return { user: known.user, sessionId: claims.sessionId };
    },

    userChanged(userId) {
      connectedUsers.forget(userId);
      // Which of their sign-ins ended is not known here: each is read again when next presented.
      sessions.forgetAll();
    },
    close: async () => {
      await Promise.all([connectedUsers.close(), sessions.close()]);
    },
  };
}
