/**
 * Campaign details (spec 2, 3, 7): the texts a TCR campaign is registered with, and the accounts associated
 * with each (accounts.campaign_detail_id). Creating or updating with `accounts` sets the association of those
 * accounts and, on update, clears it for the ones left out, in the same transaction, audited per account.
 */
import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ApiError, fieldErrors, notFound } from '../errors.ts';
import { checkPageExists, pageOffset, type CountedPage } from '../lib/paging.ts';
import {
  type CampaignDetail,
  type CampaignDetailListQuery,
  type CampaignType,
  type CreateCampaignDetailRequest,
  type UpdateCampaignDetailRequest,
} from '../../shared/campaignManagement.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { campaignManagementTexts } from '../../shared/campaignManagementTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, campaign_details } from '../db/schema.ts';
import { escapeLike } from './account-search.ts';
import { recordWrite, updateRecorded } from './audit.ts';
import { transactionRetried } from '../db/retry.ts';

export const CAMPAIGN_DETAIL_HAS_ACCOUNTS = 'campaign_detail_has_accounts';

export interface CampaignDetailsService {
  list(query: CampaignDetailListQuery): Promise<CountedPage<CampaignDetail>>;
  get(id: number): Promise<CampaignDetail>;
  create(actorId: number, input: CreateCampaignDetailRequest): Promise<CampaignDetail>;
  update(actorId: number, id: number, patch: UpdateCampaignDetailRequest): Promise<CampaignDetail>;
  remove(actorId: number, id: number): Promise<void>;
}

type DetailRow = typeof campaign_details.$inferSelect;

/** By the stored folded name (search_key), in byte order: "Ámbito" sorts beside "Ambito", alike on both databases. */
const foldedName = sql`${campaign_details.name_key} collate "C"`;

/** The associated account ids of each detail, through accounts_campaign_detail_idx. */
async function accountIdsByDetail(db: Db, detailIds: number[]): Promise<Map<number, number[]>> {
  const byDetail = new Map<number, number[]>(detailIds.map((id) => [id, []]));
  if (detailIds.length === 0) return byDetail;
  const rows = await db
    .select({ id: accounts.id, detail: accounts.campaign_detail_id })
    .from(accounts)
    .where(inArray(accounts.campaign_detail_id, detailIds))
    .orderBy(asc(accounts.id));
  for (const row of rows) byDetail.get(row.detail!)?.push(row.id);
  return byDetail;
}

const toDetail = (row: DetailRow, accountIds: number[]): CampaignDetail => ({
  id: row.id,
  name: row.name,
  tcr_message_flow: row.tcr_message_flow,
  tcr_description: row.tcr_description,
  campaign_type: row.campaign_type as CampaignType,
  accounts: accountIds,
});

/** Field error for ids naming no account (DRF words each one). */
async function checkAccounts(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set(
    (await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, ids))).map((row) => row.id),
  );
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length > 0) throw fieldErrors({ accounts: missing.map((id) => drfTexts.doesNotExist(id)) });
}

/** Sets accounts.campaign_detail_id of the accounts matching `where`, audited per account that changed. */
async function setAccountsDetail(tx: Db, actorId: number, where: SQL, detailId: number | null): Promise<void> {
  const before = await tx.select().from(accounts).where(where).orderBy(asc(accounts.id)).for('update');
  const changing = before.filter((row) => row.campaign_detail_id !== detailId);
  if (changing.length === 0) return;
  const after = await tx
    .update(accounts)
    .set({ campaign_detail_id: detailId })
    .where(
      inArray(
        accounts.id,
        changing.map((row) => row.id),
      ),
    )
    .returning();
  const afterById = new Map(after.map((row) => [row.id, row]));
  for (const row of changing) {
    await recordWrite(tx, { actorId, table: 'accounts', recordId: row.id, before: row, after: afterById.get(row.id)! });
  }
}

/** `reads`: where the list reads (Database.reads: on PostgreSQL, read-only with a time budget). */
export function createCampaignDetailsService(db: Db, reads: Db = db): CampaignDetailsService {
  const load = async (id: number) => {
    const [row] = await db.select().from(campaign_details).where(eq(campaign_details.id, id)).limit(1);
    if (!row) throw notFound();
    return toDetail(row, (await accountIdsByDetail(db, [id])).get(id)!);
  };

  return {
    async list(query) {
      const where = query.search
        ? sql`${campaign_details.name_key} like search_key(${`%${escapeLike(query.search)}%`})`
        : undefined;
      const [rows, [total]] = await Promise.all([
        reads
          .select()
          .from(campaign_details)
          .where(where)
          .orderBy(asc(foldedName), asc(campaign_details.id))
          .limit(PAGE_SIZE)
          .offset(pageOffset(query.page)),
        reads
          .select({ count: sql<number>`count(*)::int` })
          .from(campaign_details)
          .where(where),
      ]);
      const count = total?.count ?? 0;
      checkPageExists(query.page, count);
      const accountIds = await accountIdsByDetail(
        reads,
        rows.map((row) => row.id),
      );
      return { count, results: rows.map((row) => toDetail(row, accountIds.get(row.id)!)) };
    },

    get: load,

    async create(actorId, { accounts: accountIds, ...fields }) {
      await checkAccounts(db, accountIds);
      const id = await transactionRetried(db, async (tx) => {
        const [row] = await tx.insert(campaign_details).values(fields).returning();
        await recordWrite(tx, { actorId, table: 'campaign_details', recordId: row!.id, before: null, after: row! });
        if (accountIds.length > 0) await setAccountsDetail(tx, actorId, inArray(accounts.id, accountIds), row!.id);
        return row!.id;
      });
      return load(id);
    },

    async update(actorId, id, { accounts: accountIds, ...fields }) {
      if (accountIds) await checkAccounts(db, accountIds);
      await transactionRetried(db, async (tx) => {
        await updateRecorded(tx, campaign_details, actorId, id, fields);
        if (accountIds) {
          const left = eq(accounts.campaign_detail_id, id);
          // Every account this save touches, locked at once in id order: two saves that share accounts then wait
          // for each other in turn instead of each holding a row the other needs (a deadlock, answered 500).
          await tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(accountIds.length > 0 ? or(left, inArray(accounts.id, accountIds)) : left)
            .orderBy(asc(accounts.id))
            .for('update');
          await setAccountsDetail(
            tx,
            actorId,
            accountIds.length > 0 ? and(left, notInArray(accounts.id, accountIds))! : left,
            null,
          );
          if (accountIds.length > 0) await setAccountsDetail(tx, actorId, inArray(accounts.id, accountIds), id);
        }
      });
      return load(id);
    },

    async remove(actorId, id) {
      await transactionRetried(db, async (tx) => {
        // Locking the row first makes a concurrent association wait for (then fail on) the delete.
        const [before] = await tx.select().from(campaign_details).where(eq(campaign_details.id, id)).for('update');
        if (!before) throw notFound();
        const [associated] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.campaign_detail_id, id))
          .limit(1);
        if (associated) {
          throw new ApiError(400, {
            detail: campaignManagementTexts.detailHasAccounts,
            code: CAMPAIGN_DETAIL_HAS_ACCOUNTS,
          });
        }
        await tx.delete(campaign_details).where(eq(campaign_details.id, id));
        await recordWrite(tx, { actorId, table: 'campaign_details', recordId: id, before, after: null });
      });
    },
  };
}
