/**
 * Users (spec 7): GET /users/current_user (the connected staff user), POST /users, PATCH /users/{id},
 * and GET /account/{accountId} (the name of a user's account). Staff only.
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
import { parseId } from '../http/params.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AuthService } from '../services/auth.ts';
import { userNotFound, type UserAdminService } from '../services/user-admin.ts';

interface UserRoutesOptions {
  auth: AuthService;
  users: UserAdminService;
}

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, { auth, users }) => {
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
    description: 'Any subset of the user fields, is_active alone, or a password with its confirmation.',
    tags,
    body: updateUserRequest,
    response: { 200: user },
  };
  app.patch<{ Params: { id: string } }>(
    '/users/:id',
    { config: { contract: update } },
    async (request): Promise<User> => {
      const id = parseId(request.params.id, userNotFound);
      const patch = parseOrThrow(updateUserRequest, request.body);
      const updated = await users.update(id, patch, staffUser(request).id);
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
