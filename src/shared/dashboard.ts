/** The TCR dashboard (spec 2, 8): which analytics dashboard the console embeds, and its error toast. Zod-free. */

/** Spec 2: "Embeds an analytics dashboard (dashboard id 484) in a frame". */
export const TCR_DASHBOARD_ID = 484;

/** Spec 8: the toast when the dashboard token cannot be fetched. */
export const DASHBOARD_RETRIEVE_ERROR = 'Error occurred during dashboard retrieve data';

/** The analytics service segment of GET /third_party/{segment}/dashboard_token (spec 7). */
export const ANALYTICS_SEGMENT = 'metabase';
