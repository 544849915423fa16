/**
 * Registering TCR campaigns (spec 7: POST /campaign_management/tcr_campaigns/create_tcr_campaign, and scaling
 * when the brand has no campaign of the use case yet): the campaign detail's texts, with {{NAME}} replaced by
 * the brand's legal name, go to the registry through providers.tcr; the campaign it issues is stored.
 */
import { eq } from 'drizzle-orm';
import {
  withLegalName,
  type Campaign,
  type CampaignType,
  type CreateTcrCampaignRequest,
} from '../../shared/campaignManagement.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { brands, campaign_details, campaigns, legal_entities } from '../db/schema.ts';
import { fieldErrors, type FieldErrorMap } from '../errors.ts';
import type { CampaignInput, TcrProvider } from '../providers/tcr/interface.ts';
import { recordWrite } from './audit.ts';
import { recordForLegalEntity, recordRefusal } from './registrations.ts';

export interface BrandWithLegalName {
  id: number;
  /** The TCR brand id. */
  brand_id: string;
  legal_entity_id: number;
  legal_name: string;
}

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

/**
 * Registers the campaign (a provider error propagates: 502 or 400, nothing stored), then stores it with its
 * audit entry.
 */
export async function registerCampaign(
  db: Db,
  tcr: TcrProvider,
  actorId: number,
  brand: BrandWithLegalName,
  input: CampaignInput,
): Promise<Campaign> {
  const registered = await tcr.createCampaign(brand.brand_id, input).catch(async (error: unknown) => {
    // A campaign TCR refused fails on the board for the legal entity's accounts (registrations.ts).
    await recordRefusal(db, { legalEntityId: brand.legal_entity_id }, 'tcr_campaign', error);
    throw error;
  });
  return db.transaction(async (tx) => {
    // The carriers' review starts: every account of the legal entity waits on it.
    const sent = { track: 'campaign', step: 'tcr_campaign', status: 'submitted' } as const;
    await recordForLegalEntity(tx, brand.legal_entity_id, sent, new Date());
    const [row] = await tx
      .insert(campaigns)
      .values({ campaign_id: registered.campaign_id, description: registered.description, brand_id: brand.id })
      .returning();
    await recordWrite(tx, { actorId, table: 'campaigns', recordId: row!.id, before: null, after: row! });
    return { id: row!.id, campaign_id: row!.campaign_id, description: row!.description };
  });
}

/** POST /campaign_management/tcr_campaigns/create_tcr_campaign */
async function createTcrCampaign(
  db: Db,
  tcr: TcrProvider,
  actorId: number,
  input: CreateTcrCampaignRequest,
): Promise<Campaign> {
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
  return registerCampaign(db, tcr, actorId, brand, campaignInput(detail, brand.legal_name, usecase));
}

export interface TcrCampaignService {
  create(actorId: number, input: CreateTcrCampaignRequest): Promise<Campaign>;
}

export function createTcrCampaignService(db: Db, tcr: TcrProvider): TcrCampaignService {
  return { create: (actorId, input) => createTcrCampaign(db, tcr, actorId, input) };
}
