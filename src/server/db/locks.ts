/**
 * Named locks that hold across every API process on one database: work run under a name waits for the work under
 * way with that name, here or in another process, and runs alone. Within a process the waiters queue in memory;
 * on PostgreSQL the one at the front of that queue also holds a session advisory lock, on a connection of a small
 * pool of its own, so a waiting lock never holds a connection the work needs (the main pool's). A process that
 * dies holding one loses its connection, and PostgreSQL releases the lock with it.
 */
import pg from 'pg';

export interface Locks {
  /** Runs `work` while holding the lock named `name`; resolves or rejects with `work`. */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory locks' first key: a namespace, so these never meet another user of pg_advisory_lock. */
const LOCK_NAMESPACE = 0x52455343; // 'RESC'
/** Connections that hold (or wait for) a lock: one per name locked at once in this process. */
const LOCK_CONNECTIONS = 4;

/** One process's queue per name: each waiter chains on the one before it. */
function createLocalLocks() {
  const tails = new Map<string, Promise<void>>();
  return async function withLocalLock<T>(name: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(name) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    tails.set(name, tail);
    await before;
    try {
      return await work();
    } finally {
      done();
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

/** PGlite belongs to one process: the queue in memory is the whole lock. */
export function createProcessLocks(): Locks {
  const withLocalLock = createLocalLocks();
  return { withLock: withLocalLock, close: async () => {} };
}

export function createPostgresLocks(connectionString: string): Locks {
  const withLocalLock = createLocalLocks();
  const pool = new pg.Pool({ connectionString, max: LOCK_CONNECTIONS, options: '-c jit=off' });
  pool.on('error', () => {});
  return {
    withLock: (name, work) =>
      withLocalLock(name, async () => {
        const client = await pool.connect();
        const key = [LOCK_NAMESPACE, name];
        try {
          await client.query('select pg_advisory_lock($1, hashtext($2))', key);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        try {
          return await work();
        } finally {
          // A lock that could not be released must not stay held by a pooled connection: the connection goes.
          await client.query('select pg_advisory_unlock($1, hashtext($2))', key).then(
            () => client.release(),
            (error: Error) => client.release(error),
          );
        }
      }),
    close: () => pool.end(),
  };
}
