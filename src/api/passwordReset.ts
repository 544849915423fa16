import { useMutation } from '@tanstack/react-query';
import { messages } from '../shared/messages.ts';
import type { PasswordResetStatus } from '../shared/users.ts';
import { api } from './session.ts';

/** POST /password_reset/: the API answers the same whether or not an active user has this email. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.request<PasswordResetStatus>('/password_reset/', { method: 'POST', body: { email }, anonymous: true }),
    meta: { success: messages.passwordReset.requestSent, error: messages.passwordReset.requestFailed },
  });
}

/** POST /password_reset/confirm/ with the token of the emailed link; the server checks the password's strength. */
export function useConfirmPasswordReset(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.request<PasswordResetStatus>('/password_reset/confirm/', {
        method: 'POST',
        body: { token, password },
        anonymous: true,
      }),
    // Success leaves for /login, which says so (SignInScreen's passwordWasReset).
    meta: { error: messages.passwordReset.confirmFailed },
  });
}
