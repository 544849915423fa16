/**
 * TCR vets a brand over minutes after registering it, and again after a revet: the stored brand follows it here,
 * so the legal entity's page, its list and the registration board say one status. The registration reconciler's
 * tick asks TCR about brands still being vetted (a batch, each at most once every BRAND_VETTING_ASK_MS, claimed
 * with FOR UPDATE SKIP LOCKED so several API processes share them), and keeps the brand of any account track it
 * asks about; a revet asks first. Reading a legal entity never asks TCR nor writes.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { transactionRetried } from '../db/retry.ts';
import { brands } from '../db/schema.ts';
import type { Clock } from '../providers/sandbox.ts';
import { systemClock } from '../providers/sandbox.ts';
import { brandIdentityStatusCode, type Brand, type TcrProvider } from '../providers/tcr/interface.ts';
import { recordWrite } from './audit.ts';

/** Spec 3: NO_VALUE (0) and SELF_DECLARED (1), a brand's status until TCR's identity vetting has ended. */
export const SELF_DECLARED = 1;
/** How often one brand being vetted is asked about (a sandbox vetting takes 3 minutes, TCR's can take days). */
export const BRAND_VETTING_ASK_MS = 60_000;
/** Brands asked about per tick; their questions run concurrently. */
export const BRAND_VETTING_BATCH = 25;

export type BrandRow = typeof brands.$inferSelect;

/** Where a status that could not be asked of TCR is logged (the stored one stands meanwhile). */
export interface VettingLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A brand TCR is (or may be) still vetting: no status yet, SELF_DECLARED, or a revet asked for. */
export const beingVetted = (brand: Pick<BrandRow, 'brand_identity_status' | 'set_for_revet'>) =>
  brand.brand_identity_status <= SELF_DECLARED || brand.set_for_revet;

/**
 * Stores the brand as TCR has it now: its identity status, and set for revet only while the revet's vetting runs.
 * A change is stored (audited, no actor: TCR's) only if the row is still as read, so a revet stored meanwhile wins.
 */
export async function keepBrandCurrent(db: Db, stored: BrandRow, current: Brand): Promise<BrandRow> {
  const status = brandIdentityStatusCode(current.identity_status);
  const setForRevet = stored.set_for_revet && current.vetting.status === 'PENDING';
  if (status === stored.brand_identity_status && setForRevet === stored.set_for_revet) return stored;
  return transactionRetried(db, async (tx) => {
    const [after] = await tx
      .update(brands)
      .set({ brand_identity_status: status, set_for_revet: setForRevet })
      .where(
        and(
          eq(brands.id, stored.id),
          eq(brands.brand_identity_status, stored.brand_identity_status),
          eq(brands.set_for_revet, stored.set_for_revet),
        ),
      )
      .returning();
    if (!after) return (await tx.select().from(brands).where(eq(brands.id, stored.id)))[0] ?? stored;
    // The audit says what TCR changed, not when it was last asked.
    const before = { ...stored, vetting_asked_at: after.vetting_asked_at };
    await recordWrite(tx, { actorId: null, table: 'brands', recordId: stored.id, before, after });
    return after;
  });
}

/** Asks TCR about a brand being vetted and keeps it; when TCR cannot be asked, the stored row stands. */
export async function askAboutBrand(db: Db, tcr: TcrProvider, stored: BrandRow, log: VettingLog): Promise<BrandRow> {
  if (!beingVetted(stored)) return stored;
  let current: Brand;
  try {
    current = await tcr.getBrand(stored.brand_id);
  } catch (error) {
    log.warn({ err: error, brand_id: stored.brand_id }, 'TCR brand status not refreshed');
    return stored;
  }
  return keepBrandCurrent(db, stored, current);
}

export interface BrandVettingOptions {
  db: Db;
  tcr: TcrProvider;
  logger: VettingLog;
  clock?: Clock;
  /** BRAND_VETTING_ASK_MS unless given (tests ask at every tick). */
  askEveryMs?: number;
  batchSize?: number;
}

/** The brands being vetted that are due: asked about once a tick, by one process. */
export function createBrandVetting(options: BrandVettingOptions): { tick(): Promise<number> } {
  const { db, tcr, logger } = options;
  const clock = options.clock ?? systemClock;
  const askEveryMs = options.askEveryMs ?? BRAND_VETTING_ASK_MS;
  const batchSize = options.batchSize ?? BRAND_VETTING_BATCH;
  return {
    async tick() {
      const now = new Date(clock());
      const due = await transactionRetried(db, async (tx) => {
        const rows = await tx
          .select()
          .from(brands)
          .where(
            and(
              or(lte(brands.brand_identity_status, SELF_DECLARED), eq(brands.set_for_revet, true)),
              or(isNull(brands.vetting_asked_at), lte(brands.vetting_asked_at, new Date(now.getTime() - askEveryMs))),
            ),
          )
          .orderBy(sql`${brands.vetting_asked_at} asc nulls first`, asc(brands.id))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        for (const row of rows) await tx.update(brands).set({ vetting_asked_at: now }).where(eq(brands.id, row.id));
        return rows;
      });
      await Promise.all(due.map((row) => askAboutBrand(db, tcr, row, logger)));
      return due.length;
    },
  };
}
