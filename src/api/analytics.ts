import { queryOptions, useQuery } from '@tanstack/react-query';
import { onApi } from './config.ts';
import { analyticsKeys } from './queryKeys.ts';
import { api } from './session.ts';

/** A new token this long before the old one expires, so the frame never shows an expired one. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

/**
 * GET /third_party/metabase/dashboard_token (spec 7): a signed token and the frame address that shows the
 * dashboard with it, made absolute on the API address this page calls (an API with no public address configured
 * answers a path; src/api/config.ts onApi), which is the origin the page's frame-src allows. Asked again a minute
 * before the token expires (ten minutes), whether or not the window has focus, so an open dashboard keeps working.
 */
export function dashboardTokenQuery(dashboardId: number) {
  return queryOptions({
    queryKey: analyticsKeys.dashboardToken(dashboardId),
    queryFn: async ({ signal }) => {
      const answer = await api.call('GET /third_party/metabase/dashboard_token', {
        query: { ignore_account: 'true', dashboard_id: String(dashboardId) },
        signal,
      });
      return { ...answer, embed_url: onApi(answer.embed_url) };
    },
    staleTime: ({ state }) => (state.data ? Math.max(0, state.data.expires_in * 1000 - RENEW_BEFORE_EXPIRY_MS) : 0),
    refetchInterval: ({ state }) =>
      state.data ? Math.max(10_000, state.data.expires_in * 1000 - RENEW_BEFORE_EXPIRY_MS) : false,
    refetchIntervalInBackground: true,
  });
}

export const useDashboardToken = (dashboardId: number) => useQuery(dashboardTokenQuery(dashboardId));
