/** Users (spec 7): the connected staff user, creating and updating users, and the name of a user's account. */
import { connectedUser } from '../auth.ts';
import { accountName, createUserRequest, updateUserRequest, user } from '../users.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Users'];

export const usersContract = defineContract({
  'GET /users/current_user': {
    summary: 'The connected staff user',
    description:
      'Who is signed in: names, e-mail, whether staff, superuser or reseller, and the account of an account user.',
    tags,
    response: connectedUser,
  },
  'POST /users': {
    summary: 'Create a user',
    description:
      'A user of an account: username, names, e-mail, password with its confirmation, the account and its flags (account manager, may switch accounts, active).',
    tags,
    body: createUserRequest,
    response: user,
    status: 201,
  },
  'PATCH /users/:id': {
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
    response: user,
    errors: [400, 401, 403, 404, 429],
  },
  'GET /account/:accountId': {
    summary: "A user's account (id and name)",
    description: "The id and name of an account, for the user profile's account link.",
    tags,
    response: accountName,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof usersContract> {}
}
