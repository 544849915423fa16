/**
 * Signing in and out (spec 3, 7): sign-in, the refresh token's rotation, sign-out, and password reset. All public:
 * they take no bearer token.
 */
import { z } from 'zod';
import { refreshRequest, signInRequest, signInResponse, tokenPair } from '../auth.ts';
import {
  passwordResetConfirmRequest,
  passwordResetRequest,
  passwordResetStatus,
  passwordResetValidateRequest,
} from '../users.ts';
import { REFRESH_REUSE_GRACE_MS } from '../constants.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Authentication'] as const;
const passwordResetTags = ['Password reset'] as const;

export const authContract = defineContract({
  'POST /api/admin_token': {
    summary: 'Sign in',
    description:
      'Staff only. The username is found however it is typed (case and letter forms are one identity). Answers 401 ' +
      '(no_active_account) for wrong credentials, an inactive or a non-staff user, and 429 when the failed attempts ' +
      'per username and client address, per client address or per username pass their limits. A successful ' +
      "sign-in clears the username's failures from that address and answers a device token of the user: sent back " +
      'as `device` with their next sign-ins from that browser, they are counted for that device instead of the ' +
      "address, and toward the username's limit at twice its height, so others' failures never lock the owner out " +
      'there. The body is JSON only: a form post, which ' +
      'any page can make a browser send, answers 415 and counts no attempt.',
    tags,
    body: signInRequest,
    response: signInResponse,
    public: true,
    errors: [400, 401, 429],
  },
  'POST /api/token/refresh': {
    summary: 'Refresh the tokens',
    description:
      'The refresh token rotates on every use; an unknown, used or expired one answers 401 (token_not_valid), and ' +
      `a used one also ends every session that came from the same sign-in. Within ${REFRESH_REUSE_GRACE_MS / 1000} seconds of its rotation a ` +
      'used token answers the same pair again while that pair is unused (two tabs refreshing at once). Tokens ' +
      "issued before the user's password changed or they were deactivated are refused.",
    tags,
    body: refreshRequest,
    response: tokenPair,
    public: true,
    errors: [400, 401],
  },
  'POST /api/token/blacklist': {
    summary: 'Sign out',
    description:
      'Ends the sign-in the refresh token belongs to (any of its tokens, used or not): its refresh tokens and the ' +
      'access tokens issued to it are refused from the next call on, by every API process. Answers `{}`, again ' +
      'for a sign-in already ended; 401 (token_not_valid) for a token never issued.',
    tags,
    body: refreshRequest,
    response: z.object({}),
    public: true,
    errors: [400, 401],
  },
  'POST /password_reset/': {
    summary: 'Request a password reset e-mail',
    description:
      'The same 200 whether or not an active user has the e-mail; 429 past the limit per client IP or per e-mail.',
    tags: passwordResetTags,
    body: passwordResetRequest,
    response: passwordResetStatus,
    public: true,
    errors: [400, 429],
  },
  'POST /password_reset/confirm/': {
    summary: 'Set a new password',
    description: 'With the token of the e-mailed link; the token is single use and expires.',
    tags: passwordResetTags,
    body: passwordResetConfirmRequest,
    response: passwordResetStatus,
    public: true,
    errors: [400],
  },
  'POST /password_reset/validate_token/': {
    summary: 'Check a password reset token',
    description: 'Whether the token of the e-mailed link can still be used.',
    tags: passwordResetTags,
    body: passwordResetValidateRequest,
    response: passwordResetStatus,
    public: true,
    errors: [400, 404],
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof authContract> {}
}
