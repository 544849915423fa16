/**
 * fast-check arbitraries derived from the routes' zod contracts: values that look valid (so handlers run past
 * validation) and mutations of them (missing fields, wrong types, nulls, huge or odd strings, extra fields,
 * non-object bodies, malformed payloads), plus path parameters and query strings.
 *
 * The schema is walked through `_zod.def` for its structure (objects, unions, pipes...), and each leaf's limits
 * (lengths, patterns, formats, bounds) are read from `z.toJSONSchema(leaf)`: the def keeps the pipe's output
 * side that JSON Schema drops (`z.unknown().pipe(accountId)`), and JSON Schema states the leaf checks plainly.
 * Fields documented with `.meta()` JSON Schema are generated from it, and refinements neither shows (shared
 * rules) are met by keeping the sampled values the schema accepts (see validish).
 */
import fc from 'fast-check';
import { z } from 'zod';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Def {
  type: string;
  [key: string]: unknown;
}
type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const child = (def: Def, key: string) => def[key] as Schema;

/** How deep recursive schemas (z.lazy) are followed before settling for null. */
const MAX_DEPTH = 4;
/** Ids the fixtures use are small; valid-looking integers land on them often. */
const SMALL_ID_MAX = 80;
const INT32_MAX = 2 ** 31 - 1;
/** Each fixture table starts with ids 1 to 4 or so. */
const FIRST_IDS = 4;

interface LeafLimits {
  type?: string;
  format?: string;
  pattern?: string;
  allOf?: Array<{ pattern?: string }>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

function limitsOf(schema: Schema): LeafLimits {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as LeafLimits;
  } catch {
    return {};
  }
}

/** A schema with its wrappers (optional, default...) taken off. */
function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) {
    return unwrap(child(def, 'innerType'));
  }
  return schema;
}

const isTransform = (schema: Schema): boolean => {
  const def = defOf(unwrap(schema));
  return def.type === 'transform' || (def.type === 'pipe' && isTransform(child(def, 'out')));
};

const smallJson = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

/** Valid-looking strings for a few field names that schemas often check with refinements JSON Schema cannot show. */
function hintedString(key: string | undefined): fc.Arbitrary<string> | null {
  if (!key) return null;
  if (/email/i.test(key)) return fc.emailAddress();
  if (/phone|number$/i.test(key))
    return fc.oneof(fc.stringMatching(/^[2-9]\d{9}$/), fc.stringMatching(/^\+1[2-9]\d{9}$/));
  if (/^username$/i.test(key)) return fc.stringMatching(/^[A-Za-z0-9@.+_-]{4,16}$/);
  if (/url$/i.test(key)) return fc.webUrl();
  if (/sid$/i.test(key)) return fc.stringMatching(/^[A-Z]{2}[0-9a-f]{32}$/);
  if (/zip/i.test(key)) return fc.stringMatching(/^\d{5}(-\d{4})?$/);
  if (/^ein$/i.test(key)) return fc.stringMatching(/^\d{9}$/);
  return null;
}

function stringArbitrary(schema: Schema, key: string | undefined): fc.Arbitrary<string> {
  const limits = limitsOf(schema);
  // Empty strings are left to the mutations; a valid-looking value has text.
  const min = Math.max(limits.minLength ?? 0, limits.maxLength === 0 ? 0 : 1);
  const max = limits.maxLength ?? Math.max(min, 40);
  const plain = fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) });
  const byFormat: Record<string, () => fc.Arbitrary<string>> = {
    email: () => fc.emailAddress(),
    uuid: () => fc.uuid(),
    uri: () => fc.webUrl(),
    'date-time': () => isoDate.map((d) => d.toISOString()),
    date: () => isoDate.map((d) => d.toISOString().slice(0, 10)),
  };
  const formatted = limits.format ? byFormat[limits.format]?.() : undefined;
  const pattern = limits.pattern ?? limits.allOf?.find((part) => part.pattern)?.pattern;
  const special = formatted ?? (pattern ? patternArbitrary(pattern) : null) ?? hintedString(key);
  return special ? fc.oneof({ arbitrary: special, weight: 4 }, { arbitrary: plain, weight: 1 }) : plain;
}

const isoDate = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });

function numberArbitrary(schema: Schema, limits: LeafLimits = limitsOf(schema)): fc.Arbitrary<number> {
  const integer = limits.type === 'integer';
  const low =
    limits.minimum ?? (limits.exclusiveMinimum !== undefined ? limits.exclusiveMinimum + (integer ? 1 : 0) : -1e9);
  const high =
    limits.maximum ?? (limits.exclusiveMaximum !== undefined ? limits.exclusiveMaximum - (integer ? 1 : 0) : 1e9);
  const lo = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(high, Number.MAX_SAFE_INTEGER);
  const choices: Array<fc.WeightedArbitrary<number>> = [
    // Plain numbers are often codes or ids (`z.number().refine(in list)`): integers first, fractions too.
    integer
      ? { arbitrary: fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }), weight: 2 }
      : { arbitrary: fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: fc.constantFrom(Math.ceil(lo), Math.floor(hi)), weight: 1 },
  ];
  const smallLo = Math.max(Math.ceil(lo), 0);
  const smallHi = Math.min(Math.floor(hi), SMALL_ID_MAX);
  if (smallLo <= smallHi) choices.push({ arbitrary: fc.integer({ min: smallLo, max: smallHi }), weight: 3 });
  // The fixtures' own ids are the first few of each table: references to them pass the existence checks.
  const firstHi = Math.min(smallHi, FIRST_IDS);
  if (smallLo <= firstHi) choices.push({ arbitrary: fc.integer({ min: smallLo, max: firstHi }), weight: 3 });
  return fc.oneof(...choices);
}

/**
 * Values the schema should accept, or nearly. Refinements the structure does not show (shared rules, choices
 * checked as text) are met by sampling: generated values the schema accepts are kept and drawn from most often.
 */
export function validish(schema: Schema, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const shaped = documentedArbitrary(schema) ?? structural(schema, key, depth);
  const accepted = fc
    .sample(shaped, { numRuns: POOL_SAMPLES, seed: POOL_SEED })
    .filter((value) => value !== undefined && accepts(schema, value));
  if (accepted.length === 0) return shaped;
  return fc.oneof({ arbitrary: fc.constantFrom(...accepted), weight: 7 }, { arbitrary: shaped, weight: 1 });
}

/** How many values are tried per schema node to find accepted ones, with a fixed seed (runs are repeatable). */
const POOL_SAMPLES = 60;
const POOL_SEED = 20_260_101;

function accepts(schema: Schema, value: unknown) {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
}

/**
 * Fields documented with `.meta({type, enum, oneOf...})` for the OpenAPI document (preprocessed or transformed
 * ones, whose zod structure shows only `unknown`) say there what they take.
 */
function documentedArbitrary(schema: Schema): fc.Arbitrary<unknown> | null {
  const meta = z.globalRegistry.get(schema) as JsonSchema | undefined;
  return meta ? fromJsonSchema(meta, 0) : null;
}

interface JsonSchema extends Omit<LeafLimits, 'type'> {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

function fromJsonSchema(json: JsonSchema, depth: number): fc.Arbitrary<unknown> | null {
  if (json.enum && json.enum.length > 0) return fc.constantFrom(...json.enum);
  if ('const' in json) return fc.constant(json.const);
  const alternatives = json.oneOf ?? json.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => fromJsonSchema(option, depth) ?? smallJson));
  const types = [json.type ?? []].flat();
  if (types.length === 0 || depth > MAX_DEPTH) return null;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'integer':
        case 'number':
          return numberArbitrary(z.number(), { ...json, type });
        case 'string':
          return (
            (json.pattern ? patternArbitrary(json.pattern) : null) ??
            fc.string({ minLength: Math.max(json.minLength ?? 0, 1), maxLength: json.maxLength ?? 40 })
          );
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(json.items ? (fromJsonSchema(json.items, depth + 1) ?? smallJson) : smallJson, {
            maxLength: 4,
          });
        case 'object': {
          const properties = Object.entries(json.properties ?? {});
          const model = Object.fromEntries(
            properties.map(([name, property]) => [name, fromJsonSchema(property, depth + 1) ?? smallJson]),
          );
          return fc.record(model, { requiredKeys: json.required?.filter((name) => name in model) ?? [] });
        }
        default:
          return smallJson;
      }
    }),
  );
}

function structural(schema: Schema, key: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (name: string) => validish(child(def, name), key, depth);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return stringArbitrary(schema, key);
    case 'number':
    case 'int':
    case 'bigint':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'date':
      return isoDate.map((d) => d.toISOString());
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object':
      return objectArbitrary(def, depth);
    case 'array': {
      const limits = limitsOf(schema);
      const minLength = limits.minItems ?? 0;
      return fc.array(validish(child(def, 'element'), key, depth + 1), {
        minLength,
        maxLength: Math.min(limits.maxItems ?? 4, Math.max(minLength, 4)),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => validish(item, key, depth + 1)));
    case 'record':
      return fc.dictionary(
        validish(child(def, 'keyType'), undefined, depth + 1).map(String),
        validish(child(def, 'valueType'), undefined, depth + 1),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => validish(option, key, depth)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) => (isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : left));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner('innerType');
    case 'nullable':
      return fc.oneof({ arbitrary: inner('innerType'), weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
    case 'lazy':
      return validish((def.getter as () => Schema)(), key, depth + 1);
    case 'pipe': {
      const input = child(def, 'in');
      const output = child(def, 'out');
      // A transform's output says nothing of its input; a bare transform first (z.preprocess) or an unknown
      // input says nothing at all, so the output describes what is taken.
      if (isTransform(output)) return inner('in');
      if (['transform', 'unknown', 'any'].includes(defOf(unwrap(input)).type)) return inner('out');
      if (isTransform(input)) return inner('in');
      return fc.oneof(inner('in'), inner('out'));
    }
    default:
      // unknown, any, transform, custom...: anything JSON can carry.
      return smallJson;
  }
}

/** Marks an optional field left out of a generated object. */
const ABSENT = Symbol('absent');

function objectArbitrary(def: Def, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, Schema>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of Object.entries(shape)) {
    const value = validish(field, name, depth + 1);
    // Fields that may be left out are, two times in three: each present one may fail a refinement. A field
    // with a default the rules refuse (`z.string().default('')` then "required") counts as required.
    model[name] = accepts(field, undefined)
      ? fc.oneof({ arbitrary: fc.constant(ABSENT), weight: 2 }, { arbitrary: value, weight: 1 })
      : value;
  }
  return fc.record(model).map((fields) => {
    const present = Object.entries(fields).filter(([, value]) => value !== ABSENT);
    const object = Object.fromEntries(present);
    // A `confirm_x` field repeats `x` (password confirmations); the mutations break that.
    for (const [name] of present) {
      const confirmed = name.startsWith('confirm_') ? name.slice('confirm_'.length) : null;
      if (confirmed && confirmed in object) object[name] = object[confirmed];
    }
    return object;
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strings that break naive handling: control characters, NUL, odd unicode, markup, SQL, numbers as text. */
const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    '😀👩🏽‍💻',
    'e\u0301',
    '\u202egnp.exe',
    '\u200b',
    '\r\n',
    '\t',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; drop table users; --',
    '%',
    '\\',
    '../../etc/passwd',
    '${jndi:ldap://x}',
    '{{7*7}}',
    'null',
    'true',
    '0',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    '0x1F',
    '2024-02-30',
    '9999-12-31T23:59:59Z',
    '__proto__',
    'constructor',
    'ÁÉÍÓÚ ñ ü',
    '日本語テキスト',
    'مرحبا',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', minLength: 200, maxLength: 3000 }),
);

/** A string past the 100 KB body limit, or just under it. */
const hugeString = fc.constantFrom(40_000, 99_000, 150_000).map((length) => 'x'.repeat(length));

const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1.5,
    INT32_MAX,
    INT32_MAX + 1,
    -INT32_MAX - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
  ),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 1e-7, 1e20),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested: fc.Arbitrary<Json> = fc.oneof<fc.Arbitrary<Json>[]>(
  fc.constant([]),
  fc.constant({}),
  fc.constant([[[[[[]]]]]]),
  fc.constant({ a: { b: { c: { d: null } } } }),
  fc.array(fc.integer({ min: 1, max: SMALL_ID_MAX }), { maxLength: 5 }),
);

/** Any value of the wrong kind (or a strange one of the right kind) for a field. */
export const badValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.boolean(), weight: 2 },
  { arbitrary: oddNumber, weight: 3 },
  { arbitrary: oddString, weight: 4 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: nested, weight: 2 },
  { arbitrary: smallJson, weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: SMALL_ID_MAX }), weight: 2 },
);

/** Keys no contract takes, some of them sensitive or special to JavaScript. */
const unknownKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'password_hash', 'is_staff', 'is_superuser', 'id', ''),
  fc.string({ minLength: 1, maxLength: 20 }),
);

type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'taint'; at: number; text: string; offset: number }
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'extra'; at: number; key: string; value: Json };

/** Characters that break storage or comparison when slipped into an otherwise valid text. */
const taint = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udc00',
  '\u202e',
  '\ufeff',
  '\u0007',
  '\r\n',
  '%',
  '_',
  '\\',
  "'",
  '😀',
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('taint' as const), at: fc.nat(), text: taint, offset: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: badValue }),
  fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), key: unknownKey, value: badValue }),
);

type Container = Record<string, unknown> | unknown[];
interface Slot {
  parent: Container;
  key: string | number;
}

/** Every (container, key) pair inside a value, so a mutation can pick one by index. */
function slotsOf(value: unknown, out: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push({ parent: value, key: index });
      slotsOf(item, out);
    });
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      out.push({ parent: value, key });
      slotsOf(item, out);
    }
  }
  return out;
}

function containersOf(value: unknown, out: Container[] = []): Container[] {
  if (Array.isArray(value) || isPlainObject(value)) out.push(value);
  for (const slot of slotsOf(value)) {
    const item = (slot.parent as Record<string | number, unknown>)[slot.key];
    if (Array.isArray(item) || isPlainObject(item)) out.push(item);
  }
  return out;
}

/** Applies the mutations to a deep copy of the value (deterministic, so fast-check can shrink). */
export function applyMutations(value: unknown, mutations: Mutation[]): unknown {
  let result = value === undefined ? {} : structuredClone(value);
  for (const change of mutations) {
    const slots = slotsOf(result);
    // fast-check shares constant values between runs: insert copies, never the values themselves.
    const inserted = 'value' in change ? structuredClone(change.value) : null;
    if (change.kind === 'extra') {
      const containers = containersOf(result);
      const target = containers[change.at % Math.max(containers.length, 1)];
      if (Array.isArray(target)) target.push(inserted);
      else if (target)
        Object.defineProperty(target, change.key, {
          value: inserted,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      continue;
    }
    if (change.kind === 'taint') {
      // Into one of the strings (a valid one, most often), so the rest of the value still passes validation.
      const texts = slots.filter(
        ({ parent, key }) => typeof (parent as Record<string | number, unknown>)[key] === 'string',
      );
      const target = texts[change.at % Math.max(texts.length, 1)];
      if (target) {
        const holder = target.parent as Record<string | number, string>;
        const text = holder[target.key]!;
        const offset = change.offset % (text.length + 1);
        holder[target.key] = text.slice(0, offset) + change.text + text.slice(offset);
      } else if (typeof result === 'string') {
        result += change.text;
      }
      continue;
    }
    if (slots.length === 0) {
      if (change.kind === 'replace') result = inserted;
      continue;
    }
    const { parent, key } = slots[change.at % slots.length]!;
    if (change.kind === 'replace') (parent as Record<string | number, unknown>)[key] = inserted;
    else if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  }
  return result;
}

/** Values the schema should refuse (mostly): a valid-looking value with one to three things broken. */
export function mutated(schema: Schema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validish(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => applyMutations(value, mutations));
}

/** A request body: a JSON value, or a raw payload with its content type (malformed, unsupported, empty...). */
export type BodyCase =
  | { kind: 'json'; value: unknown }
  | { kind: 'none' }
  | { kind: 'raw'; payload: string; contentType: string | undefined };

const rawBody: fc.Arbitrary<BodyCase> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      'nul',
      '[1,]',
      "{'a': 1}",
      '{"a": 1}}',
      '{"__proto__": {"is_staff": true}}',
      '{"constructor": {"prototype": {"is_staff": true}}}',
      '\ufeff{}',
      '{"a": "\\ud800"}',
      '{"a": 1, "a": 2}',
      '[]',
      '"text"',
      '123',
      'null',
    )
    .map((payload): BodyCase => ({ kind: 'raw', payload, contentType: 'application/json' })),
  fc.constantFrom(1_000, 30_000).map((depth): BodyCase => ({
    kind: 'raw',
    payload: '['.repeat(depth) + ']'.repeat(depth),
    contentType: 'application/json',
  })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/json; charset=latin1',
        undefined,
      ),
      fc.string(),
    )
    .map(([contentType, payload]): BodyCase => ({ kind: 'raw', payload, contentType })),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }).map((form): BodyCase => ({
    kind: 'raw',
    payload: new URLSearchParams(form).toString(),
    contentType: 'application/x-www-form-urlencoded',
  })),
);

/** Bodies for a route: valid-looking, mutated, of the wrong JSON type, absent, or not JSON at all. */
export function bodyCase(schema: Schema | undefined): fc.Arbitrary<BodyCase> {
  const shape = schema ?? z.object({});
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value): BodyCase => ({ kind: 'json', value }));
  return fc.oneof(
    { arbitrary: json(validish(shape)), weight: 7 },
    { arbitrary: json(mutated(shape)), weight: 8 },
    { arbitrary: json(fc.array(validish(shape), { maxLength: 2 })), weight: 1 },
    { arbitrary: json(badValue), weight: 1 },
    { arbitrary: fc.constant<BodyCase>({ kind: 'none' }), weight: 1 },
    { arbitrary: rawBody, weight: 2 },
  );
}

/** A query string value as Fastify hands it over: strings, or arrays of them for repeated keys. */
type QueryValue = string | string[];

function toQueryValue(value: unknown): QueryValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => String(toQueryValue(item) ?? ''));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toQuery(value: unknown): Record<string, QueryValue> {
  if (!isPlainObject(value)) return {};
  const query: Record<string, QueryValue> = {};
  for (const [key, item] of Object.entries(value)) {
    const text = toQueryValue(item);
    if (text !== undefined) query[key] = text;
  }
  return query;
}

/** A raw query string piece that is not valid percent-encoding or not UTF-8. */
const rawQueryJunk = fc.constantFrom(
  '%',
  '%ZZ',
  '%FF',
  '%00',
  '%C0%AF',
  '&&',
  '=',
  '==',
  'a[b]=1',
  'a[]=1&a[]=2',
  '%E2%82',
);

/** The query part of a URL (with its '?', or empty): from the schema when the route has one, mutated or not. */
export function queryString(schema: Schema | undefined): fc.Arbitrary<string> {
  const shape = schema ?? z.object({});
  const queries = fc.oneof(
    { arbitrary: validish(shape).map(toQuery), weight: 5 },
    { arbitrary: mutated(shape).map(toQuery), weight: 5 },
  );
  return fc.tuple(queries, fc.option(rawQueryJunk, { freq: 8 })).map(([query, junk]) => {
    const parts = Object.entries(query).flatMap(([key, value]) =>
      [value].flat().map((item) => `${encodeText(key)}=${encodeText(item)}`),
    );
    if (junk) parts.push(junk);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

/** encodeURIComponent, with lone surrogates (which it refuses) replaced as a browser would. */
export function encodeText(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

const invalidIds = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '+1',
  '%201',
  '0x1A',
  '9'.repeat(30),
  '2147483648',
  '4294967297',
  'NaN',
  'null',
  'undefined',
  '%E2%98%83',
  '%00',
  '%2F',
  '%25',
  '1%00',
);

/** A path segment that still names the same route: not empty, and not a dot segment the URL would resolve. */
const sameRoute = (segment: string) => segment !== '' && !/^(\.|%2e){1,2}$/i.test(segment);

/**
 * A path id: an existing row (from the fixtures), a missing one, or not an id at all. Destructive routes get
 * mostly invalid ones so they do not empty the fixtures before the other cases run.
 */
export function pathId(existing: readonly number[], { destructive = false } = {}): fc.Arbitrary<string> {
  const real = existing.length > 0 ? fc.constantFrom(...existing) : fc.integer({ min: 1, max: SMALL_ID_MAX });
  return fc
    .oneof(
      { arbitrary: real.map(String), weight: destructive ? 1 : 5 },
      { arbitrary: fc.integer({ min: 1, max: SMALL_ID_MAX }).map(String), weight: destructive ? 1 : 2 },
      { arbitrary: fc.constantFrom('999999', String(INT32_MAX), '01').map(String), weight: 1 },
      { arbitrary: invalidIds, weight: destructive ? 6 : 2 },
      { arbitrary: fc.string({ maxLength: 12 }).map(encodeText), weight: 1 },
    )
    .filter(sameRoute);
}

/** A path parameter that is not an id (a phone number, a SID...): a known value, a random or an odd string. */
export function pathText(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      ...(known.length > 0 ? [{ arbitrary: fc.constantFrom(...known), weight: 4 }] : []),
      { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
      { arbitrary: oddString.filter((text) => text.length < 200), weight: 2 },
    )
    .map(encodeText)
    .filter(sameRoute);
}
