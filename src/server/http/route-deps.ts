/** What every route plugin of the API receives from buildApp: the same for all. */
import type { Config } from '../config.ts';
import type { Services } from '../services/index.ts';
import type { RegisteredEndpoint } from './endpoint-route.ts';

export interface RouteDeps {
  config: Config;
  services: Services;
  /** Every route's declared call, filled as routes are added (the OpenAPI document reads them on first request). */
  endpoints: RegisteredEndpoint[];
}
