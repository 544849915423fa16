/** The record of sign-ins and of changes to who a person is (src/shared/authEvents.ts). */
import { authEventListQuery, authEventPage } from '../authEvents.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Users'] as const;

export const authEventsContract = defineContract({
  'GET /auth_events': {
    summary: 'The sign-in record',
    description:
      'Sign-ins (with the name as typed, the address and whether from a known device), failures, lockouts, ' +
      'sign-outs, reuse of a rotated refresh token, password resets asked for and completed, password and e-mail ' +
      'changes and sessions ended by a deactivation; newest first, pages of 20, filtered by person (user) and ' +
      "kind. A superuser reads everyone's; a staff member only their own (403 permission_denied for another's). " +
      'The record is append-only: nothing in it can be changed or removed.',
    tags,
    query: authEventListQuery,
    response: authEventPage,
    errors: [400, 401, 403, 404],
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof authEventsContract> {}
}
