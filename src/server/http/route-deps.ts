/** What every route plugin of the API receives from buildApp. */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Providers } from '../providers/index.ts';
import type { AuthService } from '../services/auth.ts';

export interface RouteDeps {
  config: Config;
  database: Database;
  auth: AuthService;
  providers: Providers;
}
