/**
 * The analytics provider: signs and verifies embedding tokens with the embedding secret. Signing is local in
 * both modes; only the host that serves the embed page differs.
 */
import { SignJWT, jwtVerify } from 'jose';
import { ProviderError } from '../errors.ts';
import { systemClock, type Clock } from '../sandbox.ts';
import { DASHBOARD_TOKEN_TTL_SECONDS, type AnalyticsProvider, type DashboardClaims } from './interface.ts';

export interface AnalyticsSettings {
  /** The signed-embedding secret (Metabase's "embedding secret key" when the host is external). */
  secret: string;
  /** The external analytics host; null when the API serves the embed page itself. */
  siteUrl: string | null;
  dashboardIds: readonly number[];
  /**
   * The API's configured public address (PUBLIC_API_URL), where the frame is when there is no external host; null
   * when none is configured: the frame address is then a path (`/embed/dashboard/{token}…`) that the console puts
   * on the API address it calls (src/api/config.ts onApi), because only the browser knows how it reaches the API
   * (localhost, 127.0.0.1, another name), and the request's Host or X-Forwarded-Host are never taken for it.
   */
  apiBaseUrl: string | null;
  clock?: Clock;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createAnalytics(settings: AnalyticsSettings): AnalyticsProvider {
  const key = new TextEncoder().encode(settings.secret);
  const clock = settings.clock ?? systemClock;
  const allowed = new Set(settings.dashboardIds);
  // '' leaves the address a path on the API's own origin, as the browser reaches it.
  const host = trimSlash(settings.siteUrl ?? settings.apiBaseUrl ?? '');
  const isAllowedDashboard = (id: number) => Number.isInteger(id) && allowed.has(id);

  return {
    kind: settings.siteUrl ? 'external' : 'embedded',
    dashboardIds: [...settings.dashboardIds],
    isAllowedDashboard,

    async signDashboardToken(dashboardId: number, params: Record<string, unknown> = {}) {
      if (!isAllowedDashboard(dashboardId)) {
        throw new ProviderError({
          service: 'analytics',
          operation: 'signDashboardToken',
          code: 'not_allowed',
          detail: `dashboard ${String(dashboardId).slice(0, 20)} is not in the allow-list`,
        });
      }
      const now = Math.floor(clock() / 1000);
      return new SignJWT({ resource: { dashboard: dashboardId }, params })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(now + DASHBOARD_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    embedUrl: (token: string) => `${host}/embed/dashboard/${token}#bordered=true&titled=true`,

    async verifyDashboardToken(token: string): Promise<DashboardClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(clock()),
          requiredClaims: ['exp'],
        });
        const resource = payload.resource as { dashboard?: unknown } | undefined;
        const dashboardId = resource?.dashboard;
        if (typeof dashboardId !== 'number' || !isAllowedDashboard(dashboardId)) return null;
        const params = payload.params;
        const plain = params && typeof params === 'object' && !Array.isArray(params) ? params : {};
        return { dashboardId, params: plain as Record<string, unknown>, exp: payload.exp as number };
      } catch {
        return null;
      }
    },
  };
}
