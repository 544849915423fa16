/**
 * TCR campaign management without zod (spec 2 Phones, Campaign details, Manual scaling; spec 5, 8, 9): limits,
 * campaign types, texts and the campaign detail rules, plain values and functions so the console's screens use them
 * as they are (zod in a page's bundle trips the console's script policy); src/shared/campaignManagement.ts adapts
 * them for the API.
 */
import { CAMPAIGN_TYPES } from './enums.ts';
import { phoneAssignmentMessages } from './phoneAssignment.ts';
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

export const campaignManagementMessages = {
  /** Spec 5, campaign details. */
  nameRequired: 'Name is required',
  messageFlowRequired: 'Message flow is required',
  descriptionRequired: 'Description is required',
  /** Spec 8: the dialog shown when a campaign detail with accounts is removed. */
  detailHasAccounts: 'Campaign details with associated accounts cannot be deleted.',
  /** Spec 8 toasts. */
  detailSaved: 'Campaign details has been saved successfully.',
  detailSaveFailed: 'Error occurred while save campaign details.',
  detailRemoved: 'Campaign details has been removed successfully.',
  detailRemoveFailed: 'Error occurred while remove campaign details.',
  ...phoneAssignmentMessages,
  accountScaled: 'Account has been scaling successfully.',
  accountScaleFailed: 'Error occurred while scaling account.',
  /** Spec 8 says parent-account variants exist without wording them: the account texts, of a parent account. */
  parentAccountScaled: 'Parent account has been scaling successfully.',
  parentAccountScaleFailed: 'Error occurred while scaling parent account.',
  /** Ours: manual scaling's list could not be loaded (worded as the spec's other list banners). */
  scalingLoadFailed: (rows: string) => `An error occurred while loading ${rows}.`,
  detailsLoadFailed: 'An error occurred while loading campaign details.',
  detailLoadFailed: 'An error occurred while loading the campaign details.',
  /** Ours (DRF's wording where it has one). */
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  invalidPk: 'Incorrect type. Expected pk value.',
  invalidString: 'Not a valid string.',
  invalidInteger: 'A valid integer is required.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  emptyList: 'This list may not be empty.',
  tooManyItems: (max: number) => `Ensure this field has no more than ${max} elements.`,
  expectedList: (type: string) => `Expected a list of items but got type "${type}".`,
  duplicatePhone: (number: string) => `${number} is listed more than once.`,
  brandInvalid: 'Give the brand as its id or its TCR brand id (B and 6 letters or digits).',
  scaleTargetMissing: 'Give either account_ids or parent_account.',
  scaleTargetBoth: 'Give account_ids or parent_account, not both.',
  notUnderBrand: (ids: number[]) =>
    `Not under the brand's legal entity: account${ids.length > 1 ? 's' : ''} ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}.`,
  parentHasNoAccounts: 'This parent account has no accounts.',
  noCampaignDetail:
    'No campaign of this use case exists under this brand, and none of the accounts has a campaign detail to create one from.',
} as const;

/** Spec 5, campaign details form. */
export const campaignDetailRules = {
  name: [required(campaignManagementMessages.nameRequired)],
  tcr_message_flow: [required(campaignManagementMessages.messageFlowRequired)],
  tcr_description: [required(campaignManagementMessages.descriptionRequired)],
} as const satisfies Record<string, readonly Rule[]>;

/** {{NAME}} replaced by the legal name (spec 2), in every place it appears. */
export const withLegalName = (text: string, legalName: string) => text.split(LEGAL_NAME_PLACEHOLDER).join(legalName);

/** The first 100 characters with an ellipsis when cut (spec 2 previews). */
export const campaignTextPreview = (text: string) =>
  text.length > CAMPAIGN_TEXT_PREVIEW_LENGTH ? `${text.slice(0, CAMPAIGN_TEXT_PREVIEW_LENGTH)}…` : text;
