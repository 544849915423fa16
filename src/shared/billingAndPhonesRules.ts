/**
 * Billing settings and business phones, the rules and texts without zod (spec 5, 9): the console's Add business
 * phone dialog disables its Yes button with exactly what the API checks (billingAndPhones.ts adapts these).
 */
import { matches, maxLength, required, type Rule } from './validation.ts';

/** Spec 9: a business phone number has 10 digits. */
export const BUSINESS_PHONE_DIGITS = 10;
/** Extension or IVR keys dialled after the call connects; generous for a few menus with pauses. */
export const DIGITS_AFTER_CALL_MAX_LENGTH = 32;

/** Spec 5 gives no texts for these (the dialog only disables Yes); these are ours. */
export const billingAndPhonesMessages = {
  numberRequired: 'The phone number is required.',
  numberDigits: `The phone number must have exactly ${BUSINESS_PHONE_DIGITS} digits.`,
  digitsAfterCallFormat: 'Only digits, *, # and commas (pauses) are allowed.',
  digitsAfterCallTooLong: `Ensure this field has no more than ${DIGITS_AFTER_CALL_MAX_LENGTH} characters.`,
  numberListed: 'This account already has this business phone.',
  idMismatch: 'Does not match the id in the address.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidPk: 'Incorrect type. Expected pk value.',
  invalidString: 'Not a valid string.',
} as const;

/** The number with its non-word characters stripped (spec 5), e.g. "(787) 555-0142" → "7875550142". */
export const stripNonWord = (value: string) => value.replace(/\W/g, '');

/** Spec 5: exactly 10 digits once non-word characters are stripped; empty values are left to required(). */
export const tenDigitPhone =
  (message: string): Rule =>
  (value) => {
    const stripped = stripNonWord(value);
    return stripped === '' || new RegExp(`^\\d{${BUSINESS_PHONE_DIGITS}}$`).test(stripped) ? undefined : message;
  };

export const DIGITS_AFTER_CALL_PATTERN = /^[0-9*#,]+$/;

export const businessPhoneRules = {
  number: [required(billingAndPhonesMessages.numberRequired), tenDigitPhone(billingAndPhonesMessages.numberDigits)],
  /** Optional: an empty value passes (and is stored as null). */
  digits_after_call: [
    matches(DIGITS_AFTER_CALL_PATTERN, billingAndPhonesMessages.digitsAfterCallFormat),
    maxLength(DIGITS_AFTER_CALL_MAX_LENGTH, billingAndPhonesMessages.digitsAfterCallTooLong),
  ],
} as const;

/**
 * A new phone's number, given the account's numbers as stored (10 digits): the same phone twice would show twice
 * and be called twice. The dialog and the API refuse it with these same rules.
 */
export const newBusinessPhoneNumberRules = (listed: readonly string[]): readonly Rule[] => [
  ...businessPhoneRules.number,
  (value) => (listed.includes(stripNonWord(value)) ? billingAndPhonesMessages.numberListed : undefined),
];

/** Spec 8: the toasts of the business phones tab. */
export const businessPhoneToasts = {
  added: 'The business phone was successfully added.',
  addFailed: 'There was an error creating new business phone.',
  stateSaved: 'The business phone new state was saved.',
  stateFailed: 'There was an error updating the business phone.',
} as const;
