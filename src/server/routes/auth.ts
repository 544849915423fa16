/**
 * POST /api/admin_token (sign in), POST /api/token/refresh (rotate the refresh token, auth/refresh-tokens.ts) and
 * POST /api/token/blacklist (sign out, the shape of simplejwt's blacklist view). Sign-in (services/sign-in.ts)
 * counts failed attempts per identity (the user the typed name finds, however it is typed) and client address, per
 * address and per identity (auth/rate-limits.ts, 429 with Retry-After past a limit); the limit is checked before the
 * memory-hard hash runs.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionClient } from '../auth/refresh-tokens.ts';
import { authContract as contract } from '../../shared/contracts/auth.ts';
import { call } from '../http/endpoint-route.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RouteDeps } from '../http/route-deps.ts';

/** The browser and address a sign-in is used from (shown under "Your sessions"). */
const sessionClient = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: clientAddress(request),
});

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { auth, signIn } = services;

  call(app, contract, 'POST /api/admin_token', async ({ request, body }) => signIn(body, sessionClient(request)));

  call(app, contract, 'POST /api/token/refresh', async ({ request, body }) =>
    auth.refresh(body.refresh, sessionClient(request)),
  );

  call(app, contract, 'POST /api/token/blacklist', async ({ request, body }) => {
    await auth.signOut(body.refresh, sessionClient(request));
    return {};
  });
};
