/**
 * Device tokens (OWASP, "Slow down online guessing attacks with device cookies"): a successful sign-in hands the
 * browser a token that says "this user signed in here before", signed with a key derived from the server's secret
 * and bound to the user's id (not to a name, which can be renamed or typed another way). Sign-in attempts that
 * carry a valid one for the user they name are counted per device (auth/rate-limits.ts), apart from strangers'
 * attempts, so failures from elsewhere never lock the owner out of a browser they have signed in from. The token
 * proves nothing else: it is no credential.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a device stays known after its last sign-in there. */
const DEVICE_TOKEN_TTL_SECONDS = 90 * 24 * 3600;

export interface DeviceTokens {
  /** A new token of this user on this device. */
  issue(userId: number): string;
  /** The device's id when the token is valid for this user (null: nobody) and not expired; null otherwise. */
  verify(token: string, userId: number | null): string | null;
}

export function createDeviceTokens(secret: string, now: () => number = Date.now): DeviceTokens {
  const key = createHmac('sha256', secret).update('device-token').digest();
  const seal = (userId: number, device: string, expires: string) =>
    createHmac('sha256', key).update(`${userId}\n${device}\n${expires}`).digest().subarray(0, 24);

  return {
    issue(userId) {
      const device = randomBytes(16).toString('base64url');
      const expires = String(Math.floor(now() / 1000) + DEVICE_TOKEN_TTL_SECONDS);
      return `${device}.${expires}.${seal(userId, device, expires).toString('base64url')}`;
    },
    verify(token, userId) {
      if (userId === null) return null;
      const [device, expires, mac, ...rest] = token.split('.');
      if (!device || !expires || !mac || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
      if (Number(expires) * 1000 <= now()) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = seal(userId, device, expires);
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
    },
  };
}
