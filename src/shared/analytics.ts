/** GET /third_party/metabase/dashboard_token (spec 7): a signed token for an embedded analytics dashboard. */
import { z } from 'zod';
import { apiTexts } from './apiTexts.ts';
import { drfTexts } from './drfTexts.ts';

export const dashboardTokenQuery = z.object({
  dashboard_id: z
    .string({ error: (issue) => (issue.input === undefined ? drfTexts.required : drfTexts.invalidInteger) })
    .regex(/^\d{1,9}$/, drfTexts.invalidInteger)
    .transform(Number)
    .describe('The dashboard to embed; it must be in the allow-list (ANALYTICS_DASHBOARD_IDS, 484 by default).'),
  ignore_account: z
    .enum(['true', 'false'], { error: apiTexts.trueOrFalse })
    .optional()
    .describe('The console sends true; staff dashboards always cover every account.'),
});
export type DashboardTokenQuery = z.infer<typeof dashboardTokenQuery>;

export const dashboardToken = z.object({
  dashboard_token: z.string().describe('HS256 JWT naming the dashboard, valid ten minutes.'),
  embed_url: z
    .string()
    .describe(
      'The frame address: {analytics host, or this API}/embed/dashboard/{token}#bordered=true&titled=true. When this ' +
        'API serves the page and has no public address configured (PUBLIC_API_URL), it is the path alone, to be ' +
        'put on the address the client calls this API at.',
    ),
  expires_in: z.number().int().describe('Seconds the token stays valid.'),
});
export type DashboardToken = z.infer<typeof dashboardToken>;
