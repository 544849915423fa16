/**
 * TCR phone numbers (spec 2 Phones, spec 7 TCR): the paged list with its filters, and the two carrier
 * assignments (numbers onto a campaign, numbers onto an account).
 *
 * An assignment first checks every row, then places the carrier orders (one per target campaign), then stores,
 * in one transaction audited per phone row, the numbers of the orders that completed. A failed or partial order
 * stores nothing of its numbers: the carrier does not say which of them moved, and placing the order again is
 * harmless.
 */
import { and, asc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Reference } from '../../shared/accounts.ts';
import {
  type AssignAccountRequest,
  type AssignCampaignRequest,
  type AssignmentResponse,
  type Campaign,
  type CarrierOrder,
  type PhoneListQuery,
  type TcrPhoneNumber,
} from '../../shared/campaignManagement.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, bot_numbers, brands, campaigns, tcr_phone_numbers, twilio_configurations } from '../db/schema.ts';
import { fieldErrors, type FieldErrorMap } from '../errors.ts';
import { pageOffset, totalFromPage, type CountedPage } from '../lib/paging.ts';
import { ProviderError } from '../providers/errors.ts';
import type { OrderResponse, TcrProvider } from '../providers/tcr/interface.ts';
import { searchDigits } from '../../shared/phone.ts';
import { escapeLike } from './account-search.ts';
import { recordWrite } from './audit.ts';
import { CountCache } from '../lib/count-cache.ts';
import { transactionRetried } from '../db/retry.ts';

export interface TcrPhonesService {
  list(query: PhoneListQuery): Promise<CountedPage<TcrPhoneNumber>>;
  listCampaigns(): Promise<Campaign[]>;
  /** Forget cached list counts after phones changed elsewhere (scaling). */
  invalidate(): void;
  assignCampaign(actorId: number, input: AssignCampaignRequest): Promise<AssignmentResponse>;
  assignAccount(actorId: number, input: AssignAccountRequest): Promise<AssignmentResponse>;
}

export const campaignColumns = {
  id: campaigns.id,
  campaign_id: campaigns.campaign_id,
  description: campaigns.description,
};

/** The account a number is the bot number of (bot_numbers), which need not be the account it is assigned to. */
const botAccounts = alias(accounts, 'bot_accounts');

const phoneColumns = {
  number: tcr_phone_numbers.number,
  account_id: accounts.id,
  account_name: accounts.name,
  bot_account_id: botAccounts.id,
  bot_account_name: botAccounts.name,
  campaign_pk: campaigns.id,
  campaign_id: campaigns.campaign_id,
  campaign_description: campaigns.description,
  brand_id: brands.brand_id,
  brand_reference_id: brands.reference_id,
};

/**
 * The filters as SQL. Account and campaign go through their indexes; the digits match scans the table (about
 * 10 ms for 23k numbers in PGlite): a trigram index on number would serve it, the schema has none yet.
 */
export function phoneFilters(query: PhoneListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const digits = searchDigits(query.number ?? '');
  if (digits) conditions.push(like(tcr_phone_numbers.number, `%${escapeLike(digits)}%`));
  if (query.account !== undefined) conditions.push(eq(tcr_phone_numbers.account_id, query.account));
  const { id: campaignPk, campaign_id: campaignId } = query.campaign ?? {};
  if (campaignPk !== undefined) conditions.push(eq(tcr_phone_numbers.campaign_id, campaignPk));
  if (campaignId !== undefined) {
    // One campaign row by its unique TCR id, then the phones through tcr_phone_numbers_campaign_idx.
    conditions.push(
      sql`${tcr_phone_numbers.campaign_id} = (select ${campaigns.id} from ${campaigns} where ${campaigns.campaign_id} = ${campaignId})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface PlacedOrder {
  order: CarrierOrder;
  /** Set when the order could not be placed at all (the provider refused the call or was unreachable). */
  error: ProviderError | null;
}

/**
 * One page: the page's numbers first (through the primary key, or the filter's index), then their joins. Joining
 * before the offset makes deep pages join every skipped row.
 */
export function phonePageQuery(db: Db, where: SQL | undefined, offset: number) {
  const pageNumbers = db
    .select({ number: tcr_phone_numbers.number })
    .from(tcr_phone_numbers)
    .where(where)
    .orderBy(asc(tcr_phone_numbers.number))
    .limit(PAGE_SIZE)
    .offset(offset);
  return (
    db
      .select(phoneColumns)
      .from(tcr_phone_numbers)
      .leftJoin(accounts, eq(accounts.id, tcr_phone_numbers.account_id))
      .leftJoin(campaigns, eq(campaigns.id, tcr_phone_numbers.campaign_id))
      .leftJoin(brands, eq(brands.id, tcr_phone_numbers.brand_id))
      // bot_numbers_number_key: one probe per row of the page.
      .leftJoin(bot_numbers, eq(bot_numbers.number, tcr_phone_numbers.number))
      .leftJoin(botAccounts, eq(botAccounts.id, bot_numbers.account_id))
      .where(inArray(tcr_phone_numbers.number, pageNumbers))
      .orderBy(asc(tcr_phone_numbers.number))
  );
}

/** The carrier's answer as we report it; a provider error counts as a FAILED order that was never placed. */
export async function placeOrder(phoneNumbers: string[], place: () => Promise<OrderResponse>): Promise<PlacedOrder> {
  try {
    const order = await place();
    return {
      order: {
        order_id: order.order_id,
        status: order.status,
        error_code: order.error_code ?? null,
        error_description: order.error_description ?? null,
        phone_numbers: phoneNumbers,
      },
      error: null,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return {
      order: {
        order_id: null,
        status: 'FAILED',
        error_code: error.providerCode ?? error.code,
        error_description: error.detail,
        phone_numbers: phoneNumbers,
      },
      error,
    };
  }
}

/**
 * Places the orders one after the other. When none could even be placed (the provider is down), the first
 * provider error is thrown (502, nothing stored); otherwise every order is reported, placed or not.
 */
async function placeOrders(groups: Array<{ numbers: string[]; place: () => Promise<OrderResponse> }>) {
  const placed: PlacedOrder[] = [];
  for (const group of groups) placed.push(await placeOrder(group.numbers, group.place));
  const firstError = placed[0]?.error;
  if (firstError && placed.every((p) => p.error !== null)) throw firstError;
  return placed.map((p) => p.order);
}

/** The order response: COMPLETE when every order completed, FAILED when every one failed, else PARTIAL. */
function summary(orders: CarrierOrder[], updated: number): AssignmentResponse {
  const incomplete = orders.find((order) => order.status !== 'COMPLETE');
  const status = !incomplete ? 'COMPLETE' : orders.every((order) => order.status === 'FAILED') ? 'FAILED' : 'PARTIAL';
  return {
    status,
    error_code: incomplete ? (incomplete.error_code ?? 'order_incomplete') : null,
    error_description: incomplete ? (incomplete.error_description ?? INCOMPLETE_ORDER) : null,
    updated,
    orders,
  };
}

export const INCOMPLETE_ORDER = 'The carrier did not complete the order.';

type PhoneChange = Partial<Pick<typeof tcr_phone_numbers.$inferInsert, 'account_id' | 'campaign_id' | 'brand_id'>>;

/** Updates the numbers' row and audits each one that changed; returns how many changed. */
export async function updatePhones(tx: Db, actorId: number, numbers: string[], change: PhoneChange): Promise<number> {
  if (numbers.length === 0) return 0;
  const where = inArray(tcr_phone_numbers.number, numbers);
  const before = await tx
    .select()
    .from(tcr_phone_numbers)
    .where(where)
    .orderBy(asc(tcr_phone_numbers.number))
    .for('update');
  const after = await tx.update(tcr_phone_numbers).set(change).where(where).returning();
  const afterByNumber = new Map(after.map((row) => [row.number, row]));
  let changed = 0;
  for (const row of before) {
    const updated = afterByNumber.get(row.number)!;
    if (
      row.account_id === updated.account_id &&
      row.campaign_id === updated.campaign_id &&
      row.brand_id === updated.brand_id
    )
      continue;
    changed += 1;
    await recordWrite(tx, { actorId, table: 'tcr_phone_numbers', recordId: row.number, before: row, after: updated });
  }
  return changed;
}

/** `reads`: where the list reads (Database.reads: on PostgreSQL, read-only with a time budget). */
export function createTcrPhonesService(db: Db, tcr: TcrProvider, reads: Db = db): TcrPhonesService {
  const counts = new CountCache();

  const knownNumbers = async (numbers: string[]) => {
    const rows = await db
      .select({ number: tcr_phone_numbers.number })
      .from(tcr_phone_numbers)
      .where(inArray(tcr_phone_numbers.number, numbers));
    return new Set(rows.map((row) => row.number));
  };
  const throwIfAny = (errors: FieldErrorMap) => {
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  };

  return {
    async list(query) {
      const where = phoneFilters(query);
      const rows = await phonePageQuery(reads, where, pageOffset(query.page));
      const count = await totalFromPage(query.page, rows.length, () =>
        counts.get(JSON.stringify([searchDigits(query.number ?? ''), query.account, query.campaign]), async () => {
          const [row] = await reads
            .select({ count: sql<number>`count(*)::int` })
            .from(tcr_phone_numbers)
            .where(where);
          return row?.count ?? 0;
        }),
      );
      return {
        count,
        results: rows.map((row) => ({
          number: row.number,
          account:
            row.account_id === null ? null : ({ id: row.account_id, name: row.account_name! } satisfies Reference),
          bot_of:
            row.bot_account_id === null
              ? null
              : ({ id: row.bot_account_id, name: row.bot_account_name! } satisfies Reference),
          campaign:
            row.campaign_pk === null
              ? null
              : { id: row.campaign_pk, campaign_id: row.campaign_id!, description: row.campaign_description! },
          brand: row.brand_id === null ? null : { brand_id: row.brand_id, reference_id: row.brand_reference_id },
        })),
      };
    },

    async listCampaigns() {
      return db.select(campaignColumns).from(campaigns).orderBy(asc(campaigns.campaign_id));
    },

    invalidate: () => counts.clear(),

    async assignCampaign(actorId, { phone_numbers: rows }) {
      const known = await knownNumbers(rows.map((row) => row.phone_number));
      const targetIds = [...new Set(rows.map((row) => row.target_campaign))];
      const targets = new Map(
        (
          await db
            .select({ ...campaignColumns, brand_id: campaigns.brand_id })
            .from(campaigns)
            .where(inArray(campaigns.id, targetIds))
        ).map((row) => [row.id, row]),
      );
      const errors: FieldErrorMap = {};
      rows.forEach((row, index) => {
        if (!known.has(row.phone_number))
          errors[`phone_numbers.${index}.phone_number`] = [drfTexts.doesNotExist(row.phone_number)];
        if (!targets.has(row.target_campaign))
          errors[`phone_numbers.${index}.target_campaign`] = [drfTexts.doesNotExist(row.target_campaign)];
      });
      throwIfAny(errors);

      // One order per target campaign, in the order the campaigns first appear.
      const groups = targetIds.map((id) => {
        const target = targets.get(id)!;
        const numbers = rows.filter((row) => row.target_campaign === id).map((row) => row.phone_number);
        return { target, numbers, place: () => tcr.assignCampaignToPhones(target.campaign_id, numbers) };
      });
      const orders = await placeOrders(groups);
      const updated = await transactionRetried(db, async (tx) => {
        let changed = 0;
        for (const [index, group] of groups.entries()) {
          if (orders[index]!.status !== 'COMPLETE') continue;
          // The brand follows the campaign (the list's Brand column); a campaign without one leaves it as is.
          const change: PhoneChange = { campaign_id: group.target.id };
          if (group.target.brand_id !== null) change.brand_id = group.target.brand_id;
          changed += await updatePhones(tx, actorId, group.numbers, change);
        }
        return changed;
      });
      if (updated > 0) counts.clear();
      return summary(orders, updated);
    },

    async assignAccount(actorId, { phone_numbers: numbers, target_account: accountId }) {
      const known = await knownNumbers(numbers);
      const [account] = await db
        .select({ id: accounts.id, subaccount: twilio_configurations.subaccount_account_sid })
        .from(accounts)
        .leftJoin(twilio_configurations, eq(twilio_configurations.account_id, accounts.id))
        .where(eq(accounts.id, accountId))
        .limit(1);
      const errors: FieldErrorMap = {};
      numbers.forEach((number, index) => {
        if (!known.has(number)) errors[`phone_numbers.${index}`] = [drfTexts.doesNotExist(number)];
      });
      if (!account) errors.target_account = [drfTexts.doesNotExist(accountId)];
      throwIfAny(errors);

      // The carrier knows the account by its messaging sub-account when it has one, else by our id.
      const accountRef = account!.subaccount ?? String(accountId);
      const orders = await placeOrders([{ numbers, place: () => tcr.assignAccountToPhones(accountRef, numbers) }]);
      const updated =
        orders[0]!.status === 'COMPLETE'
          ? await transactionRetried(db, (tx) => updatePhones(tx, actorId, numbers, { account_id: accountId }))
          : 0;
      if (updated > 0) counts.clear();
      return summary(orders, updated);
    },
  };
}
