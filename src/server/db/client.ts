/**
 * Opens the database: embedded PGlite (default, with pg_trgm) or PostgreSQL through a pg.Pool when a
 * connection string is given. Both expose the same Drizzle API over the same schema.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ensurePrivateDir } from '../private-dir.ts';
import { PreparingClient } from './preparing-client.ts';
import { listenPostgres, type ListenHandlers, type Listener } from './listen.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Raw SQL with positional parameters, for maintenance and EXPLAIN; returns the rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** LISTEN on a channel (see listen.ts); the listener is live once the database has confirmed it. */
  listen(channel: string, handlers: ListenHandlers): Listener;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null or undefined opens PGlite. */
  databaseUrl?: string | null;
  /** PGlite keeps its files in `${dataDir}/pglite`; null or undefined keeps it in memory (tests). */
  dataDir?: string | null;
  /** Size of the PostgreSQL pool. */
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
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    listen(channel, handlers) {
      // In-process: a notification is delivered before the query that sent it resolves, and none can be lost.
      let live = false;
      const subscribed = client.listen(channel, handlers.message).then((unsubscribe) => {
        live = true;
        handlers.gap();
        return unsubscribe;
      });
      return {
        get live() {
          return live;
        },
        async close() {
          live = false;
          if (!client.closed) await (await subscribed)();
        },
      };
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // No JIT: the API's queries are short, and where a plan's cost is overestimated (a LIKE filter it thinks
  // rare) compiling it took 20 ms for a query that runs in one.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off', Client: PreparingClient });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}
