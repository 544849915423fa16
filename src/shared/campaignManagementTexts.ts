/**
 * TCR campaign management's texts (spec 2 Phones, Campaign details, Manual scaling; spec 5, 8): zod-free and
 * import-free, so the phones, campaign details and scaling screens ship them as values. DRF's stock texts of the
 * same calls are in drfTexts.ts.
 */
export const campaignManagementTexts = {
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
