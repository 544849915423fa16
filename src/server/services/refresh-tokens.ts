/**
 * Refresh tokens: opaque random strings, stored only as SHA-256 hashes. Each use rotates the token (the
 * old row is revoked and points at its successor, which joins the same family). Presenting a token that
 * was already rotated or revoked means it leaked, so the whole family is revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refresh_tokens, users } from '../db/schema.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

export async function issueRefreshToken(
  db: Executor,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(refresh_tokens)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      family_id: familyId,
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    })
    .returning({ id: refresh_tokens.id });
  return { token, id: row!.id };
}

export type RotationResult = { ok: true; userId: number; token: string } | { ok: false };

/** Rotates a refresh token; the caller turns `{ok: false}` into a 401. */
export async function rotateRefreshToken(db: Db, token: string, ttlSeconds: number): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: refresh_tokens.id,
        user_id: refresh_tokens.user_id,
        family_id: refresh_tokens.family_id,
        expires_at: refresh_tokens.expires_at,
        revoked_at: refresh_tokens.revoked_at,
        user_allowed: sql<boolean>`${users.is_active} and ${users.is_staff}`,
      })
      .from(refresh_tokens)
      .innerJoin(users, eq(users.id, refresh_tokens.user_id))
      .where(eq(refresh_tokens.token_hash, hashToken(token)))
      .for('update', { of: refresh_tokens });

    if (!current) return { ok: false };
    if (current.revoked_at !== null || !current.user_allowed) {
      // Reuse of a rotated token, or a user who may no longer sign in: end every session of the family.
      await revokeFamily(tx, current.family_id);
      return { ok: false };
    }
    if (current.expires_at.getTime() <= Date.now()) return { ok: false };

    const next = await issueRefreshToken(tx, current.user_id, ttlSeconds, current.family_id);
    await tx
      .update(refresh_tokens)
      .set({ revoked_at: new Date(), replaced_by_id: next.id })
      .where(eq(refresh_tokens.id, current.id));
    return { ok: true, userId: current.user_id, token: next.token };
  });
}

async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refresh_tokens.family_id, familyId), isNull(refresh_tokens.revoked_at)));
}

/** Ends every session of a user (their password changed, or they were deactivated). */
export async function revokeUserRefreshTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(refresh_tokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refresh_tokens.user_id, userId), isNull(refresh_tokens.revoked_at)));
}
