/** GET /account_admin/{id}: the account detail of spec 3 (account, features, people, phones, TCR links). */
import { asc, desc, eq } from 'drizzle-orm';
import type { AccountDetail, Features } from '../../shared/accounts.ts';
import type { Db } from '../db/client.ts';
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
import { publicTwilioConfiguration } from './twilio-admin.ts';
import { userColumns } from './user-admin.ts';

const NO_FEATURES: Features = {
  sms_language_detection_enabled: false,
  calendar_sync_enabled: false,
  cancelations_enabled: false,
  confirmations_enabled: false,
  confirmations_should_include_time: false,
  out_of_sync_scheduling_enabled: false,
  scheduling_enabled: false,
  has_telemedicine: false,
  text_back_enabled: false,
  voicemail_enabled: false,
  is_waiting_list_enabled: false,
  is_missed_call_open_thread: false,
  has_active_subscription: false,
};

const reference = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

export async function getAccountDetail(db: Db, id: number): Promise<AccountDetail> {
  const [account] = await db
    .select({
      account: accounts,
      industry_name: industries.name,
      parent_name: parent_accounts.name,
      legal_entity_name: legal_entities.name,
      campaign_detail_name: campaign_details.name,
    })
    .from(accounts)
    .leftJoin(industries, eq(industries.id, accounts.company_industry_id))
    .leftJoin(parent_accounts, eq(parent_accounts.id, accounts.parent_account_id))
    .leftJoin(legal_entities, eq(legal_entities.id, accounts.legal_entity_id))
    .leftJoin(campaign_details, eq(campaign_details.id, accounts.campaign_detail_id))
    .where(eq(accounts.id, id))
    .limit(1);
  if (!account) throw notFound();
  const a = account.account;

  const [featureRows, botNumbers, userRows, phones, twilioRows, billingRows, brandRows] = await Promise.all([
    db.select().from(features).where(eq(features.account_id, id)).limit(1),
    db
      .select({ number: bot_numbers.number, is_call_rescue_number: bot_numbers.is_call_rescue_number })
      .from(bot_numbers)
      .where(eq(bot_numbers.account_id, id))
      .orderBy(asc(bot_numbers.id)),
    db.select(userColumns).from(users).where(eq(users.account_id, id)).orderBy(asc(users.id)),
    db
      .select({
        id: business_phones.id,
        account: business_phones.account_id,
        number: business_phones.number,
        digits_after_call: business_phones.digits_after_call,
        is_enabled_for_call_rescue: business_phones.is_enabled_for_call_rescue,
      })
      .from(business_phones)
      .where(eq(business_phones.account_id, id))
      .orderBy(asc(business_phones.id)),
    db.select().from(twilio_configurations).where(eq(twilio_configurations.account_id, id)).limit(1),
    db
      .select({
        id: billing_settings.id,
        is_delinquent: billing_settings.is_delinquent,
        ignore_delinquent_check: billing_settings.ignore_delinquent_check,
      })
      .from(billing_settings)
      .where(eq(billing_settings.account_id, id))
      .limit(1),
    // An account's brands are those of its legal entity; the newest one is its TCR brand.
    a.legal_entity_id === null
      ? Promise.resolve([])
      : db
          .select({
            id: brands.id,
            brand_id: brands.brand_id,
            brand_identity_status: brands.brand_identity_status,
            set_for_revet: brands.set_for_revet,
          })
          .from(brands)
          .where(eq(brands.legal_entity_id, a.legal_entity_id))
          .orderBy(desc(brands.id)),
  ]);

  const { account_id: _accountId, ...featureFlags } = featureRows[0] ?? { account_id: id, ...NO_FEATURES };
  const twilio = twilioRows[0];

  return {
    id: a.id,
    name: a.name,
    email: a.email,
    office_phone: a.office_phone,
    lang: a.lang,
    calendar_type: a.calendar_type,
    timezone: a.timezone,
    company_industry: reference(a.company_industry_id, account.industry_name),
    calendar_name: a.calendar_name,
    bot_numbers: botNumbers,
    features: featureFlags,
    stripe_customer_id: a.stripe_customer_id,
    parent_account: reference(a.parent_account_id, account.parent_name),
    legal_entity: reference(a.legal_entity_id, account.legal_entity_name),
    campaign_detail: reference(a.campaign_detail_id, account.campaign_detail_name),
    salesforce_id: a.salesforce_id,
    appointment_request_window_days: a.appointment_request_window_days,
    requests_time_in_advance_minutes: a.requests_time_in_advance_minutes,
    bot_number_area_code: a.bot_number_area_code,
    call_rescue_tests_enabled: a.call_rescue_tests_enabled,
    user_set: userRows,
    business_phones: phones,
    // Never the sub-account token itself: only whether one is stored.
    twilio_configuration: twilio ? publicTwilioConfiguration(twilio) : null,
    billing_setting: billingRows[0] ?? null,
    username: a.username,
    town: a.town,
    notes: a.notes,
    tcr_ready: a.tcr_ready,
    brands: brandRows,
    tcr_brand: brandRows[0] ?? null,
    last_sync_time: a.last_sync_time?.toISOString() ?? null,
  };
}
