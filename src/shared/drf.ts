/**
 * The API's request fields as DRF takes them, in DRF's words (drfTexts.ts): text checked with the rules the
 * console's forms share (spec 5), ids, lists of ids, booleans. Every request schema of src/shared builds on these.
 */
import { z } from 'zod';
import { MAX_ID } from './constants.ts';
import { apiTexts } from './apiTexts.ts';
import { drfTexts } from './drfTexts.ts';
import { firstError, rulesSchema, type Rule } from './validation.ts';

/** Adapts shared rules (validation.ts) into a zod refinement, so the API says what the forms say. */
export function refineWith(rules: readonly Rule[]) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = firstError(rules, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** A string, or DRF's answer to anything else. */
export const stringField = z.string({ error: drfTexts.invalidString });

/** What a text field takes, in the API document's words: what its rules can say in JSON Schema, and its length. */
const textSchema = (rules: readonly Rule[], max: number) => {
  const said = rulesSchema(rules);
  return { ...said, maxLength: Math.min(max, said.maxLength ?? max) };
};

/** A trimmed text checked with the rules, then against its maximum length. */
export const text = (rules: readonly Rule[], max: number) =>
  stringField
    .trim()
    .superRefine(refineWith(rules))
    .pipe(z.string().max(max, drfTexts.tooLong(max)))
    .meta(textSchema(rules, max));

/**
 * A string that must be sent: missing, it gets the message its rules give an empty one (their "required", as when a
 * form leaves it blank); anything else but a string is DRF's "Not a valid string." Its rules must require a value.
 */
export function requiredString(rules: readonly Rule[]) {
  const missing = firstError(rules, '');
  if (missing === undefined) throw new Error('requiredString: these rules take an empty value, so nothing requires it');
  return z.string({ error: (issue) => (issue.input === undefined ? missing : drfTexts.invalidString) });
}

/** The same, for a text field that must be sent: checked as `text`. */
export const requiredText = (rules: readonly Rule[], max: number) =>
  requiredString(rules).pipe(text(rules, max)).meta(textSchema(rules, max));

export const booleanField = z.boolean({ error: drfTexts.invalidBoolean });

/** How the document describes a read-only field a change takes back (see takingReadBack). */
export const READ_ONLY_DESCRIPTION = 'Read-only: ignored when sent back.';

/**
 * A change to a record that also takes the record back as the client read it: the writable fields, and the
 * read-only ones, ignored whatever they hold (as DRF ignores read-only fields) and dropped once read. `readOnly`
 * names them with the read's own schemas, so the document types them as the read does. So any client can send back
 * what it read, with its changes, the same way for every record.
 */
export function takingReadBack<W extends z.ZodRawShape, R extends Record<string, z.ZodType>>(writable: W, readOnly: R) {
  const ignored = Object.fromEntries(
    Object.entries(readOnly).map(([name, read]) => {
      const { $schema: _, ...json } = z.toJSONSchema(read, { io: 'output', unrepresentable: 'any' });
      return [
        name,
        z
          .unknown()
          .optional()
          .meta({ ...json, description: READ_ONLY_DESCRIPTION }),
      ];
    }),
  ) as { [N in keyof R]: z.ZodOptional<z.ZodUnknown> };
  return z.strictObject({ ...writable, ...ignored }).transform((value) => {
    const kept: Record<string, unknown> = { ...value };
    for (const name of Object.keys(readOnly)) delete kept[name];
    return kept as z.output<z.ZodObject<W, z.core.$strict>>;
  });
}

/** A row id (DRF's PrimaryKeyRelatedField): a whole number from 1 to MAX_ID. */
const id = (error: z.core.$ZodErrorMap) =>
  z.number({ error }).int(drfTexts.invalidPk).min(1, drfTexts.invalidPk).max(MAX_ID, drfTexts.invalidPk);
export const pk = id(() => drfTexts.invalidPk);
/** A row id given as a query parameter (text): read as a number, then checked as `pk`. */
export const pkParam = z.coerce.number({ error: () => drfTexts.invalidPk }).pipe(pk);
/** A row id where a missing one (or null) is reported as required, e.g. inside a list. */
export const requiredPk = id((issue) =>
  issue.input === undefined || issue.input === null ? drfTexts.required : drfTexts.invalidPk,
);

/** How the document shows a reference a write takes: an id, or the `{id, name}` a read gave for it. */
export const REFERENCE_JSON = [
  { type: 'integer', minimum: 1, maximum: MAX_ID },
  { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id'] },
];

/** A required id, taken as an id or as the `{id, name}` a read gave for it; DRF's words as requiredPk's. */
export const requiredReferencePk = z.union(
  [requiredPk, z.object({ id: requiredPk, name: z.string().optional() }).transform(({ id }) => id)],
  { error: (issue) => (issue.input === undefined || issue.input === null ? drfTexts.required : drfTexts.invalidPk) },
);

/** A list (DRF's ListField) of at most `max` items. */
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: (issue) => drfTexts.expectedList(issue.input === null ? 'null' : typeof issue.input) })
    .max(max, drfTexts.tooManyItems(max));

/** Ids, at most `max` of them. */
export const pkList = (max: number) => listOf(pk, max);

/**
 * A value that must be sent and not be null (else `message`, DRF's "required" by default, and `nullMessage` for
 * null), then `schema`.
 */
export const requiredValue = <T extends z.ZodType<unknown, NonNullable<unknown>>>(
  schema: T,
  message: string = drfTexts.required,
  nullMessage: string = message,
) =>
  // A preprocess, so the document shows `schema`'s type (a refined z.unknown() would show as any value).
  z.preprocess((value, ctx) => {
    if (value !== undefined && value !== null) return value;
    ctx.addIssue({ code: 'custom', message: value === null ? nullMessage : message });
    return z.NEVER;
  }, schema);

/**
 * Turns a ZodError into `{field: [messages]}`; issues about the whole input go under non_field_errors, and
 * each field a strict schema does not take is named with its own error.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  // No prototype: a field named `constructor` or `__proto__` must get its own entry, not Object's.
  const result: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        (result[[...issue.path, key].map(String).join('.')] ??= []).push(apiTexts.unknownField);
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}
