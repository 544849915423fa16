/**
 * Where signing in may lead back to (`/login?next=…`, routes.signInReturning): a signed-in page of this console,
 * as a path, or null for anything else. Read by the sign-in page and the signed-out pages' redirect only, so the
 * signed-in screens do not ship it.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/app') || next.includes('\\')) return null;
  const base = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !(url.pathname === '/app' || url.pathname.startsWith('/app/'))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
