/**
 * POST /api/admin_token as a whole: the typed name resolved to an identity, the attempt counted by the sign-in
 * limits (from a known device or not), the password checked, a device token handed out, and every attempt put on
 * the sign-in record (signed in, failed, or locked out), whoever it named.
 */
import type { SignInResponse } from '../../shared/auth.ts';
import type { DeviceTokens } from '../auth/device-tokens.ts';
import type { SignInLimits } from '../auth/rate-limits.ts';
import type { SessionClient } from '../auth/refresh-tokens.ts';
import { isInvalidCredentials, isThrottled } from '../errors.ts';
import type { AuthService } from './auth.ts';
import type { AuthEventsService } from './auth-events.ts';

export interface SignInAttempt {
  username: string;
  password: string;
  /** The device token the browser kept from an earlier sign-in, if any. */
  device?: string;
}

export function createSignIn(deps: {
  auth: AuthService;
  signInLimits: SignInLimits;
  deviceTokens: DeviceTokens;
  authEvents: AuthEventsService;
}) {
  const { auth, signInLimits, deviceTokens, authEvents } = deps;
  return async function signIn(
    { username, password, device }: SignInAttempt,
    client: SessionClient,
  ): Promise<SignInResponse> {
    const identity = await auth.identify(username);
    const knownDevice = device === undefined ? null : deviceTokens.verify(device, identity.userId);
    // Every attempt is on the record: who was named, as typed, from where, from which known device.
    const attempt = { typedName: username, userId: identity.userId, address: client.address, device: knownDevice };
    let pair;
    try {
      pair = await signInLimits.guard(
        identity,
        client.address,
        () => auth.signIn(identity, password, client),
        isInvalidCredentials,
        knownDevice,
      );
    } catch (error) {
      if (isThrottled(error)) await authEvents.record({ ...attempt, kind: 'locked_out' });
      else if (isInvalidCredentials(error)) await authEvents.record({ ...attempt, kind: 'sign_in_failed' });
      throw error;
    }
    await authEvents.record({ ...attempt, kind: 'sign_in', sessionId: pair.sessionId });
    // Signed in, so the identity is a user.
    return { access: pair.access, refresh: pair.refresh, device: deviceTokens.issue(identity.userId!) };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
