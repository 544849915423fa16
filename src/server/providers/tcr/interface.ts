import type { RegistrationAnswer } from '../registration.ts';

/**
 * The Campaign Registry (TCR) as a campaign service provider sees it: brands with their identity status and
 * vetting, revet, campaigns, and the carrier orders that move phone numbers to a campaign or an account.
 */

/** TCR's identity statuses; the console's numeric codes (section 3) follow this order from 1. */
export const BRAND_IDENTITY_STATUSES = ['SELF_DECLARED', 'UNVERIFIED', 'VERIFIED', 'VETTED_VERIFIED'] as const;
export type BrandIdentityStatus = (typeof BRAND_IDENTITY_STATUSES)[number];

/** The console's number for a status: 0 NO_VALUE, 1 SELF_DECLARED, 2 UNVERIFIED, 3 VERIFIED, 4 VETTED_VERIFIED. */
export const brandIdentityStatusCode = (status: BrandIdentityStatus | null) =>
  status === null ? 0 : BRAND_IDENTITY_STATUSES.indexOf(status) + 1;

/** What a brand is registered from: the legal entity of section 3. */
export interface LegalEntityInput {
  /** Our own id of the legal entity, sent as the brand's reference id. */
  reference_id: string;
  name: string;
  legal_name: string;
  ein: string;
  email: string;
  phone_number: string;
  website: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  /** PRIVATE_PROFIT, GOVERNMENT, SOLE_PROPRIETOR, NON_PROFIT. */
  company_type: string;
  /** HEALTHCARE, PROFESSIONAL, … */
  vertical_type: string;
}

export type VettingStatus = 'PENDING' | 'ACTIVE' | 'FAILED';

export interface Brand {
  /** 'B' and 6 uppercase letters or digits. */
  brand_id: string;
  reference_id: string;
  identity_status: BrandIdentityStatus;
  vetting: { status: VettingStatus; updated_at: string };
  /** TCR's brand feedback categories ('TAX_ID', 'NONPROFIT', …) once vetting left it UNVERIFIED; else empty. */
  feedback: string[];
}

export interface CampaignInput {
  /** LOW_VOLUME, CUSTOMER_CARE, … */
  usecase: string;
  description: string;
  message_flow: string;
  sample_messages: string[];
}

export interface Campaign {
  /** 'C' and 6 uppercase letters or digits. */
  campaign_id: string;
  brand_id: string;
  usecase: string;
  description: string;
  status: 'ACTIVE' | 'EXPIRED';
}

export type OrderStatus = 'COMPLETE' | 'PARTIAL' | 'FAILED';

/** A carrier order: read error_code and error_description when it did not complete. */
export interface OrderResponse {
  order_id: string;
  status: OrderStatus;
  error_code?: string;
  error_description?: string;
}

export interface TcrProvider {
  readonly kind: 'sandbox' | 'http';
  createBrand(legalEntity: LegalEntityInput): Promise<Brand>;
  getBrand(brandId: string): Promise<Brand>;
  /**
   * Updates the brand with the legal entity's data as it is now, then asks for a new vetting of it; refused
   * (`invalid_state`) unless the brand is UNVERIFIED.
   */
  updateBrandAndRevet(brandId: string, legalEntity: LegalEntityInput): Promise<Brand>;
  createCampaign(brandId: string, campaign: CampaignInput): Promise<Campaign>;
  listCampaigns(brandId?: string): Promise<Campaign[]>;
  /** Where the carriers' review (vetting) of a registered campaign stands (the reconciler asks). */
  getCampaignStatus(campaignId: string): Promise<RegistrationAnswer>;
  /** E.164 numbers onto a TCR campaign. */
  assignCampaignToPhones(campaignId: string, phoneNumbers: string[]): Promise<OrderResponse>;
  /** E.164 numbers onto a customer account (its sub-account SID or our account id). */
  assignAccountToPhones(accountRef: string, phoneNumbers: string[]): Promise<OrderResponse>;
}

export const BRAND_ID_PATTERN = /^B[A-Z0-9]{6}$/;
export const CAMPAIGN_ID_PATTERN = /^C[A-Z0-9]{6}$/;

/**
 * A brand as a registration step: in review while vetting runs, approved once vetted, failed when vetting left it
 * UNVERIFIED (named by TCR's first feedback category, else by the status itself).
 */
export function brandRegistrationAnswer(brand: Brand): RegistrationAnswer {
  if (brand.vetting.status === 'PENDING') return { status: 'in_review', errorCode: null, errorText: null };
  if (brand.vetting.status === 'ACTIVE' && brand.identity_status !== 'UNVERIFIED') {
    return { status: 'approved', errorCode: null, errorText: null };
  }
  return { status: 'failed', errorCode: brand.feedback[0] ?? brand.identity_status, errorText: null };
}
