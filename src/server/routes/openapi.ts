/** (being written) */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import type { RegisteredContract } from '../http/contract.ts';

export const openapiRoutes: FastifyPluginAsync<RouteDeps & { contracts: RegisteredContract[] }> = async () => {};
