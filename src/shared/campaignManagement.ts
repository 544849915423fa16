/**
 * TCR campaign management (spec 2 Phones, Campaign details, Manual scaling; spec 3, 5, 7, 8): phone-number
 * assignment, campaigns, campaign details and scaling. The campaign detail rules are plain `Rule`s so the
 * console's form says exactly what the API checks.
 */
import { z } from 'zod';
import { page, pageNumber, reference } from './accounts.ts';
import {
  ASSIGN_MAX_PHONES,
  CAMPAIGN_DETAIL_NAME_MAX,
  CAMPAIGN_TEXT_MAX,
  CAMPAIGN_TYPE_VALUES,
  campaignDetailRules,
  DEFAULT_CAMPAIGN_TYPE,
} from './campaignManagementRules.ts';
import { campaignManagementTexts } from './campaignManagementTexts.ts';
import { MAX_ID } from './constants.ts';
import {
  booleanField,
  listOf,
  pk,
  pkList,
  requiredText,
  requiredValue,
  stringField,
  takingReadBack,
  text,
} from './drf.ts';
import { drfTexts } from './drfTexts.ts';

export * from './campaignManagementRules.ts';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

const m = campaignManagementTexts;
/** A query parameter sent empty (`account=`) counts as absent, as the phones screen sends cleared filters so. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const searchText = stringField.trim().max(200, drfTexts.tooLong(200)).optional();
export const campaignType = z.enum(CAMPAIGN_TYPE_VALUES, { error: (issue) => drfTexts.invalidChoice(issue.input) });
/** A brand by our id (a number) or by its TCR brand id ('B' and 6 letters or digits), as the scaling list shows. */
export const brandRef = z.union(
  [
    pk,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^B[A-Z0-9]{6}$/, m.brandInvalid),
  ],
  { error: m.brandInvalid },
);

// ---------------------------------------------------------------------------------------------------------------
// Phones and campaigns

/**
 * GET /campaign_management/phones?page={n}&number=&account=&campaign=
 * - number: digits anywhere in the number ("787555" finds +17875550142); other characters are ignored.
 * - account: the account id.
 * - campaign: our campaign id (digits), or the TCR campaign id ('C…'); the screen's dropdown shows both.
 */
export const phoneListQuery = z.object({
  page: pageNumber,
  number: z.preprocess(blankAsAbsent, stringField.max(32, drfTexts.tooLong(32)).optional()),
  account: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: drfTexts.invalidInteger })
      .int(drfTexts.invalidInteger)
      .min(1, drfTexts.invalidInteger)
      .max(MAX_ID, drfTexts.invalidInteger)
      .optional(),
  ),
  campaign: z.preprocess(
    blankAsAbsent,
    stringField
      .trim()
      .max(32, drfTexts.tooLong(32))
      .transform((value) => (/^\d+$/.test(value) ? { id: Number(value) } : { campaign_id: value.toUpperCase() }))
      // Our ids are 32-bit: a larger number names no campaign rather than overflowing the comparison.
      .refine((value) => value.id === undefined || value.id <= MAX_ID, drfTexts.invalidInteger)
      .optional(),
  ),
});
export type PhoneListQuery = z.infer<typeof phoneListQuery>;

/** Spec 3, Campaign. */
export const campaign = z.object({ id: z.number().int(), campaign_id: z.string(), description: z.string() });
export type Campaign = z.infer<typeof campaign>;
/** GET /campaign_management/campaigns: every campaign, by campaign id (the assign dialog filters on the client). */
export const campaignList = z.array(campaign);

/** Spec 3, Phone number (TCR). */
export const tcrPhoneNumber = z.object({
  number: z.string(),
  account: reference.nullable(),
  /** The account whose bot number this is (its calls ring there), whichever account the number is assigned to. */
  bot_of: reference.nullable(),
  campaign: campaign.nullable(),
  brand: z.object({ brand_id: z.string(), reference_id: z.string().nullable() }).nullable(),
});
export type TcrPhoneNumber = z.infer<typeof tcrPhoneNumber>;
export const tcrPhoneNumberPage = page(tcrPhoneNumber);

const phoneNumberText = stringField.trim().min(1, drfTexts.required).max(32, drfTexts.tooLong(32));
const phoneRows = <T extends z.ZodType>(row: T) => listOf(row, ASSIGN_MAX_PHONES).min(1, drfTexts.emptyList);

/** Several rows naming one number would be contradictory (or pointless): each is refused. */
function noDuplicates<T>(numberOf: (row: T) => string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const number = numberOf(row);
      if (seen.has(number)) ctx.addIssue({ code: 'custom', path: [index], message: m.duplicatePhone(number) });
      seen.add(number);
    });
  };
}

/** POST /campaign_management/twilio/assign_campaign_to_phones; target_campaign is the campaign's id. */
export const assignCampaignRequest = z.strictObject({
  phone_numbers: phoneRows(z.strictObject({ phone_number: phoneNumberText, target_campaign: pk })).superRefine(
    noDuplicates((row) => row.phone_number),
  ),
});
export type AssignCampaignRequest = z.infer<typeof assignCampaignRequest>;

/** POST /campaign_management/twilio/assign_account_to_phones; phone_numbers are the numbers, target_account an id. */
export const assignAccountRequest = z.strictObject({
  phone_numbers: phoneRows(phoneNumberText).superRefine(noDuplicates((number) => number)),
  target_account: requiredValue(pk),
});
export type AssignAccountRequest = z.infer<typeof assignAccountRequest>;

export const ORDER_STATUSES = ['COMPLETE', 'PARTIAL', 'FAILED'] as const;
const orderStatus = z.enum(ORDER_STATUSES);

/** One carrier order (one per target campaign, or the one of an account assignment). */
export const carrierOrder = z.object({
  /** The carrier's order id; null when the order could not be placed at all. */
  order_id: z.string().nullable(),
  status: orderStatus,
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  phone_numbers: z.array(z.string()),
});
export type CarrierOrder = z.infer<typeof carrierOrder>;

/**
 * The order response of both assignment calls (spec 7: the console reads its error code and description).
 * status is COMPLETE when every order completed, FAILED when none did, else PARTIAL; error_code and
 * error_description are those of the first order that did not complete (null when all did). Only numbers of
 * completed orders are stored; `updated` says how many.
 */
export const assignmentResponse = z.object({
  status: orderStatus,
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  updated: z.number().int(),
  orders: z.array(carrierOrder),
});
export type AssignmentResponse = z.infer<typeof assignmentResponse>;

/**
 * POST /campaign_management/tcr_campaigns/create_tcr_campaign: registers a campaign for the brand from a
 * campaign detail (its texts with {{NAME}} replaced by the brand's legal name); use_case defaults to the
 * detail's campaign_type.
 */
export const createTcrCampaignRequest = z.strictObject({
  brand_id: requiredValue(brandRef),
  campaign_detail_id: requiredValue(pk),
  use_case: campaignType.optional(),
  /** Registers another campaign where the brand has one for this use case and detail already (409 otherwise). */
  additional: booleanField.optional(),
});
export type CreateTcrCampaignRequest = z.infer<typeof createTcrCampaignRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Campaign details

/** Spec 3, Campaign detail: accounts are the ids of the associated accounts. */
export const campaignDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  tcr_message_flow: z.string(),
  tcr_description: z.string(),
  campaign_type: campaignType,
  accounts: z.array(z.number().int()),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;
export const campaignDetailPage = page(campaignDetail);

/**
 * GET /campaign_management/campaign_details?page={n}&search={text}: a page by name. The picker's call
 * (?search= with no page) gets the same envelope for page 1.
 */
export const campaignDetailListQuery = z.object({ page: pageNumber, search: searchText });
export type CampaignDetailListQuery = z.infer<typeof campaignDetailListQuery>;

/** Associating more accounts than this in one call goes beyond the body limit anyway. */
export const CAMPAIGN_DETAIL_ACCOUNTS_MAX = 10_000;

/** POST /campaign_management/campaign_details */
export const createCampaignDetailRequest = z.strictObject({
  name: requiredText(campaignDetailRules.name, CAMPAIGN_DETAIL_NAME_MAX),
  tcr_message_flow: requiredText(campaignDetailRules.tcr_message_flow, CAMPAIGN_TEXT_MAX),
  tcr_description: requiredText(campaignDetailRules.tcr_description, CAMPAIGN_TEXT_MAX),
  campaign_type: campaignType.default(DEFAULT_CAMPAIGN_TYPE),
  accounts: pkList(CAMPAIGN_DETAIL_ACCOUNTS_MAX).default([]),
});
export type CreateCampaignDetailRequest = z.infer<typeof createCampaignDetailRequest>;

/**
 * PATCH /campaign_management/campaign_details/{id}: any of the fields; accounts is the whole new association
 * (accounts left out of it are dissociated).
 */
export const updateCampaignDetailRequest = takingReadBack(
  {
    name: text(campaignDetailRules.name, CAMPAIGN_DETAIL_NAME_MAX).optional(),
    tcr_message_flow: text(campaignDetailRules.tcr_message_flow, CAMPAIGN_TEXT_MAX).optional(),
    tcr_description: text(campaignDetailRules.tcr_description, CAMPAIGN_TEXT_MAX).optional(),
    campaign_type: campaignType.optional(),
    accounts: pkList(CAMPAIGN_DETAIL_ACCOUNTS_MAX).optional(),
  },
  { id: campaignDetail.shape.id },
);
export type UpdateCampaignDetailRequest = z.infer<typeof updateCampaignDetailRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Scaling

/**
 * POST /campaign_management/scaling (spec 7 "Scaling call"): moves the TCR phone numbers of the accounts (or
 * of every account of the parent account) to the brand's campaign of the use case.
 */
export const scalingRequest = z
  .strictObject({
    account_ids: pkList(CAMPAIGN_DETAIL_ACCOUNTS_MAX).min(1, drfTexts.emptyList).optional(),
    parent_account: pk.optional(),
    use_case: requiredValue(campaignType),
    brand_id: requiredValue(brandRef),
  })
  .superRefine((value, ctx) => {
    if (value.account_ids === undefined && value.parent_account === undefined) {
      ctx.addIssue({ code: 'custom', message: m.scaleTargetMissing });
    } else if (value.account_ids !== undefined && value.parent_account !== undefined) {
      ctx.addIssue({ code: 'custom', message: m.scaleTargetBoth });
    }
  });
export type ScalingRequest = z.infer<typeof scalingRequest>;

export const scalingResponse = z.object({
  /** The campaign the numbers now belong to. */
  campaign,
  /** True when no campaign of the use case existed under the brand and one was registered. */
  campaign_created: z.boolean(),
  /** Accounts scaled. */
  accounts: z.number().int(),
  /** Their TCR phone numbers moved to the campaign (numbers already on it are not counted). */
  phone_numbers: z.number().int(),
  /** The carrier order that moved them; null when there was no number to move. */
  order_id: z.string().nullable(),
});
export type ScalingResponse = z.infer<typeof scalingResponse>;
