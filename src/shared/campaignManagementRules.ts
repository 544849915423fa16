/**
 * TCR campaign management without zod (spec 2 Phones, Campaign details, Manual scaling; spec 5, 9): limits,
 * campaign types and the campaign detail rules (texts in campaignManagementTexts.ts), plain values and functions so
 * the console's screens use them as they are (zod in a page's bundle trips the console's script policy);
 * src/shared/campaignManagement.ts adapts them for the API.
 */
import { campaignManagementTexts } from './campaignManagementTexts.ts';
import { CAMPAIGN_TYPES } from './enums.ts';
import { required, type Rule } from './validation.ts';

/** Spec 9: campaign text previews are cut to 100 characters. */
export const CAMPAIGN_TEXT_PREVIEW_LENGTH = 100;
/** Spec 2: replaced by the legal entity's legal name in message flow and description. */
export const LEGAL_NAME_PLACEHOLDER = '{{NAME}}';
/** Rows of one assignment call: a few pages of selected phones, well within the body limit. */
export const ASSIGN_MAX_PHONES = 1000;
export const CAMPAIGN_DETAIL_NAME_MAX = 255;
/** TCR's limit for a campaign's description and message flow. */
export const CAMPAIGN_TEXT_MAX = 4096;

export const CAMPAIGN_TYPE_VALUES = CAMPAIGN_TYPES.map((c) => c.value) as ['LOW_VOLUME', 'CUSTOMER_CARE', 'SOCIAL'];
export type CampaignType = (typeof CAMPAIGN_TYPE_VALUES)[number];
export const DEFAULT_CAMPAIGN_TYPE: CampaignType = 'LOW_VOLUME';

/** Spec 5, campaign details form. */
export const campaignDetailRules = {
  name: [required(campaignManagementTexts.nameRequired)],
  tcr_message_flow: [required(campaignManagementTexts.messageFlowRequired)],
  tcr_description: [required(campaignManagementTexts.descriptionRequired)],
} as const satisfies Record<string, readonly Rule[]>;

/** {{NAME}} replaced by the legal name (spec 2), in every place it appears. */
export const withLegalName = (text: string, legalName: string) => text.split(LEGAL_NAME_PLACEHOLDER).join(legalName);

/** The first 100 characters with an ellipsis when cut (spec 2 previews). */
export const campaignTextPreview = (text: string) =>
  text.length > CAMPAIGN_TEXT_PREVIEW_LENGTH ? `${text.slice(0, CAMPAIGN_TEXT_PREVIEW_LENGTH)}…` : text;
