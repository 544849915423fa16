/** Access tokens: short-lived HS256 JWTs whose subject is the user id and whose `type` is 'access'. */
import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { setBounded } from './bounded-map.ts';

export interface AccessTokens {
  issue(userId: number): Promise<string>;
  /** The user id of a valid access token, or null for anything else (bad signature, expired, wrong type). */
  verify(token: string): Promise<number | null>;
}

/** How many verified tokens each process remembers (a few per signed-in person). */
const VERIFIED_CACHE_SIZE = 2000;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = createSecretKey(Buffer.from(secret));
  // Every authenticated call presents the same token for up to ttlSeconds. Checking its signature is a
  // WebCrypto job on the thread pool, so a token that verified once is remembered until it expires: the
  // same string, byte for byte, is the same valid token. Whether its user may still sign in is checked
  // on every call by the caller (auth.ts), not here.
  const verified = new Map<string, { userId: number; expiresAt: number }>();

  return {
    issue(userId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ type: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .setJti(randomUUID())
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.userId;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const userId = Number(payload.sub);
        if (payload.type !== 'access' || !Number.isSafeInteger(userId) || userId <= 0) return null;
        setBounded(verified, token, { userId, expiresAt: payload.exp! * 1000 }, VERIFIED_CACHE_SIZE);
        return userId;
      } catch {
        return null;
      }
    },
  };
}
