/** GET /health: liveness for start scripts and probes; checks the database answers. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';

export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.get('/health', () => services.health.check());
};
