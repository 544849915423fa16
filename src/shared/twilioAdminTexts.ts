/** The messaging-provider configuration's texts (spec 2, 4, 5): the end user and address forms', and the chain's. */
import { userTexts } from './userTexts.ts';

export const twilioAdminTexts = {
  firstNameRequired: userTexts.firstNameRequired,
  lastNameRequired: userTexts.lastNameRequired,
  emailRequired: userTexts.emailRequired,
  emailFormat: userTexts.emailFormat,
  phoneNumberRequired: 'Phone number is required',
  // Spec 5 gives only the required text; the provider refuses anything but a US or Puerto Rico number.
  phoneNumberFormat: 'Enter a valid US or Puerto Rico phone number.',
  // Spec 5 says only "required" for these; the wording follows the end user form's.
  streetRequired: 'The street is required',
  cityRequired: 'The city is required',
  stateRequired: 'The state is required',
  countryRequired: 'The country is required',
  zipcodeRequired: 'The zipcode is required',
  zipcodeFormat: 'Entered value does not match zip-code format',
  /** Refusals of the chain's steps ({detail, code}: twilioAdminErrorCodes). */
  previousStepMissing: (label: string) => `The ${label} must be created first.`,
  campaignDetailMissing: 'The account has no campaign detail: the A2P use case is built from it.',
  credentialsUnreadable: 'The stored sub-account credentials cannot be read; the sub-account must be set up again.',
} as const;
