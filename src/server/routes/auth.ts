/**
 * POST /api/admin_token (sign in), POST /api/token/refresh (rotate the refresh token, auth/refresh-tokens.ts) and
 * POST /api/token/blacklist (sign out, the shape of simplejwt's blacklist view). Sign-in
 * counts failed attempts per identity (the user the typed name finds, however it is typed) and client address, per
 * address and per identity (auth/rate-limits.ts, 429 with Retry-After past a limit); the limit is checked before the
 * memory-hard hash runs.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionClient } from '../auth/refresh-tokens.ts';
import { authContract as contract } from '../../shared/contracts/auth.ts';
import { call } from '../http/endpoint-route.ts';
import { isInvalidCredentials, isThrottled } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RouteDeps } from '../http/route-deps.ts';

/** The browser and address a sign-in is used from (shown under "Your sessions"). */
const sessionClient = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: clientAddress(request),
});

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { auth, signInLimits, deviceTokens, authEvents } = services;

  call(app, contract, 'POST /api/admin_token', async ({ request, body: { username, password, device } }) => {
    const identity = await auth.identify(username);
    const client = sessionClient(request);
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
  });

  call(app, contract, 'POST /api/token/refresh', async ({ request, body }) =>
    auth.refresh(body.refresh, sessionClient(request)),
  );

  call(app, contract, 'POST /api/token/blacklist', async ({ request, body }) => {
    await auth.signOut(body.refresh, sessionClient(request));
    return {};
  });
};
