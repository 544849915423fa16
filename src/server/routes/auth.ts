/**
 * POST /api/admin_token (sign in) and POST /api/token/refresh (rotate the refresh token). Sign-in is rate
 * limited per client IP and per username (429 with Retry-After), counting every attempt: each costs a
 * memory-hard hash, and guessing is what the limit stops.
 */
import type { FastifyPluginAsync } from 'fastify';
import { refreshRequest, signInRequest, type TokenPair } from '../../shared/auth.ts';
import { enforceRateLimits, type RateLimiter } from '../http/rate-limit.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AuthService } from '../services/auth.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  signInLimits: { perIp: RateLimiter; perUsername: RateLimiter };
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, signInLimits }) => {
  app.post('/api/admin_token', async (request): Promise<TokenPair> => {
    const { username, password } = parseOrThrow(signInRequest, request.body);
    enforceRateLimits([
      [signInLimits.perIp, request.ip],
      [signInLimits.perUsername, username.toLowerCase()],
    ]);
    return auth.signIn(username, password);
  });

  app.post('/api/token/refresh', async (request): Promise<TokenPair> => {
    const { refresh } = parseOrThrow(refreshRequest, request.body);
    return auth.refresh(refresh);
  });
};
