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
  /** The API's own public base URL, used when there is no external host. */
  apiBaseUrl: string;
  clock?: Clock;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createAnalytics(settings: AnalyticsSettings): AnalyticsProvider {
  const key = new TextEncoder().encode(settings.secret);
  const clock = settings.clock ?? systemClock;
  const allowed = new Set(settings.dashboardIds);
  const host = trimSlash(settings.siteUrl ?? settings.apiBaseUrl);
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
