/**
 * Analytics dashboards through signed embedding (Metabase's format): an HS256 JWT naming the dashboard and its
 * parameters, valid ten minutes, opened at `{host}/embed/dashboard/{token}`.
 */

export const DASHBOARD_TOKEN_TTL_SECONDS = 10 * 60;

/** What a verified token says. */
export interface DashboardClaims {
  dashboardId: number;
  params: Record<string, unknown>;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface AnalyticsProvider {
  /** 'external' when an analytics host serves the dashboards, 'embedded' when the API does. */
  readonly kind: 'embedded' | 'external';
  readonly dashboardIds: readonly number[];
  isAllowedDashboard(dashboardId: number): boolean;
  /** Signs a token; a dashboard outside the allow-list is refused with a ProviderError `not_allowed`. */
  signDashboardToken(dashboardId: number, params?: Record<string, unknown>): Promise<string>;
  /**
   * The frame address: on the external host, else on the API's configured public address, else (no PUBLIC_API_URL)
   * the path alone, for the console to put on the API address it uses.
   */
  embedUrl(token: string): string;
  /** The claims of a token signed with our secret, unexpired and for an allowed dashboard; null otherwise. */
  verifyDashboardToken(token: string): Promise<DashboardClaims | null>;
}
