/**
 * Errors that map straight onto a DRF-style response: `{field: [messages]}` with 400 for field errors,
 * `{detail, code}` for the rest. Services throw them; the app's error handler sends them as they are.
 */
import { apiErrorCodes, apiTexts } from '../shared/apiTexts.ts';
import { drfTexts } from '../shared/drfTexts.ts';

export type FieldErrorMap = Record<string, string[]>;

export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** 401s carry the scheme the client should use, as DRF does. */
const WWW_AUTHENTICATE = { 'www-authenticate': 'Bearer realm="api"' };

export const fieldErrors = (errors: FieldErrorMap) => new ApiError(400, errors);

export const invalidCredentials = () =>
  new ApiError(401, { detail: apiTexts.invalidCredentials, code: apiErrorCodes.invalidCredentials }, WWW_AUTHENTICATE);

/** Whether an error is the 401 of wrong credentials (a failed sign-in). */
/** PostgreSQL canceled the statement: it ran past the statement_timeout of its connection (Database.reads). */
export function isStatementTimeout(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '57014' || code((error as { cause?: unknown } | null)?.cause) === '57014';
}

/** A 429 of the rate limits (auth/rate-limits.ts). */
export const isThrottled = (error: unknown) => error instanceof ApiError && error.statusCode === 429;

export const isInvalidCredentials = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 401 && error.body.code === apiErrorCodes.invalidCredentials;

export const invalidAccessToken = () =>
  new ApiError(401, { detail: apiTexts.invalidToken, code: apiErrorCodes.invalidToken }, WWW_AUTHENTICATE);

export const invalidRefreshToken = () =>
  new ApiError(401, { detail: apiTexts.invalidRefreshToken, code: apiErrorCodes.invalidToken }, WWW_AUTHENTICATE);

export const notAuthenticated = () =>
  new ApiError(401, { detail: drfTexts.notAuthenticated, code: apiErrorCodes.notAuthenticated }, WWW_AUTHENTICATE);

export const notFound = () => new ApiError(404, { detail: drfTexts.notFound, code: apiErrorCodes.notFound });

export const invalidPage = () => new ApiError(404, { detail: drfTexts.invalidPage, code: apiErrorCodes.notFound });
