import { USERNAME_MAX, USERNAME_MIN } from './constants.ts';
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

/** Passes empty values (required() reports those) and values matching the pattern. */
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    value === '' || pattern.test(value) ? undefined : message;

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.length > max ? message : undefined;

/** A reference field (parent account, legal entity, account…) must hold a chosen record. */
export const referenceRequired =
  (message: string) =>
  (value: { id: number | string } | null): string | undefined =>
    value ? undefined : message;

export const equalTo =
  (other: () => string, message: string): Rule =>
  (value) =>
    value === other() ? undefined : message;

/** Spec 5 and 9: 4 to 16 letters, digits and @ . + - _; letters and digits of any language ('ñoño'), as Django's. */
export const USERNAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}@.+\\-_]{${USERNAME_MIN},${USERNAME_MAX}}$`, 'u');
/** An email-like value: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
/** Spec 9: the reset screens' inputs (email, new password) take at most 100 characters. */
export const RESET_INPUT_MAX_LENGTH = 100;

/** User creation and editing (spec 5). Password rules beyond "required" live in passwordRules.ts. */
export const userRules = {
  username: [required(messages.users.usernameRequired), matches(USERNAME_PATTERN, messages.users.usernameFormat)],
  first_name: [required(messages.users.firstNameRequired)],
  last_name: [required(messages.users.lastNameRequired)],
  email: [required(messages.users.emailRequired), matches(EMAIL_PATTERN, messages.users.emailFormat)],
  password: [required(messages.users.passwordRequired)],
} as const;

/** Editing a user in the account's user list (spec 5): its own wording of the email format. */
export const userListEditRules = {
  first_name: userRules.first_name,
  last_name: userRules.last_name,
  email: [required(messages.users.emailRequired), matches(EMAIL_PATTERN, messages.users.emailFormatListEditor)],
} as const;

/**
 * The password confirmation (spec 5): equal to the password; required when creating, and when editing only once a
 * password is typed.
 */
export function confirmPasswordError(confirm: string, password: string, isRequired: boolean): string | undefined {
  if (confirm === '' && (isRequired || password !== '')) return messages.users.passwordRequired;
  return confirm === password ? undefined : messages.users.passwordMismatch;
}

/**
 * A staff user changing their own password, email or username confirms it with their current password (the API
 * refuses the change without it). `saved` is the user as stored; a typed password, another email or another
 * username needs it (the console's profile form does not edit the username, so it sends none).
 */
export function needsCurrentPassword(
  change: { password: string; email: string; username?: string },
  saved: { email: string; username: string },
): boolean {
  const usernameChanged = change.username !== undefined && change.username.trim() !== saved.username;
  return change.password !== '' || change.email.trim() !== saved.email || usernameChanged;
}

/** The current password: required only while the change needs it (needsCurrentPassword). */
export function currentPasswordError(value: string, needed: boolean): string | undefined {
  return needed && value === '' ? messages.users.currentPasswordRequired : undefined;
}

/** Request password reset (spec 5). */
export const passwordResetRules = {
  email: [
    required(messages.passwordReset.emailRequired),
    matches(EMAIL_PATTERN, messages.passwordReset.emailFormat),
    maxLength(RESET_INPUT_MAX_LENGTH, messages.passwordReset.tooLong),
  ],
} as const;

/** Set new password (spec 5): the password's own strength checks are the server's (passwordRules.ts). */
export const newPasswordRules = {
  password: [
    required(messages.passwordReset.newPasswordRequired),
    maxLength(RESET_INPUT_MAX_LENGTH, messages.passwordReset.tooLong),
  ],
} as const;

/** The new password's confirmation (spec 5): required, and equal to the password. */
export function newPasswordConfirmError(confirm: string, password: string): string | undefined {
  return (
    firstError(newPasswordRules.password, confirm) ??
    (confirm === password ? undefined : messages.passwordReset.newPasswordMismatch)
  );
}
