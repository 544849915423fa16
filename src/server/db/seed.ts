/**
 * Deterministic demo data: realistic Puerto Rico dental and medical practices with their features,
 * phones, billing, users, parent groups and TCR records. Same seed and same starting ids give the same
 * rows; dates are relative to `now`. Rows go in with multi-row inserts of ~1,000 inside one transaction,
 * with explicit ids so related rows can be built before their parents are written.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client.ts';
import * as schema from './schema.ts';
import { foldStageCounts } from './stage-counts.ts';
import {
  BATCH_SIZE,
  deferKeptRows,
  insertAll,
  nextIds,
  suspendIndexesAndForeignKeys,
  syncIdentitySequences,
  TABLES_KEPT_FROM_ACCOUNTS,
} from './seed-bulk.ts';
import type { Specialty } from './seed-names.ts';
import { createRandom } from './seed-random.ts';
import { buildRegistrations } from './seed-registrations.ts';
import { buildAccountChunk, buildReferenceData } from './seed-rows.ts';

export interface SeedOptions {
  accounts: number;
  /** PRNG seed; the default gives the documented demo data. */
  seed?: number;
  /** Reference time for last syncs, test calls and creation dates. */
  now?: Date;
  onProgress?: (seeded: number, total: number) => void;
}

export interface SeedSummary {
  accounts: number;
  parentAccounts: number;
  legalEntities: number;
  campaignDetails: number;
  brands: number;
  users: number;
  callRescueTests: number;
  milliseconds: number;
}

const BULK_LOAD_THRESHOLD = 5000;
const DEFAULT_SEED = 20_260_101;
/** Seeded tests still under way (SCHEDULED, CALLING or RETRYING). */
const UNFINISHED_TESTS = 25;

/** The tables each chunk of accounts writes: a bulk load builds their indexes and checks their foreign keys at its end. */
const CHUNK_TABLES = [
  schema.accounts,
  schema.account_registrations,
  schema.registration_events,
  schema.registration_checks,
  schema.features,
  schema.billing_settings,
  schema.bot_numbers,
  schema.business_phones,
  schema.twilio_configurations,
  schema.users,
  schema.tcr_phone_numbers,
  schema.call_rescue_tests,
] as const;

export const INDUSTRIES: ReadonlyArray<{ name: Specialty; type: 'HEALTHCARE' | 'BASE' }> = [
  { name: 'Dental', type: 'HEALTHCARE' },
  { name: 'Medical', type: 'HEALTHCARE' },
  { name: 'Chiropractic', type: 'HEALTHCARE' },
  { name: 'Optometry', type: 'HEALTHCARE' },
  { name: 'Pediatrics', type: 'HEALTHCARE' },
  { name: 'Dermatology', type: 'HEALTHCARE' },
  { name: 'Veterinary', type: 'BASE' },
  { name: 'Other', type: 'BASE' },
];

/** Appends `accounts` seeded accounts (with everything around them) to the database. */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.accounts));
  const now = options.now ?? new Date();
  const ids = await nextIds(database);
  // Appending to existing data continues deterministically instead of repeating the same rows.
  const random = createRandom((options.seed ?? DEFAULT_SEED) ^ (ids.accounts * 2_654_435_761));
  const summary: SeedSummary = {
    accounts: total,
    parentAccounts: 0,
    legalEntities: 0,
    campaignDetails: 0,
    brands: 0,
    users: 0,
    callRescueTests: 0,
    milliseconds: 0,
  };

  await database.db.transaction(async (tx) => {
    const industryIds = await ensureIndustries(tx);
    const refs = buildReferenceData(random, total, ids, now);
    await insertAll(tx, schema.parent_accounts, refs.parentAccounts);
    await insertAll(tx, schema.legal_entities, refs.legalEntities);
    await insertAll(tx, schema.campaign_details, refs.campaignDetails);
    await insertAll(tx, schema.brands, refs.brands);
    await insertAll(tx, schema.brand_submissions, refs.brandSubmissions);
    await insertAll(tx, schema.campaigns, refs.campaigns);
    // The TCR brand and campaign ids of a legal entity, for its accounts' registration tracks.
    const brandIds = new Map(refs.brands.map((brand) => [brand.id!, brand.brand_id]));
    const campaignIds = new Map(refs.campaigns.map((campaign) => [campaign.id!, campaign.campaign_id]));
    const seededTcr = (legalEntityId: number | null) => {
      const tcr = legalEntityId === null ? undefined : refs.tcrByLegalEntity.get(legalEntityId);
      if (!tcr) return null;
      return {
        brandId: brandIds.get(tcr.brandId)!,
        campaignId: tcr.campaignId === null ? null : campaignIds.get(tcr.campaignId)!,
      };
    };
    Object.assign(summary, {
      parentAccounts: refs.parentAccounts.length,
      legalEntities: refs.legalEntities.length,
      campaignDetails: refs.campaignDetails.length,
      brands: refs.brands.length,
    });

    // A bulk load into small tables is about twice as fast with their indexes built and their foreign keys checked
    // once at the end, and the rows triggers keep from accounts written once then too.
    const bulk = total >= BULK_LOAD_THRESHOLD && total >= ids.accounts - 1;
    const restoreIndexesAndForeignKeys = bulk
      ? await suspendIndexesAndForeignKeys(tx, [
          ...CHUNK_TABLES.map((table) => getTableName(table)),
          ...TABLES_KEPT_FROM_ACCOUNTS,
        ])
      : null;
    const writeKeptRows = bulk ? await deferKeptRows(tx, ids.accounts) : null;
    // The seed writes each account's registration row itself, at its demo stage: the trigger that adds a blank one
    // (drizzle/0023) rests meanwhile, inside this transaction.
    await tx.execute(sql`alter table accounts disable trigger accounts_registrations_added`);
    // About one account in five has had a test call: enough to page through, and a monitor at scale. Only a
    // few are still under way (the job calls those as soon as the API starts), as at any moment in real use.
    const budget = { callTestsLeft: Math.ceil(total / 5), unfinishedTestsLeft: UNFINISHED_TESTS };
    for (let offset = 0; offset < total; offset += BATCH_SIZE) {
      const chunk = buildAccountChunk(
        random,
        Math.min(BATCH_SIZE, total - offset),
        ids,
        refs,
        industryIds,
        now,
        budget,
      );
      await insertAll(tx, schema.accounts, chunk.accounts);
      const legalEntityOf = new Map(chunk.accounts.map((account) => [account.id!, account.legal_entity_id ?? null]));
      const registrations = buildRegistrations(
        chunk.accounts.map((account) => account.id!),
        chunk.twilio,
        (accountId) => seededTcr(legalEntityOf.get(accountId) ?? null),
        now,
      );
      await insertAll(tx, schema.account_registrations, registrations.rows);
      await insertAll(tx, schema.registration_events, registrations.events);
      await insertAll(tx, schema.registration_checks, registrations.checks);
      await insertAll(tx, schema.features, chunk.features);
      await insertAll(tx, schema.billing_settings, chunk.billing);
      await insertAll(tx, schema.bot_numbers, chunk.botNumbers);
      await insertAll(tx, schema.business_phones, chunk.businessPhones);
      await insertAll(tx, schema.twilio_configurations, chunk.twilio);
      await insertAll(tx, schema.users, chunk.users);
      await insertAll(tx, schema.tcr_phone_numbers, chunk.tcrNumbers);
      await insertAll(tx, schema.call_rescue_tests, chunk.callTests);
      summary.users += chunk.users.length;
      summary.callRescueTests += chunk.callTests.length;
      options.onProgress?.(offset + chunk.accounts.length, total);
    }
    await tx.execute(sql`alter table accounts enable trigger accounts_registrations_added`);
    await writeKeptRows?.();
    await restoreIndexesAndForeignKeys?.();
  });

  await syncIdentitySequences(database);
  // Each chunk's registrations added its rows to the counts per stage: one row a stage again.
  await foldStageCounts(database.db);
  await analyze(database);
  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

/**
 * Empties every table except staff users (they keep their ids; their sessions end). Used by `--reset`.
 */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const staff = await tx
      .select()
      .from(schema.users)
      .where(sql`${schema.users.is_staff}`);
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    await tx.execute(
      sql`truncate table ${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )} restart identity cascade`,
    );
    if (staff.length > 0) await tx.insert(schema.users).values(staff.map((user) => ({ ...user, account_id: null })));
  });
  await syncIdentitySequences(database);
}

export async function countAccounts(database: Database): Promise<number> {
  const [row] = await database.query<{ count: number }>('select count(*)::int as count from accounts');
  return row?.count ?? 0;
}

/** Refreshes planner statistics and the visibility map; PGlite has no autovacuum to do it. */
export async function analyze(database: Database): Promise<void> {
  await database.query('vacuum analyze');
}

async function ensureIndustries(db: Pick<Db, 'insert' | 'select'>): Promise<Map<string, number>> {
  await db
    .insert(schema.industries)
    .values([...INDUSTRIES])
    .onConflictDoNothing({ target: schema.industries.name });
  const rows = await db.select({ id: schema.industries.id, name: schema.industries.name }).from(schema.industries);
  return new Map(rows.map((row) => [row.name, row.id]));
}
