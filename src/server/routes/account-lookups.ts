/** (being written) */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';

export const accountLookupsRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
