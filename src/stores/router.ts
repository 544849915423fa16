import type { Router } from '@nanostores/router';

/**
 * Follows a link from inside an island that routes itself: a path the island's router knows opens without a page
 * load (the query cache stays), any other path loads its page. Routers here are created with `links: false`, so
 * only links that go through this (RAC's RouterProvider `navigate`) are taken over.
 */
export function navigateWithin(router: Pick<Router, 'routes' | 'open'>, href: string): void {
  const url = new URL(href, location.href);
  const path = url.pathname.replace(/\/$/, '') || '/';
  const known = url.origin === location.origin && router.routes.some(([, pattern]) => pattern.test(path));
  if (known) router.open(url.pathname + url.search + url.hash);
  else location.assign(url.href);
}
