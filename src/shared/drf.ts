/**
 * The API's request fields as DRF takes them, in DRF's words (drfTexts.ts): text checked with the rules the
 * console's forms share (spec 5), ids, lists of ids, booleans. Every request schema of src/shared builds on these.
 */
import { z } from 'zod';
import { MAX_ID } from './constants.ts';
import { drfTexts } from './drfTexts.ts';
import { firstError, type Rule } from './validation.ts';

/** Adapts shared rules (validation.ts) into a zod refinement, so the API says what the forms say. */
export function refineWith(rules: readonly Rule[]) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = firstError(rules, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** A string, or DRF's answer to anything else. */
export const stringField = z.string({ error: drfTexts.invalidString });

/** A trimmed text checked with the rules, then against its maximum length. */
export const text = (rules: readonly Rule[], max: number) =>
  stringField
    .trim()
    .superRefine(refineWith(rules))
    .pipe(z.string().max(max, drfTexts.tooLong(max)));

/** The same, for a field that must be sent: a missing value counts as empty, so "required" reports it. */
export const requiredText = (rules: readonly Rule[], max: number) => stringField.default('').pipe(text(rules, max));

export const booleanField = z.boolean({ error: drfTexts.invalidBoolean });

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

/** A list (DRF's ListField) of at most `max` items. */
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: (issue) => drfTexts.expectedList(issue.input === null ? 'null' : typeof issue.input) })
    .max(max, drfTexts.tooManyItems(max));

/** Ids, at most `max` of them. */
export const pkList = (max: number) => listOf(pk, max);

/** A value that must be sent and not be null (else `message`, DRF's "required" by default), then `schema`. */
export const requiredValue = <T extends z.ZodType<unknown, NonNullable<unknown>>>(
  schema: T,
  message: string = drfTexts.required,
) =>
  z
    .unknown()
    .refine((value) => value !== undefined && value !== null, message)
    .pipe(schema);
