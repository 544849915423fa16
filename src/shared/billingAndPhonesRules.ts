/**
 * Business phones' rules without zod (spec 5, 9), their texts in billingAndPhonesTexts.ts: the console's Add business
 * phone dialog disables its Yes button with exactly what the API checks (billingAndPhones.ts adapts these).
 */
import { billingAndPhonesTexts } from './billingAndPhonesTexts.ts';
import { BUSINESS_PHONE_DIGITS } from './constants.ts';
import { drfTexts } from './drfTexts.ts';
import { matches, maxLength, required, type Rule } from './validation.ts';

/** Extension or IVR keys dialled after the call connects; generous for a few menus with pauses. */
export const DIGITS_AFTER_CALL_MAX_LENGTH = 32;

const t = billingAndPhonesTexts;

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
  number: [required(t.numberRequired), tenDigitPhone(t.numberDigits)],
  /** Optional: an empty value passes (and is stored as null). */
  digits_after_call: [
    matches(DIGITS_AFTER_CALL_PATTERN, t.digitsAfterCallFormat),
    maxLength(DIGITS_AFTER_CALL_MAX_LENGTH, drfTexts.tooLong(DIGITS_AFTER_CALL_MAX_LENGTH)),
  ],
} as const;

/**
 * A new phone's number, given the account's numbers as stored (10 digits): the same phone twice would show twice
 * and be called twice. The dialog and the API refuse it with these same rules.
 */
export const newBusinessPhoneNumberRules = (listed: readonly string[]): readonly Rule[] => [
  ...businessPhoneRules.number,
  (value) => (listed.includes(stripNonWord(value)) ? t.numberListed : undefined),
];
