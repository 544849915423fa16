/**
 * A password reset link checked while its page is rendered (POST /password_reset/validate_token/ from the console's
 * server): a used, expired or unknown link says so in the page itself, before its script loads (the signed-out
 * screens hydrate on intent) and before anything is typed. The API's address is the configured one (PUBLIC_API_URL,
 * else the console's own loopback at API_PORT, where the API runs beside it), never one derived from the request.
 */
import { apiUrlOnHost } from '../api/config.ts';
import { consoleApiSetting } from './apiSetting.ts';
import { apiErrorCodes, apiTexts } from '../shared/apiTexts.ts';

/** Bounds the render: past it the page shows the form, whose send says whether the link still works. */
const CHECK_TIMEOUT_MS = 3000;

/** The API's reason when it refuses the link; null when it accepts it or cannot be asked. */
export async function refusedResetLink(token: string, env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  // Never the request's host: the console's own loopback, where the API runs beside it by default.
  const setting = consoleApiSetting(env);
  const base = setting.url ?? apiUrlOnHost({ protocol: 'http:', hostname: '127.0.0.1' }, setting.port);
  try {
    const response = await fetch(`${base}/password_reset/validate_token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (response.ok) return null;
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null) return null;
    // Only the API's own refusals count (its code, or a field error on the token), not any 404 at that address.
    if ('code' in body && body.code === apiErrorCodes.invalidResetToken) {
      return 'detail' in body && typeof body.detail === 'string' ? body.detail : apiTexts.invalidResetToken;
    }
    return response.status === 400 && 'token' in body ? apiTexts.invalidResetToken : null;
  } catch {
    return null;
  }
}
