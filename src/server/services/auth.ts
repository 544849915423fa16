/**
 * Sign-in, refresh and bearer authentication (spec 7). Only active staff may hold a session; every
 * other case answers with the same error so the API never reveals which usernames exist. Tokens carry the
 * user's session_version when issued; a password change or a deactivation raises it (a trigger, whoever makes
 * the change), which refuses every access and refresh token issued before.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ConnectedUser, TokenPair } from '../../shared/auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { invalidAccessToken, invalidCredentials, invalidRefreshToken } from '../errors.ts';
import { createAccessTokens } from './access-tokens.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { createConnectedUsers } from './connected-users.ts';

export interface AuthService {
  signIn(username: string, password: string): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair>;
  /** The user behind a bearer access token; throws the 401 of an invalid token. */
  authenticate(accessToken: string): Promise<ConnectedUser>;
  /** A user was changed through this process: their next call reads them again. */
  userChanged(userId: number): void;
  close(): Promise<void>;
}

type AuthConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

export function createAuthService(database: Database, config: AuthConfig): AuthService {
  const { db } = database;
  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const connectedUsers = createConnectedUsers(database);
  const rotation = {
    accessTokens,
    successorKey: createHmac('sha256', config.jwtSecret).update('refresh-token-successor').digest('hex'),
    ttlSeconds: config.refreshTokenTtlSeconds,
  };

  return {
    async signIn(username, password) {
      const [user] = await db
        .select({
          id: users.id,
          password_hash: users.password_hash,
          is_active: users.is_active,
          is_staff: users.is_staff,
          session_version: users.session_version,
        })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      // Hash even when the user is unknown, so response time does not reveal whether it exists.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!user || !passwordMatches || !user.is_active || !user.is_staff) throw invalidCredentials();

      await db.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
      const { session_version: sessionVersion } = user;
      const refresh = await issueRefreshToken(db, {
        userId: user.id,
        sessionVersion,
        ttlSeconds: config.refreshTokenTtlSeconds,
      });
      return { access: await accessTokens.issue(user.id, sessionVersion), refresh: refresh.token };
    },

    async refresh(refreshToken) {
      const pair = await rotateRefreshToken(db, refreshToken, rotation);
      if (!pair) throw invalidRefreshToken();
      return pair;
    },

    async authenticate(accessToken) {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) throw invalidAccessToken();
      let known = await connectedUsers.get(claims.userId);
      // A token newer than the remembered user: another process changed them and its notice is on its way.
      if (known && claims.sessionVersion > known.sessionVersion) known = await connectedUsers.reload(claims.userId);
      if (!known || known.sessionVersion !== claims.sessionVersion) throw invalidAccessToken();
      if (!known.user.is_active || !known.user.is_staff) throw invalidAccessToken();
      return known.user;
    },

    userChanged: (userId) => connectedUsers.forget(userId),
    close: () => connectedUsers.close(),
  };
}
