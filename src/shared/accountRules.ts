/**
 * The account forms' rules and choice lists (spec 3, 5 "Account overview" and "Add account"), their texts in
 * accountTexts.ts: plain functions and values without zod, so the console's forms use them as they are;
 * accountWrites.ts adapts them into the API's request schemas.
 */
import { accountTexts } from './accountTexts.ts';
import { isValidAreaCode } from './areaCodes.ts';
import { MINUTES_PER_DAY } from './constants.ts';
import { drfTexts } from './drfTexts.ts';
import { CALENDAR_TYPE_VALUES, LANGUAGES, TIMEZONES } from './enums.ts';
import { MUNICIPALITIES } from './municipalities.ts';
import { EMAIL_PATTERN, matches, oneOf, referenceRequired, required, type Rule } from './validation.ts';

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

export const accountWriteErrorCodes = {
  areaCodeMissing: 'bot_number_area_code_missing',
  botNumberExists: 'bot_number_exists',
  provisionBusy: 'bot_number_provisioning',
} as const;

const m = accountTexts;
export const LANGUAGE_VALUES = LANGUAGES.map((l) => l.value);
export const TIMEZONE_VALUES = TIMEZONES.map((t) => t.value);

/** A number of at least 0 (the overview's day counts): 'Value must be a number.' also covers an empty field. */
export const nonNegativeNumber: readonly Rule[] = [
  (value) => (value.trim() === '' || !Number.isFinite(Number(value)) ? m.overview.notANumber : undefined),
  (value) => (Number(value) < 0 ? m.overview.numberAtLeastZero : undefined),
];

/** Spec 5 sets no ceiling for the day counts; ours keeps them far inside the database's integers, in minutes too. */
export const MAX_DAYS = 3650;

/**
 * A day count from 0 to MAX_DAYS, whole unless `fractional`. The API keeps requests_time_in_advance_minutes in whole
 * minutes (`unitsPerDay` 1440), and refuses it with the same words in days the form shows, never with a limit in
 * minutes; the form edits it in days, a fraction of a day included.
 */
export const dayCountRules = (unitsPerDay = 1, { fractional = false } = {}): readonly Rule[] => [
  ...nonNegativeNumber,
  (value) => (Number(value) > MAX_DAYS * unitsPerDay ? m.overview.tooManyDays(MAX_DAYS) : undefined),
  ...(fractional ? [] : [(value: string) => (Number.isInteger(Number(value)) ? undefined : drfTexts.invalidInteger)]),
];
/** requests_time_in_advance_minutes as the API takes it: whole minutes, limited in days. */
export const minutesAsDaysRules = dayCountRules(MINUTES_PER_DAY);

/** requests_time_in_advance_minutes in days as the form shows it: to four places (0.3333, not 0.3333333333333333). */
export const minutesAsDays = (minutes: number) => String(Math.round((minutes / MINUTES_PER_DAY) * 10_000) / 10_000);
/** The days the form holds as the whole minutes the API keeps (spec 2: days x 1440). */
export const daysAsMinutes = (days: string) => Math.round(Number(days) * MINUTES_PER_DAY);

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
  appointment_request_window_days: dayCountRules(),
  /** Edited in days in the form, a fraction included (the API takes minutes: days x 1440, minutesAsDaysRules). */
  requests_time_in_advance_minutes: dayCountRules(1, { fractional: true }),
  bot_number_area_code: botNumberAreaCodeRules,
  town: [oneOf(TOWNS)],
} as const;

/**
 * Spec 5, add account. Town and notes are required only when the connected user is a reseller. The references are
 * the form's chosen records (`{id, name}` or null); the API checks their ids itself.
 */
export function addAccountRules(isReseller: boolean) {
  return {
    name: [required(m.create.nameRequired)],
    email: [required(m.create.emailRequired), matches(EMAIL_PATTERN, m.create.emailFormat)],
    office_phone: [required(m.create.officePhoneRequired)],
    lang: [required(m.create.langRequired), oneOf(LANGUAGE_VALUES)],
    timezone: [required(m.create.timezoneRequired), oneOf(TIMEZONE_VALUES)],
    company_industry: [required(m.create.industryRequired)],
    calendar_name: [required(m.create.calendarNameRequired), oneOf(CALENDAR_NAME_VALUES)],
    parent_account: [referenceRequired(m.create.parentAccountRequired)],
    // A reseller's wizard has no TCR references: staff set them (the TCR area is staff-only).
    legal_entity: isReseller ? [] : [referenceRequired(m.create.legalEntityRequired)],
    campaign_detail: isReseller ? [] : [referenceRequired(m.create.campaignDetailRequired)],
    bot_number_area_code: botNumberAreaCodeRules,
    town: isReseller ? [required(m.create.townRequired), oneOf(TOWNS)] : [oneOf(TOWNS)],
    notes: isReseller ? [required(m.create.notesRequired)] : [],
  } as const;
}
