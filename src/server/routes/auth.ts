/** POST /api/admin_token (sign in) and POST /api/token/refresh (rotate the refresh token). */
import type { FastifyPluginAsync } from 'fastify';
import { refreshRequest, signInRequest, type TokenPair } from '../../shared/auth.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AuthService } from '../services/auth.ts';

export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/api/admin_token', async (request): Promise<TokenPair> => {
    const { username, password } = parseOrThrow(signInRequest, request.body);
    return auth.signIn(username, password);
  });

  app.post('/api/token/refresh', async (request): Promise<TokenPair> => {
    const { refresh } = parseOrThrow(refreshRequest, request.body);
    return auth.refresh(refresh);
  });
};
