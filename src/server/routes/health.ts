/** GET /health: liveness for start scripts and probes; checks the database answers. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/health', async () => {
    await database.query('select 1');
    return { status: 'ok', database: database.kind };
  });
};
