/**
 * Whether a response stays inside a route's contract: a declared success status with a body its zod schema
 * parses (and no field the schema does not name), or a DRF error body; never a 5xx.
 */
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { successStatus } from '../../../src/server/http/openapi-document.ts';
import type { Endpoint } from '../../../src/shared/contracts/endpoint.ts';

const detailError = z.strictObject({ detail: z.string().min(1), code: z.string().min(1).optional() });
/** `{field: [messages]}`, checked by hand: a field may be named `__proto__`, which zod's record would lose. */
function isFieldErrorMap(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  return (
    entries.length > 0 &&
    entries.every(
      ([, messages]) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((message) => typeof message === 'string' && message !== ''),
    )
  );
}

/**
 * Fastify's own refusals of a body (too large, a content type it does not parse) may come from any route, before
 * it runs; the OpenAPI document describes what routes answer, so they are not listed per operation.
 */
const TRANSPORT_STATUSES = [413, 415];

/**
 * The problem with the response, or null when it keeps the contract. `documented` are the statuses the OpenAPI
 * document lists for the operation; an error status outside them is a violation too.
 */
export function contractViolation(
  contract: Endpoint,
  response: LightMyRequestResponse,
  { authenticated, documented }: { authenticated: boolean; documented?: readonly number[] },
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (status >= 200 && status < 300) return successViolation(contract, response);
  if (status < 400) return `unexpected status ${status}`;
  if (status === 401 && authenticated && !contract.public) return 'a signed-in staff user was refused (401)';
  if (documented && !documented.includes(status) && !TRANSPORT_STATUSES.includes(status)) {
    return `status ${status} is not in the OpenAPI document (${documented.join(', ')})`;
  }
  const body = jsonBody(response);
  if ('problem' in body) return body.problem;
  if (detailError.safeParse(body.value).success || (status === 400 && isFieldErrorMap(body.value))) return null;
  return `error body is not a DRF error: ${response.body.slice(0, 300)}`;
}

function successViolation(contract: Endpoint, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status !== successStatus(contract)) return `status ${status} is not in the contract`;
  const schema = contract.response;
  if (!schema) return response.body === '' ? null : `a ${status} without content has a body`;
  const body = jsonBody(response);
  if ('problem' in body) return body.problem;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return `body does not match the ${status} schema: ${z.prettifyError(parsed.error)}`;
  const extra = undeclaredFields(schema, body.value);
  return extra.length > 0 ? `fields outside the ${status} schema: ${extra.join(', ')}` : null;
}

/** The parsed JSON body, or why there is none. */
function jsonBody(response: LightMyRequestResponse): { value: unknown } | { problem: string } {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return { problem: `content type is "${type}", not JSON` };
  try {
    return { value: response.json() as unknown };
  } catch {
    return { problem: 'body is not valid JSON' };
  }
}

interface Def {
  type: string;
  [key: string]: unknown;
}
type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/**
 * Paths of object fields in the value that the schema does not declare. zod's plain objects strip such fields
 * when parsing, so a response leaking one (a password hash, an internal column) would otherwise pass.
 */
export function undeclaredFields(schema: Schema, value: unknown, path = '$'): string[] {
  const def = defOf(schema);
  const inner = (key: string) => undeclaredFields(def[key] as Schema, value, path);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
      const shape = def.shape as Record<string, Schema>;
      const found: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) found.push(...undeclaredFields(field, item, `${path}.${key}`));
        else if (!def.catchall) found.push(`${path}.${key}`);
      }
      return found;
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => undeclaredFields(def.element as Schema, item, `${path}[${index}]`))
        : [];
    case 'record':
      return typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, item]) =>
            undeclaredFields(def.valueType as Schema, item, `${path}.${key}`),
          )
        : [];
    case 'union': {
      // The value is fine when any option that parses it declares all its fields.
      const options = (def.options as Schema[]).filter((option) => z.safeParse(option, value).success);
      const results = options.map((option) => undeclaredFields(option, value, path));
      return results.find((result) => result.length === 0) ?? results[0] ?? [];
    }
    case 'intersection': {
      const left = undeclaredFields(def.left as Schema, value, path);
      const right = undeclaredFields(def.right as Schema, value, path);
      return left.filter((field) => right.includes(field));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return value === null || value === undefined ? [] : inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return undeclaredFields((def.getter as () => Schema)(), value, path);
    default:
      return [];
  }
}
