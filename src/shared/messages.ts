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
  /**
   * Spec 2: shown over a list while a search or filter is active; '…' until the count is known, '10,000+' when the
   * API stopped counting at its cap (count_capped).
   */
  filterResults: (count: number | undefined, capped = false) =>
    `Filter Results (${count === undefined ? '…' : `${count.toLocaleString('en-US')}${capped ? '+' : ''}`})`,
  notFound: 'The page is not found',
  /** A 429 (sign-in, password reset) in plain words: the wait in whole minutes, rounded up (ours; spec 8 has none). */
  throttled: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
  users: {
    usernameRequired: 'The username is required',
    usernameFormat: 'The user should have at least 4 characters, no more than 16 and only letters, digits and @. + - _',
    firstNameRequired: 'The first name is required',
    lastNameRequired: 'The last name is required',
    emailRequired: 'The email is required',
    emailFormat: 'Please enter a valid email',
    /** The account user list editor words the format rule differently (spec 5). */
    emailFormatListEditor: 'Entered value does not match email format',
    passwordRequired: 'The password is required',
    passwordMismatch: 'Password does not match',
    /** A staff user changing their own password or email confirms it is them (ours; the spec's form has no such field). */
    currentPasswordRequired: 'The current password is required',
    currentPasswordWrong: 'Your current password was entered incorrectly. Please enter it again.',
    accountRequired: 'The account is required',
    notFound: 'User could not be found.',
    /** Spec 2: the helper texts of the two per-account checkboxes. */
    accountManagerHelp: 'True if the user is an admin for this account.',
    canSwitchAccountsHelp: 'True if the user is allowed to change between accounts.',
    /** Spec 8 toasts. */
    created: 'The user was created successfully.',
    createFailed: 'There was an error creating the user.',
    updated: 'The user was updated successfully.',
    updateFailed: 'There was an error updating the user.',
    stateSaved: 'The user new state was saved.',
    stateFailed: 'There was an error and the new state of the user could not be saved.',
    saved: 'User was saved successfully.',
    saveFailed: 'Unknown error. Could not save user information for the moment.',
  },
  passwordReset: {
    emailRequired: 'Email is required.',
    emailFormat: 'Entered value does not match email format.',
    tooLong: 'Ensure this field has no more than 100 characters.',
    newPasswordRequired: 'You must enter a password',
    newPasswordMismatch: 'The passwords do not match',
    requestFailed: 'There was an error resetting your password.',
    requestSent: 'You have received an email to reset your password.',
    confirmFailed: 'There was a problem resetting your password. (Is the new password strong enough?)',
    confirmed: 'Your password has been reset successfully.',
  },
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
  userNotFound: 'User could not be found.',
  /** PATCH /users/{id} of another staff user or a superuser by someone who is not a superuser. */
  userChangeForbidden: 'Only a superuser may change another staff user.',
  /** A password reset token that is unknown, expired or used already (spec 8 leaves the text open). */
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  /** Answer of POST /password_reset/, identical whether or not the email belongs to a user. */
  passwordResetRequested: 'If an active user has this email, a link to reset the password is on its way.',
  /** DRF's throttling text; the seconds also go in the Retry-After header. */
  throttled: (seconds: number) => `Request was throttled. Expected available in ${seconds} seconds.`,
  /** Field error of a field the call does not take. */
  unknownField: 'Unknown field.',
  /** Field error of an id that names no row, as DRF words it. */
  doesNotExist: (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`,
  /** Field error of a missing value, as DRF words it. */
  fieldRequired: 'This field is required.',
  /** A save sent with If-Match over a version someone else has replaced since (412). */
  editConflict: 'Someone else saved this record after you opened it.',
  /** A search whose statement ran past its time budget (PostgreSQL cancels it; 503). */
  searchTimedOut: 'This search took too long. Try a longer word, or fewer words.',
  /** A call that costs money or creates something at a provider, sent without a key (http/idempotency.ts). */
  idempotencyKeyRequired:
    'This call needs an Idempotency-Key header (8 to 255 characters): a new key for each action, the same key when the action is sent again.',
  /** The same Idempotency-Key with another request. */
  idempotencyKeyReused: 'This Idempotency-Key was sent with another request. Use a new key for a new action.',
  /** A repeat while the first call with its key still runs (409, Retry-After). */
  idempotencyKeyInUse: 'This action is still being carried out. Try again in a moment to see its result.',
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
  userNotFound: 'user_not_found',
  /** DRF's code for a 403. */
  permissionDenied: 'permission_denied',
  invalidResetToken: 'password_reset_token_invalid',
  throttled: 'throttled',
  editConflict: 'edit_conflict',
  searchTimedOut: 'search_timeout',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyReused: 'idempotency_key_reused',
  idempotencyKeyInUse: 'idempotency_key_in_use',
} as const;
