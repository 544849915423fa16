/**
 * Every call of the API is declared once, in its resource's contract (./<resource>.ts): the key says the method and
 * the path (`'PATCH /business_phone/:id'`; path parameters are integer ids), the object its schemas and what the
 * documentation says. From that one declaration:
 * - the server registers the route and parses the call with its schemas, answers with the response schema's
 *   output and refuses an answer that does not match it (src/server/http/endpoint-route.ts);
 * - the OpenAPI document describes it (src/server/http/openapi-document.ts);
 * - the console calls it by its key, typed end to end (`api.call('PATCH /business_phone/:id', {params, body})`,
 *   src/api/client.ts). The console imports contracts as types only (`ApiCalls` below), so zod stays out of the
 *   browser;
 * - the mocked API answers it by the same key (tests/support/api-mocks/http.ts).
 *
 * This file holds no schema and imports zod's types only.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `METHOD /path`, parameters as `:name`. */
export type EndpointKey = `${Method} /${string}`;

/** The error statuses the OpenAPI document can describe (shared DRF shapes). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502;

/** The groups of the docs page (the document's tags), each with what it holds. */
export const API_TAGS = {
  Accounts:
    "Customer accounts: the list and search, an account's details and changes, its billing and business phones.",
  Authentication: 'Sign-in, token refresh and sign-out.',
  'Call rescue': 'Test calls: scheduling one for an account, and the call rescue monitor.',
  'Messaging provider':
    "An account's messaging sub-account, profiles, brand and use case at the provider, step by step.",
  'Password reset': 'Asking for a password reset link, checking it, and setting the new password.',
  Registration: "Where each account's messaging registration stands, and the board of every registration.",
  TCR: 'The Campaign Registry: legal entities and brands, campaign details, campaigns, phone numbers and scaling.',
  Users: 'Staff and account users, and the record of sign-ins and sessions.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export interface Endpoint {
  summary: string;
  /** What the call does, for whom, and what it answers: every operation of the OpenAPI document has one. */
  description: string;
  /** Groups in the docs page (API_TAGS). */
  tags: readonly ApiTag[];
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer, or null when there is none (204). */
  response: z.ZodType | null;
  /** The success status when it is not 200 (201 for a creation; a null response is 204). */
  status?: 201;
  /** Sign-in, refresh and password reset need no bearer token. */
  public?: true;
  /**
   * Refused to resellers (403 permission_denied), whatever account it names: the TCR area, the registration
   * board, billing changes and the Salesforce search are the provider's staff's alone (README: who may do what).
   */
  staffOnly?: true;
  /** It costs money or creates something at a provider: it takes an Idempotency-Key (http/idempotency.ts). */
  idempotent?: true;
  /**
   * For an idempotent call: where a person sees whether it was carried out, told when a first attempt stopped
   * without an answer (409 idempotency_outcome_unknown), e.g. "Check the account's bot numbers on its Overview tab."
   */
  outcome?: string;
  /**
   * The error statuses the call answers, when the document's guess (400 for input, 401 unless public, 404 for
   * path ids and pages, 429 for public calls, 502 for the rest) would be wrong.
   */
  errors?: readonly ErrorStatus[];
}

/** A resource's calls by key. */
export type Contract = { readonly [key: EndpointKey]: Endpoint };

/** Declares a resource's calls; the keys are checked to be `METHOD /path`. */
export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** The method and the path pattern of a key. */
export function splitKey(key: EndpointKey): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a key, by name: `'GET /users/:id'` has `{id: number}`. */
export type PathParams<K extends string> = { [Name in ParamNames<K>]: number };

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the console needs of one call: its types, and the flags it must send with it. */
export interface CallTypes<K extends string, E extends Endpoint> {
  params: PathParams<K>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  response: E['response'] extends z.ZodType ? z.output<E['response']> : null;
  public: E['public'] extends true ? true : false;
  idempotent: E['idempotent'] extends true ? true : false;
}

/** A contract's calls as the console sees them: types only. */
export type ContractTypes<C extends Contract> = { [K in keyof C & EndpointKey]: CallTypes<K, C[K]> };

/** The parsed parts of a call, as the server's handler receives them. */
export interface ParsedCall<K extends string, E extends Endpoint> {
  params: PathParams<K>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

/**
 * Every call of the API by key, as types: each contract file adds its own calls (declaration merging, like
 * fastify's FastifyContextConfig), so this file needs no list of them.
 */
export interface ApiCalls {}
