/**
 * Text fields of the API's request schemas, checked with the rules the console's forms share (spec 5), in DRF's
 * words for what the rules do not cover.
 */
import { z } from 'zod';
import { refineWith } from './auth.ts';
import type { Rule } from './validation.ts';

/** DRF's answer to a value that is not a string. */
export const STRING = { error: 'Not a valid string.' };
export const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A trimmed text checked with the rules, then against its maximum length. */
export const text = (rules: readonly Rule[], max: number) =>
  z
    .string(STRING)
    .trim()
    .superRefine(refineWith(rules))
    .pipe(z.string().max(max, tooLong(max)));

/** The same, for a field that must be sent: a missing value counts as empty, so "required" reports it. */
export const requiredText = (rules: readonly Rule[], max: number) =>
  z.string(STRING).default('').pipe(text(rules, max));
