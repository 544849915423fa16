import { persistentJSON } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { AuthTokens, TokenPair } from '../shared/auth.ts';
import { SESSION_GRACE_MS, TOKEN_VALIDITY_MS } from '../shared/constants.ts';

/** The session tokens, kept in local storage (spec 3) and shared by every tab. */
export const $auth = persistentJSON<AuthTokens | null>('rescue-console.auth', null);

/**
 * The device token of each username that signed in from this browser (the API's answer to a sign-in): sent with
 * that username's next sign-ins, so others' failed attempts never lock them out here. Kept through sign-out.
 */
export const $knownDevices = persistentJSON<Record<string, string>>('rescue-console.devices', {});
/** A shared desk may see a few people sign in; older ones are dropped. */
const KNOWN_DEVICES_MAX = 10;

export function rememberDevice(username: string, device: string): void {
  const name = username.toLowerCase();
  const others = Object.entries($knownDevices.get()).filter(([known]) => known !== name);
  $knownDevices.set(Object.fromEntries([...others.slice(-(KNOWN_DEVICES_MAX - 1)), [name, device]]));
}

export type SessionStatus = 'signed-out' | 'valid' | 'expired';

/**
 * Spec 4: a session is "expired" when its recorded expiry is in the past, and then a silent refresh is tried.
 * A session whose expiry lies more than two weeks in the past cannot be refreshed any more (the refresh
 * token's lifetime) and counts as signed out.
 */
export function sessionStatus(tokens: AuthTokens | null, now = Date.now()): SessionStatus {
  if (!tokens?.access || !tokens.refresh || !Number.isFinite(tokens.expiresIn)) return 'signed-out';
  if (tokens.expiresIn >= now) return 'valid';
  return now - tokens.expiresIn <= SESSION_GRACE_MS ? 'expired' : 'signed-out';
}

export const $sessionStatus = computed($auth, (tokens) => sessionStatus(tokens));

/** Stores a fresh token pair, valid for `validityMs` from now (spec 9: 15 minutes, or 30 after a 401). */
export function storeTokens(pair: TokenPair, validityMs = TOKEN_VALIDITY_MS, now = Date.now()): void {
  $auth.set({ access: pair.access, refresh: pair.refresh, expiresIn: now + validityMs });
}

export function clearSession(): void {
  $auth.set(null);
}

/**
 * True once this page is on its way to the sign-in page with its own reason (a sign-out, an ended session): the
 * session gate, which sends a signed-out page to /login as well, then leaves the navigation to it.
 */
export const $leaving = atom(false);

/** Ends the session here and leaves for `to`, which the session gate does not overrule. */
export function leaveSignedIn(to: string, end: () => void = clearSession): void {
  $leaving.set(true);
  end();
  window.location.assign(to);
}
