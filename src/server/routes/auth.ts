/**
 * POST /api/admin_token (sign in), POST /api/token/refresh (rotate the refresh token, auth/refresh-tokens.ts) and
 * POST /api/token/blacklist (sign out, the shape of simplejwt's blacklist view). Sign-in
 * counts failed attempts per username and client address, per address and per username (auth/rate-limits.ts,
 * 429 with Retry-After past a limit); the limit is checked before the memory-hard hash runs.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  refreshRequest,
  signInRequest,
  signInResponse,
  tokenPair,
  type SignInResponse,
  type TokenPair,
} from '../../shared/auth.ts';
import type { RouteContract } from '../http/contract.ts';
import { parseOrThrow } from '../http/validation.ts';
import { isInvalidCredentials } from '../errors.ts';
import { REUSE_GRACE_MS } from '../auth/refresh-tokens.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RouteDeps } from '../http/route-deps.ts';

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { auth, signInLimits, deviceTokens } = services;
  const signIn = {
    summary: 'Sign in',
    description:
      'Staff only. Answers 401 (no_active_account) for wrong credentials, an inactive or a non-staff user, and 429 ' +
      'when the failed attempts per username and client address, per client address or per username pass their ' +
      "limits. A successful sign-in clears the username's failures from that address and answers a device token of " +
      'the username: sent back as `device` with its next sign-ins from that browser, they are counted for that ' +
      "device alone, so others' failures never lock the owner out there. The body is JSON only: a form post, which " +
      'any page can make a browser send, answers 415 and counts no attempt.',
    tags: ['Authentication'],
    body: signInRequest,
    response: { 200: signInResponse },
    public: true,
    errors: [400, 401, 429],
  } satisfies RouteContract;
  const refresh = {
    summary: 'Refresh the tokens',
    description:
      'The refresh token rotates on every use; an unknown, used or expired one answers 401 (token_not_valid), and ' +
      `a used one also ends every session that came from the same sign-in. Within ${REUSE_GRACE_MS / 1000} seconds of its rotation a ` +
      'used token answers the same pair again while that pair is unused (two tabs refreshing at once). Tokens ' +
      "issued before the user's password changed or they were deactivated are refused.",
    tags: ['Authentication'],
    body: refreshRequest,
    response: { 200: tokenPair },
    public: true,
    errors: [400, 401],
  } satisfies RouteContract;

  const signOut = {
    summary: 'Sign out',
    description:
      'Ends the sign-in the refresh token belongs to (any of its tokens, used or not): its refresh tokens and the ' +
      'access tokens issued to it are refused from the next call on, by every API process. Answers `{}`, again ' +
      'for a sign-in already ended; 401 (token_not_valid) for a token never issued.',
    tags: ['Authentication'],
    body: refreshRequest,
    response: { 200: z.object({}) },
    public: true,
    errors: [400, 401],
  } satisfies RouteContract;

  app.post('/api/admin_token', { config: { contract: signIn } }, async (request): Promise<SignInResponse> => {
    const { username, password, device } = parseOrThrow(signInRequest, request.body);
    const pair = await signInLimits.guard(
      username,
      clientAddress(request),
      () => auth.signIn(username, password),
      isInvalidCredentials,
      device === undefined ? null : deviceTokens.verify(device, username),
    );
    return { ...pair, device: deviceTokens.issue(username) };
  });

  app.post('/api/token/refresh', { config: { contract: refresh } }, async (request): Promise<TokenPair> => {
    const { refresh } = parseOrThrow(refreshRequest, request.body);
    return auth.refresh(refresh);
  });

  app.post('/api/token/blacklist', { config: { contract: signOut } }, async (request) => {
    const { refresh } = parseOrThrow(refreshRequest, request.body);
    await auth.signOut(refresh);
    return {};
  });
};
