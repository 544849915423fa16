/**
 * Password reset (spec 7), public: POST /password_reset/ (always the same 200), POST
 * /password_reset/confirm/ and POST /password_reset/validate_token/. Requests are rate limited per client
 * IP and per e-mail; a limited request gets 429 whether or not the e-mail exists.
 */
import type { FastifyPluginAsync } from 'fastify';
import { authContract as contract } from '../../shared/contracts/auth.ts';
import type { PasswordResetStatus } from '../../shared/users.ts';
import { call } from '../http/endpoint-route.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RouteDeps } from '../http/route-deps.ts';

const OK: PasswordResetStatus = { status: 'OK' };

export const passwordResetRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  // `limits` counts every request per client address and per e-mail, in the database (auth/rate-limits.ts).
  const { passwordReset, resetLimits: limits } = services;

  call(app, contract, 'POST /password_reset/', async ({ request, body: { email } }) => {
    await limits.take(email, clientAddress(request));
    await passwordReset.request(email, clientAddress(request), request.headers.origin);
    return OK;
  });

  call(app, contract, 'POST /password_reset/confirm/', async ({ request, body: { token, password } }) => {
    await passwordReset.confirm(token, password, clientAddress(request));
    return OK;
  });

  call(app, contract, 'POST /password_reset/validate_token/', async ({ body: { token } }) => {
    await passwordReset.validate(token);
    return OK;
  });
};
