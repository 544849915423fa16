/** Every user-facing text of spec sections 5 and 8 that more than one part uses, in one place. */

export const messages = {
  signIn: {
    usernameRequired: 'The username is required',
    passwordRequired: 'The password is required',
    /** Spec 8 leaves the display text open; this is ours. */
    invalidCredentials: 'The username or password is incorrect.',
    unavailable: 'The server could not be reached. Please try again.',
  },
  accounts: {
    loadError: 'ERROR :sad:',
  },
  notFound: 'The page is not found',
} as const;

/** The API's error bodies ({detail, code}) use these texts. */
export const apiErrors = {
  invalidCredentials: 'No active account found with the given credentials',
  invalidToken: 'Given token not valid for any token type',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
} as const;
