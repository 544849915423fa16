/**
 * Account writes (spec 2 add-account wizard and overview, 5 "Account overview" and "Add account", 7 Accounts):
 * POST /account_admin, PATCH /account_admin/{id} (overview fields, a `features` object, or the bot number area
 * code) and POST /account_admin/{id}/provision_bot_number. The rules and choice lists live in the zod-free
 * accountRules.ts, the texts in accountTexts.ts (the console's forms use them); the request schemas here adapt them
 * with refineWith.
 */
import { z } from 'zod';
import {
  accountOverviewRules,
  accountWriteErrorCodes,
  LANGUAGE_VALUES,
  TIMEZONE_VALUES,
  addAccountRules,
  botNumberAreaCodeRules,
  CALENDAR_NAME_VALUES,
  dayCountRules,
  MAX_DAYS,
  minutesAsDaysRules,
  TOWNS,
} from './accountRules.ts';
import { accountTexts } from './accountTexts.ts';
import { accountDetail, featureFlagShape } from './accounts.ts';
import { MAX_ID, MINUTES_PER_DAY } from './constants.ts';
import { booleanField, REFERENCE_JSON, refineWith, stringField, takingReadBack, text } from './drf.ts';
import { drfTexts } from './drfTexts.ts';
import { CALENDAR_TYPE_VALUES } from './enums.ts';
import { EMAIL_MAX_LENGTH, type Rule } from './validation.ts';

export * from './accountRules.ts';

const m = accountTexts;

// ---- request schemas ----

/** What only staff set on an account: the TCR references (the TCR area is staff's). */
const STAFF_ONLY_ACCOUNT_FIELDS = { legal_entity: true, campaign_detail: true } as const;

const NAME_MAX = 255;
const PHONE_MAX = 50;
const TEXT_MAX = 255;
const NOTES_MAX = 5000;

/** Missing and null count as empty, so "required" rules report them. */
const orEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

/** Trimmed text checked with the rules; null counts as empty too. */
const textOrEmpty = (rules: readonly Rule[], max: number) => z.preprocess(orEmpty, text(rules, max));

/** Optional text: empty (or null) is stored as null, like the console's "salesforce_id or null". */
const optionalText = (rules: readonly Rule[], max: number) =>
  textOrEmpty(rules, max)
    .transform((value) => (value === '' ? null : value))
    .meta({ type: ['string', 'null'] });

/**
 * The OpenAPI document reads request schemas as JSON Schema; preprocessed and transformed fields would show
 * their inner types (text for numbers), so they say what they take.
 */
const documented = <T extends z.ZodType>(schema: T, jsonSchema: Record<string, unknown>) => schema.meta(jsonSchema);

/** A choice stored as text, checked with its rules (required and oneOf). */
const choice = <T extends string>(rules: readonly Rule[], values: readonly T[]) =>
  documented(
    // The preprocess outermost, as in textOrEmpty: the document then says what the rules say, that it is required.
    z.preprocess(
      orEmpty,
      text(rules, TEXT_MAX).transform((value) => value as T),
    ),
    { type: 'string', enum: values },
  );

/** A choice that may be cleared: empty (or null) is stored as null. */
const optionalChoice = <T extends string>(rules: readonly Rule[], values: readonly T[]) =>
  documented(
    textOrEmpty(rules, TEXT_MAX).transform((value) => (value === '' ? null : (value as T))),
    { type: ['string', 'null'], enum: [...values, '', null] },
  );

/** Numbers may come as JSON numbers or as digits (DRF's IntegerField takes both). */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : orEmpty(value));

/** A whole day count (or minutes) checked with the shared rules, which also keep it far inside an integer. */
const dayCount = (rules: readonly Rule[], maximum: number) =>
  documented(
    z.preprocess(
      asText,
      z.string({ error: m.overview.notANumber }).trim().superRefine(refineWith(rules)).transform(Number),
    ),
    { type: 'integer', minimum: 0, maximum },
  );

const botNumberAreaCode = documented(
  z.preprocess(asText, stringField.trim().superRefine(refineWith(botNumberAreaCodeRules))),
  { type: 'string', pattern: '^[0-9]{3}$', description: 'A valid US or Puerto Rico area code.' },
);

const calendarType = documented(
  z.preprocess(
    asText,
    z
      .string({ error: drfTexts.invalidInteger })
      .superRefine(refineWith(accountOverviewRules.calendar_type))
      .transform(Number),
  ),
  { type: 'integer', enum: CALENDAR_TYPE_VALUES },
);

/** The id in a reference: an id, or the `{id, name}` the detail gave (the console may send it back). */
function referencedId(value: unknown): number | undefined {
  const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A reference by id or by value; missing or null reports `requiredMessage`. */
const requiredReference = (requiredMessage: string) =>
  documented(z.unknown(), { oneOf: REFERENCE_JSON }).transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const id = referencedId(value);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: drfTexts.invalidPk });
      return z.NEVER;
    }
    return id;
  });

/** A reference that null clears. */
const nullableReference = documented(z.unknown(), { oneOf: [...REFERENCE_JSON, { type: 'null' }] }).transform(
  (value, ctx): number | null => {
    if (value === null) return null;
    const id = referencedId(value);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: drfTexts.invalidPk });
      return z.NEVER;
    }
    return id;
  },
);

/** POST /account_admin: the add-account wizard's form (spec 2), by the rules for a reseller or not. */
function addAccountForm(isReseller: boolean) {
  const rules = addAccountRules(isReseller);
  return z.strictObject({
    name: textOrEmpty(rules.name, NAME_MAX),
    email: textOrEmpty(rules.email, EMAIL_MAX_LENGTH),
    office_phone: textOrEmpty(rules.office_phone, PHONE_MAX),
    lang: choice(rules.lang, LANGUAGE_VALUES),
    timezone: choice(rules.timezone, TIMEZONE_VALUES),
    company_industry: requiredReference(m.create.industryRequired),
    calendar_name: choice(rules.calendar_name, CALENDAR_NAME_VALUES),
    salesforce_id: optionalText([], TEXT_MAX),
    parent_account: requiredReference(m.create.parentAccountRequired),
    legal_entity: requiredReference(m.create.legalEntityRequired),
    campaign_detail: requiredReference(m.create.campaignDetailRequired),
    username: optionalText([], TEXT_MAX),
    bot_number_area_code: botNumberAreaCode,
    town: optionalChoice(rules.town, TOWNS),
    notes: optionalText(rules.notes, NOTES_MAX),
  });
}
export const createAccountRequest = addAccountForm(false);
/**
 * A reseller's wizard: town and notes required, and no legal entity or campaign detail (TCR registration is
 * staff's): sending them is refused as any unknown field is.
 */
export const resellerCreateAccountRequest = addAccountForm(true).omit(STAFF_ONLY_ACCOUNT_FIELDS);
export type CreateAccountRequest = z.infer<typeof createAccountRequest> | z.infer<typeof resellerCreateAccountRequest>;

/** Any subset of the feature flags (spec 3). */
export const featuresPatch = z.strictObject(featureFlagShape(() => booleanField.optional()));
export type FeaturesPatch = z.infer<typeof featuresPatch>;

const r = accountOverviewRules;

/**
 * PATCH /account_admin/{id}: any subset of the overview's fields (requests_time_in_advance_minutes in minutes),
 * a `features` object, or bot_number_area_code alone. References take an id, an `{id, name}`, or null to clear.
 */
const updateAccountFields = {
  name: textOrEmpty(r.name, NAME_MAX).optional(),
  email: textOrEmpty(r.email, EMAIL_MAX_LENGTH).optional(),
  office_phone: textOrEmpty(r.office_phone, PHONE_MAX).optional(),
  lang: choice(r.lang, LANGUAGE_VALUES).optional(),
  calendar_type: calendarType.optional(),
  timezone: choice(r.timezone, TIMEZONE_VALUES).optional(),
  company_industry: requiredReference(m.overview.industryRequired).optional(),
  calendar_name: optionalChoice(r.calendar_name, CALENDAR_NAME_VALUES).optional(),
  appointment_request_window_days: dayCount(dayCountRules(), MAX_DAYS).optional(),
  requests_time_in_advance_minutes: dayCount(minutesAsDaysRules, MAX_DAYS * MINUTES_PER_DAY).optional(),
  salesforce_id: optionalText([], TEXT_MAX).optional(),
  stripe_customer_id: optionalText([], TEXT_MAX).optional(),
  parent_account: nullableReference.optional(),
  legal_entity: nullableReference.optional(),
  campaign_detail: nullableReference.optional(),
  /** The reseller (a user flagged is_reseller) who owns the account; null for the provider's own. */
  reseller: nullableReference.optional(),
  username: optionalText([], TEXT_MAX).optional(),
  town: optionalChoice(r.town, TOWNS).optional(),
  notes: optionalText([], NOTES_MAX).optional(),
  call_rescue_tests_enabled: booleanField.optional(),
  bot_number_area_code: botNumberAreaCode.optional(),
  features: featuresPatch.optional(),
};

/** What the detail answers that no change sets: a client sends the record back as it read it (takingReadBack). */
const accountReadBack = {
  id: accountDetail.shape.id,
  bot_numbers: accountDetail.shape.bot_numbers,
  salesforce_account: accountDetail.shape.salesforce_account,
  user_set: accountDetail.shape.user_set,
  business_phones: accountDetail.shape.business_phones,
  twilio_configuration: accountDetail.shape.twilio_configuration,
  billing_setting: accountDetail.shape.billing_setting,
  tcr_ready: accountDetail.shape.tcr_ready,
  brands: accountDetail.shape.brands,
  tcr_brand: accountDetail.shape.tcr_brand,
  last_sync_time: accountDetail.shape.last_sync_time,
};

export const updateAccountRequest = takingReadBack(updateAccountFields, accountReadBack);
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

/**
 * A reseller's PATCH: neither the TCR references nor the owner, which only staff set. Sent back as read, they are
 * refused like any field the call does not take: a reseller's change to them is refused, never silently dropped.
 */
const {
  legal_entity: _legalEntity,
  campaign_detail: _campaignDetail,
  reseller: _reseller,
  ...resellerAccountFields
} = updateAccountFields;
export const resellerUpdateAccountRequest = takingReadBack(resellerAccountFields, accountReadBack);

/**
 * POST provision_bot_number: an account that has a bot number gets another only when the caller asks for it, so a
 * repeated call (two tabs, a script run twice) buys nothing.
 */
export const provisionBotNumberRequest = z
  .object({ additional: booleanField.default(false) })
  .default({ additional: false });
export type ProvisionBotNumberRequest = z.infer<typeof provisionBotNumberRequest>;

/** Error body of provision_bot_number when the account has no area code. */
export const areaCodeMissingError = z.object({
  detail: z.literal(m.areaCodeMissing),
  code: z.literal(accountWriteErrorCodes.areaCodeMissing),
});
