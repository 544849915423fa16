/**
 * Two API instances on one PostgreSQL database, as two processes behind a load balancer run: each with its own
 * pools, locks in memory and caches, so only what the database shares keeps them honest with each other.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { createHarness, type Harness, TEST_CONFIG } from '../harness.ts';

export interface TwoInstances {
  /** The first instance's harness: its app, database, fixtures and sign-in. */
  h: Harness;
  /** The second instance's own connections to the same database. */
  database: Database;
  /** Sends request `i` to instance `i % 2`, so parallel requests alternate between the two. */
  inject(i: number, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TwoInstancesOptions {
  /** Told of every notification the second instance has handled (after its caches forgot what it names). */
  heard?(channel: string, payload: string): void;
}

export async function createTwoInstances(options: TwoInstancesOptions = {}): Promise<TwoInstances> {
  const h = await createHarness('postgres');
  const opened = await openDatabase({ databaseUrl: h.databaseUrl, poolSize: 4 });
  const { heard } = options;
  const database: Database = heard
    ? {
        ...opened,
        listen: (channel, handlers) =>
          opened.listen(channel, {
            ...handlers,
            message(payload) {
              handlers.message(payload);
              heard(channel, payload);
            },
          }),
      }
    : opened;
  const second = buildApp({ config: TEST_CONFIG, database, logger: false });
  const apps: [FastifyInstance, FastifyInstance] = [h.app, second];
  return {
    h,
    database,
    inject: (i, options) => apps[i % 2]!.inject(options),
    async close() {
      await second.close();
      await database.close();
      await h.close();
    },
  };
}
