import type { SignInRequest, TokenPair } from '../shared/auth.ts';
import { storeTokens } from '../stores/auth.ts';
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
