/** zod validation of request bodies and query strings, reported as DRF field errors. */
import type { z } from 'zod';
import { apiErrors } from '../../shared/messages.ts';
import { fieldErrors, type FieldErrorMap } from '../errors.ts';

/**
 * Turns a ZodError into `{field: [messages]}`; issues about the whole input go under non_field_errors, and
 * each field a strict schema does not take is named with its own error.
 */
export function zodFieldErrors(error: z.ZodError): FieldErrorMap {
  const result: FieldErrorMap = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        (result[[...issue.path, key].map(String).join('.')] ??= []).push(apiErrors.unknownField);
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

/** Parses input with the schema or throws a 400 field-error response. A missing body counts as `{}`. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error));
  return parsed.data;
}
