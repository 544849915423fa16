/**
 * The contract of a route, for the OpenAPI document (`/api/schema`): its zod schemas, declared in the route's
 * `config.contract` beside the handler that parses with the same schemas:
 *
 *   app.post('/business_phone', { config: { contract: { summary: 'Add a business phone', tags: ['Accounts'],
 *     body: createBusinessPhoneRequest, response: { 201: businessPhone } } } }, handler)
 *
 * Routes without a contract are left out of the document (health, the embed page).
 */
import type { z } from 'zod';

export interface RouteContract {
  summary: string;
  /** Groups in the docs page, e.g. 'Accounts', 'TCR'. */
  tags: string[];
  description?: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Success responses by status; errors follow the shared DRF shapes and are added by the generator. */
  response: Partial<Record<200 | 201 | 204, z.ZodType | null>>;
  /** Public routes (sign-in, refresh, password reset) need no bearer token. */
  public?: boolean;
  /** It costs money or creates something at a provider: it takes an Idempotency-Key (http/idempotency.ts). */
  idempotent?: boolean;
  /**
   * The error statuses the route answers, when the generator's guess (400 for input, 401 unless public, 404 for
   * path ids and pages, 429 for public routes, 502 for the rest) would be wrong.
   */
  errors?: ErrorStatus[];
}

/** The error responses the OpenAPI document describes (shared components). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502;

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** A route with its contract, as collected when routes are added (buildApp's onRoute hook). */
export interface RegisteredContract {
  method: string;
  url: string;
  contract: RouteContract;
}
