/** Access tokens: short-lived HS256 JWTs whose subject is the user id and whose `type` is 'access'. */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessTokens {
  issue(userId: number): Promise<string>;
  /** The user id of a valid access token, or null for anything else (bad signature, expired, wrong type). */
  verify(token: string): Promise<number | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        return payload.type === 'access' && Number.isSafeInteger(userId) && userId > 0 ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
