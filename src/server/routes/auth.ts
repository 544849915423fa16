/**
 * POST /api/admin_token (sign in) and POST /api/token/refresh (rotate the refresh token, services/refresh-tokens.ts). Sign-in is rate
 * limited per client IP and per username (429 with Retry-After), counting every attempt: each costs a
 * memory-hard hash, and guessing is what the limit stops.
 */
import type { FastifyPluginAsync } from 'fastify';
import { refreshRequest, signInRequest, tokenPair, type TokenPair } from '../../shared/auth.ts';
import type { RouteContract } from '../http/contract.ts';
import { enforceRateLimits, type RateLimiter } from '../http/rate-limit.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AuthService } from '../services/auth.ts';
import { REUSE_GRACE_MS } from '../services/refresh-tokens.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  signInLimits: { perIp: RateLimiter; perUsername: RateLimiter };
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, signInLimits }) => {
  const signIn = {
    summary: 'Sign in',
    description:
      'Staff only. Answers 401 (no_active_account) for wrong credentials, an inactive or a non-staff user, and 429 ' +
      'when the attempts per client IP or per username pass the limit. Form posts are accepted too.',
    tags: ['Authentication'],
    body: signInRequest,
    response: { 200: tokenPair },
    public: true,
    errors: [400, 401, 429],
  } satisfies RouteContract;
  const refresh = {
    summary: 'Refresh the tokens',
    description:
      'The refresh token rotates on every use; an unknown, used or expired one answers 401 (token_not_valid), and ' +
      `a used one also ends every session that came from the same sign-in. Within ${REUSE_GRACE_MS / 1000} seconds of its rotation a ` +
      'used token answers the same pair again while that pair is unused (two tabs refreshing at once). Tokens ' +
      "issued before the user's password changed or they were deactivated are refused.",
    tags: ['Authentication'],
    body: refreshRequest,
    response: { 200: tokenPair },
    public: true,
    errors: [400, 401],
  } satisfies RouteContract;

  app.post('/api/admin_token', { config: { contract: signIn } }, async (request): Promise<TokenPair> => {
    const { username, password } = parseOrThrow(signInRequest, request.body);
    enforceRateLimits([
      [signInLimits.perIp, request.ip],
      [signInLimits.perUsername, username.toLowerCase()],
    ]);
    return auth.signIn(username, password);
  });

  app.post('/api/token/refresh', { config: { contract: refresh } }, async (request): Promise<TokenPair> => {
    const { refresh } = parseOrThrow(refreshRequest, request.body);
    return auth.refresh(refresh);
  });
};
