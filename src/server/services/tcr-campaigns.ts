/**
 * Registering TCR campaigns (spec 7: POST /campaign_management/tcr_campaigns/create_tcr_campaign, and scaling
 * when the brand has no campaign of the use case yet): the campaign detail's texts, with {{NAME}} replaced by
 * the brand's legal name, go to the registry through providers.tcr; the campaign it issues is stored with what
 * it was registered for, and each intent is registered once however many ask at the same time (each costs a
 * vetting fee and a monthly fee).
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  withLegalName,
  type Campaign,
  type CampaignType,
  type CreateTcrCampaignRequest,
} from '../../shared/campaignManagement.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import { campaignManagementTexts } from '../../shared/campaignManagementTexts.ts';
import type { Database, Db } from '../db/client.ts';
import { brands, campaign_details, campaigns, legal_entities } from '../db/schema.ts';
import { ApiError, fieldErrors, type FieldErrorMap } from '../errors.ts';
import type { CampaignInput, TcrProvider } from '../providers/tcr/interface.ts';
import { recordWrite } from './audit.ts';
import { recordForLegalEntity, recordRefusal } from './registrations.ts';
import { transactionRetried } from '../db/retry.ts';

export interface BrandWithLegalName {
  id: number;
  /** The TCR brand id. */
  brand_id: string;
  legal_entity_id: number;
  legal_name: string;
}

/** The code of the 409 a second registration of one intent answers (campaignManagementTexts.campaignExists). */
export const CAMPAIGN_EXISTS = 'campaign_exists';

type CampaignDetailTexts = Pick<typeof campaign_details.$inferSelect, 'tcr_message_flow' | 'tcr_description'>;

/** A brand by our id (number) or its TCR brand id (string), with its legal entity's legal name. */
export async function findBrand(db: Db, ref: number | string): Promise<BrandWithLegalName | undefined> {
  const [row] = await db
    .select({
      id: brands.id,
      brand_id: brands.brand_id,
      legal_entity_id: brands.legal_entity_id,
      legal_name: legal_entities.legal_name,
    })
    .from(brands)
    .innerJoin(legal_entities, eq(legal_entities.id, brands.legal_entity_id))
    .where(typeof ref === 'number' ? eq(brands.id, ref) : eq(brands.brand_id, ref))
    .limit(1);
  return row;
}

/** What the registry gets: the detail's texts for this legal entity; the description doubles as the sample. */
export function campaignInput(detail: CampaignDetailTexts, legalName: string, usecase: CampaignType): CampaignInput {
  const description = withLegalName(detail.tcr_description, legalName);
  return {
    usecase,
    description,
    message_flow: withLegalName(detail.tcr_message_flow, legalName),
    sample_messages: [description],
  };
}

/** What a campaign is registered for: one campaign per brand and use case (and campaign detail, when named). */
export interface CampaignIntent {
  brand: BrandWithLegalName;
  usecase: CampaignType;
  /** The detail whose texts are sent; null when any of the brand's campaigns of the use case will do. */
  detailId: number | null;
}

export interface CampaignRegistry {
  db: Db;
  tcr: TcrProvider;
  /** Database.withLock: one registration of an intent at a time, across API processes. */
  withLock: Database['withLock'];
}

const campaignExists = (campaign: Campaign) =>
  new ApiError(409, { detail: campaignManagementTexts.campaignExists, code: CAMPAIGN_EXISTS, campaign });

/** Our campaign registered for the intent, if any (the newest). */
async function storedCampaign(db: Db, { brand, usecase, detailId }: CampaignIntent): Promise<Campaign | undefined> {
  const [row] = await db
    .select({ id: campaigns.id, campaign_id: campaigns.campaign_id, description: campaigns.description })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brand_id, brand.id),
        eq(campaigns.usecase, usecase),
        detailId === null ? undefined : eq(campaigns.campaign_detail_id, detailId),
      ),
    )
    .orderBy(desc(campaigns.id))
    .limit(1);
  return row;
}

/**
 * The campaign of an intent, found or registered once: under the intent's lock (every API process), the stored
 * campaigns are looked up again (`found` first, for what the registry alone knows), and only when none is there
 * is one registered with TCR, which charges for each. Registering: a provider error propagates (502 or 400,
 * nothing stored), else the campaign is stored with its audit entry.
 */
export async function findOrRegisterCampaign(
  registry: CampaignRegistry,
  actorId: number,
  intent: CampaignIntent,
  input: () => Promise<CampaignInput>,
  options: { found?: () => Promise<Campaign | undefined>; additional?: boolean } = {},
): Promise<{ campaign: Campaign; created: boolean }> {
  const { db, tcr } = registry;
  const { brand, usecase, detailId } = intent;
  return registry.withLock(`tcr campaign ${brand.id} ${usecase}`, async () => {
    if (!options.additional) {
      const existing = (await storedCampaign(db, intent)) ?? (await options.found?.());
      if (existing) return { campaign: existing, created: false };
    }
    const sent = await input();
    const registered = await tcr.createCampaign(brand.brand_id, sent).catch(async (error: unknown) => {
      // A campaign TCR refused fails on the board for the legal entity's accounts (registrations.ts).
      await recordRefusal(db, { legalEntityId: brand.legal_entity_id }, 'tcr_campaign', error);
      throw error;
    });
    const campaign = await transactionRetried(db, async (tx) => {
      // The carriers' review starts: every account of the legal entity waits on it.
      const review = { track: 'campaign', step: 'tcr_campaign', status: 'submitted' } as const;
      await recordForLegalEntity(tx, brand.legal_entity_id, review, new Date());
      const [row] = await tx
        .insert(campaigns)
        .values({
          campaign_id: registered.campaign_id,
          description: registered.description,
          brand_id: brand.id,
          usecase,
          campaign_detail_id: detailId,
        })
        .returning();
      await recordWrite(tx, { actorId, table: 'campaigns', recordId: row!.id, before: null, after: row! });
      return { id: row!.id, campaign_id: row!.campaign_id, description: row!.description };
    });
    return { campaign, created: true };
  });
}

/**
 * POST /campaign_management/tcr_campaigns/create_tcr_campaign: 409 campaign_exists, with the campaign, when the
 * brand has one for this use case and detail already, unless the request says `additional`.
 */
async function createTcrCampaign(
  registry: CampaignRegistry,
  actorId: number,
  input: CreateTcrCampaignRequest,
): Promise<Campaign> {
  const { db } = registry;
  const brand = await findBrand(db, input.brand_id);
  const [detail] = await db
    .select()
    .from(campaign_details)
    .where(eq(campaign_details.id, input.campaign_detail_id))
    .limit(1);
  const errors: FieldErrorMap = {};
  if (!brand) errors.brand_id = [drfTexts.doesNotExist(input.brand_id)];
  if (!detail) errors.campaign_detail_id = [drfTexts.doesNotExist(input.campaign_detail_id)];
  if (!brand || !detail) throw fieldErrors(errors);
  const usecase = input.use_case ?? (detail.campaign_type as CampaignType);
  const { campaign, created } = await findOrRegisterCampaign(
    registry,
    actorId,
    { brand, usecase, detailId: detail.id },
    async () => campaignInput(detail, brand.legal_name, usecase),
    { additional: input.additional },
  );
  if (!created) throw campaignExists(campaign);
  return campaign;
}

export interface TcrCampaignService {
  create(actorId: number, input: CreateTcrCampaignRequest): Promise<Campaign>;
}

export function createTcrCampaignService(registry: CampaignRegistry): TcrCampaignService {
  return { create: (actorId, input) => createTcrCampaign(registry, actorId, input) };
}
