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
  deferKeptRows,
  insertBatch,
  nextIds,
  suspendIndexesAndForeignKeys,
  syncIdentitySequences,
  TABLES_KEPT_FROM_ACCOUNTS,
} from './seed-bulk.ts';
import type { Specialty } from './seed-names.ts';
import { seedParts, seedPartsInWorker, type SeedCounts, type SeedPlan } from './seed-parts.ts';

export interface SeedOptions {
  accounts: number;
  /** PRNG seed; the default gives the documented demo data. */
  seed?: number;
  /** Reference time for last syncs, test calls and creation dates. */
  now?: Date;
  onProgress?: (seeded: number, total: number) => void;
}

export interface SeedSummary extends SeedCounts {
  milliseconds: number;
}

const BULK_LOAD_THRESHOLD = 5000;
const DEFAULT_SEED = 20_260_101;

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
  const ids = await nextIds(database);
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
    const plan: SeedPlan = {
      accounts: total,
      seed: options.seed ?? DEFAULT_SEED,
      ids,
      now: (options.now ?? new Date()).getTime(),
      industryIds: [...(await ensureIndustries(tx))],
    };
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
    // A bulk load builds its rows in a thread of its own, while the database writes the ones before.
    let seeded = 0;
    for await (const part of bulk ? seedPartsInWorker(plan) : seedParts(plan)) {
      for (const batch of part.batches) await insertBatch(tx, batch);
      const { accounts = 0, ...counts } = part.counts;
      for (const [key, count] of Object.entries(counts)) summary[key as keyof typeof counts] += count;
      seeded += accounts;
      if (accounts > 0) options.onProgress?.(seeded, total);
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
