/**
 * Password reset (spec 7), public: POST /password_reset/ (always the same 200), POST
 * /password_reset/confirm/ and POST /password_reset/validate_token/. Requests are rate limited per client
 * IP and per e-mail; a limited request gets 429 whether or not the e-mail exists.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  passwordResetConfirmRequest,
  passwordResetRequest,
  passwordResetStatus,
  passwordResetValidateRequest,
  type PasswordResetStatus,
} from '../../shared/users.ts';
import type { RouteContract } from '../http/contract.ts';
import { parseOrThrow } from '../http/validation.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RouteDeps } from '../http/route-deps.ts';

const OK: PasswordResetStatus = { status: 'OK' };

export const passwordResetRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  // `limits` counts every request per client address and per e-mail, in the database (auth/rate-limits.ts).
  const { passwordReset, resetLimits: limits } = services;
  const contract = (
    summary: string,
    description: string,
    body: z.ZodType,
    errors: RouteContract['errors'],
  ): RouteContract => ({
    summary,
    description,
    tags: ['Password reset'],
    body,
    response: { 200: passwordResetStatus },
    public: true,
    errors,
  });
  const requestReset = contract(
    'Request a password reset e-mail',
    'The same 200 whether or not an active user has the e-mail; 429 past the limit per client IP or per e-mail.',
    passwordResetRequest,
    [400, 429],
  );
  const confirm = contract(
    'Set a new password',
    'With the token of the e-mailed link; the token is single use and expires.',
    passwordResetConfirmRequest,
    [400],
  );
  const validate = contract(
    'Check a password reset token',
    'Whether the token of the e-mailed link can still be used.',
    passwordResetValidateRequest,
    [400, 404],
  );

  app.post('/password_reset', { config: { contract: requestReset } }, async (request): Promise<PasswordResetStatus> => {
    const { email } = parseOrThrow(passwordResetRequest, request.body);
    await limits.take(email, clientAddress(request));
    await passwordReset.request(email);
    return OK;
  });

  app.post(
    '/password_reset/confirm',
    { config: { contract: confirm } },
    async (request): Promise<PasswordResetStatus> => {
      const { token, password } = parseOrThrow(passwordResetConfirmRequest, request.body);
      await passwordReset.confirm(token, password);
      return OK;
    },
  );

  app.post(
    '/password_reset/validate_token',
    { config: { contract: validate } },
    async (request): Promise<PasswordResetStatus> => {
      const { token } = parseOrThrow(passwordResetValidateRequest, request.body);
      await passwordReset.validate(token);
      return OK;
    },
  );
};
