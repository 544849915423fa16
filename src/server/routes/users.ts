/**
 * Users (spec 7): GET /users/current_user (the connected staff user), POST /users, PATCH /users/{id},
 * and GET /account/{accountId} (the name of a user's account). Staff users and superusers are changed only by
 * themselves or by a superuser (services/user-admin.ts); a reseller reaches itself and its own accounts' users.
 */
import type { FastifyPluginAsync } from 'fastify';
import { usersContract as contract } from '../../shared/contracts/users.ts';
import { userTexts } from '../../shared/userTexts.ts';
import { requireStaff, staffSessionId, staffUser } from '../http/authenticate.ts';
import { call, pathIds } from '../http/endpoint-route.ts';
import { ApiError } from '../errors.ts';
import { userNotFound } from '../services/user-admin.ts';
import { clientAddress } from '../http/client-address.ts';
import { userIdentity } from '../auth/rate-limits.ts';
import { ownAccountGate, pathAccount } from '../http/account-gate.ts';
import type { RouteDeps } from '../http/route-deps.ts';

/** The field error of a wrong current password (a failed password check), alone or beside others. */
const isWrongCurrentPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.statusCode === 400 &&
  Array.isArray(error.body.current_password) &&
  error.body.current_password.includes(userTexts.currentPasswordWrong);

const UPDATE = 'PATCH /users/:id';

export const userRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  // Wrong current passwords count as failed sign-ins of the actor from the caller's address.
  const { auth, users, signInLimits, userSessions, accountScope } = services;
  app.addHook('preHandler', requireStaff(auth));

  call(app, contract, 'GET /users/current_user', async ({ request }) => staffUser(request));

  call(app, contract, 'POST /users', async ({ request, body }) => {
    await accountScope.requireField(staffUser(request), 'account', body.account);
    return users.create(body, staffUser(request).id);
  });

  call(
    app,
    contract,
    UPDATE,
    async ({ request, params: { id }, body: patch }) => {
      const actor = staffUser(request);
      await accountScope.requireField(actor, 'account', patch.account);
      const update = () => users.update(id, patch, actor, staffSessionId(request), clientAddress(request));
      const updated = patch.current_password
        ? await signInLimits.guard(userIdentity(actor.id), clientAddress(request), update, isWrongCurrentPassword)
        : await update();
      auth.userChanged(id);
      return updated;
    },
    {
      notFound: userNotFound,
      // A reseller reaches itself and the users of its own accounts; anyone else is not found.
      preHandler: async (request) => {
        const caller = staffUser(request);
        if (!(await accountScope.reachesUser(caller, pathIds(UPDATE, request, userNotFound).id))) throw userNotFound();
      },
      // Whom the caller may change is settled before what they sent is looked at.
      beforeInput: (request) => users.assertMayChange(pathIds(UPDATE, request, userNotFound).id, staffUser(request)),
      config: {
        // Read inside its account: a save over a version someone else replaced is refused (edit versions).
        currentRecord: (request) => users.get(pathIds(UPDATE, request, userNotFound).id),
      },
    },
  );

  call(
    app,
    contract,
    'GET /users/:id/sessions',
    async ({ request, params: { id } }) => userSessions.list(id, staffUser(request), staffSessionId(request)),
    { notFound: userNotFound },
  );

  call(
    app,
    contract,
    'POST /users/:id/sessions/end',
    async ({ request, params: { id }, body }) => {
      const ended = await userSessions.end(
        id,
        body,
        staffUser(request),
        staffSessionId(request),
        clientAddress(request),
      );
      auth.userChanged(id);
      return { ended };
    },
    { notFound: userNotFound },
  );

  call(app, contract, 'GET /account/:accountId', async ({ params }) => users.accountName(params.accountId), {
    preHandler: ownAccountGate(accountScope, pathAccount('accountId')),
  });
};
