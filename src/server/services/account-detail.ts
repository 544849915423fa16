/** GET /account_admin/{id}: the account detail of spec 3 (account, features, people, phones, TCR links). */
import type { FastifyBaseLogger } from 'fastify';
import { asc, desc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AccountDetail, Features, SalesforceLink } from '../../shared/accounts.ts';
import { FEATURE_FLAG_KEYS } from '../../shared/featureFlags.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import {
  accounts,
  billing_settings,
  bot_numbers,
  brands,
  business_phones,
  campaign_details,
  features,
  industries,
  legal_entities,
  parent_accounts,
  twilio_configurations,
  users,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { SalesforceProvider } from '../providers/salesforce/interface.ts';
import { publicTwilioConfiguration, type TwilioConfigurationRow } from './twilio-admin.ts';
import { userColumns } from './user-admin.ts';
import { personName } from '../../shared/personName.ts';

/** What an account without its features row shows: every flag off. */
const NO_FEATURES = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, false])) as Features;

const reference = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** `'key', column, …` for json_build_object; the keys are ours, so they are written into the SQL. */
const jsonFields = (fields: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
/** The one row of a table that belongs to the account, as a JSON object (null when there is none). */
const jsonRow = <T>(table: PgTable, fields: Record<string, SQLWrapper>, where: SQL) =>
  sql<T | null>`(select json_build_object(${jsonFields(fields)}) from ${table} where ${where} limit 1)`;
/** The rows of a table that belong to the account, as a JSON array in the given order ([] when none). */
const jsonRows = <T>(table: PgTable, fields: Record<string, SQLWrapper>, where: SQL, order: SQL) =>
  sql<
    T[]
  >`coalesce((select json_agg(json_build_object(${jsonFields(fields)}) order by ${order}) from ${table} where ${where}), '[]'::json)`;

const { account_id: _featuresAccountId, ...featureColumns } = getTableColumns(features);
const { id: _twilioId, account_id: _twilioAccountId, ...twilioColumns } = getTableColumns(twilio_configurations);
const brandColumns = {
  id: brands.id,
  brand_id: brands.brand_id,
  brand_identity_status: brands.brand_identity_status,
  set_for_revet: brands.set_for_revet,
};

/**
 * The whole detail in one statement, prepared once per database: the account with the names it refers to, and
 * each related table as a JSON subquery. (Eight separate queries cost eight round trips and eight plans.)
 */
const accountDetailStatement = preparedPerDb((db) =>
  db
    .select({
      account: accounts,
      industry_name: industries.name,
      parent_name: parent_accounts.name,
      legal_entity_name: legal_entities.name,
      campaign_detail_name: campaign_details.name,
      reseller: jsonRow<{ username: string; first_name: string; last_name: string }>(
        users,
        { username: users.username, first_name: users.first_name, last_name: users.last_name },
        eq(users.id, accounts.reseller_id),
      ),
      features: jsonRow<Features>(features, featureColumns, eq(features.account_id, accounts.id)),
      bot_numbers: jsonRows<AccountDetail['bot_numbers'][number]>(
        bot_numbers,
        { number: bot_numbers.number, is_call_rescue_number: bot_numbers.is_call_rescue_number },
        eq(bot_numbers.account_id, accounts.id),
        asc(bot_numbers.id),
      ),
      user_set: jsonRows<AccountDetail['user_set'][number]>(
        users,
        userColumns,
        eq(users.account_id, accounts.id),
        asc(users.id),
      ),
      business_phones: jsonRows<AccountDetail['business_phones'][number]>(
        business_phones,
        {
          id: business_phones.id,
          account: business_phones.account_id,
          number: business_phones.number,
          digits_after_call: business_phones.digits_after_call,
          is_enabled_for_call_rescue: business_phones.is_enabled_for_call_rescue,
        },
        eq(business_phones.account_id, accounts.id),
        asc(business_phones.id),
      ),
      twilio_configuration: jsonRow<TwilioConfigurationRow>(
        twilio_configurations,
        twilioColumns,
        eq(twilio_configurations.account_id, accounts.id),
      ),
      billing_setting: jsonRow<NonNullable<AccountDetail['billing_setting']>>(
        billing_settings,
        {
          id: billing_settings.id,
          is_delinquent: billing_settings.is_delinquent,
          ignore_delinquent_check: billing_settings.ignore_delinquent_check,
        },
        eq(billing_settings.account_id, accounts.id),
      ),
      // An account's brands are those of its legal entity; the newest one is its TCR brand.
      brands: jsonRows<AccountDetail['brands'][number]>(
        brands,
        brandColumns,
        eq(brands.legal_entity_id, accounts.legal_entity_id),
        desc(brands.id),
      ),
    })
    .from(accounts)
    .leftJoin(industries, eq(industries.id, accounts.company_industry_id))
    .leftJoin(parent_accounts, eq(parent_accounts.id, accounts.parent_account_id))
    .leftJoin(legal_entities, eq(legal_entities.id, accounts.legal_entity_id))
    .leftJoin(campaign_details, eq(campaign_details.id, accounts.campaign_detail_id))
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_detail'),
);

/** What the detail asks besides the database: Salesforce, for the name and page behind salesforce_id. */
export interface AccountDetailLookups {
  salesforce: SalesforceProvider;
  /** Where a Salesforce lookup that failed is noted (the detail still answers, with the id as the name). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The overview's Salesforce link (spec 2): the name is asked of Salesforce each time, so it is never stale and the
 * database keeps only the id, as the spec's PATCH sends it. Whatever Salesforce answers (no such account, an
 * error, no answer in time) the detail answers: the link then reads the id.
 */
async function salesforceLinkOf(
  salesforceId: string | null,
  { salesforce, log }: AccountDetailLookups,
): Promise<SalesforceLink | null> {
  if (salesforceId === null) return null;
  let name = salesforceId;
  try {
    name = (await salesforce.findAccount(salesforceId))?.name ?? salesforceId;
  } catch (error) {
    log?.warn({ err: error, salesforce_id: salesforceId }, 'Salesforce account name not found; the link shows the id');
  }
  return { id: salesforceId, name, url: salesforce.recordUrl(salesforceId) };
}

async function getAccountDetail(db: Db, id: number, lookups: AccountDetailLookups): Promise<AccountDetail> {
  const [row] = await accountDetailStatement(db).execute({ id });
  if (!row) throw notFound();
  const a = row.account;
  const salesforceAccount = await salesforceLinkOf(a.salesforce_id, lookups);

  return {
    id: a.id,
    name: a.name,
    email: a.email,
    office_phone: a.office_phone,
    lang: a.lang,
    calendar_type: a.calendar_type,
    timezone: a.timezone,
    company_industry: reference(a.company_industry_id, row.industry_name),
    calendar_name: a.calendar_name,
    bot_numbers: row.bot_numbers,
    features: row.features ?? NO_FEATURES,
    stripe_customer_id: a.stripe_customer_id,
    parent_account: reference(a.parent_account_id, row.parent_name),
    legal_entity: reference(a.legal_entity_id, row.legal_entity_name),
    campaign_detail: reference(a.campaign_detail_id, row.campaign_detail_name),
    reseller: reference(a.reseller_id, row.reseller && personName(row.reseller)),
    salesforce_id: a.salesforce_id,
    salesforce_account: salesforceAccount,
    appointment_request_window_days: a.appointment_request_window_days,
    requests_time_in_advance_minutes: a.requests_time_in_advance_minutes,
    bot_number_area_code: a.bot_number_area_code,
    call_rescue_tests_enabled: a.call_rescue_tests_enabled,
    user_set: row.user_set,
    business_phones: row.business_phones,
    // Never the sub-account token itself: only whether one is stored.
    twilio_configuration: row.twilio_configuration ? publicTwilioConfiguration(row.twilio_configuration) : null,
    billing_setting: row.billing_setting,
    username: a.username,
    town: a.town,
    notes: a.notes,
    tcr_ready: a.tcr_ready,
    brands: row.brands,
    tcr_brand: row.brands[0] ?? null,
    last_sync_time: a.last_sync_time?.toISOString() ?? null,
  };
}

export interface AccountDetailService {
  /** `log` notes a Salesforce lookup that failed (the request's logger). */
  get(id: number, log?: AccountDetailLookups['log']): Promise<AccountDetail>;
}

export function createAccountDetailService(db: Db, salesforce: SalesforceProvider): AccountDetailService {
  return { get: (id, log) => getAccountDetail(db, id, { salesforce, log }) };
}
