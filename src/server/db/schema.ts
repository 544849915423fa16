/**
 * The whole data model of spec section 3, for PostgreSQL and PGlite alike.
 * Property names are the column names (snake_case), matching the API shapes so mapping stays trivial.
 * FK columns are `<thing>_id` and reference the surrogate `id` of the other table.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { AUTH_EVENT_KINDS } from '../../shared/authEvents.ts';
import { FEATURE_FLAG_KEYS, type FeatureFlag } from '../../shared/featureFlags.ts';
import type { BrandSubmittedFields } from '../../shared/legalEntities.ts';
import type { A2pProfileFields } from '../../shared/twilioAdmin.ts';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const flag = (value = false) => boolean().notNull().default(value);

export const industries = pgTable(
  'industries',
  {
    id: id(),
    name: text().notNull(),
    type: text().notNull().default('HEALTHCARE'),
  },
  (t) => [
    uniqueIndex('industries_name_key').on(t.name),
    check('industries_type_check', sql`${t.type} in ('HEALTHCARE', 'BASE')`),
  ],
);

export const parent_accounts = pgTable(
  'parent_accounts',
  {
    id: id(),
    name: text().notNull(),
    /** The name as searches fold it (search_key, drizzle/0040), stored: the search matches it and the list sorts by it (C collation). */
    name_key: text()
      .notNull()
      .generatedAlwaysAs(sql`search_key(name)`),
    created_at: createdAt(),
  },
  (t) => [index('parent_accounts_name_order_idx').on(sql`${t.name_key} collate "C"`, t.id)],
);

export const legal_entities = pgTable(
  'legal_entities',
  {
    id: id(),
    name: text().notNull(),
    /** The name as searches fold it (search_key), stored: the search matches it once per term and the list sorts by it (C collation). */
    name_key: text()
      .notNull()
      .generatedAlwaysAs(sql`search_key(name)`),
    legal_name: text().notNull(),
    ein: text().notNull(),
    email: text().notNull(),
    phone_number: text().notNull(),
    website: text(),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull().default('PR'),
    zip_code: text().notNull(),
    country: text().notNull().default('US'),
    company_type: smallint().notNull(),
    vertical_type: smallint().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('legal_entities_name_order_idx').on(sql`${t.name_key} collate "C"`, t.id)],
);

export const campaign_details = pgTable(
  'campaign_details',
  {
    id: id(),
    name: text().notNull(),
    /** The name as searches fold it (search_key), stored: the list matches and sorts by it (C collation). */
    name_key: text()
      .notNull()
      .generatedAlwaysAs(sql`search_key(name)`),
    tcr_message_flow: text().notNull(),
    tcr_description: text().notNull(),
    campaign_type: text().notNull().default('LOW_VOLUME'),
    created_at: createdAt(),
  },
  (t) => [
    check('campaign_details_campaign_type_check', sql`${t.campaign_type} in ('LOW_VOLUME', 'CUSTOMER_CARE', 'SOCIAL')`),
    index('campaign_details_name_order_idx').on(sql`${t.name_key} collate "C"`, t.id),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    legal_entity_id: integer()
      .notNull()
      .references(() => legal_entities.id, { onDelete: 'cascade' }),
    /** The TCR brand id (a string issued by the registry), not our key. */
    brand_id: text().notNull(),
    brand_identity_status: smallint().notNull().default(0),
    set_for_revet: flag(),
    reference_id: text(),
    created_at: createdAt(),
    /** When the registration reconciler last asked TCR about the brand's vetting (services/brand-vetting.ts). */
    vetting_asked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('brands_brand_id_key').on(t.brand_id),
    index('brands_legal_entity_idx').on(t.legal_entity_id),
    check('brands_identity_status_check', sql`${t.brand_identity_status} between 0 and 4`),
  ],
);

/**
 * What a TCR brand was registered or revetted with, once per submission (append-only): the legal entity's fields as
 * the registry was told them (brandSubmittedFields). An Update and Revet shows what changed since the last one,
 * and how many revets the brand has had.
 */
export const brand_submissions = pgTable(
  'brand_submissions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    brand_id: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text().$type<'registration' | 'revet'>().notNull(),
    fields: jsonb().$type<BrandSubmittedFields>().notNull(),
    submitted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_submissions_brand_idx').on(t.brand_id, t.id),
    check('brand_submissions_kind_check', sql`${t.kind} in ('registration', 'revet')`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    /** The TCR campaign id (a string issued by the registry). */
    campaign_id: text().notNull(),
    description: text().notNull().default(''),
    brand_id: integer().references(() => brands.id, { onDelete: 'set null' }),
    /**
     * What it was registered for: the registry's use case and the campaign detail whose texts it sent (null for
     * campaigns stored before they were kept; scaling then asks the registry for the use case).
     */
    usecase: text(),
    campaign_detail_id: integer().references(() => campaign_details.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('campaigns_campaign_id_key').on(t.campaign_id),
    index('campaigns_brand_idx').on(t.brand_id, t.usecase),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    office_phone: text().notNull(),
    /** Digits of office_phone, so "(787) 555-0142", "787-555" and "7875550142" all find the same account. */
    office_phone_digits: text()
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(office_phone, '[^0-9]', '', 'g')`),
    /**
     * The name as searches fold it (search_key, drizzle/0040: lower-cased, accents folded, so "clinica" finds
     * "Clínica"), as the list sorts it and matches its starts. A column rather than an expression index so
     * the order index answers a page's ids by itself (an index-only scan): PostgreSQL reads an expression index
     * together with the table's rows, which made a page deep in the list cost a table read per row skipped.
     */
    name_key: text()
      .notNull()
      .generatedAlwaysAs(sql`search_key(name)`),
    /**
     * The address's domain, lower-cased ("gmail.com" of "Info@Gmail.com"): a word of an address is first looked for
     * at its start (account-search.ts). A column, so a common domain's matches are counted from its index alone.
     */
    email_domain: text()
      .notNull()
      .generatedAlwaysAs(sql`split_part(lower(email), '@', 2)`),
    lang: text().notNull().default('es_ES'),
    calendar_type: smallint(),
    timezone: text().notNull().default('America/Puerto_Rico'),
    company_industry_id: integer().references(() => industries.id, { onDelete: 'set null' }),
    calendar_name: text(),
    stripe_customer_id: text(),
    parent_account_id: integer().references(() => parent_accounts.id, { onDelete: 'set null' }),
    legal_entity_id: integer().references(() => legal_entities.id, { onDelete: 'set null' }),
    campaign_detail_id: integer().references(() => campaign_details.id, { onDelete: 'set null' }),
    salesforce_id: text(),
    appointment_request_window_days: integer().notNull().default(30),
    requests_time_in_advance_minutes: integer().notNull().default(1440),
    bot_number_area_code: text(),
    call_rescue_tests_enabled: flag(),
    username: text(),
    town: text(),
    notes: text(),
    /**
     * The reseller who owns the account (set when a reseller creates it; staff set or clear it): a reseller sees and
     * changes only the accounts it owns (services/account-scope.ts). Null for the provider's own customers.
     */
    reseller_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    tcr_ready: flag(),
    last_sync_time: timestamp({ withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    // Substring search (LIKE '%term%', 3+ characters) of a name with spaces or of phone digits; a one-word name term
    // goes through account_name_words instead.
    index('accounts_name_trgm_idx').using('gin', sql`${t.name_key} gin_trgm_ops`),
    index('accounts_phone_digits_trgm_idx').using('gin', sql`${t.office_phone_digits} gin_trgm_ops`),
    // Any part of an email (a term that no address starts or ends with, or a word no name holds): 3+ characters
    // through trigrams; shorter ones, and every email term first, from the address's start (the prefix index).
    index('accounts_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('accounts_email_prefix_idx').on(sql`lower(${t.email}) collate "C"`),
    // An email term is first looked for at the end of the addresses too ("gmail.com"): a range of this one.
    index('accounts_email_reversed_idx').on(sql`reverse(lower(${t.email})) collate "C"`),
    // And at the start of the domain ("gmail", "gmail.com", "@gmail"), counted from this index alone past COUNT_CAP.
    index('accounts_email_domain_idx').on(sql`${t.email_domain} collate "C"`),
    // The list's ordering (name in byte order, then id to make pages stable). Being in the C collation, it also
    // serves name prefixes (LIKE 'cl%', the 1-2 character search) in list order, whatever the database collation.
    index('accounts_name_order_idx').on(sql`${t.name_key} collate "C"`, t.id),
    // 1-2 digit phone terms match the start of the digits.
    index('accounts_phone_digits_prefix_idx').on(sql`${t.office_phone_digits} text_pattern_ops`),
    // Covering: a parent accounts page counts its accounts, their TCR readiness and legal entities from it alone.
    index('accounts_parent_account_idx').on(t.parent_account_id, t.tcr_ready, t.legal_entity_id),
    // A legal entity's accounts in name order, read from this index alone (the legal entities list shows every
    // account of its 20 entities: about 1,700 at a million accounts, each on its own table page).
    index('accounts_legal_entity_names_idx')
      .on(t.legal_entity_id, sql`${t.name_key} collate "C"`, t.id, t.name)
      .where(sql`${t.legal_entity_id} is not null`),
    index('accounts_campaign_detail_idx').on(t.campaign_detail_id),
    // A reseller's accounts in list order: its unfiltered pages are a range of this index.
    index('accounts_reseller_order_idx')
      .on(t.reseller_id, sql`${t.name_key} collate "C"`, t.id)
      .where(sql`${t.reseller_id} is not null`),
    index('accounts_calendar_type_idx').on(t.calendar_type),
    check('accounts_calendar_type_check', sql`${t.calendar_type} between 0 and 5`),
  ],
);

/** A column per feature flag, named by its key (a fresh builder each: pgTable names them from the keys). */
const featureFlagColumns = () =>
  Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, flag()])) as Record<FeatureFlag, ReturnType<typeof flag>>;

/** One row per account; a column per flag of spec 3 Features (shared/featureFlags.ts). */
export const features = pgTable('features', {
  account_id: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  ...featureFlagColumns(),
});

/**
 * The folded names (search_key) of the accounts that have a legal entity, kept by a trigger on accounts (drizzle/0012, 0040),
 * for the legal entity search (services/legal-entities.ts): a name prefix (a 1-2 letter term) is read from its
 * index alone. Longer terms go through legal_entity_words.
 */
export const legal_entity_account_names = pgTable(
  'legal_entity_account_names',
  {
    account_id: integer()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    legal_entity_id: integer().notNull(),
    name: text().notNull(),
  },
  (t) => [index('legal_entity_account_names_prefix_idx').on(sql`${t.name} collate "C"`, t.legal_entity_id)],
);

/**
 * Every word (split on white space) of the folded account names (search_key), once: the accounts and legal entity searches
 * find the words holding a term here (a few thousand rows, however many accounts there are).
 */
export const name_words = pgTable(
  'name_words',
  {
    id: id(),
    word: text().notNull(),
    /** How many accounts have the word in their name (account_name_words' entries of it), kept by its triggers. */
    accounts: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('name_words_word_key').on(t.word),
    index('name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/**
 * Which legal entities have an account whose name has a word, and how many such accounts, kept by statement
 * triggers on accounts (drizzle/0015-0016). A search term (it has no white space) is in a name exactly when it is in
 * one of its words, so a term's entities are a lookup of its words here: not a read of every account name that
 * holds a common word (75,925 for "dental" at a million accounts).
 */
export const legal_entity_words = pgTable(
  'legal_entity_words',
  {
    word_id: integer()
      .notNull()
      .references(() => name_words.id, { onDelete: 'cascade' }),
    legal_entity_id: integer().notNull(),
    accounts: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'legal_entity_words_pkey', columns: [t.word_id, t.legal_entity_id] }),
    // An entity's words, for its word set (legal_entity_word_sets' triggers), read from the index alone.
    index('legal_entity_words_entity_idx').on(t.legal_entity_id, t.word_id),
    // The pairs a write left with no account, for the trigger to delete without reading the table.
    index('legal_entity_words_empty_idx')
      .on(t.word_id)
      .where(sql`${t.accounts} <= 0`),
  ],
);

/**
 * Each legal entity's words, as one set: those of its own name and those of its accounts' names
 * (legal_entity_words), with its name key, kept by statement triggers on both tables (drizzle/0030). A term is in
 * the entity's name or an account's exactly when one of its words holds it, so a search of several terms is one
 * bitmap intersection of this GIN index, sorted and counted here: evaluating every entity against each term's
 * entities took 8 ms of a single PGlite thread.
 */
export const legal_entity_word_sets = pgTable(
  'legal_entity_word_sets',
  {
    legal_entity_id: integer()
      .primaryKey()
      .references(() => legal_entities.id, { onDelete: 'cascade' }),
    /** The entity's name_key, copied: a search sorts its matches here and reads only its page's entities. */
    name_key: text().notNull(),
    word_ids: integer().array().notNull(),
  },
  (t) => [index('legal_entity_word_sets_words_idx').using('gin', t.word_ids)],
);

/**
 * Each account under each word of its folded name (search_key), kept by statement triggers on accounts (drizzle/
 * 0017-0018, 0021; the live functions are 0044's), in list order within a word. A one-word search term is in a name
 * exactly when it is in one of its words, so its accounts are the entries of the few words holding it (name_words):
 * counted from this index alone, and a page in name order is the first entries of each word merged, however many
 * accounts share the word and wherever they sort.
 */
export const account_name_words = pgTable(
  'account_name_words',
  {
    word_id: integer().notNull(),
    name_key: text().notNull(),
    account_id: integer().notNull(),
  },
  (t) => [uniqueIndex('account_name_words_key').on(t.word_id, sql`${t.name_key} collate "C"`, t.account_id)],
);

export const bot_numbers = pgTable(
  'bot_numbers',
  {
    id: id(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    is_call_rescue_number: flag(),
  },
  (t) => [uniqueIndex('bot_numbers_number_key').on(t.number), index('bot_numbers_account_idx').on(t.account_id)],
);

export const business_phones = pgTable(
  'business_phones',
  {
    id: id(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    digits_after_call: text(),
    is_enabled_for_call_rescue: flag(true),
  },
  (t) => [index('business_phones_account_idx').on(t.account_id)],
);

export const billing_settings = pgTable(
  'billing_settings',
  {
    id: id(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    is_delinquent: flag(),
    ignore_delinquent_check: flag(),
  },
  (t) => [uniqueIndex('billing_settings_account_key').on(t.account_id)],
);

export const twilio_configurations = pgTable(
  'twilio_configurations',
  {
    id: id(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cached_subaccount_status: text(),
    subaccount_account_sid: text(),
    /** Encrypted at rest (lib/secret-box.ts: AES-256-GCM); the API never returns it. */
    subaccount_auth_token: text(),
    messaging_service_sid: text(),
    starter_profile_sid: text(),
    end_user_sid: text(),
    address_sid: text(),
    a2p_profile_sid: text(),
    a2p_brand_sid: text(),
    a2p_use_case_sid: text(),
  },
  (t) => [uniqueIndex('twilio_configurations_account_key').on(t.account_id)],
);

/**
 * What an account's A2P brand (the messaging chain's) was registered or resubmitted with, once per submission
 * (append-only): the account's name and e-mail as its A2P profiles carry them. A resubmission shows what changed
 * since the last one, and counts the provider's free updates used; `updates_used` is a refusal saying they were
 * all used (elsewhere too, such as the provider's own console), so none are left whatever the count here.
 */
export const a2p_brand_submissions = pgTable(
  'a2p_brand_submissions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The brand registration's SID it was sent for (the sandbox answers a new one for each resubmission). */
    brand_sid: text().notNull(),
    kind: text().$type<'registration' | 'resubmission' | 'updates_used'>().notNull(),
    fields: jsonb().$type<A2pProfileFields>().notNull(),
    submitted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('a2p_brand_submissions_account_idx').on(t.account_id, t.id),
    check('a2p_brand_submissions_kind_check', sql`${t.kind} in ('registration', 'resubmission', 'updates_used')`),
  ],
);

/** Phone numbers registered with TCR: each may belong to an account, a campaign and a brand. */
export const tcr_phone_numbers = pgTable(
  'tcr_phone_numbers',
  {
    number: text().primaryKey(),
    account_id: integer().references(() => accounts.id, { onDelete: 'set null' }),
    campaign_id: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    brand_id: integer().references(() => brands.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tcr_phone_numbers_account_idx').on(t.account_id),
    index('tcr_phone_numbers_campaign_idx').on(t.campaign_id),
    // The phones screen's number filter matches digits anywhere in the number.
    index('tcr_phone_numbers_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

export const call_rescue_tests = pgTable(
  'call_rescue_tests',
  {
    id: id(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phone_called_id: integer()
      .notNull()
      .references(() => business_phones.id, { onDelete: 'cascade' }),
    phone_calling: text().notNull(),
    /** 0 SCHEDULED, 1 CALLING, 2 RETRYING, 3 SUCCESS, 4 FAILURE */
    call_status: smallint().notNull().default(0),
    retry_count: integer().notNull().default(0),
    scheduled_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the job may next pick the test up (place the call, or ask how it went). */
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The provider's id of the call being placed, while CALLING. */
    call_sid: text(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_rescue_tests_account_idx').on(t.account_id),
    index('call_rescue_tests_status_updated_idx').on(t.call_status, t.updated_at),
    // The job's queue: unfinished tests (SCHEDULED, CALLING, RETRYING) by when they are due.
    index('call_rescue_tests_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.call_status} < 3`),
    check('call_rescue_tests_call_status_check', sql`${t.call_status} between 0 and 4`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    /**
     * The username as a person is told apart from another: NFKC-normalized and lower-cased by the database, so
     * `ROOT1`, `root1` and `ｒｏｏｔ１` are one identity (unique), and sign-in finds the user whichever way it is typed.
     * The only folding of usernames: a typed name is folded by the same expression (usernameKeyOf, below).
     */
    username_key: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(normalize(username, NFKC))`),
    password_hash: text().notNull(),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    email: text().notNull().default(''),
    is_active: flag(true),
    is_staff: flag(),
    is_superuser: flag(),
    is_reseller: flag(),
    is_account_manager: flag(),
    can_switch_accounts: flag(),
    account_id: integer().references(() => accounts.id, { onDelete: 'set null' }),
    date_joined: createdAt(),
    last_login: timestamp({ withTimezone: true }),
    /**
     * Raised by a trigger (drizzle/0007) whenever the password changes or the user loses the right to sign in
     * (deactivated, no longer staff), whoever makes the change. Access and refresh tokens carry the value they were
     * issued under; one from an older value is refused (services/auth.ts, refresh-tokens.ts).
     */
    session_version: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username_key), index('users_account_idx').on(t.account_id)],
);

/** A typed username folded as users.username_key is, by the database: compared with username_key, it finds the user. */
export const usernameKeyOf = (typed: string) => sql<string>`lower(normalize(${typed}::text, NFKC))`;

/**
 * Refresh tokens are opaque random strings stored as SHA-256 hashes. Every refresh rotates the token
 * (revokes it, points replaced_by_id at its successor); presenting a revoked one revokes its whole family.
 */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    token_hash: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid().notNull(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    replaced_by_id: integer().references((): AnyPgColumn => refresh_tokens.id, { onDelete: 'set null' }),
    /** The user's session_version when the token was issued; a token from an older one is refused. */
    session_version: integer().notNull().default(0),
    /**
     * When the sign-in began, carried through every rotation: no token of it lives past this plus
     * SESSION_MAX_AGE_SECONDS (refresh-tokens.ts).
     */
    signed_in_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The browser (its User-Agent, shortened) and client address the token was issued to: "Your sessions". */
    user_agent: text().notNull().default(''),
    client_address: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
  ],
);

export const password_reset_tokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    token_hash: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.token_hash),
    index('password_reset_tokens_user_idx').on(t.user_id),
  ],
);

/**
 * Every write through the API: who (null for the system, e.g. the call-rescue job), when, which record, and the
 * fields it changed with their values before and after (null before for a create, null after for a delete).
 * Secrets are never stored here (services/audit.ts leaves them out).
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: createdAt(),
    /** Who wrote, by id (no foreign key: the record outlives the user) and by username as it was then. */
    actor_id: integer(),
    actor_username: text(),
    action: text().notNull(),
    table_name: text().notNull(),
    record_id: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.table_name, t.record_id, t.at),
    index('audit_log_actor_idx').on(t.actor_id, t.at),
    check('audit_log_action_check', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);

/**
 * Every sign-in, failure, lockout, sign-out, reuse of a rotated refresh token, reset and change of who a person is,
 * beside audit_log's writes. Append-only like audit_log: the database refuses UPDATE and DELETE of both
 * (drizzle/0038), and rows keep the usernames as they were.
 */
export const auth_events = pgTable(
  'auth_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: createdAt(),
    kind: text().notNull(),
    /** The person the event is about, by id and by username as it was (a trigger fills it from the id). */
    user_id: integer(),
    username: text(),
    /** A sign-in attempt's name as typed (it may name nobody). */
    typed_name: text(),
    /** Who made the change, when not the person themself (a superuser deactivating a user). */
    actor_id: integer(),
    client_address: text().notNull().default(''),
    /** The known device an attempt came from (auth/device-tokens.ts), or null. */
    device: text(),
    /** The sign-in (refresh token family) it concerns. */
    session_id: uuid(),
  },
  (t) => [
    index('auth_events_user_idx').on(t.user_id, t.at),
    index('auth_events_at_idx').on(t.at),
    check('auth_events_kind_check', sql.raw(`kind in (${AUTH_EVENT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/**
 * Operations that must never run twice at once, in any API process (a paid call to a registry): a row per
 * operation while it runs (lib/operation-leases.ts).
 */
export const operation_leases = pgTable('operation_leases', {
  key: text().primaryKey(),
  /** A random id of the claim, so its holder removes its own lease and never one taken over since. */
  holder: text().notNull(),
  started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters of the rate limits (auth/rate-limits.ts), shared by every API process: failed sign-ins
 * per username and address, per address and per username; password reset requests per e-mail and per address. A
 * row per (kind, key, window start); rows past `expires_at` are swept in bounded batches.
 */
export const rate_limit_counters = pgTable(
  'rate_limit_counters',
  {
    kind: text().notNull(),
    key: text().notNull(),
    window_start: timestamp({ withTimezone: true }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [t.kind, t.key, t.window_start] }),
    index('rate_limit_counters_expires_idx').on(t.expires_at),
  ],
);

/**
 * The calls that cost money or create something at a provider, by the Idempotency-Key their caller sent
 * (http/idempotency.ts): a repeat of one answers the first result instead of buying again. A row per (user, key);
 * `status` is null while the first call runs. Rows older than a day no longer answer and are swept in batches.
 */
export const idempotent_requests = pgTable(
  'idempotent_requests',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** SHA-256 of the method, the path and the JSON body: the same key with another request is refused. */
    request_hash: text().notNull(),
    status: integer(),
    response: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotent_requests_pkey', columns: [t.user_id, t.key] }),
    index('idempotent_requests_created_idx').on(t.created_at),
  ],
);

/**
 * The exact number of rows of a table whose unfiltered list shows its total (accounts), kept by statement triggers
 * on insert, delete and truncate (drizzle/0014), so the first page of a million accounts does not count them.
 */
export const table_rows = pgTable('table_rows', {
  table_name: text().primaryKey(),
  rows: bigint({ mode: 'number' }).notNull(),
});

/**
 * Marks along the accounts' list order (name_key in the C collation, then id), each with how many accounts sort
 * from it to the next mark, kept by statement triggers on accounts (drizzle/0019-0020; a mark past twice
 * ACCOUNTS_PER_MARK is split). A page anywhere in the unfiltered list starts at the last mark before its first row
 * and skips less than a mark's accounts: page 25,000 of a million costs what page 1 does.
 */
export const account_order_marks = pgTable(
  'account_order_marks',
  {
    name_key: text().notNull(),
    account_id: integer().notNull(),
    accounts: integer().notNull(),
  },
  (t) => [uniqueIndex('account_order_marks_key').on(sql`${t.name_key} collate "C"`, t.account_id)],
);

/**
 * Where each account stands in registration (issue 22): its current step and status in the messaging chain, the
 * TCR brand and the TCR campaign, one row per account (drizzle/0023's trigger adds it for every account, whoever
 * inserts one; the seed writes its own, at the demo's stages). Written only by services/registrations.ts, from the events it records. `stuck_rank` and `attention_at`
 * sort the board, most stuck first: 0 with a failed step (at its failure), 1 with a wait (at the end of its
 * expected range), 2 otherwise; the account's worst track decides.
 */
export const account_registrations = pgTable(
  'account_registrations',
  {
    account_id: integer()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    messaging_step: text().notNull().default('subaccount'),
    messaging_status: text().notNull().default('not_started'),
    messaging_since: timestamp({ withTimezone: true }),
    messaging_error_code: text(),
    messaging_error_text: text(),
    brand_step: text().notNull().default('tcr_brand'),
    brand_status: text().notNull().default('not_started'),
    brand_since: timestamp({ withTimezone: true }),
    brand_error_code: text(),
    brand_error_text: text(),
    campaign_step: text().notNull().default('tcr_campaign'),
    campaign_status: text().notNull().default('not_started'),
    campaign_since: timestamp({ withTimezone: true }),
    campaign_error_code: text(),
    campaign_error_text: text(),
    stuck_rank: smallint().notNull().default(2),
    attention_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_registrations_stuck_idx').on(t.stuck_rank, t.attention_at, t.account_id),
    check('account_registrations_stuck_rank_check', sql`${t.stuck_rank} between 0 and 2`),
  ],
);

/**
 * Every status a registration step took, as it happened (append-only): the account's timeline, and what the
 * reconciler found at each poll that changed something.
 */
export const registration_events = pgTable(
  'registration_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    track: text().notNull(),
    step: text().notNull(),
    status: text().notNull(),
    error_code: text(),
    error_text: text(),
    /** When the provider says it happened (or when it was sent). */
    occurred_at: timestamp({ withTimezone: true }).notNull(),
    recorded_at: createdAt(),
  },
  (t) => [index('registration_events_account_idx').on(t.account_id, t.occurred_at)],
);

/**
 * The reconciler's queue (services/registration-reconciler.ts): one row per track of an account that waits on a
 * provider, due when it should be asked again. `record` adds the row when a track starts waiting and removes it
 * when the track is final; a claim moves `due_at` forward as its lease, so processes never ask twice at once.
 */
export const registration_checks = pgTable(
  'registration_checks',
  {
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    track: text().notNull(),
    due_at: timestamp({ withTimezone: true }).notNull(),
    /** Provider errors in a row since the last answer: the next try backs off with them. */
    failed_tries: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'registration_checks_pkey', columns: [t.account_id, t.track] }),
    index('registration_checks_due_idx').on(t.due_at),
  ],
);

/**
 * How many accounts stand at each step and status of each track, kept by statement triggers on
 * account_registrations (drizzle/0025, 0032), so the board's counts per stage, and its total, read a few rows
 * instead of every account. A stage's count is the sum of its rows: each writing statement only adds rows (its
 * changes, -1 and +1 per stage), so writers never wait for one another's counters, nor deadlock on them, and
 * fold_registration_stage_counts() (the reconciler's tick) sums them back to one row a stage.
 */
export const registration_stage_counts = pgTable(
  'registration_stage_counts',
  {
    track: text().notNull(),
    step: text().notNull(),
    status: text().notNull(),
    accounts: integer().notNull(),
  },
  (t) => [index('registration_stage_counts_stage_idx').on(t.track, t.step, t.status)],
);
