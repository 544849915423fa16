/**
 * Where the API is, as the browser reaches it. One setting decides it for the whole product (README,
 * Environment: PUBLIC_API_URL): the console's server publishes it in the page and writes the page's
 * Content-Security-Policy from it (src/layouts/apiSetting.ts), and the API builds the addresses it hands out from it.
 *
 * - PUBLIC_API_URL set (a proxy, another host, TLS): the page carries <meta name="api-base-url"> with it.
 * - unset: the API is on the host the console was opened at, at the API's port (API_PORT, 8000 by default), so
 *   http://localhost:4321 talks to http://localhost:8000 and http://127.0.0.1:4321 to http://127.0.0.1:8000. The
 *   page carries only <meta name="api-port">; the host is the browser's own `location`, never one the page was told,
 *   so a request with a forged Host cannot send anyone's token elsewhere.
 */

/** The API's port when the deployment names none (API_PORT). */
export const DEFAULT_API_PORT = 8000;

/** The API on the console's own host (and scheme) at `port`: what the console uses when PUBLIC_API_URL is unset. */
export function apiUrlOnHost(
  { protocol, hostname }: { protocol: string; hostname: string },
  port: number = DEFAULT_API_PORT,
): string {
  return `${protocol}//${hostname}:${port}`;
}

function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** Where the API lives, without a trailing slash (see above). */
export function apiBaseUrl(): string {
  if (typeof document === 'undefined') return apiUrlOnHost({ protocol: 'http:', hostname: 'localhost' });
  const configured = metaContent('api-base-url');
  if (configured) return configured.replace(/\/+$/, '');
  const port = Number(metaContent('api-port'));
  return apiUrlOnHost(location, Number.isInteger(port) && port > 0 ? port : DEFAULT_API_PORT);
}

/**
 * An address the API handed out, made absolute on the API address this page uses: an absolute one stays as it is
 * (the API's configured PUBLIC_API_URL, or an external host), a path (`/embed/dashboard/…`, what the API answers
 * when it was given no public address and so cannot know how browsers reach it) goes on `apiBaseUrl()`, path
 * prefix included (a proxy's `/api`).
 */
export function onApi(address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${apiBaseUrl()}${address}` : address;
}

/**
 * The backend staff site (spec 2: a parent account's admin page is linked there), from <meta name="staff-site-url">
 * (PUBLIC_STAFF_SITE_URL); null when the deployment names none, and the console then links nothing there.
 */
export function staffSiteUrl(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="staff-site-url"]')?.content;
  return meta ? meta.replace(/\/$/, '') : null;
}

/** A parent account's page on the staff site (its Django admin change page). */
export function parentAccountAdminUrl(id: number): string | undefined {
  const site = staffSiteUrl();
  return site ? `${site}/admin/accounts/parentaccount/${id}/change/` : undefined;
}
