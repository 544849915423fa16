/** The signed-out screens' rules (spec 5, 9): sign in, request a password reset, set a new password. */
import { authTexts } from './authTexts.ts';
import { drfTexts } from './drfTexts.ts';
import { EMAIL_PATTERN, firstError, matches, maxLength, required } from './validation.ts';

const t = authTexts;

export const signInRules = {
  username: [required(t.signIn.usernameRequired)],
  password: [required(t.signIn.passwordRequired)],
} as const;

/** Spec 9: the reset screens' inputs (email, new password) take at most 100 characters. */
export const RESET_INPUT_MAX_LENGTH = 100;
const resetInputMaxLength = maxLength(RESET_INPUT_MAX_LENGTH, drfTexts.tooLong(RESET_INPUT_MAX_LENGTH));

/** Request password reset (spec 5). */
export const passwordResetRules = {
  email: [
    required(t.passwordReset.emailRequired),
    matches(EMAIL_PATTERN, t.passwordReset.emailFormat),
    resetInputMaxLength,
  ],
} as const;

/** Set new password (spec 5): the password's own strength checks are the server's (passwordRules.ts). */
export const newPasswordRules = {
  password: [required(t.passwordReset.newPasswordRequired), resetInputMaxLength],
} as const;

/** The new password's confirmation (spec 5): required, and equal to the password. */
export function newPasswordConfirmError(confirm: string, password: string): string | undefined {
  return (
    firstError(newPasswordRules.password, confirm) ??
    (confirm === password ? undefined : t.passwordReset.newPasswordMismatch)
  );
}
