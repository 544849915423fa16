/**
 * The TCR dashboard (spec 2, 7): GET /third_party/metabase/dashboard_token signs a ten-minute embedding token
 * for an allow-listed dashboard (staff only). Without an external analytics host the API serves the frame itself
 * at GET /embed/dashboard/{token}: public, the signed token being the credential, framed by the console only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { analyticsContract as contract } from '../../shared/contracts/analytics.ts';
import { ANALYTICS_SEGMENT } from '../../shared/dashboard.ts';
import { requireStaff } from '../http/authenticate.ts';
import { call } from '../http/endpoint-route.ts';
import { sendHtml } from '../http/html-page.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { renderDashboardPage, renderDashboardRefusal } from '../http/dashboard-page.ts';

export const analyticsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, services }) => {
  const { dashboards } = services;

  call(
    app,
    contract,
    // The segment is ANALYTICS_SEGMENT's: the key must name the contract's call (a compile error otherwise).
    `GET /third_party/${ANALYTICS_SEGMENT}/dashboard_token` as const,
    async ({ query }) => dashboards.token(query.dashboard_id),
    { preHandler: requireStaff(services.auth) },
  );

  if (!dashboards.embedded) return;

  // A wildcard, not `:token`: a JWT is longer than the router's 100-character limit on named parameters.
  app.get<{ Params: { '*': string } }>('/embed/dashboard/*', async (request, reply) => {
    const claims = await dashboards.verify(request.params['*']);
    // The console frames this page (and its refusal), so it may be framed by the console's origins only.
    if (!claims) return sendHtml(reply, 403, renderDashboardRefusal(), config.corsOrigins);
    const now = Date.now();
    const data = await dashboards.data(now);
    return sendHtml(
      reply,
      200,
      renderDashboardPage(data, { dashboardId: claims.dashboardId, asOf: new Date(now) }),
      config.corsOrigins,
    );
  });
};
