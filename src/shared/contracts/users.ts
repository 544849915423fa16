/** Users (spec 7): the connected staff user, creating and updating users, and the name of a user's account. */
import { connectedUser } from '../auth.ts';
import {
  accountName,
  createUserRequest,
  endedSessions,
  endSessionsRequest,
  updateUserRequest,
  user,
  userSessions,
} from '../users.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Users'] as const;

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
  'GET /users/:id/sessions': {
    summary: "A user's sign-ins",
    description:
      'Every sign-in of the user that goes on, last used first: the browser and address it was last used from, ' +
      'when it began and when it was last used, and which one this call was made with. Yourself, or any staff ' +
      'user as a superuser (403 permission_denied otherwise).',
    tags,
    response: userSessions,
    errors: [401, 403, 404],
  },
  'POST /users/:id/sessions/end': {
    summary: "End a user's sign-ins",
    description:
      'Ends one sign-in by its id (`session`; 400 when it has already ended), or without one every sign-in of ' +
      "the user but the caller's own: their tokens are refused from the next call on, in every API process. " +
      'Yourself, or any staff user as a superuser (403 permission_denied otherwise). On the sign-in record.',
    tags,
    body: endSessionsRequest,
    response: endedSessions,
    errors: [400, 401, 403, 404],
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
