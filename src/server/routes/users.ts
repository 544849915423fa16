/**
 * Users (spec 7): GET /users/current_user (the connected staff user), POST /users, PATCH /users/{id},
 * and GET /account/{accountId} (the name of a user's account). Staff only.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ConnectedUser } from '../../shared/auth.ts';
import { createUserRequest, updateUserRequest, type AccountName, type User } from '../../shared/users.ts';
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

  app.get('/users/current_user', async (request): Promise<ConnectedUser> => staffUser(request));

  app.post('/users', async (request, reply): Promise<User> => {
    const input = parseOrThrow(createUserRequest, request.body);
    const created = await users.create(input);
    reply.code(201);
    return created;
  });

  app.patch<{ Params: { id: string } }>('/users/:id', async (request): Promise<User> => {
    const id = parseId(request.params.id, userNotFound);
    const patch = parseOrThrow(updateUserRequest, request.body);
    return users.update(id, patch);
  });

  app.get<{ Params: { accountId: string } }>('/account/:accountId', async (request): Promise<AccountName> => {
    return users.accountName(parseId(request.params.accountId));
  });
};
