/** Where the API is when the deployment names no address (PUBLIC_API_URL): port 8000 of the console's host. */
export function apiUrlOnHost({ protocol, hostname }: { protocol: string; hostname: string }): string {
  return `${protocol}//${hostname}:8000`;
}

/**
 * Where the API lives. The console's layout publishes it in <meta name="api-base-url"> from the server's
 * environment (PUBLIC_API_URL), so one build serves any host; without it the API is port 8000 of this host.
 */
export function apiBaseUrl(): string {
  if (typeof document === 'undefined') return 'http://localhost:8000';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')?.content;
  if (meta) return meta.replace(/\/$/, '');
  return apiUrlOnHost(location);
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
