/**
 * Opens the database: embedded PGlite (default, with pg_trgm) or PostgreSQL when a connection string is given.
 * Both are reached the same way, a pg.Pool of PreparingClients under Drizzle's node-postgres driver: PGlite through
 * PgliteConnection, one client, since it answers one statement at a time.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ensurePrivateDir, tightenPrivateTree } from '../private-dir.ts';
import { PgliteConnection } from './pglite-connection.ts';
import { PreparingClient } from './preparing-client.ts';
import { listenPostgres, type ListenHandlers, type Listener } from './listen.ts';
import { createPostgresLocks, createProcessLocks, type Locks } from './locks.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * How long one statement of a search may run on PostgreSQL before it is canceled (the API then answers 503,
 * app.ts): a search nobody foresaw must not hold a connection, and the person, for seconds.
 */
export const SEARCH_TIME_BUDGET_MS = 1500;

export interface Database {
  db: Db;
  /**
   * Where searches and lists read: on PostgreSQL a pool of its own whose connections are read-only and cancel a
   * statement past SEARCH_TIME_BUDGET_MS. PGlite cannot interrupt a statement (it runs on the API's thread), so
   * there it is `db`, and what bounds a search is its shape (bounded terms, index-served; bench:api's worst inputs).
   */
  reads: Db;
  kind: DatabaseKind;
  /** Raw SQL with positional parameters, for maintenance and EXPLAIN; returns the rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** LISTEN on a channel (see listen.ts); the listener is live once the database has confirmed it. */
  listen(channel: string, handlers: ListenHandlers): Listener;
  /** Runs `work` alone among all work under the lock `name`, in every API process on this database (locks.ts). */
  withLock: Locks['withLock'];
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null or undefined opens PGlite. */
  databaseUrl?: string | null;
  /** PGlite keeps its files in `${dataDir}/pglite`; null or undefined keeps it in memory (tests). */
  dataDir?: string | null;
  /** Size of the PostgreSQL pool (the searches' pool is half of it). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    // Owner-only, both of them: see private-dir.ts.
    ensurePrivateDir(dataDir);
    location = path.join(dataDir, 'pglite');
    ensurePrivateDir(location);
  }
  const client = await PGlite.create({ dataDir: location, extensions: { pg_trgm } });
  if (location) tightenPrivateTree(location);
  // Kept for good (no idle timeout): the connection is the session, with its prepared statements.
  const pool = new pg.Pool({
    connection: new PgliteConnection(client),
    max: 1,
    idleTimeoutMillis: 0,
    Client: PreparingClient,
  } as pg.PoolConfig);
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const locks = createProcessLocks();
  client.onNotification((channel, payload) => listeners.get(channel)?.forEach((listener) => listener(payload)));
  return {
    db,
    reads: db,
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    listen(channel, handlers) {
      // In-process: a notification is delivered before the query that sent it resolves, and none can be lost.
      // LISTEN goes through the pool like every statement (PGlite's own listen() would run beside it).
      let live = false;
      const subscribers = listeners.get(channel) ?? new Set();
      listeners.set(channel, subscribers);
      subscribers.add(handlers.message);
      const subscribed = pool.query(`listen ${pg.escapeIdentifier(channel)}`).then(() => {
        live = true;
        handlers.gap();
      });
      return {
        get live() {
          return live;
        },
        async close() {
          live = false;
          subscribers.delete(handlers.message);
          await subscribed.catch(() => {});
          if (subscribers.size === 0 && !client.closed) await pool.query(`unlisten ${pg.escapeIdentifier(channel)}`);
        },
      };
    },
    withLock: locks.withLock,
    async close() {
      await pool.end();
      await client.close();
      if (location) tightenPrivateTree(location);
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // No JIT: the API's queries are short, and where a plan's cost is overestimated (a LIKE filter it thinks
  // rare) compiling it took 20 ms for a query that runs in one.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off', Client: PreparingClient });
  const readPool = new pg.Pool({
    connectionString,
    max: Math.max(1, Math.ceil(max / 2)),
    options: `-c jit=off -c default_transaction_read_only=on -c statement_timeout=${SEARCH_TIME_BUDGET_MS}`,
    Client: PreparingClient,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  readPool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  const locks = createPostgresLocks(connectionString);
  return {
    db,
    reads: drizzlePostgres({ client: readPool, schema }) as unknown as Db,
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    withLock: locks.withLock,
    async close() {
      await Promise.all([pool.end(), readPool.end(), locks.close()]);
    },
  };
}
