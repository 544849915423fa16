/**
 * The connected user behind each authenticated call, remembered per process so that a call costs no query for
 * it. A trigger on users (drizzle/0005) sends `users_changed` with the id on every update or delete, whoever
 * makes it, and the cache forgets that user (listened-cache.ts).
 */
import type { Database } from '../db/client.ts';
import { createListenedCache, type ListenedCache } from '../lib/listened-cache.ts';
import { findConnectedUser, type TokenUser } from './users.ts';

/** The channel the trigger of drizzle/0005 notifies. */
export const USERS_CHANGED_CHANNEL = 'users_changed';
/** Staff users remembered per process; the oldest is dropped first. */
const MAX_USERS = 5000;

export type ConnectedUsers = ListenedCache<number, TokenUser | null>;

export function createConnectedUsers(database: Database): ConnectedUsers {
  return createListenedCache(database, {
    channel: USERS_CHANGED_CHANNEL,
    keyOf: Number,
    read: (id) => findConnectedUser(database.db, id),
    keep: (user) => user !== null,
    maxSize: MAX_USERS,
  });
}
