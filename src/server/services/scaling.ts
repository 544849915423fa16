/**
 * Manual scaling (spec 2 "Manual scaling", spec 7 "Scaling call"): moves the TCR phone numbers of some
 * accounts, or of every account of a parent account, onto the brand's campaign of the requested use case
 * (LOW_VOLUME, CUSTOMER_CARE, SOCIAL), with a carrier order.
 *
 * - The accounts must all be under the brand's legal entity: a number may only be in a campaign of its brand.
 * - The campaign of a use case is the brand's campaign stored with it (for campaigns stored before the use case
 *   was, the registry is asked); when there is none, one is registered from the accounts' campaign detail (the
 *   lowest account id that has one) and stored, once however many Scale actions ask at the same time.
 * - The numbers are moved only when the carrier completes the order; then, in one transaction, every one of
 *   them gets the campaign and the brand, audited per phone row.
 */
import { and, asc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { type ScalingRequest, type ScalingResponse } from '../../shared/campaignManagement.ts';
import { campaignManagementTexts } from '../../shared/campaignManagementTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, campaign_details, campaigns, parent_accounts, tcr_phone_numbers } from '../db/schema.ts';
import { ApiError, fieldErrors } from '../errors.ts';
import type { TcrProvider } from '../providers/tcr/interface.ts';
import {
  campaignInput,
  findBrand,
  findOrRegisterCampaign,
  type BrandWithLegalName,
  type CampaignRegistry,
} from './tcr-campaigns.ts';
import { INCOMPLETE_ORDER, campaignColumns, placeOrder, updatePhones } from './tcr-phones.ts';
import { transactionRetried } from '../db/retry.ts';

export const NO_CAMPAIGN_DETAIL = 'campaign_detail_missing';

interface ScaledAccount {
  id: number;
  legal_entity_id: number | null;
  campaign_detail_id: number | null;
}

export interface ScalingOptions extends CampaignRegistry {
  /** Called after numbers moved, so cached phone-list counts are dropped. */
  onPhonesChanged?: () => void;
}

/** The accounts to scale and the field to blame when they are wrong. */
async function targetAccounts(db: Db, input: ScalingRequest) {
  const columns = {
    id: accounts.id,
    legal_entity_id: accounts.legal_entity_id,
    campaign_detail_id: accounts.campaign_detail_id,
  };
  if (input.account_ids) {
    const ids = [...new Set(input.account_ids)];
    const rows = await db.select(columns).from(accounts).where(inArray(accounts.id, ids)).orderBy(asc(accounts.id));
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw fieldErrors({ account_ids: missing.map((id) => drfTexts.doesNotExist(id)) });
    return { field: 'account_ids', rows, where: inArray(tcr_phone_numbers.account_id, ids) };
  }
  const parentId = input.parent_account!;
  const [parent] = await db
    .select({ id: parent_accounts.id })
    .from(parent_accounts)
    .where(eq(parent_accounts.id, parentId))
    .limit(1);
  if (!parent) throw fieldErrors({ parent_account: [drfTexts.doesNotExist(parentId)] });
  const rows = await db
    .select(columns)
    .from(accounts)
    .where(eq(accounts.parent_account_id, parentId))
    .orderBy(asc(accounts.id));
  if (rows.length === 0) throw fieldErrors({ parent_account: [campaignManagementTexts.parentHasNoAccounts] });
  // A subquery rather than the ids: a parent account may have more accounts than a statement takes parameters.
  const where = inArray(
    tcr_phone_numbers.account_id,
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parent_account_id, parentId)),
  );
  return { field: 'parent_account', rows, where };
}

/**
 * Our campaign of the brand that the registry says has the use case asked for (ACTIVE ones only): for campaigns
 * stored before their use case was (findOrRegisterCampaign looks up the ones stored with it first).
 */
async function registryCampaign(db: Db, tcr: TcrProvider, brand: BrandWithLegalName, useCase: string) {
  const ours = await db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.brand_id, brand.id), isNull(campaigns.usecase)));
  if (ours.length === 0) return undefined;
  const registered = await tcr.listCampaigns(brand.brand_id);
  const matching = new Set(
    registered.filter((c) => c.usecase === useCase && c.status === 'ACTIVE').map((c) => c.campaign_id),
  );
  return ours.find((campaign) => matching.has(campaign.campaign_id));
}

/** The campaign detail a new campaign is registered from: the lowest account id that has one. */
async function scalingDetail(db: Db, scaled: ScaledAccount[]) {
  const detailId = scaled.find((account) => account.campaign_detail_id !== null)?.campaign_detail_id;
  const [detail] =
    detailId === undefined || detailId === null
      ? []
      : await db.select().from(campaign_details).where(eq(campaign_details.id, detailId)).limit(1);
  if (!detail) {
    throw new ApiError(400, { detail: campaignManagementTexts.noCampaignDetail, code: NO_CAMPAIGN_DETAIL });
  }
  return detail;
}

async function scaleAccounts(
  options: ScalingOptions,
  actorId: number,
  input: ScalingRequest,
): Promise<ScalingResponse> {
  const { db, tcr } = options;
  const brand = await findBrand(db, input.brand_id);
  if (!brand) throw fieldErrors({ brand_id: [drfTexts.doesNotExist(input.brand_id)] });
  const target = await targetAccounts(db, input);
  const outside = target.rows.filter((row) => row.legal_entity_id !== brand.legal_entity_id).map((row) => row.id);
  if (outside.length > 0) throw fieldErrors({ [target.field]: [campaignManagementTexts.notUnderBrand(outside)] });

  // Any campaign of the brand and use case will do: two Scale actions at once register one between them.
  const { campaign, created } = await findOrRegisterCampaign(
    options,
    actorId,
    { brand, usecase: input.use_case, detailId: null },
    async () => campaignInput(await scalingDetail(db, target.rows), brand.legal_name, input.use_case),
    { found: () => registryCampaign(db, tcr, brand, input.use_case) },
  );

  // Numbers not on the campaign (or its brand) yet.
  const moving: SQL = and(
    target.where,
    or(
      isNull(tcr_phone_numbers.campaign_id),
      ne(tcr_phone_numbers.campaign_id, campaign.id),
      isNull(tcr_phone_numbers.brand_id),
      ne(tcr_phone_numbers.brand_id, brand.id),
    ),
  )!;
  const numbers = (
    await db
      .select({ number: tcr_phone_numbers.number })
      .from(tcr_phone_numbers)
      .where(moving)
      .orderBy(asc(tcr_phone_numbers.number))
  ).map((row) => row.number);

  let orderId: string | null = null;
  let moved = 0;
  if (numbers.length > 0) {
    const { order, error } = await placeOrder(numbers, () => tcr.assignCampaignToPhones(campaign.campaign_id, numbers));
    if (error) throw error;
    if (order.status !== 'COMPLETE') {
      throw new ApiError(502, {
        detail: order.error_description ?? INCOMPLETE_ORDER,
        code: 'provider_error',
        error_code: order.error_code,
      });
    }
    orderId = order.order_id;
    moved = await transactionRetried(db, (tx) =>
      updatePhones(tx, actorId, numbers, { campaign_id: campaign.id, brand_id: brand.id }),
    );
    if (moved > 0) options.onPhonesChanged?.();
  }
  return {
    campaign,
    campaign_created: created,
    accounts: target.rows.length,
    phone_numbers: moved,
    order_id: orderId,
  };
}

export interface ScalingService {
  scale(actorId: number, input: ScalingRequest): Promise<ScalingResponse>;
}

export function createScalingService(options: ScalingOptions): ScalingService {
  return { scale: (actorId, input) => scaleAccounts(options, actorId, input) };
}
