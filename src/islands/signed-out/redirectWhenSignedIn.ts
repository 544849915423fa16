import { $auth, sessionStatus } from '../../stores/auth.ts';

export const SIGNED_IN_HOME = '/app/accounts';

/**
 * Spec 2: a signed-in visitor of the signed-out area goes to the accounts list. Run by the signed-out pages' own
 * script (src/layouts/SignedOut.astro) as the page loads, before the screen's island hydrates.
 */
export function redirectWhenSignedIn(): void {
  if (sessionStatus($auth.get()) !== 'signed-out') window.location.replace(SIGNED_IN_HOME);
}
