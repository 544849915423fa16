/**
 * The connected user behind each authenticated call, remembered per process so that a call costs no query for
 * it. A trigger on users (drizzle/0005) sends `users_changed` with the id on every update or delete, whoever
 * makes it: this API, another API process, a CLI or psql. The cache forgets that user when the notification
 * arrives, forgets everyone when notifications may have been missed, and answers from memory only while it is
 * listening. Changes made through this process are forgotten at once as well (forget), without waiting for
 * the notification to come back.
 */
import type { Database } from '../db/client.ts';
import { setBounded } from './bounded-map.ts';
import { findConnectedUser, type TokenUser } from './users.ts';

/** The channel the trigger of drizzle/0005 notifies. */
export const USERS_CHANGED_CHANNEL = 'users_changed';
/** Staff users remembered per process; the oldest is dropped first. */
const MAX_USERS = 5000;

export interface ConnectedUsers {
  /** The user as stored now (null when there is none). */
  get(id: number): Promise<TokenUser | null>;
  /** The user read from the database, not from memory (a token newer than the remembered user says it is stale). */
  reload(id: number): Promise<TokenUser | null>;
  /** Forget a user this process has just changed. */
  forget(id: number): void;
  close(): Promise<void>;
}

export function createConnectedUsers(database: Database): ConnectedUsers {
  const cache = new Map<number, TokenUser>();
  // Counts every change heard of, so a read that overlapped one is not kept (it may hold the old row).
  let changes = 0;
  const forget = (id: number) => {
    changes++;
    cache.delete(id);
  };
  const listener = database.listen(USERS_CHANGED_CHANNEL, {
    message: (payload) => forget(Number(payload)),
    gap: () => {
      changes++;
      cache.clear();
    },
  });

  const read = async (id: number) => {
    const changesBefore = changes;
    const user = await findConnectedUser(database.db, id);
    if (user && listener.live && changes === changesBefore) {
      setBounded(cache, id, user, MAX_USERS);
    }
    return user;
  };

  return {
    async get(id) {
      if (listener.live) {
        const known = cache.get(id);
        if (known) return known;
      }
      return read(id);
    },
    reload(id) {
      forget(id);
      return read(id);
    },
    forget,
    close: () => listener.close(),
  };
}
