/**
 * What the mocked API answers: Puerto Rico dental and health practices, typed by the contracts of src/shared so a
 * change of contract breaks the fixtures at compile time. Dates are fixed, so pictures and assertions never move.
 * Stories and component tests take these through `apiHandlers` (./handlers.ts); build a variant from them with a
 * spread (`{ ...clinicaBayamon, bot_numbers: [] }`) rather than a new literal.
 */
import type { UserSession } from '../../../src/shared/users.ts';
import type { AccountDetail, AccountListItem, Reference } from '../../../src/shared/accounts.ts';
import type { CallRescueTest } from '../../../src/shared/callRescue.ts';
import type { DashboardToken } from '../../../src/shared/analytics.ts';
import type { ConnectedUser } from '../../../src/shared/auth.ts';
import type { CampaignDetail } from '../../../src/shared/campaignManagement.ts';
import type { FeatureFlags } from '../../../src/shared/featureFlags.ts';
import type { LegalEntity } from '../../../src/shared/legalEntities.ts';
import type { Industry, SalesforceAccountMatch } from '../../../src/shared/lookups.ts';
import type { A2pBrandResubmission } from '../../../src/shared/twilioAdmin.ts';
import type { TwilioChainStep } from '../../../src/shared/twilioAdminRules.ts';
import type { User } from '../../../src/shared/users.ts';

type TwilioConfiguration = NonNullable<AccountDetail['twilio_configuration']>;

// --- People of the console -------------------------------------------------------------------------------------

/** The connected staff user (GET /users/current_user). */
export const staffUser = {
  id: 3,
  username: 'mrivera',
  email: 'marisol.rivera@rescueconsole.com',
  first_name: 'Marisol',
  last_name: 'Rivera',
  is_reseller: false,
  is_superuser: false,
  is_staff: true,
  is_active: true,
  is_account_manager: true,
  can_switch_accounts: true,
  account: 1001,
} satisfies ConnectedUser;

/** A reseller: sees town and notes, and no Salesforce search. */
export const resellerUser = {
  ...staffUser,
  id: 4,
  username: 'jcolon',
  email: 'javier.colon@dentalpartnerspr.com',
  first_name: 'Javier',
  last_name: 'Colón',
  is_reseller: true,
  is_account_manager: false,
  can_switch_accounts: false,
  account: 1002,
} satisfies ConnectedUser;

/** GET /account/{id} of the connected users' own accounts. */
export const userAccounts: Reference[] = [
  { id: 1001, name: 'Rescue Console Staff' },
  { id: 1002, name: 'Dental Partners PR' },
];

// --- Lookups -----------------------------------------------------------------------------------------------------

export const industries = [
  { id: 1, name: 'Dental', type: 'HEALTHCARE' },
  { id: 2, name: 'Medical', type: 'HEALTHCARE' },
  { id: 3, name: 'Chiropractic', type: 'HEALTHCARE' },
  { id: 4, name: 'Optometry', type: 'HEALTHCARE' },
  { id: 5, name: 'Pediatrics', type: 'HEALTHCARE' },
  { id: 6, name: 'Dermatology', type: 'HEALTHCARE' },
  { id: 7, name: 'Veterinary', type: 'BASE' },
  { id: 8, name: 'Other', type: 'BASE' },
] satisfies Industry[];

const dental = { id: 1, name: 'Dental' } satisfies Reference;

/** The resellers the overview's Reseller picker offers. */
export const resellers = [
  { id: 4, name: 'Javier Colón' },
  { id: 5, name: 'Marisol Vega' },
] satisfies Reference[];

export const parentAccounts = [
  { id: 11, name: 'Grupo Dental Metro' },
  { id: 12, name: 'Sonrisas del Caribe Holdings' },
  { id: 13, name: 'Red de Salud del Este' },
] satisfies Reference[];

const legalEntity = (id: number, name: string, legalName: string, ein: string, city: string): LegalEntity => ({
  id,
  name,
  legal_name: legalName,
  ein,
  email: `admin@${name.toLowerCase().replace(/[^a-z]/g, '')}.com`,
  phone_number: '7875550100',
  website: null,
  street: '250 Calle Fortaleza',
  city,
  state: 'PR',
  zip_code: '00901',
  country: 'US',
  company_type: 1,
  vertical_type: 3,
  accounts: [],
  brands: [],
});

export const legalEntities = [
  legalEntity(21, 'Grupo Dental Metro', 'Grupo Dental Metro LLC', '660412345', 'Bayamón'),
  legalEntity(22, 'Sonrisas del Caribe', 'Sonrisas del Caribe CSP', '660598877', 'Carolina'),
  legalEntity(23, 'Ortodoncia del Sur', 'Ortodoncia del Sur PSC', '660733120', 'Ponce'),
] satisfies LegalEntity[];

export const campaignDetails = [
  {
    id: 31,
    name: 'Recordatorios de citas',
    tcr_message_flow: 'Patients give their mobile number at the front desk and agree to appointment texts.',
    tcr_description: 'Appointment reminders and confirmations for dental patients.',
    campaign_type: 'CUSTOMER_CARE',
    accounts: [1041],
  },
  {
    id: 32,
    name: 'Llamadas perdidas',
    tcr_message_flow: 'A patient who called the practice and was not answered receives a text back.',
    tcr_description: 'Missed-call text back for practices.',
    campaign_type: 'LOW_VOLUME',
    accounts: [],
  },
] satisfies CampaignDetail[];

/** The record page of a Salesforce account, in the Salesforce org the mocked API knows. */
export const salesforceRecordUrl = (id: string) =>
  `https://rescue-demo.my.salesforce.com/lightning/r/Account/${id}/view`;

/**
 * GET /account_admin/search?name=: practices in Salesforce the wizard can prefill from, in Salesforce's words. The
 * Humacao clinic's industry and calendar are not on the console's lists (the wizard says so).
 */
export const salesforceAccounts = [
  {
    id: '0015f00000K3mPqAAJ',
    name: 'Sonrisas Dental Group Caguas',
    url: salesforceRecordUrl('0015f00000K3mPqAAJ'),
    phone: '(787) 555-0188',
    email: 'citas@sonrisasdentalcaguas.com',
    town: 'Caguas',
    calendar_name: 'Dentrix',
    notes: 'Two dentists; open Saturdays until noon.',
    company_industry: 'Dental',
  },
  {
    id: '0015f00000K3mQ2AAJ',
    name: 'Sonrisas Pediátricas Humacao',
    url: salesforceRecordUrl('0015f00000K3mQ2AAJ'),
    phone: '(787) 555-0167',
    email: 'recepcion@sonrisaspediatricas.com',
    town: 'Humacao',
    calendar_name: 'Agenda de papel',
    notes: null,
    company_industry: 'Pediatric Dentistry',
  },
  {
    id: '0015f00000K3mR9AAJ',
    name: 'Sonrisa Perfecta Dorado',
    url: salesforceRecordUrl('0015f00000K3mR9AAJ'),
    phone: null,
    email: null,
    town: 'Dorado',
    calendar_name: 'Open Dental',
    notes: null,
    company_industry: 'Dental',
  },
  {
    id: '0015f00000J8kLmAAB',
    name: 'Clínica Dental Bayamón',
    url: salesforceRecordUrl('0015f00000J8kLmAAB'),
    phone: '(787) 555-0100',
    email: 'citas@clinicadentalbayamon.com',
    town: 'Bayamón',
    calendar_name: 'Open Dental',
    notes: null,
    company_industry: 'Dental',
  },
] satisfies SalesforceAccountMatch[];

/** The overview's link to a Salesforce account: its name and page when the mocked org holds it, else the id. */
export function salesforceLinkOf(id: string | null): AccountDetail['salesforce_account'] {
  if (id === null) return null;
  const match = salesforceAccounts.find((account) => account.id === id);
  return { id, name: match?.name ?? id, url: match ? match.url : null };
}

// --- Accounts ----------------------------------------------------------------------------------------------------

const PRACTICES: Array<[name: string, town: string, calendarType: number | null, industry: string | null]> = [
  ['Clínica Dental Bayamón', 'Bayamón', 1, 'Dental'],
  ['Centro Pediátrico del Este', 'Humacao', 0, null],
  ['Sonrisas del Caribe Carolina', 'Carolina', 1, 'Dental'],
  ['Ortodoncia del Sur', 'Ponce', 5, 'Dental'],
  ['Dental Care Guaynabo', 'Guaynabo', 1, 'Dental'],
  ['Quiropráctica Metro', 'San Juan', 5, 'Chiropractic'],
  ['Clínica de la Vista Mayagüez', 'Mayagüez', 3, 'Optometry'],
  ['Dra. Ivelisse Ortiz, DMD', 'Arecibo', 0, 'Dental'],
  ['Centro Dental Trujillo Alto', 'Trujillo Alto', 1, 'Dental'],
  ['Endodoncia Caguas', 'Caguas', 2, 'Dental'],
  ['Smile Studio Condado', 'San Juan', 1, 'Dental'],
  ['Dermatología del Oeste', 'Mayagüez', 4, 'Dermatology'],
  ['Periodoncia del Norte', 'Arecibo', 1, 'Dental'],
  ['Clínica Dental Familiar Cayey', 'Cayey', null, 'Dental'],
  ['Pediatría Integral Bayamón', 'Bayamón', 3, 'Pediatrics'],
  ['Dental Kids Dorado', 'Dorado', 1, 'Dental'],
  ['Centro de Implantes Ponce', 'Ponce', 2, 'Dental'],
  ['Odontología Avanzada Fajardo', 'Fajardo', 0, 'Dental'],
  ['Clínica Veterinaria Isla Verde', 'Carolina', 0, 'Veterinary'],
  ['Sonrisa Sana Aguadilla', 'Aguadilla', 1, 'Dental'],
  ['Dental Group Río Piedras', 'San Juan', 1, 'Dental'],
  ['Centro Médico Familiar Vega Baja', 'Vega Baja', 3, 'Medical'],
  ['Ortodoncia Guaynabo City', 'Guaynabo', 5, 'Dental'],
  ['Clinica Dental Hatillo', 'Hatillo', 1, null], // Typed on a US keyboard: found by either form.
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 30);

/** One row of GET /account_admin, numbered from 1041; every fourth has never synced. */
function listItem([name, , calendarType, industry]: (typeof PRACTICES)[number], index: number): AccountListItem {
  const minute = String((index * 7) % 60).padStart(2, '0');
  return {
    id: 1041 + index,
    name,
    email: `${index % 3 === 0 ? 'citas' : 'info'}@${slug(name)}.com`,
    office_phone: `(${index % 4 === 3 ? '939' : '787'}) 555-${String(100 + index * 3).padStart(4, '0')}`,
    calendar_type: calendarType,
    company_industry: industry ? { name: industry } : null,
    last_sync_time: index % 4 === 1 ? null : `2026-03-${String(2 + (index % 20)).padStart(2, '0')}T14:${minute}:00Z`,
  };
}

/** Every account of the list, in the API's order (by id). 24 rows: two pages. */
export const accountList: AccountListItem[] = PRACTICES.map(listItem);

/**
 * The call rescue monitor's test calls, newest update first (GET /call_rescue_monitor): one per practice of the
 * list, the first few still under way, then the finished ones; 24 rows, two pages.
 */
export const testCalls: CallRescueTest[] = accountList.map((account, index) => {
  const status = index < 3 ? 1 : index < 5 ? 2 : index < 7 ? 0 : index % 5 === 0 ? 4 : 3;
  const minutes = index * 11;
  return {
    id: 7001 + index,
    account: { id: account.id, name: account.name },
    phone_called: { id: 3001 + index, number: `+1787555${String(2000 + index * 7).padStart(4, '0')}` },
    phone_calling: { number: `+1787555${String(6100 + index).padStart(4, '0')}` },
    call_status: status,
    updated_at: new Date(Date.UTC(2026, 2, 2, 15, 0) - minutes * 60_000).toISOString(),
    retry_count: status === 2 ? 1 : status === 4 ? 3 : 0,
  };
});

/** The TCR dashboard's token answer; the frame shows a small stand-in page instead of the analytics host. */
export const dashboardToken: DashboardToken = {
  dashboard_token: 'story.dashboard.token',
  embed_url: `data:text/html;charset=utf-8,${encodeURIComponent(
    '<body style="font:16px system-ui;margin:24px;background:#fff;color:#1a1d23">' +
      '<h1>Accounts by calendar type</h1><p>Rescue (standalone) 88 · Open Dental 47 · SecureClaim 34</p></body>',
  )}`,
  expires_in: 600,
};

const allOff = (): FeatureFlags => ({
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
});

/** The account's users: the practice's admin, the front desk, and one who left (inactive). */
export const bayamonUsers = [
  {
    id: 201,
    username: 'cortiz',
    first_name: 'Carmen',
    last_name: 'Ortiz',
    email: 'carmen.ortiz@clinicadentalbayamon.com',
    is_active: true,
    is_account_manager: true,
    can_switch_accounts: false,
    account: 1041,
  },
  {
    id: 202,
    username: 'lfigueroa',
    first_name: 'Luis',
    last_name: 'Figueroa',
    email: 'recepcion@clinicadentalbayamon.com',
    is_active: true,
    is_account_manager: false,
    can_switch_accounts: false,
    account: 1041,
  },
  {
    id: 203,
    username: 'acolon',
    first_name: 'Ana',
    last_name: 'Colón',
    email: 'ana.colon@clinicadentalbayamon.com',
    is_active: false,
    is_account_manager: false,
    can_switch_accounts: false,
    account: 1041,
  },
] satisfies User[];

/** A provider id as the messaging provider makes them (a two-letter prefix and 32 hex digits), fixed by `seed`. */
function sid(prefix: string, seed: number): string {
  let state = seed;
  let hex = '';
  while (hex.length < 32) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    hex += (state >>> 8).toString(16).padStart(6, '0');
  }
  return `${prefix}${hex.slice(0, 32)}`;
}

/** The messaging configuration once every step of the chain is done. */
export const twilioComplete = {
  cached_subaccount_status: 'active',
  subaccount_account_sid: sid('AC', 1041),
  subaccount_auth_token: '********',
  messaging_service_sid: sid('MG', 2041),
  starter_profile_sid: sid('BU', 3041),
  end_user_sid: sid('IT', 4041),
  address_sid: sid('AD', 5041),
  a2p_profile_sid: sid('BU', 6041),
  a2p_brand_sid: sid('BN', 7041),
  a2p_use_case_sid: sid('QE', 8041),
} satisfies TwilioConfiguration;

const CHAIN_SIDS = {
  subaccount: 'subaccount_account_sid',
  starter_profile: 'starter_profile_sid',
  end_user: 'end_user_sid',
  address: 'address_sid',
  a2p_profile: 'a2p_profile_sid',
  a2p_brand: 'a2p_brand_sid',
  a2p_use_case: 'a2p_use_case_sid',
} as const satisfies Record<TwilioChainStep, keyof TwilioConfiguration>;
const CHAIN_ORDER = Object.keys(CHAIN_SIDS) as TwilioChainStep[];

/**
 * The configuration with every step before `next` done, `next` to do: what the Messaging tab shows as the chain
 * goes on. The messaging service comes with the use case (the last step), as the API creates it.
 */
export function twilioUpTo(next: Exclude<TwilioChainStep, 'subaccount'>): TwilioConfiguration {
  const config: TwilioConfiguration = { ...twilioComplete, messaging_service_sid: null };
  for (const step of CHAIN_ORDER.slice(CHAIN_ORDER.indexOf(next))) config[CHAIN_SIDS[step]] = null;
  return config;
}

/**
 * GET /twilio_admin/{id}/a2p_brand_resubmission for an account whose brand was sent once before, three days ago,
 * with the practice's old office address: one of the provider's three free updates used.
 */
export function a2pBrandResubmissionOf(account: AccountDetail): A2pBrandResubmission {
  return {
    brand_sid: account.twilio_configuration!.a2p_brand_sid!,
    last_submitted_at: '2026-02-27T15:00:00.000Z',
    free_updates: 3,
    updates_used: 1,
    updates_left: 2,
    changes: [{ field: 'email', before: `oficina@${account.email.split('@')[1]}`, after: account.email }],
  };
}

/** What a step of the chain stores (POST /twilio_admin/{id}/create_<step> answers the whole configuration). */
export function twilioAfter(config: TwilioConfiguration | null, step: TwilioChainStep): TwilioConfiguration {
  const base: TwilioConfiguration = config ?? {
    cached_subaccount_status: null,
    subaccount_account_sid: null,
    subaccount_auth_token: null,
    messaging_service_sid: null,
    starter_profile_sid: null,
    end_user_sid: null,
    address_sid: null,
    a2p_profile_sid: null,
    a2p_brand_sid: null,
    a2p_use_case_sid: null,
  };
  const next: TwilioConfiguration = { ...base, [CHAIN_SIDS[step]]: twilioComplete[CHAIN_SIDS[step]] };
  if (step === 'subaccount') {
    next.cached_subaccount_status = twilioComplete.cached_subaccount_status;
    next.subaccount_auth_token = twilioComplete.subaccount_auth_token;
  }
  if (step === 'a2p_use_case') next.messaging_service_sid = twilioComplete.messaging_service_sid;
  return next;
}

/** The account most stories open: a dental clinic in Bayamón with everything filled in. */
export const clinicaBayamon = {
  id: 1041,
  name: 'Clínica Dental Bayamón',
  email: 'citas@clinicadentalbayamon.com',
  office_phone: '(787) 555-0100',
  lang: 'es_ES',
  calendar_type: 1,
  timezone: 'America/Puerto_Rico',
  company_industry: dental,
  calendar_name: 'OPEN_DENTAL',
  bot_numbers: [{ number: '+17875550190', is_call_rescue_number: true }],
  features: {
    ...allOff(),
    sms_language_detection_enabled: true,
    calendar_sync_enabled: true,
    confirmations_enabled: true,
    confirmations_should_include_time: true,
    scheduling_enabled: true,
    text_back_enabled: true,
    voicemail_enabled: true,
    has_active_subscription: true,
  },
  stripe_customer_id: 'cus_PR8x2LmQ4vT9aB',
  parent_account: parentAccounts[0]!,
  legal_entity: { id: 21, name: 'Grupo Dental Metro' },
  campaign_detail: { id: 31, name: 'Recordatorios de citas' },
  reseller: null,
  salesforce_id: '0015f00000J8kLmAAB',
  salesforce_account: salesforceLinkOf('0015f00000J8kLmAAB'),
  appointment_request_window_days: 30,
  requests_time_in_advance_minutes: 2880,
  bot_number_area_code: '787',
  call_rescue_tests_enabled: true,
  user_set: bayamonUsers,
  business_phones: [
    {
      id: 301,
      account: 1041,
      number: '7875550100',
      digits_after_call: null,
      is_enabled_for_call_rescue: true,
    },
    {
      id: 302,
      account: 1041,
      number: '7875550101',
      digits_after_call: '2',
      is_enabled_for_call_rescue: false,
    },
  ],
  twilio_configuration: twilioUpTo('end_user'),
  billing_setting: { id: 401, is_delinquent: false, ignore_delinquent_check: false },
  username: 'clinicadentalbayamon',
  town: null,
  notes: null,
  tcr_ready: true,
  brands: [],
  tcr_brand: null,
  last_sync_time: '2026-03-02T14:00:00Z',
} satisfies AccountDetail;

/** A reseller's account: town and notes filled in, owned by the reseller. */
export const sonrisasCarolina = {
  ...clinicaBayamon,
  reseller: resellers[0]!,
  id: 1043,
  name: 'Sonrisas del Caribe Carolina',
  email: 'info@sonrisasdelcaribecarolina.com',
  office_phone: '(787) 555-0106',
  parent_account: parentAccounts[1]!,
  legal_entity: { id: 22, name: 'Sonrisas del Caribe' },
  salesforce_id: null,
  salesforce_account: null,
  stripe_customer_id: null,
  town: 'Carolina',
  notes: 'Two offices; the Isla Verde office opens Saturdays. Ask for Dra. Méndez about billing.',
  user_set: [],
  business_phones: [],
  twilio_configuration: null,
  username: null,
} satisfies AccountDetail;

/** Bot numbers of the overview's four cases (spec 2). */
export const botNumbers = {
  none: [],
  one: [{ number: '+17875550190', is_call_rescue_number: false }],
  severalWithMain: [
    { number: '+17875550191', is_call_rescue_number: false },
    { number: '+17875550190', is_call_rescue_number: true },
    { number: '+19395550192', is_call_rescue_number: false },
  ],
  severalNoneFlagged: [
    { number: '+17875550190', is_call_rescue_number: false },
    { number: '+17875550191', is_call_rescue_number: false },
  ],
} satisfies Record<string, AccountDetail['bot_numbers']>;

/** The account the add-account wizard just created: no bot number yet. */
export const newAccount = {
  ...clinicaBayamon,
  id: 1065,
  name: 'Sonrisas Dental Group Caguas',
  email: 'citas@sonrisasdentalcaguas.com',
  office_phone: '(787) 555-0188',
  calendar_type: 1,
  bot_numbers: [],
  bot_number_area_code: '787',
  salesforce_id: '0015f00000K3mPqAAJ',
  salesforce_account: salesforceLinkOf('0015f00000K3mPqAAJ'),
  user_set: [],
  business_phones: [],
  twilio_configuration: null,
  features: allOff(),
  username: null,
  last_sync_time: null,
} satisfies AccountDetail;

/** Every account the mocked API holds in detail, by default. */
export const accountDetails: AccountDetail[] = [clinicaBayamon, sonrisasCarolina];

/** The connected user's sign-ins: this browser, and a phone signed in last week. */
export const mockSessions = [
  {
    id: '6f1c1d8e-4b8a-4c55-9a51-0f9a3c1f2a01',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    client_address: '198.51.100.20',
    signed_in_at: '2026-12-01T13:05:00.000Z',
    last_used_at: '2026-12-01T15:40:00.000Z',
    current: true,
  },
  {
    id: '2b7e5a90-1c3d-4e6f-8a9b-0c1d2e3f4a02',
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
    client_address: '203.0.113.88',
    signed_in_at: '2026-11-25T12:00:00.000Z',
    last_used_at: '2026-11-25T19:12:00.000Z',
    current: false,
  },
] satisfies UserSession[];
