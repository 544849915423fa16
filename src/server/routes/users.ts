/**
 * Users (spec 7): GET /users/current_user (the connected staff user), POST /users, PATCH /users/{id},
 * and GET /account/{accountId} (the name of a user's account). Staff only; staff users and superusers are
 * changed only by themselves or by a superuser (services/user-admin.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { connectedUser, type ConnectedUser } from '../../shared/auth.ts';
import { messages } from '../../shared/messages.ts';
import {
  accountName,
  createUserRequest,
  updateUserRequest,
  user,
  type AccountName,
  type User,
} from '../../shared/users.ts';
import { requireStaff, staffSessionId, staffUser } from '../http/authenticate.ts';
import type { RouteContract } from '../http/contract.ts';
import { parseId } from '../http/params.ts';
import { parseOrThrow } from '../http/validation.ts';
import { ApiError } from '../errors.ts';
import { userNotFound } from '../services/user-admin.ts';
import { clientAddress } from '../http/client-address.ts';
import type { RouteDeps } from '../http/route-deps.ts';

/** The field error of a wrong current password (a failed password check), alone or beside others. */
const isWrongCurrentPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.statusCode === 400 &&
  Array.isArray(error.body.current_password) &&
  error.body.current_password.includes(messages.users.currentPasswordWrong);

export const userRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  // Wrong current passwords count as failed sign-ins of the actor's username from the caller's address.
  const { auth, users, signInLimits } = services;
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
      'users by any staff user. A staff user changing their own password, email or username sends ' +
      'current_password (a field error when missing or wrong; a wrong one counts as a failed sign-in of their ' +
      'username from the calling address, and past the sign-in limits the call answers 429). ' +
      "A new password or a deactivation ends the user's sessions: tokens issued before are refused. A staff user " +
      'changing their own username or email ends their other sessions; the calling one goes on.',
    tags,
    body: updateUserRequest,
    response: { 200: user },
    errors: [400, 401, 403, 404, 429],
  } satisfies RouteContract;
  app.patch<{ Params: { id: string } }>(
    '/users/:id',
    {
      config: {
        contract: update,
        // Read inside its account: a save over a version someone else replaced is refused (edit versions).
        currentRecord: (request) => users.get(parseId((request.params as { id: string }).id, userNotFound)),
      },
    },
    async (request): Promise<User> => {
      const actor = staffUser(request);
      const id = parseId(request.params.id, userNotFound);
      // Whom the caller may change is settled before what they sent is looked at.
      await users.assertMayChange(id, actor);
      const patch = parseOrThrow(updateUserRequest, request.body);
      const update = () => users.update(id, patch, actor, staffSessionId(request));
      const updated = patch.current_password
        ? await signInLimits.guard(actor.username, clientAddress(request), update, isWrongCurrentPassword)
        : await update();
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
