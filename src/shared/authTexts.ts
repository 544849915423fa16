/** The signed-out screens' texts (spec 5 and 8: sign in, request a password reset, set a new one). Zod-free. */
export const authTexts = {
  signIn: {
    usernameRequired: 'The username is required',
    passwordRequired: 'The password is required',
    /** Spec 8 leaves the display text open; this is ours. */
    invalidCredentials: 'The username or password is incorrect.',
    unavailable: 'The server could not be reached. Please try again.',
    /** A sign-in that reached its idle or absolute limit (issue 39); the person comes back to their page. */
    sessionEnded: 'Your session has ended. Sign in again.',
  },
  passwordReset: {
    emailRequired: 'Email is required.',
    emailFormat: 'Entered value does not match email format.',
    newPasswordRequired: 'You must enter a password',
    newPasswordMismatch: 'The passwords do not match',
    requestFailed: 'There was an error resetting your password.',
    requestSent: 'You have received an email to reset your password.',
    confirmFailed: 'There was a problem resetting your password. (Is the new password strong enough?)',
    confirmed: 'Your password has been reset successfully.',
  },
} as const;
