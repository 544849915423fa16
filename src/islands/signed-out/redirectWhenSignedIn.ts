import { routes } from '../../shared/consoleRoutes.ts';
import { $auth, sessionStatus } from '../../stores/auth.ts';

/**
 * Spec 2: a signed-in visitor of the signed-out area goes to the accounts list. Run by the signed-out pages' own
 * script (src/layouts/SignedOut.astro) as the page loads, before the screen's island hydrates.
 */
export function redirectWhenSignedIn(): void {
  if (sessionStatus($auth.get()) !== 'signed-out') window.location.replace(routes.accounts);
}
