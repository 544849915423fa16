import type { SignInRequest, TokenPair } from '../shared/auth.ts';
import { $auth, clearSession, storeTokens } from '../stores/auth.ts';
import { api } from './session.ts';

/** POST /api/admin_token; on success the session starts (tokens stored, valid 15 minutes). */
export async function signIn(credentials: SignInRequest): Promise<void> {
  const pair = await api.request<TokenPair>('/api/admin_token', {
    method: 'POST',
    body: credentials,
    anonymous: true,
  });
  storeTokens(pair);
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
  api
    .request('/api/token/blacklist', { method: 'POST', body: { refresh }, anonymous: true, keepalive: true })
    .catch(() => undefined);
}
