import { messages } from './messages.ts';

/**
 * Validation rules shared by the console's forms and the API (spec 5). A rule returns the message to show,
 * or undefined when the value passes. Plain functions keep zod out of the browser bundles; the API adapts
 * them into its zod schemas with `refineWith`.
 */
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

export const signInRules = {
  username: [required(messages.signIn.usernameRequired)],
  password: [required(messages.signIn.passwordRequired)],
} as const;
