import { useEffect } from 'react';
import { sessionStatus, $auth } from '../../stores/auth.ts';

export const SIGNED_IN_HOME = '/app/accounts';

/** Spec 2: a signed-in visitor of the signed-out area goes to the accounts list. */
export function useRedirectWhenSignedIn(): void {
  useEffect(() => {
    if (sessionStatus($auth.get()) !== 'signed-out') window.location.replace(SIGNED_IN_HOME);
  }, []);
}
