/**
 * LISTEN on a channel, for caches that must forget what other writers changed (a trigger sends the NOTIFY).
 * `live` is true only while every notification reaches `message`; while it is false (still connecting, or the
 * connection was lost) a cache must not answer from memory. `gap` runs whenever notifications may have been
 * missed (on every (re)connection and every loss), so the cache starts over.
 */
import pg from 'pg';

export interface ListenHandlers {
  message(payload: string): void;
  gap(): void;
}

export interface Listener {
  readonly live: boolean;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/** PostgreSQL: one dedicated connection, outside the pool, reconnected after a second when it drops. */
export function listenPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Listener {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    live = false;
    handlers.gap();
    lostClient.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect() {
    // Keepalive, so a connection that dies silently is noticed and the cache stops answering.
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== next || closed) return;
      live = true;
      handlers.gap();
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
