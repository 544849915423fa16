/**
 * The API's error texts beyond DRF's stock ones (drfTexts.ts): SimpleJWT's, and ours where DRF has none. Error
 * bodies ({detail, code}) carry them with the code of the same name.
 */
export const apiTexts = {
  invalidCredentials: 'No active account found with the given credentials',
  invalidToken: 'Given token not valid for any token type',
  /** A refresh token that is unknown, expired, rotated already or revoked. */
  invalidRefreshToken: 'Token is invalid or expired',
  payloadTooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Unsupported media type in request.',
  parseError: 'Malformed request body.',
  /** A JSON body nested past MAX_BODY_DEPTH (no call takes more than a few levels). */
  bodyTooDeep: 'Request body is nested too deeply: at most 32 levels of objects and arrays.',
  /** PATCH /users/{id} of another staff user or a superuser by someone who is not a superuser. */
  userChangeForbidden: 'Only a superuser may change another staff user.',
  staffOnly: "This is for the provider's staff: resellers cannot use it.",
  authEventsForbidden: "Only a superuser may read another person's sign-in record.",
  /** A password reset token that is unknown, expired or used already (spec 8 leaves the text open). */
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  /** Answer of POST /password_reset/, identical whether or not the email belongs to a user. */
  passwordResetRequested: 'If an active user has this email, a link to reset the password is on its way.',
  /** Field error of a field the call does not take. */
  unknownField: 'Unknown field.',
  /** A boolean query parameter that is neither. */
  trueOrFalse: 'Must be true or false.',
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
  /** A first call with the key that stopped without an answer (its process died): what it did is not known. */
  idempotencyOutcomeUnknown: (outcome: string) =>
    `The first attempt of this action stopped before it answered, so whether it was carried out is not known. ${outcome} If it was not, do it again as a new action.`,
} as const;

/** The `code` of each error body, beside its detail text (drfTexts' or apiTexts'). */
export const apiErrorCodes = {
  invalidCredentials: 'no_active_account',
  invalidToken: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  parseError: 'parse_error',
  bodyTooDeep: 'body_too_deep',
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
  idempotencyOutcomeUnknown: 'idempotency_outcome_unknown',
} as const;
