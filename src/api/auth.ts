import type { SignInRequest } from '../shared/auth.ts';
import { $auth, $knownDevices, clearSession, rememberDevice, storeTokens } from '../stores/auth.ts';
import { api } from './session.ts';

/**
 * POST /api/admin_token; on success the session starts (tokens stored, valid 15 minutes). The username's device
 * token from an earlier sign-in here goes along, and the new one is kept.
 */
export async function signIn({ username, password }: Pick<SignInRequest, 'username' | 'password'>): Promise<void> {
  const device = $knownDevices.get()[username.toLowerCase()];
  const { device: next, ...pair } = await api.call('POST /api/admin_token', {
    body: { username, password, ...(device ? { device } : {}) },
    anonymous: true,
  });
  storeTokens(pair);
  rememberDevice(username, next);
}

/**
 * POST /api/token/blacklist: the server ends this sign-in (its refresh token and the access tokens issued to it),
 * and the page forgets the tokens. The call outlives the page, which leaves at once; if it cannot be made, the
 * tokens are forgotten all the same.
 */
export function signOut(): void {
  const refresh = $auth.get()?.refresh;
  clearSession();
  if (!refresh) return;
  api.call('POST /api/token/blacklist', { body: { refresh }, anonymous: true, keepalive: true }).catch(() => undefined);
}
