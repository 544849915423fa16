import { z } from 'zod';
import { apiTexts } from './apiTexts.ts';
import { CALENDAR_TYPE_VALUES } from './enums.ts';
import { FEATURE_FLAG_KEYS, type FeatureFlag } from './featureFlags.ts';

export {
  ACCOUNT_FILTERS,
  BOOLEAN_FILTER_PARAMS,
  type AccountFilterParam,
  type BooleanFilterParam,
} from './accountFilters.ts';

/**
 * DRF page envelope. `count_capped: true` (ours, only when so) says `count` is COUNT_CAP and more match: the list
 * pages up to the cap, and a narrower search reaches the rest.
 */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    count_capped: z.literal(true).optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Page<T> {
  count: number;
  count_capped?: true;
  next: string | null;
  previous: string | null;
  results: T[];
}

const PAGE_NUMBER_INVALID = 'A valid page number is required.';
/** The `page` query parameter of every paged list: a whole number from 1, page 1 when absent. */
export const pageNumber = z.coerce
  .number({ error: PAGE_NUMBER_INVALID })
  .int(PAGE_NUMBER_INVALID)
  .min(1, PAGE_NUMBER_INVALID)
  .default(1);

/** A `true`/`false` query parameter. */
export const booleanParam = z.enum(['true', 'false'], { error: apiTexts.trueOrFalse }).transform((v) => v === 'true');
const calendarTypeList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Enter comma-separated calendar type numbers.')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((values) => values.every((v) => (CALENDAR_TYPE_VALUES as readonly number[]).includes(v)), {
    message: 'Unknown calendar type.',
  });

/** GET /account_admin query. */
export const accountListQuery = z.object({
  page: pageNumber,
  search: z.string().trim().max(200).optional(),
  basic_info: booleanParam.optional(),
  ordering: z.enum(['name', '-name', 'id', '-id']).optional(),
  parent_blank: booleanParam.optional(),
  calendar_type: calendarTypeList.optional(),
  scheduling_enabled: booleanParam.optional(),
  cancelations_enabled: booleanParam.optional(),
  confirmations_enabled: booleanParam.optional(),
  calendar_sync_enabled: booleanParam.optional(),
  is_waiting_list_enabled: booleanParam.optional(),
  sms_language_detection_enabled: booleanParam.optional(),
  is_out_of_sync: booleanParam.optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuery>;

export const reference = z.object({ id: z.number().int(), name: z.string() });
export type Reference = z.infer<typeof reference>;

/**
 * An account's Salesforce account, as the overview links it (spec 2): the Salesforce id, the account's name there
 * (its id when Salesforce cannot say: an id it does not know, or Salesforce unreachable) and the record's page in
 * Salesforce (null when the API knows no Salesforce org: its sandbox).
 */
export const salesforceLink = z.object({ id: z.string(), name: z.string(), url: z.string().nullable() });
export type SalesforceLink = z.infer<typeof salesforceLink>;

/** A TCR brand as a list names it: our id and the registry's brand id. */
export const brandReference = z.object({ id: z.number().int(), brand_id: z.string() });
export type BrandReference = z.infer<typeof brandReference>;

/**
 * One row of GET /account_admin (spec 3, account list item). Without basic_info=true (manual scaling's call, spec 7)
 * a row also says whether the account is TCR ready and the brands of its legal entity (spec 2, Manual scaling).
 */
export const accountListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  office_phone: z.string(),
  calendar_type: z.number().int().nullable(),
  company_industry: z.object({ name: z.string() }).nullable(),
  last_sync_time: z.string().nullable(),
  tcr_ready: z.boolean().optional(),
  brands: z.array(brandReference).optional(),
});
export type AccountListItem = z.infer<typeof accountListItem>;
export const accountListPage = page(accountListItem);

/**
 * A zod shape with one field per feature flag, in the list's order. Object.fromEntries types its keys as string;
 * the cast restores them, so the schema's type names every flag.
 */
export function featureFlagShape<T extends z.ZodType>(field: () => T): Record<FeatureFlag, T> {
  return Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, field()])) as Record<FeatureFlag, T>;
}

export const features = z.object(featureFlagShape(() => z.boolean()));
export type Features = z.infer<typeof features>;

export const accountUser = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_account_manager: z.boolean(),
  can_switch_accounts: z.boolean(),
  account: z.number().int().nullable(),
});

export const businessPhone = z.object({
  id: z.number().int(),
  account: z.number().int(),
  number: z.string(),
  digits_after_call: z.string().nullable(),
  is_enabled_for_call_rescue: z.boolean(),
});

export const twilioConfiguration = z.object({
  cached_subaccount_status: z.string().nullable(),
  subaccount_account_sid: z.string().nullable(),
  subaccount_auth_token: z.string().nullable(),
  messaging_service_sid: z.string().nullable(),
  starter_profile_sid: z.string().nullable(),
  end_user_sid: z.string().nullable(),
  address_sid: z.string().nullable(),
  a2p_profile_sid: z.string().nullable(),
  a2p_brand_sid: z.string().nullable(),
  a2p_use_case_sid: z.string().nullable(),
});

export const brand = z.object({
  id: z.number().int(),
  brand_id: z.string(),
  brand_identity_status: z.number().int(),
  set_for_revet: z.boolean(),
});

/** GET /account_admin/{id} (spec 3, account detail). */
export const accountDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  office_phone: z.string(),
  lang: z.string(),
  calendar_type: z.number().int().nullable(),
  timezone: z.string(),
  company_industry: reference.nullable(),
  calendar_name: z.string().nullable(),
  bot_numbers: z.array(z.object({ number: z.string(), is_call_rescue_number: z.boolean() })),
  features,
  stripe_customer_id: z.string().nullable(),
  parent_account: reference.nullable(),
  legal_entity: reference.nullable(),
  campaign_detail: reference.nullable(),
  /** The reseller who owns the account (named as personName names it); null for the provider's own customers. */
  reseller: reference.nullable(),
  salesforce_id: z.string().nullable(),
  /** salesforce_id with what the overview's link needs; null when salesforce_id is. */
  salesforce_account: salesforceLink.nullable(),
  appointment_request_window_days: z.number().int(),
  requests_time_in_advance_minutes: z.number().int(),
  bot_number_area_code: z.string().nullable(),
  call_rescue_tests_enabled: z.boolean(),
  user_set: z.array(accountUser),
  business_phones: z.array(businessPhone),
  twilio_configuration: twilioConfiguration.nullable(),
  billing_setting: z
    .object({ id: z.number().int(), is_delinquent: z.boolean(), ignore_delinquent_check: z.boolean() })
    .nullable(),
  username: z.string().nullable(),
  town: z.string().nullable(),
  notes: z.string().nullable(),
  tcr_ready: z.boolean(),
  brands: z.array(brand),
  tcr_brand: brand.nullable(),
  last_sync_time: z.string().nullable(),
});
export type AccountDetail = z.infer<typeof accountDetail>;
