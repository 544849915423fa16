/**
 * The `Rule` and the checks every `<resource>Rules.ts` builds its rules with (spec 5). A rule returns the message to
 * show, or undefined when the value passes. Plain functions keep zod out of the browser bundles: the console's forms
 * use the rules as they are, and the API adapts them into its zod schemas with `refineWith` (drf.ts).
 */
import { drfTexts } from './drfTexts.ts';

export type Rule = (value: string) => string | undefined;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;

export function firstError(rules: readonly Rule[], value: string): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** Passes empty values (required() reports those) and values matching the pattern. */
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    value === '' || pattern.test(value) ? undefined : message;

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.length > max ? message : undefined;

/** Passes empty values (required() reports those); counts the trimmed value, as the API stores it trimmed. */
export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    value.trim() === '' || value.trim().length >= min ? undefined : message;

/** Passes empty values (required() reports those) and values in the list; DRF's words for the rest. */
export const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    value === '' || values.includes(value) ? undefined : drfTexts.invalidChoice(value);

/** A reference field (parent account, legal entity, account…) must hold a chosen record. */
export const referenceRequired =
  (message: string) =>
  (value: { id: number | string } | null): string | undefined =>
    value ? undefined : message;

/** An email-like value: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
