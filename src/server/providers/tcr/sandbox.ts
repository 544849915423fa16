/**
 * The TCR sandbox, the default. A new brand is SELF_DECLARED while its identity vetting runs (what TCR's
 * non-blocking registration answers), and SANDBOX_VETTING_MS later (sped up as the reviews are, to no less than
 * SHORTEST_VETTING_MS) VERIFIED, or UNVERIFIED when vetting fails:
 * the sandbox fails it for an EIN ending in 0000 (UNVERIFIED_EIN_SUFFIX: no company the IRS knows has one), and
 * for every brand while `tcr.verifyBrand` is forced. Only an UNVERIFIED brand whose vetting has ended can be
 * revetted; the revet updates it with the legal entity's data and vets that again (UNVERIFIED meanwhile), by the
 * same rules.
 *
 * A brand it did not register itself (the seeded demo brands, ones registered by another process or before a
 * restart) was vetted long ago, to where settledStatusOf its id says: the seed stores that same status, so the
 * demo's UNVERIFIED brands are the ones this sandbox lets revet.
 *
 * Vetting that leaves a brand UNVERIFIED names why in its feedback, as TCR's brand feedback does: TAX_ID for the
 * EIN rule and a forced failure; a brand it did not register gets the category settledFeedbackOf its id.
 *
 * A campaign it creates goes to the carriers' review, which decides 14 to 42 days later (divided by
 * SANDBOX_REGISTRATION_SPEED): approved, or rejected for its message flow, description or samples as the
 * messaging sandbox rejects a use case, or 30909 while `tcr.vetCampaign` is forced. A campaign it did not create
 * was reviewed long ago, as settledCampaignStatusOf its id says.
 */
import { randomUUID } from 'node:crypto';
import { ProviderError } from '../errors.ts';
import { registrationAnswer, type RegistrationAnswer } from '../registration.ts';
import {
  campaignRejection,
  campaignVerdict,
  CAMPAIGN_REJECTIONS,
  FORCED_CAMPAIGN_REJECTION,
  randomAlnum,
  reviewDurationMs,
  systemClock,
  unitHash,
  type Clock,
  type SandboxFailures,
} from '../sandbox.ts';
import {
  BRAND_ID_PATTERN,
  CAMPAIGN_ID_PATTERN,
  type Brand,
  type BrandIdentityStatus,
  type Campaign,
  type CampaignInput,
  type LegalEntityInput,
  type OrderResponse,
  type TcrProvider,
} from './interface.ts';

const SERVICE = 'tcr';
/** How long the sandbox's vetting takes at SANDBOX_REGISTRATION_SPEED 1. */
export const SANDBOX_VETTING_MS = 3 * 60_000;
/** However fast the reviews run, vetting takes this long: a demo, and the e2e suite, see a brand while it is vetted. */
export const SHORTEST_VETTING_MS = 15_000;
/** The sandbox's identity vetting fails (UNVERIFIED) for a legal entity whose EIN ends so. */
export const UNVERIFIED_EIN_SUFFIX = '0000';
const E164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/**
 * Where vetting ended for a brand the sandbox did not register itself, the same in every process: about one in
 * five UNVERIFIED, one in seven VETTED_VERIFIED, the rest VERIFIED. The seed (db/seed-rows.ts) stores it too.
 */
export function settledStatusOf(brandId: string): BrandIdentityStatus {
  const share = unitHash(brandId);
  return share < 0.2 ? 'UNVERIFIED' : share < 0.35 ? 'VETTED_VERIFIED' : 'VERIFIED';
}

/** The feedback category of a brand the sandbox did not register that settled UNVERIFIED; else none. */
export function settledFeedbackOf(brandId: string): string[] {
  if (settledStatusOf(brandId) !== 'UNVERIFIED') return [];
  return [unitHash(`${brandId}:feedback`) < 0.5 ? 'TAX_ID' : 'NONPROFIT'];
}

/** The campaign codes a settled review can have failed with. */
const SETTLED_REJECTIONS = Object.keys(CAMPAIGN_REJECTIONS);

/**
 * Where the carriers' review ended for a campaign the sandbox did not create, the same in every process: about one
 * in seven rejected (15%), with one of the campaign codes. The seed can store the same.
 */
export function settledCampaignStatusOf(campaignId: string): RegistrationAnswer {
  if (unitHash(campaignId) >= 0.15) return campaignVerdict(null);
  const pick = Math.floor(unitHash(`${campaignId}:code`) * SETTLED_REJECTIONS.length);
  return campaignVerdict(SETTLED_REJECTIONS[pick]!);
}

const unknownToIrs = (legalEntity: LegalEntityInput) =>
  legalEntity.ein.replace(/-/g, '').endsWith(UNVERIFIED_EIN_SUFFIX);

/** TCR's feedback when vetting fails on the EIN (or is forced to fail). */
const TAX_ID_FEEDBACK = ['TAX_ID'];

interface BrandRecord {
  reference_id: string;
  vettingStartedAt: number;
  /** The identity status while vetting runs: SELF_DECLARED for a new brand, UNVERIFIED during a revet. */
  meanwhile: BrandIdentityStatus;
  /** Where vetting ends. */
  outcome: BrandIdentityStatus;
  /** TCR's feedback categories when the outcome is UNVERIFIED. */
  feedback: string[];
}

/** A campaign's review by the carriers: when it decides, and the rejection code it gives (null approves). */
interface CampaignReview {
  decidesAt: number;
  rejection: string | null;
}

export interface TcrSandboxOptions {
  failures: SandboxFailures;
  clock?: Clock;
  /**
   * SANDBOX_REGISTRATION_SPEED: how many times faster than real time campaign reviews decide, and brand vetting
   * ends (SANDBOX_VETTING_MS at 1).
   */
  registrationSpeed?: number;
}

export function createTcrSandbox(options: TcrSandboxOptions): TcrProvider {
  const { failures } = options;
  const clock = options.clock ?? systemClock;
  const speed = options.registrationSpeed ?? 1;
  const vettingMs = Math.max(SHORTEST_VETTING_MS, Math.round(SANDBOX_VETTING_MS / speed));
  const brands = new Map<string, BrandRecord>();
  const campaigns = new Map<string, Campaign>();
  const reviews = new Map<string, CampaignReview>();

  const error = (operation: string, code: 'http_error' | 'not_found' | 'invalid_state', detail: string, tcr: string) =>
    new ProviderError({
      service: SERVICE,
      operation,
      code,
      status: code === 'not_found' ? 404 : 400,
      providerCode: tcr,
      detail,
    });
  const failsVetting = () => failures.isForced(SERVICE, 'verifyBrand');

  const record = (operation: string, brandId: string): BrandRecord => {
    const known = brands.get(brandId);
    if (known) return known;
    if (!BRAND_ID_PATTERN.test(brandId)) throw error(operation, 'not_found', 'HTTP 404: Brand not found', '404');
    // Made elsewhere: vetted long ago, with the outcome its id gives.
    const forced = failsVetting();
    const made: BrandRecord = {
      reference_id: '',
      vettingStartedAt: 0,
      meanwhile: 'SELF_DECLARED',
      outcome: forced ? 'UNVERIFIED' : settledStatusOf(brandId),
      feedback: forced ? TAX_ID_FEEDBACK : settledFeedbackOf(brandId),
    };
    brands.set(brandId, made);
    return made;
  };
  const view = (brandId: string, brand: BrandRecord): Brand => {
    const done = clock() - brand.vettingStartedAt >= vettingMs;
    const at = new Date(done ? brand.vettingStartedAt + vettingMs : brand.vettingStartedAt).toISOString();
    const failed = done && brand.outcome === 'UNVERIFIED';
    return {
      brand_id: brandId,
      reference_id: brand.reference_id,
      identity_status: done ? brand.outcome : brand.meanwhile,
      vetting: { status: !done ? 'PENDING' : failed ? 'FAILED' : 'ACTIVE', updated_at: at },
      feedback: failed ? [...brand.feedback] : [],
    };
  };
  const order = (operation: string, phoneNumbers: string[], refusal: string | null): OrderResponse => {
    const orderId = randomUUID();
    if (failures.isForced(SERVICE, operation)) {
      return {
        order_id: orderId,
        status: 'FAILED',
        error_code: '5099',
        error_description: 'The carrier rejected the order: the campaign is not provisioned with the carrier',
      };
    }
    if (refusal) return { order_id: orderId, status: 'FAILED', error_code: '5097', error_description: refusal };
    const bad = phoneNumbers.filter((number) => !E164.test(number));
    if (bad.length === 0 && phoneNumbers.length > 0) return { order_id: orderId, status: 'COMPLETE' };
    return {
      order_id: orderId,
      status: bad.length === phoneNumbers.length ? 'FAILED' : 'PARTIAL',
      error_code: '1003',
      error_description:
        phoneNumbers.length === 0
          ? 'The order lists no phone numbers'
          : `Invalid phone number(s): ${bad.slice(0, 5).join(', ')}`,
    };
  };

  return {
    kind: 'sandbox',

    async createBrand(legalEntity: LegalEntityInput) {
      failures.check(
        SERVICE,
        'createBrand',
        'HTTP 400: Brand rejected: the EIN does not match the legal name',
        400,
        '503',
      );
      if (!/^\d{9}$/.test(legalEntity.ein.replace(/-/g, ''))) {
        throw error('createBrand', 'http_error', 'HTTP 400: Invalid EIN', '510');
      }
      let brandId: string;
      do brandId = `B${randomAlnum(6)}`;
      while (brands.has(brandId));
      const fails = failsVetting() || unknownToIrs(legalEntity);
      const brand: BrandRecord = {
        reference_id: legalEntity.reference_id,
        vettingStartedAt: clock(),
        meanwhile: 'SELF_DECLARED',
        outcome: fails ? 'UNVERIFIED' : 'VERIFIED',
        feedback: fails ? TAX_ID_FEEDBACK : [],
      };
      brands.set(brandId, brand);
      return view(brandId, brand);
    },

    async getBrand(brandId: string) {
      failures.check(SERVICE, 'getBrand', 'HTTP 503: Service temporarily unavailable', 503);
      return view(brandId, record('getBrand', brandId));
    },

    async updateBrandAndRevet(brandId: string, legalEntity: LegalEntityInput) {
      const operation = 'updateBrandAndRevet';
      const brand = record(operation, brandId);
      const current = view(brandId, brand);
      if (current.identity_status !== 'UNVERIFIED' || current.vetting.status === 'PENDING') {
        throw error(operation, 'invalid_state', 'HTTP 400: Only an UNVERIFIED brand can be revetted', '581');
      }
      failures.check(SERVICE, operation, 'HTTP 400: Revet refused: too many revet requests for this brand', 400, '582');
      brand.vettingStartedAt = clock();
      brand.meanwhile = 'UNVERIFIED';
      // Vetted again from the data it is updated with: an EIN still unknown to the IRS fails again.
      const fails = failsVetting() || unknownToIrs(legalEntity);
      brand.outcome = fails ? 'UNVERIFIED' : 'VERIFIED';
      brand.feedback = fails ? TAX_ID_FEEDBACK : [];
      return view(brandId, brand);
    },

    async createCampaign(brandId: string, input: CampaignInput) {
      const operation = 'createCampaign';
      const brand = view(brandId, record(operation, brandId));
      if (brand.identity_status !== 'VERIFIED' && brand.identity_status !== 'VETTED_VERIFIED') {
        throw error(operation, 'invalid_state', 'HTTP 400: The brand is not verified', '529');
      }
      failures.check(SERVICE, operation, 'HTTP 400: Campaign rejected: the message flow is insufficient', 400, '528');
      let campaignId: string;
      do campaignId = `C${randomAlnum(6)}`;
      while (campaigns.has(campaignId));
      const campaign: Campaign = {
        campaign_id: campaignId,
        brand_id: brandId,
        usecase: input.usecase,
        description: input.description,
        status: 'ACTIVE',
      };
      campaigns.set(campaignId, campaign);
      const rejection = failures.isForced(SERVICE, 'vetCampaign')
        ? FORCED_CAMPAIGN_REJECTION
        : campaignRejection({ ...input, samples: input.sample_messages });
      reviews.set(campaignId, { decidesAt: clock() + reviewDurationMs('tcr_campaign', speed), rejection });
      return { ...campaign };
    },

    async listCampaigns(brandId?: string) {
      failures.check(SERVICE, 'listCampaigns', 'HTTP 503: Service temporarily unavailable', 503);
      return [...campaigns.values()].filter((c) => !brandId || c.brand_id === brandId).map((c) => ({ ...c }));
    },

    async getCampaignStatus(campaignId: string) {
      const operation = 'getCampaignStatus';
      failures.check(SERVICE, operation, 'HTTP 503: Service temporarily unavailable', 503);
      if (!CAMPAIGN_ID_PATTERN.test(campaignId)) {
        throw error(operation, 'not_found', 'HTTP 404: Campaign not found', '404');
      }
      const review = reviews.get(campaignId);
      if (!review) return settledCampaignStatusOf(campaignId);
      return clock() < review.decidesAt ? registrationAnswer('in_review') : campaignVerdict(review.rejection);
    },

    async assignCampaignToPhones(campaignId: string, phoneNumbers: string[]) {
      const refusal = CAMPAIGN_ID_PATTERN.test(campaignId) ? null : `Campaign ${campaignId.slice(0, 16)} not found`;
      return order('assignCampaignToPhones', phoneNumbers, refusal);
    },

    async assignAccountToPhones(accountRef: string, phoneNumbers: string[]) {
      return order('assignAccountToPhones', phoneNumbers, accountRef.trim() ? null : 'The target account is missing');
    },
  };
}
