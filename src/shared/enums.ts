/** Enumerations of spec section 3: stored values with the labels the console shows. */

export const CALENDAR_TYPES = [
  { value: 0, label: 'Rescue (standalone)' },
  { value: 1, label: 'Open Dental' },
  { value: 2, label: 'SecureClaim' },
  { value: 3, label: 'Practice Fusion' },
  { value: 4, label: 'ProClaim (Assertus)' },
  { value: 5, label: 'Chirotouch' },
] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number]['value'];
export const CALENDAR_TYPE_VALUES = CALENDAR_TYPES.map((c) => c.value);

export function calendarTypeLabel(value: number | null | undefined): string {
  return CALENDAR_TYPES.find((c) => c.value === value)?.label ?? 'Not set';
}

export const LANGUAGES = [
  { value: 'en_US', label: 'English' },
  { value: 'es_ES', label: 'Spanish' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

export const TIMEZONES = [
  { value: 'America/Puerto_Rico', label: 'PR' },
  { value: 'America/New_York', label: 'EST' },
  { value: 'America/Los_Angeles', label: 'PST' },
  { value: 'America/Chicago', label: 'CST' },
  { value: 'America/Phoenix', label: 'MST' },
] as const;
export type Timezone = (typeof TIMEZONES)[number]['value'];

export const INDUSTRY_TYPES = [
  { value: 'HEALTHCARE', label: 'HEALTHCARE' },
  { value: 'BASE', label: 'OTHER' },
] as const;

export const CALL_STATUSES = [
  { value: 0, label: 'SCHEDULED' },
  { value: 1, label: 'CALLING' },
  { value: 2, label: 'RETRYING' },
  { value: 3, label: 'SUCCESS' },
  { value: 4, label: 'FAILURE' },
] as const;

export const COMPANY_TYPES = [
  { value: 1, label: 'PRIVATE_PROFIT' },
  { value: 2, label: 'GOVERNMENT' },
  { value: 3, label: 'SOLE_PROPRIETOR' },
  { value: 4, label: 'NON_PROFIT' },
] as const;

export const VERTICAL_TYPES = [
  'PROFESSIONAL',
  'REAL_ESTATE',
  'HEALTHCARE',
  'HUMAN_RESOURCES',
  'ENERGY',
  'ENTERTAINMENT',
  'RETAIL',
  'TRANSPORTATION',
  'AGRICULTURE',
  'INSURANCE',
  'POSTAL',
  'EDUCATION',
  'HOSPITALITY',
  'FINANCIAL',
  'POLITICAL',
  'GAMBLING',
  'LEGAL',
  'CONSTRUCTION',
  'NGO',
  'MANUFACTURING',
  'GOVERNMENT',
  'TECHNOLOGY',
  'COMMUNICATION',
].map((label, i) => ({ value: i + 1, label }));

export const BRAND_IDENTITY_STATUSES = [
  { value: 0, label: 'NO_VALUE' },
  { value: 1, label: 'SELF_DECLARED' },
  { value: 2, label: 'UNVERIFIED' },
  { value: 3, label: 'VERIFIED' },
  { value: 4, label: 'VETTED_VERIFIED' },
] as const;

export const CAMPAIGN_TYPES = [
  { value: 'LOW_VOLUME', label: 'Low volume' },
  { value: 'CUSTOMER_CARE', label: 'Medium' },
  { value: 'SOCIAL', label: 'High' },
] as const;
