/** GET /health: the database answers. */
import type { Database, DatabaseKind } from '../db/client.ts';

export interface HealthService {
  check(): Promise<{ status: 'ok'; database: DatabaseKind }>;
}

export function createHealthService(database: Database): HealthService {
  return {
    async check() {
      await database.query('select 1');
      return { status: 'ok', database: database.kind };
    },
  };
}
