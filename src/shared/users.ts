import { z } from 'zod';
import { USERNAME_MAX, USERNAME_MIN } from './constants.ts';

/** Spec 5, user creation: the username rule and its messages. */
export const usernameMessages = {
  required: 'The username is required',
  format: 'The user should have at least 4 characters, no more than 16 and only letters, digits and @. + - _',
} as const;

export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9@.+\\-_]{${USERNAME_MIN},${USERNAME_MAX}}$`);

export const username = z
  .string({ error: usernameMessages.required })
  .min(1, usernameMessages.required)
  .regex(USERNAME_PATTERN, usernameMessages.format);

/** Spec 2 (set new password) hints, enforced by the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordMessages = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  entirelyNumeric: 'This password is entirely numeric.',
  tooSimilar: 'The password is too similar to the username.',
} as const;

/** Server-side password checks (the spec's hints); returns the messages of the failed ones. */
export function passwordProblems(password: string, forUsername?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  if (/^\d+$/.test(password)) problems.push(passwordMessages.entirelyNumeric);
  if (forUsername && forUsername.length >= 3) {
    const lower = password.toLowerCase();
    const name = forUsername.toLowerCase();
    if (lower.includes(name) || name.includes(lower)) problems.push(passwordMessages.tooSimilar);
  }
  return problems;
}
