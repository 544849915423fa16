/** Builds the seed's rows in memory (no database access): reference data, then accounts chunk by chunk. */
import { MINUTES_PER_DAY } from '../../shared/constants.ts';
import { CAMPAIGN_TYPES, COMPANY_TYPES } from '../../shared/enums.ts';
import type { FeatureFlags } from '../../shared/featureFlags.ts';
import { MUNICIPALITIES } from '../../shared/municipalities.ts';
import { brandIdentityStatusCode } from '../providers/tcr/interface.ts';
import { settledFeedbackOf, settledStatusOf } from '../providers/tcr/sandbox.ts';
import { unitHash } from '../providers/sandbox.ts';
import { brandSubmittedFields } from '../../shared/legalEntities.ts';
import { UNUSABLE_PASSWORD } from '../auth/passwords.ts';
import type * as schema from './schema.ts';
import type { IdTable, Insert } from './seed-bulk.ts';
import {
  ACCOUNT_NOTES,
  STREETS,
  SPECIALTY_WEIGHTS,
  groupName,
  officePhone,
  person,
  practiceEmail,
  practiceName,
  slug,
  townName,
  type Specialty,
} from './seed-names.ts';
import type { Random } from './seed-random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which practice-management calendar each kind of practice tends to use (values of CALENDAR_TYPES). */
// prettier-ignore
const CALENDAR_WEIGHTS: Record<Specialty, ReadonlyArray<readonly [number, number]>> = {
  Dental: [[1, 40], [0, 28], [2, 10], [4, 10], [3, 6], [5, 6]],
  Medical: [[3, 35], [0, 30], [2, 15], [4, 15], [1, 5]],
  Pediatrics: [[3, 35], [0, 35], [2, 15], [4, 15]],
  Dermatology: [[3, 35], [0, 35], [2, 15], [4, 15]],
  Chiropractic: [[5, 60], [0, 25], [3, 10], [2, 5]],
  Optometry: [[0, 60], [3, 20], [2, 20]],
  Veterinary: [[0, 80], [3, 20]],
  Other: [[0, 75], [3, 15], [2, 10]],
};

const CALENDAR_NAMES: Record<number, readonly string[]> = {
  0: ['RESCUE', 'RESCUE', 'GOOGLE_CALENDAR', 'OUTLOOK', 'MANUALLY'],
  1: ['OPEN_DENTAL'],
  2: ['SECURECLAIM'],
  3: ['PRACTICE_FUSION'],
  4: ['PROCLAIM'],
  5: ['CHIROTOUCH'],
};

const CALL_STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 10],
  [1, 5],
  [2, 10],
  [3, 55],
  [4, 20],
];

export interface ReferenceData {
  parentAccounts: Insert<typeof schema.parent_accounts>[];
  legalEntities: Insert<typeof schema.legal_entities>[];
  campaignDetails: Insert<typeof schema.campaign_details>[];
  brands: Insert<typeof schema.brands>[];
  /** Each brand's registration, as sent: what its legal entity holds (so a revet shows no change until a fix). */
  brandSubmissions: Insert<typeof schema.brand_submissions>[];
  campaigns: Insert<typeof schema.campaigns>[];
  /** Brand and campaign of each legal entity that has them, for TCR phone numbers. */
  tcrByLegalEntity: Map<number, { brandId: number; campaignId: number | null }>;
}

/** COMPANY_TYPES' NON_PROFIT. */
const NON_PROFIT = COMPANY_TYPES.find((type) => type.label === 'NON_PROFIT')!.value;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

export function buildReferenceData(
  random: Random,
  total: number,
  ids: Record<IdTable, number>,
  now: Date,
): ReferenceData {
  const refs: ReferenceData = {
    parentAccounts: [],
    legalEntities: [],
    campaignDetails: [],
    brands: [],
    brandSubmissions: [],
    campaigns: [],
    tcrByLegalEntity: new Map(),
  };
  if (total === 0) return refs;

  // ~15% of accounts belong to a group of about six practices.
  const groups = clamp(Math.round((total * 0.15) / 6), 1, 5000);
  for (let i = 0; i < groups; i++) refs.parentAccounts.push({ id: ids.parent_accounts++, name: groupName(random) });

  const legalEntities = clamp(Math.round(total / 25), 3, 4000);
  for (let i = 0; i < legalEntities; i++) {
    const id = ids.legal_entities++;
    const town = random.pick(MUNICIPALITIES);
    const { name } = practiceName(random, random.weighted(SPECIALTY_WEIGHTS), town);
    refs.legalEntities.push({
      id,
      name,
      legal_name: `${name} ${random.pick(['LLC', 'CSP', 'PSC', 'Inc.'])}`,
      ein: `66${random.digits(7)}`,
      email: practiceEmail(random, name),
      phone_number: `${random.pick(['787', '939'])}${random.int(200, 999)}${random.digits(4)}`,
      website: random.chance(0.6) ? `https://www.${slug(name, 24)}.com` : null,
      street: `${random.pick(STREETS)} #${random.int(1, 999)}`,
      city: town,
      zip_code: `00${random.pick(['6', '7', '9'])}${random.digits(2)}`,
      company_type: random.weighted(COMPANY_TYPES.map((c) => [c.value, c.value === 1 ? 80 : 7] as const)),
      vertical_type: random.chance(0.85) ? 3 : random.int(1, 23),
    });
    if (random.chance(0.7)) {
      const brandId = ids.brands++;
      const tcrBrandId = `B${brandId.toString(36).toUpperCase().padStart(6, '0')}`;
      // The draws the brand's status and revet flag once took, still taken: the demo data after them (accounts,
      // users, phones) stays what tests and people know.
      random.weighted([
        [3, 50],
        [2, 20],
        [4, 15],
        [1, 10],
        [0, 5],
      ]);
      random.chance(0.1);
      refs.brands.push({
        id: brandId,
        legal_entity_id: id,
        brand_id: tcrBrandId,
        // Vetted long ago, where the TCR sandbox says (about one in five UNVERIFIED, so revettable), so the two
        // agree: a revet the console offers is one the sandbox accepts.
        brand_identity_status: brandIdentityStatusCode(settledStatusOf(tcrBrandId)),
        set_for_revet: false,
        reference_id: `REF-${String(brandId).padStart(6, '0')}`,
      });
      const entity = refs.legalEntities.at(-1)!;
      // A brand whose vetting found no non-profit status (the sandbox's feedback for its id) was registered as a
      // non-profit: its legal entity says so, and the fix the panel offers (the company type) makes sense.
      if (settledFeedbackOf(tcrBrandId).includes('NONPROFIT')) entity.company_type = NON_PROFIT;
      refs.brandSubmissions.push({
        brand_id: brandId,
        kind: 'registration',
        fields: brandSubmittedFields({ ...entity, website: entity.website ?? null }),
        // Registered two weeks to three months ago (from its id, so the seed's random draws stay as they were).
        submitted_at: new Date(
          now.getTime() - (14 + Math.floor(unitHash(`${tcrBrandId}:sent`) * 76)) * MINUTES_PER_DAY * 60_000,
        ),
      });
      let campaignId: number | null = null;
      if (random.chance(0.8)) {
        campaignId = ids.campaigns++;
        refs.campaigns.push({
          id: campaignId,
          campaign_id: `C${campaignId.toString(36).toUpperCase().padStart(6, '0')}`,
          description: `${random.pick(['Appointment reminders', 'Recordatorios de citas', 'Patient care messages'])} - ${name}`,
          brand_id: brandId,
        });
      }
      refs.tcrByLegalEntity.set(id, { brandId, campaignId });
    }
  }

  const campaignDetails = clamp(Math.round(total / 100), 2, 1000);
  for (let i = 0; i < campaignDetails; i++) {
    const topic = random.pick([
      'Recordatorios de citas',
      'Appointment reminders',
      'Confirmaciones y cancelaciones',
      'Patient follow-up',
    ]);
    refs.campaignDetails.push({
      id: ids.campaign_details++,
      name: `${topic} ${i + 1}`,
      tcr_message_flow:
        'Patients give their mobile number and consent to receive texts from {{NAME}} at the front desk or when booking online. They can reply STOP to opt out and HELP for help.',
      tcr_description: `{{NAME}} sends appointment reminders, confirmations and rescheduling messages to its patients (${topic.toLowerCase()}).`,
      campaign_type: random.weighted(CAMPAIGN_TYPES.map((c) => [c.value, c.value === 'LOW_VOLUME' ? 80 : 10] as const)),
      created_at: new Date(now.getTime() - random.int(30, 900) * DAY_MS),
    });
  }
  return refs;
}

export interface AccountChunk {
  accounts: Insert<typeof schema.accounts>[];
  features: Insert<typeof schema.features>[];
  billing: Insert<typeof schema.billing_settings>[];
  botNumbers: Insert<typeof schema.bot_numbers>[];
  businessPhones: Insert<typeof schema.business_phones>[];
  twilio: Insert<typeof schema.twilio_configurations>[];
  users: Insert<typeof schema.users>[];
  tcrNumbers: Insert<typeof schema.tcr_phone_numbers>[];
  callTests: Insert<typeof schema.call_rescue_tests>[];
}

/**
 * A bot number unique per bot_numbers id: the 7-digit part is a bijection of the id (7919 is prime to 8,000,000),
 * and starts with 2-9 as a real exchange must, so the messaging provider accepts it as a caller.
 */
function botNumber(random: Random, id: number): string {
  const line = 2_000_000 + ((id * 7919 + 1_234_567) % 8_000_000);
  return `+1${random.chance(0.7) ? '787' : '939'}${line}`;
}

export function buildAccountChunk(
  random: Random,
  size: number,
  ids: Record<IdTable, number>,
  refs: ReferenceData,
  industryIds: Map<string, number>,
  now: Date,
  /** Decremented as tests are made, across chunks. */
  budget: { callTestsLeft: number; unfinishedTestsLeft: number },
): AccountChunk {
  const chunk: AccountChunk = {
    accounts: [],
    features: [],
    billing: [],
    botNumbers: [],
    businessPhones: [],
    twilio: [],
    users: [],
    tcrNumbers: [],
    callTests: [],
  };
  const daysAgo = (min: number, max: number) => new Date(now.getTime() - (min + random.next() * (max - min)) * DAY_MS);

  for (let i = 0; i < size; i++) {
    const id = ids.accounts++;
    const specialty = random.weighted(SPECIALTY_WEIGHTS);
    const town = townName(random);
    const { name, english } = practiceName(random, specialty, town);
    const phone = officePhone(random);
    const calendarType = random.chance(0.005) ? null : random.weighted(CALENDAR_WEIGHTS[specialty]);
    const legalEntity = random.chance(0.35) && refs.legalEntities.length > 0 ? random.pick(refs.legalEntities) : null;

    // Features, with the correlations a real customer base shows (typed by the flag list, so each has its odds).
    const scheduling = random.chance(0.7);
    const confirmations = random.chance(0.75);
    const calendarSync = calendarType !== null && calendarType !== 0 ? random.chance(0.9) : random.chance(0.1);
    const flags: FeatureFlags = {
      sms_language_detection_enabled: random.chance(0.55),
      calendar_sync_enabled: calendarSync,
      cancelations_enabled: scheduling && random.chance(0.8),
      confirmations_enabled: confirmations,
      confirmations_should_include_time: confirmations && random.chance(0.6),
      out_of_sync_scheduling_enabled: calendarSync && random.chance(0.2),
      scheduling_enabled: scheduling,
      has_telemedicine: random.chance(specialty === 'Medical' || specialty === 'Dermatology' ? 0.35 : 0.05),
      text_back_enabled: random.chance(0.6),
      voicemail_enabled: random.chance(0.5),
      is_waiting_list_enabled: scheduling && random.chance(0.35),
      is_missed_call_open_thread: random.chance(0.3),
      has_active_subscription: random.chance(0.92),
    };
    chunk.features.push({ account_id: id, ...flags });

    // Synced accounts mostly synced within the day; some lag for weeks; never-synced ones show N/A.
    let lastSync: Date | null;
    if (calendarSync) {
      lastSync = random.weighted<() => Date | null>([
        [() => daysAgo(0, 0.9), 80],
        [() => daysAgo(1, 42), 15],
        [() => null, 5],
      ])();
    } else {
      lastSync = random.chance(0.3) ? daysAgo(2, 60) : null;
    }

    const inAdvanceDays = random.pick([0, 1, 1, 1, 2, 3, 7]);
    const areaCode = phone.slice(1, 4);
    chunk.accounts.push({
      id,
      name,
      email: practiceEmail(random, name),
      office_phone: phone,
      lang: english ? (random.chance(0.6) ? 'en_US' : 'es_ES') : random.chance(0.9) ? 'es_ES' : 'en_US',
      calendar_type: calendarType,
      timezone: random.chance(0.95) ? 'America/Puerto_Rico' : random.pick(['America/New_York', 'America/Chicago']),
      company_industry_id: random.chance(0.08) ? null : (industryIds.get(specialty) ?? null),
      calendar_name: calendarType === null ? null : random.pick(CALENDAR_NAMES[calendarType]!),
      stripe_customer_id: random.chance(0.85) ? `cus_${random.alphanumeric(14)}` : null,
      parent_account_id:
        random.chance(0.15) && refs.parentAccounts.length > 0 ? random.pick(refs.parentAccounts).id! : null,
      legal_entity_id: legalEntity?.id ?? null,
      campaign_detail_id:
        random.chance(0.3) && refs.campaignDetails.length > 0 ? random.pick(refs.campaignDetails).id! : null,
      salesforce_id: random.chance(0.6) ? `001${random.alphanumeric(15)}` : null,
      appointment_request_window_days: random.pick([7, 14, 30, 30, 30, 60, 90]),
      requests_time_in_advance_minutes: inAdvanceDays * MINUTES_PER_DAY,
      bot_number_area_code: areaCode,
      call_rescue_tests_enabled: random.chance(0.35),
      username: random.chance(0.2) ? slug(name, 16) : null,
      town: random.chance(0.6) ? town : null,
      notes: random.chance(0.15) ? random.pick(ACCOUNT_NOTES) : null,
      tcr_ready: legalEntity !== null && random.chance(0.6),
      last_sync_time: lastSync,
      created_at: daysAgo(1, 5 * 365),
    });

    chunk.billing.push({
      id: ids.billing_settings++,
      account_id: id,
      is_delinquent: random.chance(0.04),
      ignore_delinquent_check: random.chance(0.02),
    });

    // Most accounts have one bot number; a few have two (normally one flagged for call rescue).
    const botCount = random.weighted([
      [1, 90],
      [2, 6],
      [0, 4],
    ]);
    const flagged = botCount === 2 && random.chance(0.85) ? random.int(0, 1) : botCount === 1 ? 0 : -1;
    const accountBots: string[] = [];
    for (let b = 0; b < botCount; b++) {
      const botId = ids.bot_numbers++;
      const number = botNumber(random, botId);
      accountBots.push(number);
      chunk.botNumbers.push({ id: botId, account_id: id, number, is_call_rescue_number: b === flagged });
    }
    const tcr = legalEntity ? refs.tcrByLegalEntity.get(legalEntity.id!) : undefined;
    if (tcr && accountBots[0]) {
      chunk.tcrNumbers.push({
        number: accountBots[0],
        account_id: id,
        campaign_id: tcr.campaignId,
        brand_id: tcr.brandId,
      });
    }

    const phoneIds: number[] = [];
    if (random.chance(0.4)) {
      for (let p = random.int(1, 2); p > 0; p--) {
        const phoneId = ids.business_phones++;
        phoneIds.push(phoneId);
        chunk.businessPhones.push({
          id: phoneId,
          account_id: id,
          number: `${areaCode}${random.int(200, 999)}${random.digits(4)}`,
          digits_after_call: random.chance(0.2) ? random.pick(['1', '2', '0', '1#', '3']) : null,
          is_enabled_for_call_rescue: random.chance(0.8),
        });
      }
    }

    if (random.chance(0.3)) chunk.twilio.push(twilioConfiguration(random, ids.twilio_configurations++, id));

    if (random.chance(0.3)) {
      for (let u = random.int(1, 3), k = 0; k < u; k++) {
        const userId = ids.users++;
        const who = person(random);
        chunk.users.push({
          id: userId,
          username: `${slug(who.first, 1)}${slug(who.last, 7)}${userId}`,
          password_hash: UNUSABLE_PASSWORD,
          first_name: who.first,
          last_name: who.last,
          email: `${slug(who.first, 10)}.${slug(who.last, 10)}@${slug(name, 20)}.com`,
          is_active: random.chance(0.9),
          is_account_manager: k === 0,
          can_switch_accounts: random.chance(0.1),
          account_id: id,
          date_joined: daysAgo(1, 3 * 365),
        });
      }
    }

    if (budget.callTestsLeft > 0 && phoneIds.length > 0 && accountBots[0] && random.chance(0.5)) {
      budget.callTestsLeft--;
      let status = random.weighted(CALL_STATUS_WEIGHTS);
      // Past the few under way, a test the weights left unfinished has ended: retried ones failed, others rang.
      if (status < 3 && budget.unfinishedTestsLeft-- <= 0) status = status === 2 ? 4 : 3;
      const scheduled = daysAgo(0, 14);
      chunk.callTests.push({
        id: ids.call_rescue_tests++,
        account_id: id,
        phone_called_id: phoneIds[0]!,
        phone_calling: accountBots[0],
        call_status: status,
        retry_count: status === 2 || status === 4 ? random.int(1, 3) : 0,
        scheduled_at: scheduled,
        updated_at: status === 0 ? scheduled : new Date(scheduled.getTime() + random.int(1, 30) * 60_000),
      });
    }
  }
  return chunk;
}

/** A messaging-provider sub-account somewhere along the A2P registration chain. */
function twilioConfiguration(
  random: Random,
  id: number,
  accountId: number,
): Insert<typeof schema.twilio_configurations> {
  // SIDs as the provider (and its sandbox) makes them: the prefix and 32 lowercase hex digits.
  const sid = (prefix: string) => `${prefix}${random.hex(32)}`;
  const steps = random.int(0, 6);
  return {
    id,
    account_id: accountId,
    cached_subaccount_status: random.weighted([
      ['active', 90],
      ['suspended', 7],
      ['closed', 3],
    ]),
    subaccount_account_sid: sid('AC'),
    // No token: a seeded sub-account exists in no provider, so the API must not call through it (the test-call job
    // uses the main account, the chain steps answer 409 until it is set up again). The API stores tokens sealed.
    subaccount_auth_token: null,
    messaging_service_sid: sid('MG'),
    starter_profile_sid: steps > 0 ? sid('BU') : null,
    end_user_sid: steps > 1 ? sid('IT') : null,
    address_sid: steps > 2 ? sid('AD') : null,
    a2p_profile_sid: steps > 3 ? sid('BU') : null,
    a2p_brand_sid: steps > 4 ? sid('BN') : null,
    a2p_use_case_sid: steps > 5 ? sid('QE') : null,
  };
}
