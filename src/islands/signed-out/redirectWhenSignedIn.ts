import { routes } from '../../shared/consoleRoutes.ts';
import { returnPath } from '../../shared/returnPath.ts';
import { $auth, sessionStatus } from '../../stores/auth.ts';

/**
 * Spec 2: a signed-in visitor of the signed-out area goes to the accounts list (or to the page a sign-in page was
 * asked to return to: signed in in another tab meanwhile). Run by the signed-out pages' own
 * script (src/layouts/SignedOut.astro) as the page loads, before the screen's island hydrates.
 */
export function redirectWhenSignedIn(): void {
  if (sessionStatus($auth.get()) === 'signed-out') return;
  const next = returnPath(new URLSearchParams(window.location.search).get('next'));
  window.location.replace(next ?? routes.accounts);
}
