/**
 * Where the API lives. The console's layout publishes it in <meta name="api-base-url"> from the server's
 * environment (PUBLIC_API_URL), so one build serves any host; without it the API is port 8000 of this host.
 */
export function apiBaseUrl(): string {
  if (typeof document === 'undefined') return 'http://localhost:8000';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')?.content;
  if (meta) return meta.replace(/\/$/, '');
  return `${location.protocol}//${location.hostname}:8000`;
}
