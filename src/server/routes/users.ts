/** GET /users/current_user: the connected staff user (spec 3). */
import type { FastifyPluginAsync } from 'fastify';
import type { ConnectedUser } from '../../shared/auth.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import type { AuthService } from '../services/auth.ts';

export const userRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  app.addHook('preHandler', requireStaff(auth));

  app.get('/users/current_user', async (request): Promise<ConnectedUser> => staffUser(request));
};
