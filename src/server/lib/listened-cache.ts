/**
 * A per-process cache of rows that other writers may change, kept true by LISTEN (db/listen.ts): a trigger
 * notifies the channel with the changed key, whoever makes the change (this API, another API process, a CLI or
 * psql). The cache forgets that key when the notification arrives, forgets everything when notifications may
 * have been missed, and answers from memory only while it is listening. Changes made through this process are
 * forgotten at once as well (forget), without waiting for the notification to come back.
 */
import type { Database } from '../db/client.ts';
import { setBounded } from './bounded-map.ts';

export interface ListenedCache<K, V> {
  /** The value as stored now. */
  get(key: K): Promise<V>;
  /** The value read from the database, not from memory (when the caller knows the remembered one is stale). */
  reload(key: K): Promise<V>;
  /** Forget a key this process has just changed. */
  forget(key: K): void;
  /** Forget every key (this process changed some, and which is not known). */
  forgetAll(): void;
  close(): Promise<void>;
}

export interface ListenedCacheOptions<K, V> {
  channel: string;
  /** The key a notification's payload names. */
  keyOf(payload: string): K;
  read(key: K): Promise<V>;
  /** Whether a value read may be remembered (default: every value). */
  keep?(value: V): boolean;
  /** Keys remembered; the oldest is dropped first. */
  maxSize: number;
}

export function createListenedCache<K, V>(
  database: Database,
  options: ListenedCacheOptions<K, V>,
): ListenedCache<K, V> {
  const { keep = () => true } = options;
  const cache = new Map<K, V>();
  // Counts every change heard of, so a read that overlapped one is not kept (it may hold the old row).
  let changes = 0;
  const forget = (key: K) => {
    changes++;
    cache.delete(key);
  };
  const forgetAll = () => {
    changes++;
    cache.clear();
  };
  const listener = database.listen(options.channel, {
    message: (payload) => forget(options.keyOf(payload)),
    gap: forgetAll,
  });

  const read = async (key: K) => {
    const changesBefore = changes;
    const value = await options.read(key);
    if (keep(value) && listener.live && changes === changesBefore) setBounded(cache, key, value, options.maxSize);
    return value;
  };

  return {
    async get(key) {
      if (listener.live && cache.has(key)) return cache.get(key)!;
      return read(key);
    },
    reload(key) {
      forget(key);
      return read(key);
    },
    forget,
    forgetAll,
    close: () => listener.close(),
  };
}
