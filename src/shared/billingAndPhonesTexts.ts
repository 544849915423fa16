/** Business phones' texts (spec 5, 8): spec 5 has none for the rules (the dialog only disables Yes); these are ours. */
import { BUSINESS_PHONE_DIGITS } from './constants.ts';

export const billingAndPhonesTexts = {
  numberRequired: 'The phone number is required.',
  numberDigits: `The phone number must have exactly ${BUSINESS_PHONE_DIGITS} digits.`,
  digitsAfterCallFormat: 'Only digits, *, # and commas (pauses) are allowed.',
  numberListed: 'This account already has this business phone.',
  idMismatch: 'Does not match the id in the address.',
  /** Spec 8: the toasts of the business phones tab. */
  added: 'The business phone was successfully added.',
  addFailed: 'There was an error creating new business phone.',
  stateSaved: 'The business phone new state was saved.',
  stateFailed: 'There was an error updating the business phone.',
} as const;
