/**
 * The legal entity form's rules with the spec-5 messages (spec 3, 5, 9), without schemas: the console's form ships
 * them without zod; src/shared/legalEntities.ts builds the API's checks from the same rules.
 */
import { apiErrors, messages } from './messages.ts';
import { EMAIL_PATTERN, matches, required, type Rule } from './validation.ts';

/** Spec 3 and 9: the fixed address of every legal entity. */
export const LEGAL_ENTITY_STATE = 'PR';
export const LEGAL_ENTITY_COUNTRY = 'US';
/** Spec 9: name, legal_name, street and zip_code have at least this many characters. */
export const LEGAL_ENTITY_MIN_LENGTH = 5;

export const EIN_PATTERN = /^\d{9}$/;
export const DIGITS_PATTERN = /^\d+$/;
/** XXXXX or XXXXX-XXXX. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export const legalEntityMessages = {
  /** Spec 5 names no text for a missing value; DRF's. */
  required: apiErrors.fieldRequired,
  minLength: 'Mínimo 5 caracteres',
  ein: 'Length should be 9 and only numbers allowed',
  /** Spec 5 says "in format" without a text; the add-account form's. */
  emailFormat: messages.users.emailFormatListEditor,
  onlyNumbers: 'Only numbers allowed',
  zipCode: 'Enter a valid zip code. Allowed formats: XXXXX or XXXXX-XXXX',
  readOnly: (value: string) => `This field is read-only; its value is always "${value}".`,
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
} as const;

/** Passes empty values (required() reports those); counts the trimmed value, as the API stores it trimmed. */
export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    value.trim() === '' || value.trim().length >= min ? undefined : message;

const requiredRule = required(legalEntityMessages.required);
const atLeastFive = minLength(LEGAL_ENTITY_MIN_LENGTH, legalEntityMessages.minLength);

/** Spec 5, legal entity form (the console's fields and the API's checks). */
export const legalEntityRules = {
  name: [requiredRule, atLeastFive],
  legal_name: [requiredRule, atLeastFive],
  ein: [requiredRule, matches(EIN_PATTERN, legalEntityMessages.ein)],
  email: [requiredRule, matches(EMAIL_PATTERN, legalEntityMessages.emailFormat)],
  phone_number: [requiredRule, matches(DIGITS_PATTERN, legalEntityMessages.onlyNumbers)],
  website: [],
  street: [requiredRule, atLeastFive],
  city: [requiredRule],
  zip_code: [requiredRule, atLeastFive, matches(ZIP_CODE_PATTERN, legalEntityMessages.zipCode)],
} as const satisfies Record<string, readonly Rule[]>;
