/**
 * Builds the API in-process on a fresh, migrated database filled with the fixtures: in-memory PGlite always,
 * and PostgreSQL when DATABASE_URL is set (a throwaway database per harness, dropped on close, so runs never
 * see each other's rows).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import { openDatabase, type Database, type DatabaseKind } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import * as schema from '../../src/server/db/schema.ts';
import { analyze } from '../../src/server/db/seed.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { createStaffUser } from '../../src/server/services/users.ts';
import type { Providers } from '../../src/server/providers/index.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import type { TokenPair } from '../../src/shared/auth.ts';
import { ACCOUNTS, INDUSTRY_NAMES, PASSWORD, USERS, lastSyncTime } from './fixtures.ts';

/**
 * Whether PostgreSQL runs here: DATABASE_URL names a server. A test that needs it is skipped without it
 * (`describe.skipIf(!postgresConfigured)`), so the run reports it as skipped: never absent, never a failure.
 */
export const postgresConfigured = Boolean(process.env.DATABASE_URL);

/** The databases a test for both runs on: PGlite always, PostgreSQL when configured. */
export const databaseKinds: DatabaseKind[] = postgresConfigured ? ['pglite', 'postgres'] : ['pglite'];

/** The API's public address in tests: the base of every absolute address its answers carry. */
/** The header of one person's action on a call that costs money (http/idempotency.ts): a new key each time. */
export const oneAction = () => ({ 'idempotency-key': randomUUID() });

export const TEST_API_URL = 'http://api.rescue.test';

export const TEST_CONFIG: Config = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: null,
  dataDir: '/nonexistent',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
  corsOrigins: ['http://localhost:4321'],
  accessTokenTtlSeconds: 1800,
  refreshTokenTtlSeconds: 3600,
  sessionMaxAgeSeconds: 12 * 3600,
  sessionIdleSeconds: 2 * 3600,
  logLevel: 'silent',
  sandboxFailures: [],
  sandboxRegistrationSpeed: 1,
  messaging: null,
  tcr: null,
  salesforce: null,
  analytics: { embeddingSecret: 'test-embedding-secret-that-is-long-enough', siteUrl: null, dashboardIds: [484] },
  publicUrl: TEST_API_URL,
  consoleUrl: 'http://localhost:4321',
  encryptionKey: 'test-encryption-key-that-is-long-enough',
  smtpUrl: null,
  trustProxy: false,
  countCacheSeconds: 5,
  mailFrom: 'Rescue Console <no-reply@rescue.test>',
  // High enough that no test trips them by accident; rate-limit.test.ts sets its own.
  rateLimits: {
    signInPerUsernameAndIp: { limit: 10_000, windowSeconds: 900 },
    signInPerIp: { limit: 10_000, windowSeconds: 900 },
    signInPerUsername: { limit: 10_000, windowSeconds: 900 },
    resetPerEmail: { limit: 10_000, windowSeconds: 3600 },
    resetPerIp: { limit: 10_000, windowSeconds: 3600 },
  },
};

export interface Fixtures {
  userIds: Record<keyof typeof USERS, number>;
  /** Account id by fixture key. */
  accountIds: Record<string, number>;
  industryIds: Record<string, number>;
  parentAccountId: number;
  /** When the fixtures were written; last_sync_time values are relative to it. */
  writtenAt: number;
  /** Rows around the 'bayamon' account (see insertBayamonDetail). */
  legalEntityId: number;
  brandIds: number[];
  campaignDetailId: number;
  businessPhoneId: number;
  billingSettingId: number;
}

export interface Harness {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's connection string (for a second pool, as another process has); null on PGlite. */
  databaseUrl: string | null;
  fixtures: Fixtures;
  /** Another app on the same database with some settings, or its external services, changed (closed with it). */
  appWith(overrides: Partial<Config>, providers?: Providers): FastifyInstance;
  signIn(username?: string, password?: string): Promise<TokenPair>;
  get(url: string, access?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The main app's external services (by default the sandboxes buildApp makes from the config). */
  providers?: Providers;
}

export async function createHarness(kind: DatabaseKind, options: HarnessOptions = {}): Promise<Harness> {
  const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL!) : null;
  const database = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir: null, poolSize: 4 });
  await migrateDatabase(database);
  const fixtures = await insertFixtures(database);
  await analyze(database);

  const apps: FastifyInstance[] = [];
  const appWith = (overrides: Partial<Config>, providers?: Providers) => {
    const app = buildApp({ config: { ...TEST_CONFIG, ...overrides }, database, logger: false, providers });
    apps.push(app);
    return app;
  };
  const app = appWith({}, options.providers);

  return {
    kind,
    app,
    database,
    databaseUrl: scratch?.url ?? null,
    fixtures,
    appWith,
    async signIn(username = USERS.staff.username, password = PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/admin_token', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return response.json<TokenPair>();
    },
    get(url, access) {
      return app.inject({ method: 'GET', url, headers: access ? { authorization: `Bearer ${access}` } : {} });
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.close();
      await scratch?.drop();
    },
  };
}

/** A superuser (the fixtures have none), signing in with the fixtures' password; returns their id. */
export async function addSuperuser(database: Database, username = 'sofia'): Promise<number> {
  const user = await createStaffUser(database.db, {
    username,
    email: `${username}@rescue.test`,
    password: PASSWORD,
    first_name: 'Sofia',
    last_name: 'Super',
    is_superuser: true,
  });
  return user.id;
}

/** A new empty database next to the one DATABASE_URL names; dropped again by drop(). */
export async function createScratchDatabase(baseUrl: string) {
  const name = `rescue_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function insertFixtures(database: Database): Promise<Fixtures> {
  const { db } = database;
  const writtenAt = Date.now();
  const passwordHash = await hashPassword(PASSWORD);

  const industries = await db
    .insert(schema.industries)
    .values(INDUSTRY_NAMES.map((name) => ({ name, type: 'HEALTHCARE' })))
    .returning({ id: schema.industries.id, name: schema.industries.name });
  const industryIds = Object.fromEntries(industries.map((row) => [row.name, row.id]));
  const [parent] = await db.insert(schema.parent_accounts).values({ name: 'Grupo Dental Caribe' }).returning();

  const accountIds: Record<string, number> = {};
  for (const fixture of ACCOUNTS) {
    const [account] = await db
      .insert(schema.accounts)
      .values({
        name: fixture.name,
        email: fixture.email,
        office_phone: fixture.office_phone,
        calendar_type: fixture.calendar_type,
        company_industry_id: fixture.industry ? industryIds[fixture.industry] : null,
        parent_account_id: fixture.has_parent ? parent!.id : null,
        last_sync_time: lastSyncTime(fixture, writtenAt),
      })
      .returning({ id: schema.accounts.id });
    accountIds[fixture.key] = account!.id;
    await db.insert(schema.features).values({ account_id: account!.id, ...fixture.features });
  }

  const userIds = {} as Record<keyof typeof USERS, number>;
  for (const [key, user] of Object.entries(USERS) as Array<[keyof typeof USERS, (typeof USERS)[keyof typeof USERS]]>) {
    const [row] = await db
      .insert(schema.users)
      .values({
        ...user,
        password_hash: passwordHash,
        // The non-staff user is a customer's user, attached to an account like real ones.
        account_id: user.is_staff ? null : accountIds.bayamon,
      })
      .returning({ id: schema.users.id });
    userIds[key] = row!.id;
  }
  const related = await insertBayamonDetail(database, accountIds.bayamon!);
  return { userIds, accountIds, industryIds, parentAccountId: parent!.id, writtenAt, ...related };
}

/** Everything around one account, for the detail endpoint: TCR links, numbers, phones, billing, provider. */
async function insertBayamonDetail(database: Database, accountId: number) {
  const { db } = database;
  const [legalEntity] = await db
    .insert(schema.legal_entities)
    .values({
      name: 'Clínica Dental Bayamón',
      legal_name: 'Clínica Dental Bayamón LLC',
      ein: '660123456',
      email: 'legal@clinicadentalbayamon.com',
      phone_number: '7875550142',
      street: 'Calle Luna #12',
      city: 'Bayamón',
      zip_code: '00956',
      company_type: 1,
      vertical_type: 3,
    })
    .returning({ id: schema.legal_entities.id });
  const brands = await db
    .insert(schema.brands)
    .values([
      { legal_entity_id: legalEntity!.id, brand_id: 'BOLD001', brand_identity_status: 3, set_for_revet: false },
      { legal_entity_id: legalEntity!.id, brand_id: 'BNEW002', brand_identity_status: 2, set_for_revet: true },
    ])
    .returning({ id: schema.brands.id });
  const [campaignDetail] = await db
    .insert(schema.campaign_details)
    .values({
      name: 'Recordatorios de citas',
      tcr_message_flow: 'Opt in at the desk for {{NAME}}.',
      tcr_description: '{{NAME}} reminders.',
    })
    .returning({ id: schema.campaign_details.id });
  await db
    .update(schema.accounts)
    .set({
      legal_entity_id: legalEntity!.id,
      campaign_detail_id: campaignDetail!.id,
      stripe_customer_id: 'cus_TEST123',
      salesforce_id: '001TESTSALESFORCE1',
      bot_number_area_code: '787',
      call_rescue_tests_enabled: true,
      town: 'Bayamón',
      notes: 'Prefiere contacto por WhatsApp.',
      tcr_ready: true,
    })
    .where(eq(schema.accounts.id, accountId));
  await db.insert(schema.bot_numbers).values([
    { account_id: accountId, number: '+17875550100', is_call_rescue_number: false },
    { account_id: accountId, number: '+17875550101', is_call_rescue_number: true },
  ]);
  const [phone] = await db
    .insert(schema.business_phones)
    .values({ account_id: accountId, number: '7875550142', digits_after_call: '2#' })
    .returning({ id: schema.business_phones.id });
  const [billing] = await db
    .insert(schema.billing_settings)
    .values({ account_id: accountId, is_delinquent: true })
    .returning({ id: schema.billing_settings.id });
  await db.insert(schema.twilio_configurations).values({
    account_id: accountId,
    cached_subaccount_status: 'active',
    subaccount_account_sid: 'AC0001',
    // Sealed as the API stores it; the SID is not one the sandboxes know (tests that call through it make their own).
    subaccount_auth_token: createSecretBox(TEST_CONFIG.encryptionKey).seal('secret-token'),
    messaging_service_sid: 'MG0001',
    starter_profile_sid: 'BU0001',
  });
  return {
    legalEntityId: legalEntity!.id,
    brandIds: brands.map((b) => b.id),
    campaignDetailId: campaignDetail!.id,
    businessPhoneId: phone!.id,
    billingSettingId: billing!.id,
  };
}
