/**
 * The account screens' texts (spec 2, 5 "Account overview" and "Add account", 8 toasts), alone in a module without
 * imports: the accounts list ships them with its API module, without the rules and choice lists of the forms. The
 * ones spec 5 leaves open are ours, in the same voice.
 */
export const accountTexts = {
  overview: {
    /** Ours (issue 39): what the Reseller field means, for staff. */
    resellerHelp: 'The reseller who sees and manages this account. Empty means the provider manages it.',
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    emailFormat: 'Entered value does not match email format.',
    officePhoneRequired: 'Account phone is required.',
    langRequired: 'Language is required.',
    calendarTypeRequired: 'Calendar type is required.',
    industryRequired: 'Industry is required.',
    timezoneRequired: 'Timezone is required.',
    numberAtLeastZero: 'Number must be greater than 0.',
    notANumber: 'Value must be a number.',
    tooManyDays: (max: number) => `Number must be at most ${max} days.`,
  },
  create: {
    nameRequired: 'The name is required',
    emailRequired: 'The email is required',
    emailFormat: 'Entered value does not match email format',
    officePhoneRequired: 'The phone is required',
    langRequired: 'The language is required',
    timezoneRequired: 'The timezone is required',
    industryRequired: 'The industry is required',
    calendarNameRequired: 'The calendar is required',
    parentAccountRequired: 'The parent account is required',
    legalEntityRequired: 'The legal entity is required',
    campaignDetailRequired: 'The campaign detail is required',
    townRequired: 'The town is required',
    notesRequired: 'The notes are required',
  },
  botNumberAreaCodeRequired: 'Bot number area code is required.',
  botNumberAreaCodeInvalid: 'Value must be a number of three digits and a valid area code.',
  /** POST provision_bot_number on an account without an area code. */
  areaCodeMissing: 'The account has no bot number area code. Save one before provisioning a bot number.',
  /** POST provision_bot_number on an account that has one already, without asking for another. */
  botNumberExists: 'The account already has a bot number. Send "additional": true to buy another one.',
  /** POST provision_bot_number while another provisioning of the account runs. */
  provisionBusy: 'A bot number is being provisioned for this account already. Reload the account in a moment.',
  /** Spec 2: the accounts list when it cannot be loaded. */
  loadError: 'ERROR :sad:',
  /** Toasts of spec 8. */
  createFailed: 'There was an error creating the account.',
  provisionFailed: 'There was an error provisioning bot number.',
  areaCodeSaveFailed: 'There was an error updating account bot number area code.',
  saved: 'Changes saved successfully.',
  saveFailed: 'There was an error saving changes.',
} as const;
