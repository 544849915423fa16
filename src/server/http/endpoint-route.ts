/**
 * Registers one call of a contract (src/shared/contracts): the route's method and path come from the call's key,
 * its path ids, query and body are parsed with the declared schemas before the handler runs (DRF's field errors
 * on bad input), and its answer goes out as the response schema's output, so it never says more than the contract.
 * An answer that does not match is the server's fault: a 500, logged, rather than a body the console misreads.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  splitKey,
  type Contract,
  type Endpoint,
  type EndpointKey,
  type ParsedCall,
  type PathParams,
} from '../../shared/contracts/endpoint.ts';
import type { z } from 'zod';
import { parseId } from './params.ts';
import { parseOrThrow } from './validation.ts';
import { ApiError } from '../errors.ts';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared call the route answers: the OpenAPI document and the idempotency hook read it. */
    endpoint?: Endpoint;
  }
}

/** A route with its declared call, as buildApp's onRoute hook collects them. */
export interface RegisteredEndpoint {
  method: string;
  url: string;
  endpoint: Endpoint;
}

type Answer<R> = R extends z.ZodType ? z.input<R> : null;

export interface CallHandlerArgs<K extends string, E extends Contract[EndpointKey]> extends ParsedCall<K, E> {
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointRouteOptions extends Omit<RouteShorthandOptions, 'schema'> {
  /** The error a path id that names nothing answers, when not DRF's stock 404. */
  notFound?: () => Error;
  /**
   * A check that answers before the call's input is judged, after every hook (authentication, edit versions): whom
   * the caller may change, or a missing record's 404, as DRF settles them before it validates a body.
   */
  beforeInput?: (request: FastifyRequest) => Promise<void> | void;
  /** The schema the body is parsed with for this request, when it depends on the caller (a reseller's form). */
  bodyFor?: (request: FastifyRequest) => z.ZodType | undefined;
}

/** The path ids of a request, parsed as Django's `<int:pk>` does (anything else is not found). */
export function pathIds<K extends EndpointKey>(key: K, request: FastifyRequest, notFound?: () => Error): PathParams<K> {
  const raw = request.params as Record<string, string>;
  const names = splitKey(key).path.match(/:\w+/g) ?? [];
  return Object.fromEntries(
    names.map((name) => [name.slice(1), parseId(raw[name.slice(1)] ?? '', notFound)]),
  ) as PathParams<K>;
}

/** The gate of a staffOnly call: a reseller is refused before anything of the call is looked at. */
async function refuseResellers(request: FastifyRequest): Promise<void> {
  if (request.user?.is_reseller) {
    throw new ApiError(403, { detail: apiTexts.staffOnly, code: apiErrorCodes.permissionDenied });
  }
}

/** `call(app, contract, key, handler)`: the route of one declared call. */
export function call<C extends Contract, K extends keyof C & EndpointKey>(
  app: FastifyInstance,
  contract: C,
  key: K,
  handler: (args: CallHandlerArgs<K, C[K]>) => Promise<Answer<C[K]['response']>>,
  { notFound, beforeInput, bodyFor, config, ...options }: EndpointRouteOptions = {},
): void {
  const endpoint = contract[key]!;
  const { method, path } = splitKey(key);
  // After authentication (a plugin's hook, or the route's own preHandler), before an idempotency claim.
  const gates = endpoint.staffOnly ? [refuseResellers] : [];
  app.route({
    ...options,
    preHandler: [...[options.preHandler ?? []].flat(), ...gates],
    method,
    url: path,
    config: { ...config, endpoint },
    handler: async (request, reply) => {
      await beforeInput?.(request);
      const body = bodyFor?.(request) ?? endpoint.body;
      const parsed = {
        params: pathIds(key, request, notFound),
        query: endpoint.query ? parseOrThrow(endpoint.query, request.query) : undefined,
        body: body ? parseOrThrow(body, request.body) : undefined,
      } as ParsedCall<K, C[K]>;
      const answer = await handler({ ...parsed, request, reply });
      if (!endpoint.response) return reply.code(204).send();
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        throw new Error(`The answer of ${key} does not match its contract: ${checked.error.message}`);
      }
      if (endpoint.status) reply.code(endpoint.status);
      return checked.data;
    },
  });
}
