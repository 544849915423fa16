/**
 * TCR brands of legal entities (spec 2 "Legal entities", 7, 8): register a brand from a legal entity's data, and
 * update-and-revet a brand that vetting left UNVERIFIED. The registry call runs outside any transaction (it
 * can take seconds, and PGlite would be blocked meanwhile); its outcome is then stored and audited in one.
 *
 * TCR vets a brand after registering it, and again after a revet, over minutes: a new brand is stored as TCR
 * answers it (SELF_DECLARED while vetting runs), and the registration reconciler follows its vetting from then on
 * (brand-vetting.ts); a revet asks TCR first.
 *
 * A registry refusal or failure is a ProviderError (400 invalid_state / 502 provider_error, mapped by the app).
 * Registering a brand costs money, so calls for the same legal entity or brand never run twice at once, in any
 * API process (operation-leases.ts), and a brand the registry did register is always reported by its id, even
 * when storing it failed.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { BRAND_IDENTITY_STATUSES as STATUS_LABELS } from '../../shared/enums.ts';
import {
  brandChanges,
  brandSubmittedFields,
  type BrandResubmission,
  type TcrBrandResult,
} from '../../shared/legalEntities.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { brand_submissions, brands, legal_entities } from '../db/schema.ts';
import { ApiError, fieldErrors, notFound } from '../errors.ts';
import { brandIdentityStatusCode, type LegalEntityInput, type TcrProvider } from '../providers/tcr/interface.ts';
import { recordWrite } from './audit.ts';
import { askAboutBrand, type VettingLog } from './brand-vetting.ts';
import { withOperationLease } from '../lib/operation-leases.ts';
import { recordForLegalEntity, recordRefusal } from './registrations.ts';
import { transactionRetried } from '../db/retry.ts';

/** Spec 3: a brand may be revetted only while UNVERIFIED. */
export const UNVERIFIED = 2;

export const tcrBrandErrors = {
  hasBrand: (brandId: string) => `This legal entity has a TCR brand already (${brandId}).`,
  busy: 'Another request for this TCR brand is running; try again when it has finished.',
  notUnverified: (brandId: string, status: number) =>
    `Only an UNVERIFIED brand can be updated and revetted; brand ${brandId} is ${statusLabel(status)}.`,
  setForRevet: (brandId: string) => `Brand ${brandId} is set for revet already.`,
  notSaved: (brandId: string) =>
    `TCR accepted the request for brand ${brandId}, but the result could not be saved here. Note the brand id and report it to the engineering team.`,
} as const;

const statusLabel = (code: number) => STATUS_LABELS.find((s) => s.value === code)?.label ?? String(code);
const invalidState = (detail: string) => new ApiError(400, { detail, code: 'invalid_state' });

/** Where the outcome of a registry call that went through but could not be stored is logged. */
export interface BrandLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Where a revet logs what it could not store, and a status it could not ask TCR for. */
export interface RefreshLog extends BrandLog, VettingLog {}

export interface TcrBrandService {
  create(actorId: number, legalEntityId: number, log: BrandLog): Promise<TcrBrandResult>;
  updateAndRevet(actorId: number, brandId: string, log: RefreshLog): Promise<TcrBrandResult>;
  /** What an update and revet of the brand (its row id) would send that differs from its last submission. */
  resubmission(brandRowId: number): Promise<BrandResubmission>;
}

type LegalEntityRow = typeof legal_entities.$inferSelect;

/** What the registry is told about a legal entity; reference_id is our id, so a brand leads back to it. */
export const brandInput = (row: LegalEntityRow): LegalEntityInput => ({
  reference_id: String(row.id),
  ...brandSubmittedFields(row),
  state: row.state,
  country: row.country,
});

export function createTcrBrandService(db: Db, tcr: TcrProvider): TcrBrandService {
  /** The registration board follows the brand: every account of the legal entity waits on its vetting. */
  const recordSentForReview = (tx: Db, legalEntityId: number) =>
    recordForLegalEntity(tx, legalEntityId, { track: 'brand', step: 'tcr_brand', status: 'submitted' }, new Date());

  /** A registration TCR refused fails on the board (registrations.ts); the refusal is then thrown on. */
  const refused = async (legalEntityId: number, error: unknown): Promise<never> => {
    await recordRefusal(db, { legalEntityId }, 'tcr_brand', error);
    throw error;
  };

  /** One registry call at a time per legal entity or brand, across every API process. */
  const exclusively = <T>(key: string, job: () => Promise<T>): Promise<T> =>
    withOperationLease(db, `tcr_brand:${key}`, () => invalidState(tcrBrandErrors.busy), job);
  /** Stores the outcome; a failure there is logged and reported in `error`, since the registry call is done. */
  const save = async (brandId: string, log: BrandLog, write: (tx: Db) => Promise<void>): Promise<TcrBrandResult> => {
    try {
      await transactionRetried(db, write);
      return { brand_id: brandId };
    } catch (error) {
      log.error({ err: error, brand_id: brandId }, 'TCR brand outcome not saved');
      return { brand_id: brandId, error: tcrBrandErrors.notSaved(brandId) };
    }
  };

  return {
    create: (actorId, legalEntityId, log) =>
      exclusively(`legal_entity:${legalEntityId}`, async () => {
        const [entity] = await db.select().from(legal_entities).where(eq(legal_entities.id, legalEntityId));
        if (!entity) throw fieldErrors({ legal_entity_id: [drfTexts.doesNotExist(legalEntityId)] });
        const [existing] = await db
          .select({ brand_id: brands.brand_id })
          .from(brands)
          .where(eq(brands.legal_entity_id, legalEntityId))
          .orderBy(desc(brands.id))
          .limit(1);
        if (existing) throw invalidState(tcrBrandErrors.hasBrand(existing.brand_id));

        const registered = await tcr
          .createBrand(brandInput(entity))
          .catch((error: unknown) => refused(legalEntityId, error));
        return save(registered.brand_id, log, async (tx) => {
          await recordSentForReview(tx, legalEntityId);
          const [created] = await tx
            .insert(brands)
            .values({
              legal_entity_id: legalEntityId,
              brand_id: registered.brand_id,
              brand_identity_status: brandIdentityStatusCode(registered.identity_status),
              set_for_revet: false,
              reference_id: registered.reference_id || String(legalEntityId),
            })
            .returning();
          await recordWrite(tx, { actorId, table: 'brands', recordId: created!.id, before: null, after: created! });
          await tx
            .insert(brand_submissions)
            .values({ brand_id: created!.id, kind: 'registration', fields: brandSubmittedFields(entity) });
        });
      }),

    updateAndRevet: (actorId, brandId, log) =>
      exclusively(`brand:${brandId}`, async () => {
        const [row] = await db.select().from(brands).where(eq(brands.brand_id, brandId));
        if (!row) throw fieldErrors({ brand_uuid: [drfTexts.doesNotExist(brandId)] });
        const stored = await askAboutBrand(db, tcr, row, log);
        if (stored.brand_identity_status !== UNVERIFIED) {
          throw invalidState(tcrBrandErrors.notUnverified(brandId, stored.brand_identity_status));
        }
        if (stored.set_for_revet) throw invalidState(tcrBrandErrors.setForRevet(brandId));

        const [entity] = await db.select().from(legal_entities).where(eq(legal_entities.id, row.legal_entity_id));
        if (!entity) throw new Error(`the legal entity of brand ${brandId} disappeared`);
        // A refused revet leaves the brand where it was on the board (failed): only a sent one moves it.
        const revetted = await tcr.updateBrandAndRevet(brandId, brandInput(entity));
        return save(brandId, log, async (tx) => {
          await recordSentForReview(tx, row.legal_entity_id);
          const [before] = await tx.select().from(brands).where(eq(brands.id, stored.id)).for('update');
          if (!before) throw new Error(`brand ${brandId} disappeared during the revet`);
          const [after] = await tx
            .update(brands)
            .set({ set_for_revet: true, brand_identity_status: brandIdentityStatusCode(revetted.identity_status) })
            .where(eq(brands.id, stored.id))
            .returning();
          await recordWrite(tx, { actorId, table: 'brands', recordId: stored.id, before, after: after! });
          await tx
            .insert(brand_submissions)
            .values({ brand_id: stored.id, kind: 'revet', fields: brandSubmittedFields(entity) });
        });
      }),

    async resubmission(brandRowId) {
      const [brand] = await db
        .select({ brand_id: brands.brand_id, entity: legal_entities })
        .from(brands)
        .innerJoin(legal_entities, eq(legal_entities.id, brands.legal_entity_id))
        .where(eq(brands.id, brandRowId));
      if (!brand) throw notFound();
      const [[last], [revets]] = await Promise.all([
        db
          .select({ fields: brand_submissions.fields, submitted_at: brand_submissions.submitted_at })
          .from(brand_submissions)
          .where(eq(brand_submissions.brand_id, brandRowId))
          .orderBy(desc(brand_submissions.id))
          .limit(1),
        db
          .select({ count: count() })
          .from(brand_submissions)
          .where(and(eq(brand_submissions.brand_id, brandRowId), eq(brand_submissions.kind, 'revet'))),
      ]);
      return {
        brand_id: brand.brand_id,
        last_submitted_at: last?.submitted_at.toISOString() ?? null,
        revets: revets?.count ?? 0,
        changes: last ? brandChanges(last.fields, brandSubmittedFields(brand.entity)) : [],
      };
    },
  };
}
