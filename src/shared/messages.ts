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
  /** A refresh token that is unknown, expired, rotated already or revoked. */
  invalidRefreshToken: 'Token is invalid or expired',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  invalidPage: 'Invalid page.',
  payloadTooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Unsupported media type in request.',
  parseError: 'Malformed request body.',
  serverError: 'A server error occurred.',
  /** Field error of a missing value, as DRF words it. */
  fieldRequired: 'This field is required.',
} as const;

/** The `code` of each error body, beside its detail text. */
export const apiErrorCodes = {
  invalidCredentials: 'no_active_account',
  invalidToken: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  parseError: 'parse_error',
  serverError: 'error',
} as const;
