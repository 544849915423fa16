/** GET /auth_events: the sign-in record (services/auth-events.ts), for staff. */
import type { FastifyPluginAsync } from 'fastify';
import { authEventsContract as contract } from '../../shared/contracts/authEvents.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { pagedList } from '../http/paged-list.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const authEventsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  app.addHook('preHandler', requireStaff(services.auth));

  call(app, contract, 'GET /auth_events', async ({ request, query }) =>
    pagedList(request, query, (parsed) => services.authEvents.list(parsed, staffUser(request))),
  );
};
