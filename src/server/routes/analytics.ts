/**
 * The TCR dashboard (spec 2, 7): GET /third_party/metabase/dashboard_token signs a ten-minute embedding token
 * for an allow-listed dashboard (staff only). Without an external analytics host the API serves the frame itself
 * at GET /embed/dashboard/{token}: public, the signed token being the credential, framed by the console only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardToken, dashboardTokenQuery, type DashboardToken } from '../../shared/analytics.ts';
import { ANALYTICS_SEGMENT } from '../../shared/dashboard.ts';
import { requireStaff } from '../http/authenticate.ts';
import { sendHtml } from '../http/html-page.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';
import { renderDashboardPage, renderDashboardRefusal } from '../http/dashboard-page.ts';

export const analyticsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, services }) => {
  const { dashboards } = services;

  app.get(
    `/third_party/${ANALYTICS_SEGMENT}/dashboard_token`,
    {
      preHandler: requireStaff(services.auth),
      config: {
        contract: {
          summary: 'Sign a dashboard embedding token',
          description:
            'An HS256 token (signed-embedding format) for an allow-listed dashboard, valid ten minutes, and the ' +
            'frame address that shows it. A dashboard outside the allow-list is refused (400, code not_allowed).',
          tags: ['TCR'],
          querystring: dashboardTokenQuery,
          response: { 200: dashboardToken },
        },
      },
    },
    async (request): Promise<DashboardToken> => {
      const { dashboard_id } = parseOrThrow(dashboardTokenQuery, request.query);
      return dashboards.token(dashboard_id);
    },
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
