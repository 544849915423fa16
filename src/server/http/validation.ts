/** zod validation of request bodies and query strings, reported as DRF field errors. */
import type { z } from 'zod';
import { fieldErrors, type FieldErrorMap } from '../errors.ts';
import { zodFieldErrors } from '../../shared/drf.ts';

/** DRF's text for a NUL character in a string field (its ProhibitNullCharactersValidator). */
const NULL_CHARACTERS = 'Null characters are not allowed.';
/** How deep input is cleaned: request shapes are shallow, and a deeply nested body must not cost a stack. */
const MAX_CLEAN_DEPTH = 32;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The input with lone UTF-16 surrogates (JSON's "\udc00") replaced by U+FFFD, as Node does when it encodes
 * text for PostgreSQL (PGlite's encoder fails on some), and the field errors of strings holding NUL, which
 * PostgreSQL can neither store nor compare.
 */
function cleanInput(input: unknown, path: string[] = [], nulls: FieldErrorMap = Object.create(null)) {
  let value = input;
  if (typeof input === 'string') {
    if (input.includes('\u0000')) nulls[path.length > 0 ? path.join('.') : 'non_field_errors'] = [NULL_CHARACTERS];
    value = input.replace(LONE_SURROGATE, '\ufffd');
  } else if (Array.isArray(input) && path.length < MAX_CLEAN_DEPTH) {
    value = input.map((item, index) => cleanInput(item, [...path, String(index)], nulls).value);
  } else if (typeof input === 'object' && input !== null && path.length < MAX_CLEAN_DEPTH) {
    // fromEntries keeps a `__proto__` key an own field (form bodies have them), so the schema still refuses it.
    value = Object.fromEntries(
      Object.entries(input).map(([key, item]) => [key, cleanInput(item, [...path, key], nulls).value]),
    );
  }
  return { value, nulls };
}

/** Parses input with the schema or throws a 400 field-error response. A missing body counts as `{}`. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const { value, nulls } = cleanInput(input ?? {});
  if (Object.keys(nulls).length > 0) throw fieldErrors(nulls);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error));
  return parsed.data;
}
