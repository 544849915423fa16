/**
 * Whether the sign-in an access token names (its `sid`, the refresh token family) goes on, remembered per process.
 * A sign-in ends when its tokens are revoked other than by rotation: sign-out, reuse of a rotated token, a new
 * password, a deactivation, a person changing their own username or email (their other sign-ins). The trigger of
 * drizzle/0009 sends `sessions_ended` with the family id, whoever revokes, so every process refuses that sign-in's
 * access tokens from its next call on rather than when they expire. An ended sign-in never goes on again, so
 * "ended" is remembered as well.
 */
import type { Database } from '../db/client.ts';
import { createListenedCache, type ListenedCache } from '../lib/listened-cache.ts';
import { familyLive } from './refresh-tokens.ts';

/** The channel the trigger of drizzle/0009 notifies. */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
/** Sign-ins remembered per process (a few per signed-in person); the oldest is dropped first. */
const MAX_SESSIONS = 20_000;

export type SignInSessions = ListenedCache<string, boolean>;

export function createSignInSessions(database: Database): SignInSessions {
  return createListenedCache(database, {
    channel: SESSIONS_ENDED_CHANNEL,
    keyOf: String,
    read: (familyId) => familyLive(database.db, familyId),
    maxSize: MAX_SESSIONS,
  });
}
