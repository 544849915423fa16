/**
 * Password reset (spec 7), public: POST /password_reset/ (always the same 200), POST
 * /password_reset/confirm/ and POST /password_reset/validate_token/. Requests are rate limited per client
 * IP and per e-mail; a limited request gets 429 whether or not the e-mail exists.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  passwordResetConfirmRequest,
  passwordResetRequest,
  passwordResetValidateRequest,
  type PasswordResetStatus,
} from '../../shared/users.ts';
import { enforceRateLimits, type RateLimiter } from '../http/rate-limit.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { PasswordResetService } from '../services/password-reset.ts';

interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
  perIp: RateLimiter;
  perEmail: RateLimiter;
}

const OK: PasswordResetStatus = { status: 'OK' };

export const passwordResetRoutes: FastifyPluginAsync<PasswordResetRoutesOptions> = async (
  app,
  { passwordReset, perIp, perEmail },
) => {
  app.post('/password_reset', async (request): Promise<PasswordResetStatus> => {
    const { email } = parseOrThrow(passwordResetRequest, request.body);
    enforceRateLimits([
      [perIp, request.ip],
      [perEmail, email.toLowerCase()],
    ]);
    await passwordReset.request(email);
    return OK;
  });

  app.post('/password_reset/confirm', async (request): Promise<PasswordResetStatus> => {
    const { token, password } = parseOrThrow(passwordResetConfirmRequest, request.body);
    await passwordReset.confirm(token, password);
    return OK;
  });

  app.post('/password_reset/validate_token', async (request): Promise<PasswordResetStatus> => {
    const { token } = parseOrThrow(passwordResetValidateRequest, request.body);
    await passwordReset.validate(token);
    return OK;
  });
};
