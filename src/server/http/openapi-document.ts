/**
 * The OpenAPI 3.1 document of the API, generated from the calls the routes declare (src/shared/contracts):
 * request bodies and query strings as the client sends them (zod input), responses as the server returns them
 * (zod output), and the DRF error shapes every route shares.
 */
import { z } from 'zod';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';
import { apiError, fieldErrorsBody } from '../../shared/auth.ts';
import { API_TAGS, type ApiTag, type Endpoint, type ErrorStatus } from '../../shared/contracts/endpoint.ts';
import type { RegisteredEndpoint } from './endpoint-route.ts';
import { BODY_LIMIT_BYTES, MAX_BODY_DEPTH } from './json-body.ts';
import { MAX_ID } from '../../shared/constants.ts';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: JsonSchema }>;
}

export type ResponseOrRef = OpenApiResponse | { $ref: string };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseOrRef>;
  security: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}

export const BEARER_SCHEME = 'bearerAuth';

/**
 * A zod schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses). Transforms, custom refinements and the
 * like have no JSON Schema form: they become `{}` (any) rather than failing the whole document.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      // `z.number().int()` says "a safe integer" with ±2^53 bounds: noise to a reader, dropped.
      override: ({ jsonSchema }) => {
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      },
    }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return { description: 'Not representable in JSON Schema.' };
  }
}

/** Fastify's `/users/:id` (with an optional `(regex)`) as OpenAPI's `/users/{id}`, and the names in order. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url.replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

/** Path ids (`id`, `accountId`) are storable positive integers (http/params.ts): anything else is a 404. */
const pathParameter = (name: string): OpenApiParameter => ({
  name,
  in: 'path',
  required: true,
  schema: /^(id|\w+Id)$/.test(name) ? { type: 'integer', minimum: 1, maximum: MAX_ID } : { type: 'string' },
});

function queryParameters(schema: z.ZodType): OpenApiParameter[] {
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const IDEMPOTENCY_KEY_PARAMETER: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description:
    "One new key per action (a UUID), the same key when the action is sent again: a repeat answers the first call's " +
    'result (Idempotent-Replayed: true) for a day; the same key with another request answers 400, a repeat while ' +
    'the first call runs 409.',
  schema: { type: 'string', minLength: 8, maxLength: 255 },
};

/** Edit versions (http/edit-versions.ts), as a client sees them. */
const ETAG_HEADER = {
  ETag: {
    description:
      "The record's version: send it back as If-Match with a change to it, or as If-None-Match to read it again.",
    schema: { type: 'string' },
  },
};

const IF_MATCH_PARAMETER: OpenApiParameter = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the record as the client last read it: the change is made only if the record is still that ' +
    'version, else 412 with the current record. `*` matches any current record; a comma-separated list matches by ' +
    'any of its tags; a weak tag (W/"…") never matches. Without it the change is not checked (the last one wins).',
  schema: { type: 'string' },
};

const IF_NONE_MATCH_PARAMETER: OpenApiParameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'ETags the client holds (or `*`): when one is the current version the answer is 304 without the record.',
  schema: { type: 'string' },
};

/** The 412 of a conditional write: the refusal, and the current record with its version to reload or overwrite. */
const editConflict = (record: JsonSchema): OpenApiResponse => ({
  description: 'The record is no longer the version If-Match named: someone saved it since (code edit_conflict).',
  headers: ETAG_HEADER,
  content: json({
    type: 'object',
    properties: {
      detail: { type: 'string', const: apiTexts.editConflict },
      code: { type: 'string', const: apiErrorCodes.editConflict },
      current: record,
    },
    required: ['detail', 'code', 'current'],
    additionalProperties: false,
  }),
});

function json(schema: JsonSchema) {
  return { 'application/json': { schema } };
}
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

const ERROR_RESPONSES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  429: 'Throttled',
  502: 'ProviderFailed',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

/** The success status of a call: 204 without a response, else 200 unless declared (201). */
export const successStatus = (endpoint: Endpoint) => (endpoint.response ? (endpoint.status ?? 200) : 204);

/** Said on every staffOnly operation, as the API answers it. */
const STAFF_ONLY_NOTE = "Staff only: a reseller's token answers 403 permission_denied.";

function responses(
  contract: Endpoint,
  hasPathIds: boolean,
  method: string,
  versioned: boolean,
): Record<string, ResponseOrRef> {
  const result: Record<string, ResponseOrRef> = {};
  const status = successStatus(contract);
  const record = contract.response ? toJsonSchema(contract.response, 'output') : null;
  result[status] = record
    ? {
        description: SUCCESS_DESCRIPTIONS[status]!,
        ...(versioned ? { headers: ETAG_HEADER } : {}),
        content: json(record),
      }
    : { description: SUCCESS_DESCRIPTIONS[status]! };
  if (versioned && method === 'GET')
    result[304] = { description: 'Not modified: If-None-Match names the current version.', headers: ETAG_HEADER };
  if (versioned && method !== 'GET' && record) result[412] = editConflict(record);
  // A repeat while the first call with its Idempotency-Key still runs.
  if (contract.idempotent) result[409] = ref('Conflict');
  // A reseller, whatever the call names.
  if (contract.staffOnly) result[403] = ref('Forbidden');
  if (contract.errors) {
    for (const status of contract.errors) result[status] = ref(ERROR_RESPONSES[status]);
    return result;
  }
  // Bodies and queries are validated; a write may also be refused by a provider (not_allowed, invalid_state).
  if (contract.body || contract.query || method !== 'GET') result[400] = ref('BadRequest');
  if (!contract.public) result[401] = ref('Unauthorized');
  const paged = contract.query && 'page' in ((toJsonSchema(contract.query, 'input').properties ?? {}) as object);
  if (hasPathIds || paged) result[404] = ref('NotFound');
  // The public routes are the ones clients can hammer without credentials: sign-in and password reset.
  if (contract.public) result[429] = ref('Throttled');
  else result[502] = ref('ProviderFailed');
  return result;
}

/** What any call can answer for how it was sent, beside what it answers for what it asks. */
function transportResponses(contract: Endpoint, method: string): Record<string, ResponseOrRef> {
  return {
    ...(contract.body ? { 413: ref('PayloadTooLarge'), 415: ref('UnsupportedMediaType') } : {}),
    // Lists and searches read under a time budget on PostgreSQL (db/client.ts).
    ...(method === 'GET' && contract.query ? { 503: ref('SearchTimedOut') } : {}),
  };
}

/** The input `{}` passes: the body may be left out (a missing body counts as `{}`). */
const bodyOptional = (schema: z.ZodType) => schema.safeParse({}).success;

function operationId(method: string, path: string, taken: Set<string>): string {
  const base = [method.toLowerCase(), ...path.split(/[^A-Za-z0-9]+/).filter(Boolean)].join('_');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

const errorSchema = () => toJsonSchema(apiError, 'output');

function sharedComponents(): OpenApiDocument['components'] {
  const error = { $ref: '#/components/schemas/Error' };
  return {
    schemas: { Error: errorSchema(), FieldErrors: toJsonSchema(fieldErrorsBody, 'output') },
    responses: {
      BadRequest: {
        description:
          "Field errors `{field: [messages]}` (a field the call does not take gets 'Unknown field.'; errors about " +
          'the whole input go under non_field_errors), or `{detail, code}` for a malformed body (parse_error), a ' +
          `body nested deeper than ${MAX_BODY_DEPTH} levels of objects and arrays (body_too_deep), or an operation an ` +
          'external service refused (code not_allowed or invalid_state).',
        content: json({ oneOf: [{ $ref: '#/components/schemas/FieldErrors' }, error] }),
      },
      Unauthorized: {
        description: 'No bearer token (not_authenticated), or an invalid or expired one (token_not_valid).',
        headers: { 'WWW-Authenticate': { schema: { type: 'string' } } },
        content: json(error),
      },
      Forbidden: {
        description: 'The signed-in user may not do this to this object (code permission_denied).',
        content: json(error),
      },
      NotFound: { description: 'No such object, or a page past the last one.', content: json(error) },
      Conflict: {
        description:
          'A conflict with the state of the record or of the action: idempotency_key_in_use (the first call with ' +
          'this Idempotency-Key still runs; Retry-After says when to ask again), idempotency_outcome_unknown (it ' +
          'stopped without an answer; the detail says where to see whether it was carried out, and the key stays ' +
          'spent), subaccount_credentials_unreadable (the stored messaging sub-account credentials were sealed ' +
          "with another ENCRYPTION_KEY), or a code the call's description names.",
        content: json(error),
      },
      Throttled: {
        description: 'Too many attempts (code throttled); Retry-After says how many seconds to wait.',
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
        content: json(error),
      },
      ProviderFailed: {
        description: 'An external service (messaging, TCR, Salesforce) failed or could not be reached.',
        content: json(error),
      },
      PayloadTooLarge: {
        description: `A body over ${BODY_LIMIT_BYTES / 1024} KB (code payload_too_large).`,
        content: json(error),
      },
      UnsupportedMediaType: {
        description: 'A body that is not application/json (code unsupported_media_type).',
        content: json(error),
      },
      SearchTimedOut: {
        description: 'The search ran past its time budget (code search_timeout): try a longer word, or fewer words.',
        content: json(error),
      },
    },
    securitySchemes: {
      [BEARER_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The access token of POST /api/admin_token or POST /api/token/refresh.',
      },
    },
  };
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
/** The methods that change a record in place, under its version (edit-versions.ts). */
const WRITE_METHODS = new Set(['PATCH', 'PUT']);

export function buildOpenApiDocument(endpoints: readonly RegisteredEndpoint[], serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<ApiTag>();
  const taken = new Set<string>();
  const sorted = [...endpoints].sort(
    (a, b) =>
      a.url.localeCompare(b.url) ||
      METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()),
  );
  // The addresses a change can be sent to: their reads and changes carry the record's version (edit-versions.ts).
  const versionedUrls = new Set(endpoints.filter(({ method }) => WRITE_METHODS.has(method)).map(({ url }) => url));
  for (const { method, url, endpoint: contract } of sorted) {
    const { path, names } = openApiPath(url);
    const versioned = versionedUrls.has(url) && (method === 'GET' || WRITE_METHODS.has(method));
    const parameters = [
      ...names.map(pathParameter),
      ...(contract.query ? queryParameters(contract.query) : []),
      ...(contract.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
      ...(versioned ? [method === 'GET' ? IF_NONE_MATCH_PARAMETER : IF_MATCH_PARAMETER] : []),
    ];
    contract.tags.forEach((tag) => tags.add(tag));
    const operation: OpenApiOperation = {
      operationId: operationId(method, path, taken),
      summary: contract.summary,
      description: contract.staffOnly ? `${contract.description} ${STAFF_ONLY_NOTE}` : contract.description,
      tags: [...contract.tags],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(contract.body
        ? {
            requestBody: {
              required: !bodyOptional(contract.body),
              content: json(toJsonSchema(contract.body, 'input')),
            },
          }
        : {}),
      responses: {
        ...responses(contract, names.length > 0, method.toUpperCase(), versioned),
        ...transportResponses(contract, method.toUpperCase()),
      },
      // A public call says so: no security at all, rather than none named.
      security: contract.public ? [] : [{ [BEARER_SCHEME]: [] }],
    };
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rescue Console API',
      version: '1.0.0',
      description:
        'The staff admin console API. Send the access token as `Authorization: Bearer <token>` on every call ' +
        'but sign-in, token refresh and password reset. Lists are DRF pages `{count, next, previous, results}`; ' +
        'errors are `{field: [messages]}` (400) or `{detail, code}`. Paths answer with and without a trailing slash.',
    },
    servers: [{ url: serverUrl, description: 'This API, at its configured public address' }],
    tags: [...tags].sort().map((name) => ({ name, description: API_TAGS[name] })),
    paths,
    components: sharedComponents(),
  };
}
