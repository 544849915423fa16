/**
 * Refresh tokens: opaque random strings, stored only as SHA-256 hashes. Each use rotates the token (the
 * old row is revoked and points at its successor, which joins the same family). Presenting a token that
 * was already rotated or revoked means it leaked, so the whole family is revoked, with one exception: two
 * tabs refreshing the same token at the same moment. For REFRESH_REUSE_GRACE_MS after a rotation the old token
 * answers the very pair its rotation answered, while that successor is still unused: the successor token and
 * the access token are derived from the old token under a server key (never stored), so they can be made
 * again. A token issued under an older session_version of its user (password changed, deactivated) is refused.
 * A family is one sign-in: it goes on while one of its tokens is neither rotated nor revoked, and a trigger
 * (drizzle/0009) tells every API process when it ends, which refuses its access tokens too (sign-in-sessions.ts).
 * A sign-in ends on its own too: each token expires when it has gone unused for SESSION_IDLE_SECONDS, and no token
 * or access token of it outlives its start plus SESSION_MAX_AGE_SECONDS, however often it is rotated.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TokenPair } from '../../shared/auth.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { refresh_tokens, users } from '../db/schema.ts';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.ts';
import { transactionRetried } from '../db/retry.ts';
import { recordAuthEvent } from './events.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** How long a sign-in's tokens live (config: REFRESH_TOKEN_TTL_SECONDS, SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS). */
export interface SessionLimits {
  refreshTtlSeconds: number;
  idleSeconds: number;
  maxAgeSeconds: number;
}

/** When a sign-in begun at `signedInAt` ends at the latest: its absolute lifetime. */
export const sessionEnd = (limits: SessionLimits, signedInAt: Date) =>
  new Date(signedInAt.getTime() + limits.maxAgeSeconds * 1000);

/** When a refresh token issued at `at` expires: unused for the idle limit, or the sign-in's end, whichever is first. */
const tokenExpiry = (limits: SessionLimits, signedInAt: Date, at: Date) =>
  new Date(
    Math.min(
      at.getTime() + Math.min(limits.refreshTtlSeconds, limits.idleSeconds) * 1000,
      sessionEnd(limits, signedInAt).getTime(),
    ),
  );

/** The browser and address a sign-in is used from, as "Your sessions" lists them. */
export interface SessionClient {
  userAgent: string;
  address: string;
}

/** Enough of a User-Agent to tell browsers apart. */
const USER_AGENT_MAX = 200;

interface NewRefreshToken {
  userId: number;
  sessionVersion: number;
  limits: SessionLimits;
  client: SessionClient;
  /** The sign-in the token belongs to (a new one by default) and when it began (now by default). */
  familyId?: string;
  signedInAt?: Date;
  /** The token itself (a rotation's is derived); a random one by default. */
  token?: string;
  createdAt?: Date;
}

export async function issueRefreshToken(
  db: Executor,
  input: NewRefreshToken,
): Promise<{ token: string; id: number; familyId: string; signedInAt: Date }> {
  const token = input.token ?? randomBytes(32).toString('base64url');
  const createdAt = input.createdAt ?? new Date();
  const familyId = input.familyId ?? randomUUID();
  const signedInAt = input.signedInAt ?? createdAt;
  const [row] = await db
    .insert(refresh_tokens)
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      session_version: input.sessionVersion,
      family_id: familyId,
      created_at: createdAt,
      expires_at: tokenExpiry(input.limits, signedInAt, createdAt),
      signed_in_at: signedInAt,
      user_agent: input.client.userAgent.slice(0, USER_AGENT_MAX),
      client_address: input.client.address,
    })
    .returning({ id: refresh_tokens.id });
  return { token, id: row!.id, familyId, signedInAt };
}

export interface Rotation {
  /** Signs the successor pairs' access tokens. */
  accessTokens: AccessTokens;
  /** Key of the successors derived from rotated tokens. */
  successorKey: string;
  limits: SessionLimits;
}

/** Rotates a refresh token; null means refused (the caller answers 401). */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  rotation: Rotation,
  client: SessionClient,
): Promise<TokenPair | null> {
  const successor = deriveSuccessor(rotation.successorKey, token);
  return transactionRetried(db, async (tx) => {
    const [current] = await tx
      .select({
        id: refresh_tokens.id,
        user_id: refresh_tokens.user_id,
        family_id: refresh_tokens.family_id,
        expires_at: refresh_tokens.expires_at,
        revoked_at: refresh_tokens.revoked_at,
        replaced_by_id: refresh_tokens.replaced_by_id,
        session_version: refresh_tokens.session_version,
        signed_in_at: refresh_tokens.signed_in_at,
        user_session_version: users.session_version,
        user_allowed: sql<boolean>`${users.is_active} and ${users.is_staff}`,
      })
      .from(refresh_tokens)
      .innerJoin(users, eq(users.id, refresh_tokens.user_id))
      .where(eq(refresh_tokens.token_hash, hashToken(token)))
      .for('update', { of: refresh_tokens });

    if (!current) return null;
    // The user may no longer sign in, or signed in again since (new password): the token is over.
    const userCurrent = current.user_allowed && current.session_version === current.user_session_version;
    if (current.revoked_at !== null) {
      const again = userCurrent ? await repeatRotation(tx, current, successor, rotation) : null;
      if (again) return again;
      // Reuse of a rotated token past the grace window, or of a revoked one: end every session of the family.
      const signIn = { familyId: current.family_id, userId: current.user_id };
      await endSignIn(tx, signIn, { kind: 'refresh_reuse', address: client.address });
      return null;
    }
    if (!userCurrent) {
      await revokeFamily(tx, current.family_id);
      return null;
    }
    // Unused past the idle limit (its expiry), or the sign-in past its absolute lifetime (under today's limit).
    if (current.expires_at.getTime() <= Date.now()) return null;
    if (sessionEnd(rotation.limits, current.signed_in_at).getTime() <= Date.now()) return null;

    const createdAt = new Date();
    const next = await issueRefreshToken(tx, {
      userId: current.user_id,
      sessionVersion: current.session_version,
      limits: rotation.limits,
      client,
      familyId: current.family_id,
      signedInAt: current.signed_in_at,
      token: successor.token,
      createdAt,
    });
    await tx
      .update(refresh_tokens)
      .set({ revoked_at: createdAt, replaced_by_id: next.id })
      .where(eq(refresh_tokens.id, current.id));
    const claims = { userId: current.user_id, sessionVersion: current.session_version, sessionId: current.family_id };
    const ends = sessionEnd(rotation.limits, current.signed_in_at);
    return {
      access: await successorAccess(rotation, claims, createdAt, successor.jti, ends),
      refresh: successor.token,
    };
  });
}

/** The pair a rotation answered, made again: only within the grace window and while the successor is unused. */
async function repeatRotation(
  tx: Executor,
  current: {
    user_id: number;
    family_id: string;
    revoked_at: Date | null;
    replaced_by_id: number | null;
    signed_in_at: Date;
  },
  successor: { token: string; jti: string },
  rotation: Rotation,
): Promise<TokenPair | null> {
  const rotatedAt = current.revoked_at?.getTime() ?? 0;
  if (current.replaced_by_id === null || Date.now() - rotatedAt > REFRESH_REUSE_GRACE_MS) return null;
  const [next] = await tx
    .select({
      token_hash: refresh_tokens.token_hash,
      revoked_at: refresh_tokens.revoked_at,
      created_at: refresh_tokens.created_at,
      session_version: refresh_tokens.session_version,
    })
    .from(refresh_tokens)
    .where(eq(refresh_tokens.id, current.replaced_by_id));
  if (!next || next.revoked_at !== null || next.token_hash !== hashToken(successor.token)) return null;
  const claims = { userId: current.user_id, sessionVersion: next.session_version, sessionId: current.family_id };
  const ends = sessionEnd(rotation.limits, current.signed_in_at);
  return {
    access: await successorAccess(rotation, claims, next.created_at, successor.jti, ends),
    refresh: successor.token,
  };
}

/** The successor of a refresh token: a token and an access token id, derived from it under the server key. */
function deriveSuccessor(key: string, token: string) {
  const derive = (purpose: string) => createHmac('sha256', key).update(`${purpose}:${token}`).digest('base64url');
  return { token: derive('refresh-successor'), jti: derive('access-jti').slice(0, 22) };
}

/** The successor pair's access token; its issue time is the successor row's, so making it again gives the same. */
const successorAccess = (rotation: Rotation, claims: AccessTokenClaims, createdAt: Date, jti: string, ends: Date) =>
  rotation.accessTokens.issue(claims, { issuedAtMs: createdAt.getTime(), jti, notAfterMs: ends.getTime() });

/** Ends one sign-in: every token of its family is refused from now on (sign-out, reuse of a rotated token). */
export async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refresh_tokens.family_id, familyId), isNull(refresh_tokens.revoked_at)));
}

/** Ends one sign-in of `userId` and puts it on the sign-in record: a sign-out, or the reuse of a rotated token. */
export async function endSignIn(
  tx: Executor,
  signIn: { familyId: string; userId: number },
  why: { kind: 'signed_out' | 'refresh_reuse'; address: string; actorId?: number | null },
) {
  await revokeFamily(tx, signIn.familyId);
  await recordAuthEvent(tx, { ...why, userId: signIn.userId, sessionId: signIn.familyId });
}

/**
 * Ends every session of a user (their password changed, or they were deactivated), or every one but the sign-in
 * making the change (they changed their own username or email).
 */
export async function revokeUserRefreshTokens(
  db: Executor,
  userId: number,
  options: { exceptFamily?: string } = {},
): Promise<void> {
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(refresh_tokens.user_id, userId),
        isNull(refresh_tokens.revoked_at),
        options.exceptFamily === undefined ? undefined : ne(refresh_tokens.family_id, options.exceptFamily),
      ),
    );
}

/** The sign-in of a stored refresh token (whatever its state) and whose it is, or null for a token never issued. */
export async function familyOf(db: Executor, token: string): Promise<{ familyId: string; userId: number } | null> {
  const [row] = await db
    .select({ familyId: refresh_tokens.family_id, userId: refresh_tokens.user_id })
    .from(refresh_tokens)
    .where(eq(refresh_tokens.token_hash, hashToken(token)));
  return row ?? null;
}

/** Whether a sign-in goes on: one of its tokens is still neither rotated nor revoked. */
export async function familyLive(db: Executor, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refresh_tokens.id })
    .from(refresh_tokens)
    .where(and(eq(refresh_tokens.family_id, familyId), isNull(refresh_tokens.revoked_at)))
    .limit(1);
  return row !== undefined;
}
