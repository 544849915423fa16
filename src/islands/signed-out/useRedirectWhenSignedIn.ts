import { useEffect } from 'react';
import { $auth, sessionStatus } from '../../stores/auth.ts';

export const SIGNED_IN_HOME = '/app/accounts';

/**
 * Spec 2: a signed-in visitor of the signed-out area goes to the accounts list. Returns true while that
 * redirect is under way, so the screen can render nothing instead of flashing its form.
 */
export function useRedirectWhenSignedIn(): boolean {
  const signedIn = sessionStatus($auth.get()) !== 'signed-out';
  useEffect(() => {
    if (signedIn) window.location.replace(SIGNED_IN_HOME);
  }, [signedIn]);
  return signedIn;
}
