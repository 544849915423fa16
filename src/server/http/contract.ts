/**
 * The declared call each route answers (src/shared/contracts), kept in its route config by `call()`
 * (http/endpoint-route.ts) and collected as routes are added (buildApp's onRoute hook): the OpenAPI document and
 * the idempotency hook read it. Routes outside the API (health, the embed page, the docs) declare none.
 */
import type { Endpoint } from '../../shared/contracts/endpoint.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/** A route with its declared call. */
export interface RegisteredEndpoint {
  method: string;
  url: string;
  endpoint: Endpoint;
}
