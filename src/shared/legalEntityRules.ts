/**
 * The legal entity form's rules (spec 3, 5, 9), their texts in legalEntityTexts.ts, without schemas: the console's
 * form ships them without zod; src/shared/legalEntities.ts builds the API's checks from the same rules.
 */
import { drfTexts } from './drfTexts.ts';
import { legalEntityTexts } from './legalEntityTexts.ts';
import { EMAIL_PATTERN, matches, minLength, required, type Rule } from './validation.ts';

/** Spec 3 and 9: the fixed address of every legal entity. */
export const LEGAL_ENTITY_STATE = 'PR';
export const LEGAL_ENTITY_COUNTRY = 'US';
/** Spec 9: name, legal_name, street and zip_code have at least this many characters. */
export const LEGAL_ENTITY_MIN_LENGTH = 5;

export const EIN_PATTERN = /^\d{9}$/;
export const DIGITS_PATTERN = /^\d+$/;
/**
 * A web address TCR can show: http(s), a host with a dot, no spaces. Not `javascript:` or `data:`, which the
 * brand would carry to TCR and every page that links it.
 */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/i;
/** XXXXX or XXXXX-XXXX. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

const t = legalEntityTexts;
/** Spec 5 names no text for a missing value; DRF's. */
const requiredRule = required(drfTexts.required);
const atLeastFive = minLength(LEGAL_ENTITY_MIN_LENGTH, t.minLength);

/**
 * Spec 5, legal entity form (the console's fields and the API's checks). The two codes are the form's choices as
 * text; the API checks them as numbers (legalEntities.ts). The website is optional: empty is none.
 */
export const legalEntityRules = {
  name: [requiredRule, atLeastFive],
  legal_name: [requiredRule, atLeastFive],
  ein: [requiredRule, matches(EIN_PATTERN, t.ein)],
  company_type: [requiredRule],
  vertical_type: [requiredRule],
  email: [requiredRule, matches(EMAIL_PATTERN, t.emailFormat)],
  phone_number: [requiredRule, matches(DIGITS_PATTERN, t.onlyNumbers)],
  street: [requiredRule, atLeastFive],
  city: [requiredRule],
  zip_code: [requiredRule, atLeastFive, matches(ZIP_CODE_PATTERN, t.zipCode)],
  website: [matches(WEBSITE_PATTERN, drfTexts.invalidUrl)],
} as const satisfies Record<string, readonly Rule[]>;
