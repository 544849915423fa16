/**
 * The seed's rows, built in memory and ready to send, one part at a time: the reference data first, then the
 * accounts a chunk at a time with everything around them. No database access and deterministic (same plan, same
 * rows), so a large seed builds them in a worker thread (seed-worker.ts) while the database writes the part before.
 */
import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import * as schema from './schema.ts';
import { BATCH_SIZE, rowBatches, type IdTable, type RowBatch } from './seed-bulk.ts';
import { createRandom } from './seed-random.ts';
import { buildRegistrations } from './seed-registrations.ts';
import { buildAccountChunk, buildReferenceData } from './seed-rows.ts';

/** What the seed is asked for, as plain data (it crosses to the worker). */
export interface SeedPlan {
  accounts: number;
  /** PRNG seed. */
  seed: number;
  /** The next free id of each table. */
  ids: Record<IdTable, number>;
  /** Reference time, in ms. */
  now: number;
  industryIds: Array<[name: string, id: number]>;
}

export type SeedCounts = Record<
  'accounts' | 'parentAccounts' | 'legalEntities' | 'campaignDetails' | 'brands' | 'users' | 'callRescueTests',
  number
>;

/** Rows to insert, in order, and what they add to the seed's counts. */
export interface SeedPart {
  batches: RowBatch[];
  counts: Partial<SeedCounts>;
}

/** Seeded tests still under way (SCHEDULED, CALLING or RETRYING). */
const UNFINISHED_TESTS = 25;

export function* seedParts(plan: SeedPlan): Generator<SeedPart> {
  const ids = { ...plan.ids };
  const now = new Date(plan.now);
  const industryIds = new Map(plan.industryIds);
  // Appending to existing data continues deterministically instead of repeating the same rows.
  const random = createRandom(plan.seed ^ (ids.accounts * 2_654_435_761));

  const refs = buildReferenceData(random, plan.accounts, ids, now);
  yield {
    batches: [
      ...rowBatches(schema.parent_accounts, refs.parentAccounts),
      ...rowBatches(schema.legal_entities, refs.legalEntities),
      ...rowBatches(schema.campaign_details, refs.campaignDetails),
      ...rowBatches(schema.brands, refs.brands),
      ...rowBatches(schema.brand_submissions, refs.brandSubmissions),
      ...rowBatches(schema.campaigns, refs.campaigns),
    ],
    counts: {
      parentAccounts: refs.parentAccounts.length,
      legalEntities: refs.legalEntities.length,
      campaignDetails: refs.campaignDetails.length,
      brands: refs.brands.length,
    },
  };

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
  // About one account in five has had a test call: enough to page through, and a monitor at scale. Only a
  // few are still under way (the job calls those as soon as the API starts), as at any moment in real use.
  const budget = { callTestsLeft: Math.ceil(plan.accounts / 5), unfinishedTestsLeft: UNFINISHED_TESTS };
  for (let offset = 0; offset < plan.accounts; offset += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, plan.accounts - offset);
    const chunk = buildAccountChunk(random, size, ids, refs, industryIds, now, budget);
    const legalEntityOf = new Map(chunk.accounts.map((account) => [account.id!, account.legal_entity_id ?? null]));
    const registrations = buildRegistrations(
      chunk.accounts.map((account) => account.id!),
      chunk.twilio,
      (accountId) => seededTcr(legalEntityOf.get(accountId) ?? null),
      now,
    );
    yield {
      batches: [
        ...rowBatches(schema.accounts, chunk.accounts),
        ...rowBatches(schema.account_registrations, registrations.rows),
        ...rowBatches(schema.registration_events, registrations.events),
        ...rowBatches(schema.registration_checks, registrations.checks),
        ...rowBatches(schema.features, chunk.features),
        ...rowBatches(schema.billing_settings, chunk.billing),
        ...rowBatches(schema.bot_numbers, chunk.botNumbers),
        ...rowBatches(schema.business_phones, chunk.businessPhones),
        ...rowBatches(schema.twilio_configurations, chunk.twilio),
        ...rowBatches(schema.users, chunk.users),
        ...rowBatches(schema.tcr_phone_numbers, chunk.tcrNumbers),
        ...rowBatches(schema.call_rescue_tests, chunk.callTests),
      ],
      counts: { accounts: size, users: chunk.users.length, callRescueTests: chunk.callTests.length },
    };
  }
}

/** The plan's parts, built in a worker thread (seed-worker.ts); each part taken lets the worker build one more. */
export async function* seedPartsInWorker(plan: SeedPlan): AsyncGenerator<SeedPart> {
  const worker = new Worker(new URL('./seed-worker.ts', import.meta.url), { workerData: plan });
  try {
    // `on` keeps what arrives meanwhile, and throws the worker's error if it fails.
    for await (const [part] of on(worker, 'message')) {
      if (part === null) return;
      yield part as SeedPart;
      worker.postMessage('taken');
    }
  } finally {
    await worker.terminate();
  }
}
