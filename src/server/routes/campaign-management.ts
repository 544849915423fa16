/** (being written) */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';

export const campaignManagementRoutes: FastifyPluginAsync<RouteDeps> = async () => {};
