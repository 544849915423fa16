/**
 * The TCR dashboard (spec 2, 7): a signed embedding token for an allow-listed dashboard. The path's segment is
 * ANALYTICS_SEGMENT (../dashboard.ts). The embed page the API may serve itself is no call of the API's contract.
 */
import { dashboardToken, dashboardTokenQuery } from '../analytics.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

export const analyticsContract = defineContract({
  'GET /third_party/metabase/dashboard_token': {
    summary: 'Sign a dashboard embedding token',
    description:
      'An HS256 token (signed-embedding format) for an allow-listed dashboard, valid ten minutes, and the ' +
      'frame address that shows it. A dashboard outside the allow-list is refused (400, code not_allowed).',
    tags: ['TCR'],
    staffOnly: true,
    query: dashboardTokenQuery,
    response: dashboardToken,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof analyticsContract> {}
}
