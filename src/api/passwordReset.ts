import type { PasswordResetStatus } from '../shared/users.ts';
import { authTexts } from '../shared/authTexts.ts';
import { withToasts } from './notifier.ts';
import { api } from './session.ts';

// Plain calls rather than mutation hooks: only the signed-out screens make them, and those pages do not load
// TanStack Query (README, Bundles). Their toasts are the ones a mutation's `meta` would show.

/** POST /password_reset/: the API answers the same whether or not an active user has this email. */
export function requestPasswordReset(email: string): Promise<PasswordResetStatus> {
  return withToasts(
    { success: authTexts.passwordReset.requestSent, error: authTexts.passwordReset.requestFailed },
    () => api.call('POST /password_reset/', { body: { email }, anonymous: true }),
  );
}

/** POST /password_reset/confirm/ with the token of the emailed link; the server checks the password's strength. */
export function confirmPasswordReset(token: string, password: string): Promise<PasswordResetStatus> {
  // Success leaves for /login, which says so (SignInScreen's passwordWasReset).
  return withToasts({ error: authTexts.passwordReset.confirmFailed }, () =>
    api.call('POST /password_reset/confirm/', { body: { token, password }, anonymous: true }),
  );
}
