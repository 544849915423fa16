/**
 * TCR campaign management's texts (spec 2 Phones, Campaign details, Manual scaling; spec 5, 8): zod-free and
 * import-free, so the phones, campaign details and scaling screens ship them as values. DRF's stock texts of the
 * same calls are in drfTexts.ts.
 */
/** A number and the account it is named with in a sentence. */
export interface NumberOf {
  phone: string;
  account: string;
}

/** 'A of X, B of Y and C of Z', or the first three 'and N more'. */
function listed(items: NumberOf[]): string {
  const named = items.slice(0, 3).map((item) => `${item.phone} of ${item.account}`);
  const more = items.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named.join('');
}

export const campaignManagementTexts = {
  /** Ours: the phones screen's selection count; it spans pages (issue 41). */
  phonesSelected: (selected: number, notShown: number) =>
    notShown > 0 ? `${selected} selected, ${notShown} not shown` : `${selected} selected`,
  /** Ours: what Accept in 'Select an account' moves from the accounts the numbers are on now. */
  movesFromOtherAccounts: (items: NumberOf[]) =>
    items.length === 1
      ? `${listed(items)} will move to the chosen account.`
      : `${items.length} numbers of other accounts will move to the chosen account: ${listed(items)}.`,
  /** Ours: and the live bot numbers it moves (bot_numbers: the account calls and texts patients from them). */
  movesBotNumbers: (items: NumberOf[]) =>
    items.length === 1
      ? `${items[0]!.phone} is the bot number of ${items[0]!.account}, whose patients get calls and texts from it.`
      : `${items.length} numbers are bot numbers their accounts call and text patients from: ${listed(items)}.`,
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
  assignedToCampaign: 'The phone(s) number has been assigned to the campaign.',
  assignedToAccount: 'The phone(s) number has been assigned to the account.',
  assignToCampaignFailed: 'An error occurred while assigning the phone to the campaign.',
  assignToAccountFailed: 'An error occurred while assigning the phone to the account.',
  phonesLoadFailed: 'An error occurred while loading phone numbers.',
  /** The phones screen's banners while an assignment is saving. */
  assigningToCampaign: 'Please wait until phone is assigned to campaign',
  assigningToAccount: 'Please wait until phone is assigned to account',
  /** Ours: the scale dialog's warning (a campaign registered at TCR costs, as a brand does) and its TCR Ready note. */
  scaleCost:
    'When the brand has no campaign of this use case yet, scaling registers one with TCR from the campaign detail, ' +
    'which has an additional cost.',
  scaleNotTcrReady: (name: string) =>
    `${name} is not marked TCR ready. Scaling still goes on: it needs only a brand of the legal entity and, for a ` +
    'new campaign, a campaign detail, and checks them itself.',
  accountScaled: 'Account has been scaling successfully.',
  accountScaleFailed: 'Error occurred while scaling account.',
  /** Spec 8 says parent-account variants exist without wording them: the account texts, of a parent account. */
  parentAccountScaled: 'Parent account has been scaling successfully.',
  parentAccountScaleFailed: 'Error occurred while scaling parent account.',
  /** Ours: manual scaling's list could not be loaded (worded as the spec's other list banners). */
  scalingLoadFailed: (rows: string) => `An error occurred while loading ${rows}.`,
  detailsLoadFailed: 'An error occurred while loading campaign details.',
  detailLoadFailed: 'An error occurred while loading the campaign details.',
  /** Ours: the API's refusals where DRF has no words. */
  duplicatePhone: (number: string) => `${number} is listed more than once.`,
  brandInvalid: 'Give the brand as its id or its TCR brand id (B and 6 letters or digits).',
  scaleTargetMissing: 'Give either account_ids or parent_account.',
  scaleTargetBoth: 'Give account_ids or parent_account, not both.',
  notUnderBrand: (ids: number[]) =>
    `Not under the brand's legal entity: account${ids.length > 1 ? 's' : ''} ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}.`,
  parentHasNoAccounts: 'This parent account has no accounts.',
  noCampaignDetail:
    'No campaign of this use case exists under this brand, and none of the accounts has a campaign detail to create one from.',
  /** POST create_tcr_campaign for a brand, use case and detail that have a campaign already (it costs fees). */
  campaignExists:
    'This brand already has a campaign of this use case from this campaign detail. Send "additional": true to register another one.',
} as const;
