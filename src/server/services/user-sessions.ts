/**
 * "Your sessions" (issue 39): the sign-ins of a user that go on, and ending them, one or every one but the
 * caller's. A person sees and ends their own; a superuser any staff user's. Ending one revokes its refresh token
 * family: the trigger of drizzle/0009 tells every API process, which refuses its access tokens from the next call.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ConnectedUser } from '../../shared/auth.ts';
import { apiErrorCodes } from '../../shared/apiTexts.ts';
import type { EndSessionsRequest, UserSession } from '../../shared/users.ts';
import { userTexts } from '../../shared/userTexts.ts';
import { endSignIn } from '../auth/refresh-tokens.ts';
import type { Db } from '../db/client.ts';
import { transactionRetried } from '../db/retry.ts';
import { refresh_tokens, users } from '../db/schema.ts';
import { ApiError, fieldErrors } from '../errors.ts';
import { userNotFound } from './user-admin.ts';

export interface UserSessionsService {
  list(userId: number, actor: ConnectedUser, currentSession: string): Promise<UserSession[]>;
  /** Ends the sign-in `session` names, or every one but `currentSession`; returns how many ended. */
  end(
    userId: number,
    request: EndSessionsRequest,
    actor: ConnectedUser,
    currentSession: string,
    address: string,
  ): Promise<number>;
}

const forbidden = () =>
  new ApiError(403, { detail: userTexts.sessionsForbidden, code: apiErrorCodes.permissionDenied });

export function createUserSessionsService(db: Db): UserSessionsService {
  /** 404 for nobody, 403 for someone else's unless a superuser asks. */
  async function checkMay(userId: number, actor: ConnectedUser) {
    const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) throw userNotFound();
    if (userId !== actor.id && !actor.is_superuser) throw forbidden();
  }

  /** The live token of each sign-in: neither rotated nor revoked, not expired. */
  const live = (userId: number) =>
    and(
      eq(refresh_tokens.user_id, userId),
      isNull(refresh_tokens.revoked_at),
      gt(refresh_tokens.expires_at, new Date()),
    );

  return {
    async list(userId, actor, currentSession) {
      await checkMay(userId, actor);
      const rows = await db
        .select({
          id: refresh_tokens.family_id,
          user_agent: refresh_tokens.user_agent,
          client_address: refresh_tokens.client_address,
          signed_in_at: refresh_tokens.signed_in_at,
          last_used_at: refresh_tokens.created_at,
        })
        .from(refresh_tokens)
        .where(live(userId))
        .orderBy(desc(refresh_tokens.created_at));
      return rows.map((row) => ({
        ...row,
        signed_in_at: row.signed_in_at.toISOString(),
        last_used_at: row.last_used_at.toISOString(),
        current: row.id === currentSession,
      }));
    },

    async end(userId, { session }, actor, currentSession, address) {
      await checkMay(userId, actor);
      const chosen =
        session === undefined ? ne(refresh_tokens.family_id, currentSession) : eq(refresh_tokens.family_id, session);
      return transactionRetried(db, async (tx) => {
        const families = await tx
          .selectDistinct({ id: refresh_tokens.family_id })
          .from(refresh_tokens)
          .where(and(live(userId), chosen));
        if (session !== undefined && families.length === 0) {
          throw fieldErrors({ session: [userTexts.sessionUnknown] });
        }
        const why = { kind: 'signed_out', address, actorId: userId === actor.id ? null : actor.id } as const;
        for (const family of families) await endSignIn(tx, { familyId: family.id, userId }, why);
        return families.length;
      });
    },
  };
}
