/**
 * Access tokens: short-lived HS256 JWTs whose subject is the user id, whose `type` is 'access', whose `sv` is the
 * user's session_version when it was issued (a password change or deactivation raises it; auth.ts refuses tokens
 * of an older one) and whose `sid` names the sign-in they belong to (its refresh token family; auth.ts refuses
 * tokens of a sign-in that has ended, sign-in-sessions.ts).
 */
import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { setBounded } from '../lib/bounded-map.ts';

export interface AccessTokenClaims {
  userId: number;
  sessionVersion: number;
  /** The sign-in (refresh token family) the token was issued to. */
  sessionId: string;
}

export interface IssueOptions {
  /** Issue time in ms (default now); with `jti`, the same inputs give the same token (refresh's grace window). */
  issuedAtMs?: number;
  jti?: string;
  /** The token expires by then at the latest (its sign-in's end), earlier than its lifetime would. */
  notAfterMs?: number;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims, options?: IssueOptions): Promise<string>;
  /** The claims of a valid access token, or null for anything else (bad signature, expired, wrong type). */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** How many verified tokens each process remembers (a few per signed-in person). */
const VERIFIED_CACHE_SIZE = 2000;

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = createSecretKey(Buffer.from(secret));
  // Every authenticated call presents the same token for up to ttlSeconds. Checking its signature is a
  // WebCrypto job on the thread pool, so a token that verified once is remembered until it expires: the
  // same string, byte for byte, is the same valid token. Whether its user may still sign in, and whether its
  // session version is still the user's, is checked on every call by the caller (auth.ts), not here.
  const verified = new Map<string, AccessTokenClaims & { expiresAt: number }>();

  return {
    issue({ userId, sessionVersion, sessionId }, options = {}) {
      const now = Math.floor((options.issuedAtMs ?? Date.now()) / 1000);
      return new SignJWT({ type: 'access', sv: sessionVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(
          Math.min(now + ttlSeconds, Math.floor((options.notAfterMs ?? Number.POSITIVE_INFINITY) / 1000)),
        )
        .setJti(options.jti ?? randomUUID())
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) {
          return { userId: known.userId, sessionVersion: known.sessionVersion, sessionId: known.sessionId };
        }
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const userId = Number(payload.sub);
        if (payload.type !== 'access' || !Number.isSafeInteger(userId) || userId <= 0) return null;
        // Tokens from before session versions or ids existed carry none: refused, the console refreshes once.
        if (!isCount(payload.sv) || typeof payload.sid !== 'string' || payload.sid === '') return null;
        const claims = { userId, sessionVersion: payload.sv, sessionId: payload.sid };
        setBounded(verified, token, { ...claims, expiresAt: payload.exp! * 1000 }, VERIFIED_CACHE_SIZE);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
