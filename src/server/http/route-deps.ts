/** What every route plugin of the API receives from buildApp: the same for all. */
import type { Config } from '../config.ts';
import type { Services } from '../services/index.ts';
import type { RegisteredContract } from './contract.ts';

export interface RouteDeps {
  config: Config;
  services: Services;
  /** Every route's contract, filled as routes are added (the OpenAPI document reads it on first request). */
  contracts: RegisteredContract[];
}
