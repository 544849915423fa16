/**
 * Users (spec 7): GET /users/current_user (the connected staff user), POST /users, PATCH /users/{id},
 * and GET /account/{accountId} (the name of a user's account). Staff only; staff users and superusers are
 * changed only by themselves or by a superuser (services/user-admin.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { connectedUser, type ConnectedUser } from '../../shared/auth.ts';
import {
  accountName,
  createUserRequest,
  updateUserRequest,
  user,
  type AccountName,
  type User,
} from '../../shared/users.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import type { RouteContract } from '../http/contract.ts';
import { enforceRateLimits, type RateLimiter } from '../http/rate-limit.ts';
import { parseId } from '../http/params.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AuthService } from '../services/auth.ts';
import { userNotFound, type UserAdminService } from '../services/user-admin.ts';

interface UserRoutesOptions {
  auth: AuthService;
  users: UserAdminService;
  /** Counts every current password checked, per username: the sign-in limiter, so guesses share one budget. */
  passwordChecks: RateLimiter;
}

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { auth, users, passwordChecks }) => {
  app.addHook('preHandler', requireStaff(auth));

  const tags = ['Users'];
  app.get(
    '/users/current_user',
    { config: { contract: { summary: 'The connected staff user', tags, response: { 200: connectedUser } } } },
    async (request): Promise<ConnectedUser> => staffUser(request),
  );

  const create = { summary: 'Create a user', tags, body: createUserRequest, response: { 201: user } };
  app.post('/users', { config: { contract: create } }, async (request, reply): Promise<User> => {
    const input = parseOrThrow(createUserRequest, request.body);
    const created = await users.create(input, staffUser(request).id);
    reply.code(201);
    return created;
  });

  const update = {
    summary: 'Update a user',
    description:
      'Any subset of the user fields, is_active alone, or a password with its confirmation. Staff users and ' +
      'superusers are changed only by themselves or by a superuser (403 permission_denied otherwise); account ' +
      'users by any staff user. A staff user changing their own password or email sends current_password ' +
      '(a field error when missing or wrong; the attempts count against the sign-in limit of their username). ' +
      "A new password or a deactivation ends the user's sessions: tokens issued before are refused.",
    tags,
    body: updateUserRequest,
    response: { 200: user },
    errors: [400, 401, 403, 404, 429],
  } satisfies RouteContract;
  app.patch<{ Params: { id: string } }>(
    '/users/:id',
    { config: { contract: update } },
    async (request): Promise<User> => {
      const actor = staffUser(request);
      const id = parseId(request.params.id, userNotFound);
      // Whom the caller may change is settled before what they sent is looked at.
      await users.assertMayChange(id, actor);
      const patch = parseOrThrow(updateUserRequest, request.body);
      if (patch.current_password) enforceRateLimits([[passwordChecks, actor.username.toLowerCase()]]);
      const updated = await users.update(id, patch, actor);
      auth.userChanged(id);
      return updated;
    },
  );

  const account = { summary: "A user's account (id and name)", tags, response: { 200: accountName } };
  app.get<{ Params: { accountId: string } }>(
    '/account/:accountId',
    { config: { contract: account } },
    async (request): Promise<AccountName> => users.accountName(parseId(request.params.accountId)),
  );
};
