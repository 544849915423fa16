/**
 * The phones screen's texts (spec 2 Phones, spec 8 TCR), zod-free so the console ships them as values; the API's
 * `campaignManagementMessages` includes them.
 */
export const phoneAssignmentMessages = {
  assignedToCampaign: 'The phone(s) number has been assigned to the campaign.',
  assignedToAccount: 'The phone(s) number has been assigned to the account.',
  assignToCampaignFailed: 'An error occurred while assigning the phone to the campaign.',
  assignToAccountFailed: 'An error occurred while assigning the phone to the account.',
  phonesLoadFailed: 'An error occurred while loading phone numbers.',
  /** The banners while an assignment is saving. */
  assigningToCampaign: 'Please wait until phone is assigned to campaign',
  assigningToAccount: 'Please wait until phone is assigned to account',
} as const;
