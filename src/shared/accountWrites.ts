/**
 * Account writes (spec 2 add-account wizard and overview, 5 "Account overview" and "Add account", 7 Accounts):
 * POST /account_admin, PATCH /account_admin/{id} (overview fields, a `features` object, or the bot number area
 * code) and POST /account_admin/{id}/provision_bot_number. The rules are plain functions the console forms use
 * too; the request schemas adapt them with refineWith.
 */
import { z } from 'zod';
import { isValidAreaCode } from './areaCodes.ts';
import { refineWith } from './auth.ts';
import { CALENDAR_TYPE_VALUES, LANGUAGES, TIMEZONES } from './enums.ts';
import { STRING, text } from './textFields.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, matches, required, type Rule } from './validation.ts';
import { MUNICIPALITIES } from './municipalities.ts';

/**
 * Calendar systems for calendar_name (spec 3 names a few and leaves the full list open). RESCUE is the product's
 * own calendar (calendar type 0); the integrated practice systems carry their calendar type.
 */
export const CALENDAR_SYSTEMS = [
  { value: 'RESCUE', label: 'Rescue (standalone)', calendarType: 0 },
  { value: 'OPEN_DENTAL', label: 'Open Dental', calendarType: 1 },
  { value: 'SECURECLAIM', label: 'SecureClaim', calendarType: 2 },
  { value: 'PRACTICE_FUSION', label: 'Practice Fusion', calendarType: 3 },
  { value: 'PROCLAIM', label: 'ProClaim (Assertus)', calendarType: 4 },
  { value: 'CHIROTOUCH', label: 'Chirotouch', calendarType: 5 },
  { value: 'DENTRIX', label: 'Dentrix' },
  { value: 'EAGLESOFT', label: 'Eaglesoft' },
  { value: 'SOFTDENT', label: 'SoftDent' },
  { value: 'CURVE_DENTAL', label: 'Curve Dental' },
  { value: 'DENTICON', label: 'Denticon' },
  { value: 'EASY_DENTAL', label: 'Easy Dental' },
  { value: 'ABELDENT', label: 'ABELDent' },
  { value: 'PRACTICEWORKS', label: 'PracticeWorks' },
  { value: 'ORTHO2', label: 'Ortho2' },
  { value: 'DOLPHIN', label: 'Dolphin' },
  { value: 'ATHENA', label: 'athenahealth' },
  { value: 'ECLINICALWORKS', label: 'eClinicalWorks' },
  { value: 'NEXTGEN', label: 'NextGen' },
  { value: 'ALLSCRIPTS', label: 'Allscripts' },
  { value: 'KAREO', label: 'Kareo' },
  { value: 'DRCHRONO', label: 'DrChrono' },
  { value: 'EPIC', label: 'Epic' },
  { value: 'CERNER', label: 'Cerner' },
  { value: 'MEDITECH', label: 'Meditech' },
  { value: 'GREENWAY', label: 'Greenway' },
  { value: 'ADVANCEDMD', label: 'AdvancedMD' },
  { value: 'WEBPT', label: 'WebPT' },
  { value: 'SIMPLEPRACTICE', label: 'SimplePractice' },
  { value: 'JANE', label: 'Jane' },
  { value: 'GOOGLE_CALENDAR', label: 'Google Calendar' },
  { value: 'OUTLOOK', label: 'Outlook' },
  { value: 'APPLE_CALENDAR', label: 'Apple Calendar' },
  { value: 'CALENDLY', label: 'Calendly' },
  { value: 'ACUITY', label: 'Acuity Scheduling' },
  { value: 'CUSTOM', label: 'Custom' },
  { value: 'OTHER', label: 'Other' },
  { value: 'MANUALLY', label: 'Manually' },
] as const satisfies ReadonlyArray<{ value: string; label: string; calendarType?: number }>;
export type CalendarName = (typeof CALENDAR_SYSTEMS)[number]['value'];
export const CALENDAR_NAME_VALUES: readonly CalendarName[] = CALENDAR_SYSTEMS.map((system) => system.value);

/** The calendar type an account created with this calendar gets: the integration's, else the product's own (0). */
export function calendarTypeOf(calendarName: string): number {
  const system = CALENDAR_SYSTEMS.find((s) => s.value === calendarName);
  return system && 'calendarType' in system ? system.calendarType : 0;
}

/** Towns for resellers' accounts (spec 3): the 78 municipalities of Puerto Rico, then OTHER. */
export const TOWNS = [...MUNICIPALITIES, 'OTHER'] as const;
export type Town = (typeof TOWNS)[number];

/** Texts of spec 5 ("Account overview", "Add account"); the ones spec 5 leaves open are ours, in the same voice. */
export const accountWriteMessages = {
  overview: {
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
  /** DRF's wording for a value outside a choice list. */
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  /** POST provision_bot_number on an account without an area code. */
  areaCodeMissing: 'The account has no bot number area code. Save one before provisioning a bot number.',
  /** Toasts of spec 8. */
  createFailed: 'There was an error creating the account.',
  provisionFailed: 'There was an error provisioning bot number.',
  areaCodeSaveFailed: 'There was an error updating account bot number area code.',
  saved: 'Changes saved successfully.',
  saveFailed: 'There was an error saving changes.',
} as const;

export const accountWriteErrorCodes = {
  areaCodeMissing: 'bot_number_area_code_missing',
} as const;

const m = accountWriteMessages;
const LANGUAGE_VALUES = LANGUAGES.map((l) => l.value);
const TIMEZONE_VALUES = TIMEZONES.map((t) => t.value);

/** Passes empty values (required() reports those) and values in the list. */
export const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    value === '' || values.includes(value) ? undefined : m.invalidChoice(value);

/** A number of at least 0 (the overview's day counts): 'Value must be a number.' also covers an empty field. */
export const nonNegativeNumber: readonly Rule[] = [
  (value) => (value.trim() === '' || !Number.isFinite(Number(value)) ? m.overview.notANumber : undefined),
  (value) => (Number(value) < 0 ? m.overview.numberAtLeastZero : undefined),
];

export const botNumberAreaCodeRules: readonly Rule[] = [
  required(m.botNumberAreaCodeRequired),
  (value) =>
    value === '' || (/^\d{3}$/.test(value) && isValidAreaCode(value)) ? undefined : m.botNumberAreaCodeInvalid,
];

/** Spec 5, account overview. Choice fields and references are checked on their value as text (id as digits). */
export const accountOverviewRules = {
  name: [required(m.overview.nameRequired)],
  email: [required(m.overview.emailRequired), matches(EMAIL_PATTERN, m.overview.emailFormat)],
  office_phone: [required(m.overview.officePhoneRequired)],
  lang: [required(m.overview.langRequired), oneOf(LANGUAGE_VALUES)],
  calendar_type: [required(m.overview.calendarTypeRequired), oneOf(CALENDAR_TYPE_VALUES.map(String))],
  company_industry: [required(m.overview.industryRequired)],
  timezone: [required(m.overview.timezoneRequired), oneOf(TIMEZONE_VALUES)],
  calendar_name: [oneOf(CALENDAR_NAME_VALUES)],
  appointment_request_window_days: nonNegativeNumber,
  /** Edited in days in the form (the API takes minutes: days x 1440). */
  requests_time_in_advance_minutes: nonNegativeNumber,
  bot_number_area_code: botNumberAreaCodeRules,
  town: [oneOf(TOWNS)],
} as const;

/** Spec 5, add account. Town and notes are required only when the connected user is a reseller. */
export function addAccountRules(isReseller: boolean) {
  return {
    name: [required(m.create.nameRequired)],
    email: [required(m.create.emailRequired), matches(EMAIL_PATTERN, m.create.emailFormat)],
    office_phone: [required(m.create.officePhoneRequired)],
    lang: [required(m.create.langRequired), oneOf(LANGUAGE_VALUES)],
    timezone: [required(m.create.timezoneRequired), oneOf(TIMEZONE_VALUES)],
    company_industry: [required(m.create.industryRequired)],
    calendar_name: [required(m.create.calendarNameRequired), oneOf(CALENDAR_NAME_VALUES)],
    parent_account: [required(m.create.parentAccountRequired)],
    legal_entity: [required(m.create.legalEntityRequired)],
    campaign_detail: [required(m.create.campaignDetailRequired)],
    bot_number_area_code: botNumberAreaCodeRules,
    town: isReseller ? [required(m.create.townRequired), oneOf(TOWNS)] : [oneOf(TOWNS)],
    notes: isReseller ? [required(m.create.notesRequired)] : [],
  } as const;
}

// ---- request schemas ----

const NAME_MAX = 255;
const PHONE_MAX = 50;
const TEXT_MAX = 255;
const NOTES_MAX = 5000;
const MAX_INT = 2 ** 31 - 1;
const PK_ERROR = 'Incorrect type. Expected pk value.';

/** Missing and null count as empty, so "required" rules report them. */
const orEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

/** Trimmed text checked with the rules; null counts as empty too. */
const textOrEmpty = (rules: readonly Rule[], max: number) => z.preprocess(orEmpty, text(rules, max));

/** Optional text: empty (or null) is stored as null, like the console's "salesforce_id or null". */
const optionalText = (rules: readonly Rule[], max: number) =>
  textOrEmpty(rules, max).transform((value) => (value === '' ? null : value));

/**
 * The OpenAPI document reads request schemas as JSON Schema; preprocessed and transformed fields would show
 * their inner types (text for numbers), so they say what they take.
 */
const documented = <T extends z.ZodType>(schema: T, jsonSchema: Record<string, unknown>) => schema.meta(jsonSchema);

/** A choice stored as text, checked with its rules (required and oneOf). */
const choice = <T extends string>(rules: readonly Rule[], values: readonly T[]) =>
  documented(
    textOrEmpty(rules, TEXT_MAX).transform((value) => value as T),
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

const nonNegativeInteger = documented(
  z.preprocess(
    asText,
    z
      .string({ error: m.overview.notANumber })
      .trim()
      .superRefine(refineWith(nonNegativeNumber))
      .transform(Number)
      .pipe(
        z
          .number()
          .int('A valid integer is required.')
          .max(MAX_INT, `Ensure this value is less than or equal to ${MAX_INT}.`),
      ),
  ),
  { type: 'integer', minimum: 0 },
);

const botNumberAreaCode = documented(
  z.preprocess(asText, z.string(STRING).trim().superRefine(refineWith(botNumberAreaCodeRules))),
  { type: 'string', pattern: '^[0-9]{3}$', description: 'A valid US or Puerto Rico area code.' },
);

const calendarType = documented(
  z.preprocess(
    asText,
    z
      .string({ error: 'A valid integer is required.' })
      .superRefine(refineWith(accountOverviewRules.calendar_type))
      .transform(Number),
  ),
  { type: 'integer', enum: CALENDAR_TYPE_VALUES },
);

/** The id in a reference: an id, or the `{id, name}` the detail gave (the console may send it back). */
function referencedId(value: unknown): number | undefined {
  const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT ? id : undefined;
}

const REFERENCE_JSON = [
  { type: 'integer', minimum: 1 },
  { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id'] },
];

/** A reference by id or by value; missing or null reports `requiredMessage`. */
const requiredReference = (requiredMessage: string) =>
  documented(z.unknown(), { oneOf: REFERENCE_JSON }).transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const id = referencedId(value);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: PK_ERROR });
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
      ctx.addIssue({ code: 'custom', message: PK_ERROR });
      return z.NEVER;
    }
    return id;
  },
);

/** POST /account_admin: the add-account wizard's form (spec 2), for a reseller or not. */
export function createAccountRequestFor(isReseller: boolean) {
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
export const createAccountRequest = createAccountRequestFor(false);
export type CreateAccountRequest = z.infer<typeof createAccountRequest>;

const featureFlag = z.boolean({ error: 'Must be a valid boolean.' });

/** Any subset of the 13 feature flags (spec 3). */
export const featuresPatch = z.strictObject({
  sms_language_detection_enabled: featureFlag.optional(),
  calendar_sync_enabled: featureFlag.optional(),
  cancelations_enabled: featureFlag.optional(),
  confirmations_enabled: featureFlag.optional(),
  confirmations_should_include_time: featureFlag.optional(),
  out_of_sync_scheduling_enabled: featureFlag.optional(),
  scheduling_enabled: featureFlag.optional(),
  has_telemedicine: featureFlag.optional(),
  text_back_enabled: featureFlag.optional(),
  voicemail_enabled: featureFlag.optional(),
  is_waiting_list_enabled: featureFlag.optional(),
  is_missed_call_open_thread: featureFlag.optional(),
  has_active_subscription: featureFlag.optional(),
});
export type FeaturesPatch = z.infer<typeof featuresPatch>;

const r = accountOverviewRules;

/**
 * PATCH /account_admin/{id}: any subset of the overview's fields (requests_time_in_advance_minutes in minutes),
 * a `features` object, or bot_number_area_code alone. References take an id, an `{id, name}`, or null to clear.
 */
export const updateAccountRequest = z.strictObject({
  /** Read-only: ignored when the form sends it back, as DRF ignores read-only fields. */
  id: z.unknown().optional(),
  name: textOrEmpty(r.name, NAME_MAX).optional(),
  email: textOrEmpty(r.email, EMAIL_MAX_LENGTH).optional(),
  office_phone: textOrEmpty(r.office_phone, PHONE_MAX).optional(),
  lang: choice(r.lang, LANGUAGE_VALUES).optional(),
  calendar_type: calendarType.optional(),
  timezone: choice(r.timezone, TIMEZONE_VALUES).optional(),
  company_industry: requiredReference(m.overview.industryRequired).optional(),
  calendar_name: optionalChoice(r.calendar_name, CALENDAR_NAME_VALUES).optional(),
  appointment_request_window_days: nonNegativeInteger.optional(),
  requests_time_in_advance_minutes: nonNegativeInteger.optional(),
  salesforce_id: optionalText([], TEXT_MAX).optional(),
  stripe_customer_id: optionalText([], TEXT_MAX).optional(),
  parent_account: nullableReference.optional(),
  legal_entity: nullableReference.optional(),
  campaign_detail: nullableReference.optional(),
  username: optionalText([], TEXT_MAX).optional(),
  town: optionalChoice(r.town, TOWNS).optional(),
  notes: optionalText([], NOTES_MAX).optional(),
  call_rescue_tests_enabled: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  bot_number_area_code: botNumberAreaCode.optional(),
  features: featuresPatch.optional(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

/** Error body of provision_bot_number when the account has no area code. */
export const areaCodeMissingError = z.object({
  detail: z.literal(m.areaCodeMissing),
  code: z.literal(accountWriteErrorCodes.areaCodeMissing),
});
