/**
 * The TCR dashboard (spec 2, 7): embedding tokens for allow-listed dashboards, signed and checked by the analytics
 * provider, and, when the API serves the dashboard itself (no external analytics host), the figures it shows.
 */
import type { DashboardToken } from '../../shared/analytics.ts';
import type { Db } from '../db/client.ts';
import {
  DASHBOARD_TOKEN_TTL_SECONDS,
  type AnalyticsProvider,
  type DashboardClaims,
} from '../providers/analytics/interface.ts';
import { loadDashboardData, type DashboardData } from './dashboard-charts.ts';

export interface DashboardService {
  /** True when the API serves the dashboard's frame itself. */
  readonly embedded: boolean;
  /** A ten-minute token for an allow-listed dashboard and the frame address that shows it. */
  token(dashboardId: number): Promise<DashboardToken>;
  /** The claims of a token this API signed, unexpired and for an allowed dashboard; null for anything else. */
  verify(token: string): Promise<DashboardClaims | null>;
  /** The figures of the embedded dashboard as of `now`. */
  data(now: number): Promise<DashboardData>;
}

export function createDashboardService(db: Db, analytics: AnalyticsProvider): DashboardService {
  return {
    embedded: analytics.kind === 'embedded',
    async token(dashboardId) {
      const token = await analytics.signDashboardToken(dashboardId);
      return { dashboard_token: token, embed_url: analytics.embedUrl(token), expires_in: DASHBOARD_TOKEN_TTL_SECONDS };
    },
    verify: (token) =>
      /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? analytics.verifyDashboardToken(token) : Promise.resolve(null),
    data: (now) => loadDashboardData(db, now),
  };
}
