/**
 * The `Rule` and the checks every `<resource>Rules.ts` builds its rules with (spec 5). A rule returns the message to
 * show, or undefined when the value passes. Plain functions keep zod out of the browser bundles: the console's forms
 * use the rules as they are, and the API adapts them into its zod schemas with `refineWith` (drf.ts).
 */
import { drfTexts } from './drfTexts.ts';

export type Rule = (value: string) => string | undefined;

/**
 * What a check takes, in JSON Schema's words, for the API's document: the checks below that JSON Schema can say
 * carry it (`says`); a rule without one checks what JSON Schema cannot (a date, a phone number's digits).
 */
export interface RuleSchema {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly string[];
}

/** A rule with what it checks said in JSON Schema; `requires` when it refuses an empty value. */
interface SayingRule extends Rule {
  says?: RuleSchema;
  requires?: true;
}

const saying = (rule: Rule, says: RuleSchema, requires?: true): Rule => Object.assign(rule, { says, requires });

/**
 * What a field's rules say in JSON Schema, together: the lengths, the patterns and the choices (a field whose rules
 * take an empty value takes it beside them). A pattern with flags JSON Schema has no words for is left out.
 */
export function rulesSchema(rules: readonly Rule[]): RuleSchema {
  const described = rules as readonly SayingRule[];
  const requires = described.some((rule) => rule.requires);
  const result: RuleSchema = {};
  const patterns: string[] = [];
  for (const { says } of described) {
    if (!says) continue;
    // A field that takes an empty value takes it however short its other values must be.
    if (says.minLength !== undefined && requires) result.minLength = Math.max(result.minLength ?? 0, says.minLength);
    if (says.maxLength !== undefined) result.maxLength = Math.min(result.maxLength ?? Infinity, says.maxLength);
    if (says.pattern !== undefined) patterns.push(says.pattern);
    if (says.enum !== undefined) result.enum = requires ? says.enum : [...says.enum, ''];
  }
  // JSON Schema has one pattern per schema: several are asked together with lookaheads.
  const all = patterns.length === 1 ? patterns[0] : patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join('');
  if (all !== undefined && all !== '') result.pattern = requires ? all : `^$|${all}`;
  return result;
}

export const required = (message: string): Rule =>
  saying((value) => (value.trim() === '' ? message : undefined), { minLength: 1 }, true);

export function firstError(rules: readonly Rule[], value: string): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** Passes empty values (required() reports those) and values matching the pattern. */
export const matches = (pattern: RegExp, message: string): Rule =>
  saying(
    (value) => (value === '' || pattern.test(value) ? undefined : message),
    // JSON Schema patterns are ECMA-262 without flags: one that needs a flag is not said.
    pattern.flags.replace('u', '') === '' ? { pattern: pattern.source } : {},
  );

export const maxLength = (max: number, message: string): Rule =>
  saying((value) => (value.length > max ? message : undefined), { maxLength: max });

/** Passes empty values (required() reports those); counts the trimmed value, as the API stores it trimmed. */
export const minLength = (min: number, message: string): Rule =>
  saying((value) => (value.trim() === '' || value.trim().length >= min ? undefined : message), { minLength: min });

/** Passes empty values (required() reports those) and values in the list; DRF's words for the rest. */
export const oneOf = (values: readonly string[]): Rule =>
  saying((value) => (value === '' || values.includes(value) ? undefined : drfTexts.invalidChoice(value)), {
    enum: values,
  });

/** A reference field (parent account, legal entity, account…) must hold a chosen record. */
export const referenceRequired =
  (message: string) =>
  (value: { id: number | string } | null): string | undefined =>
    value ? undefined : message;

/** An email-like value: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
