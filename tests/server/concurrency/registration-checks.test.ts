/**
 * A burst of due registration checks worked through by the reconcilers of two API instances on one PostgreSQL
 * database, each storing up to 25 answers at once: no deadlock (pg_stat_database), every answer recorded once, and
 * the board's counts per stage still those of the rows. Before drizzle/0032 every stored change upserted the shared
 * counter rows in no fixed order, and one process alone met dozens of deadlocks a minute.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { seedDatabase } from '../../../src/server/db/seed.ts';
import { createSecretBox } from '../../../src/server/lib/secret-box.ts';
import { ProviderError } from '../../../src/server/providers/errors.ts';
import type { MessagingProvider } from '../../../src/server/providers/messaging/interface.ts';
import type { RegistrationAnswer } from '../../../src/server/providers/registration.ts';
import type { TcrProvider } from '../../../src/server/providers/tcr/interface.ts';
import { createRegistrationChecks } from '../../../src/server/services/registration-reconciler.ts';
import { createHarness, type Harness, postgresConfigured, TEST_CONFIG } from '../harness.ts';
import { brandAnswering } from '../registration-answers.ts';

/** Seeded accounts: with their TCR tracks waiting, about 2,600 checks. */
const ACCOUNTS = 6000;
const ANSWERS: (RegistrationAnswer | 'unreachable')[] = [
  { status: 'approved', errorCode: null, errorText: null },
  { status: 'in_review', errorCode: null, errorText: null },
  { status: 'failed', errorCode: 'BRAND_REJECTED', errorText: 'The brand was rejected.' },
  'unreachable',
];

describe.skipIf(!postgresConfigured)('a burst of due registration checks on two API instances', () => {
  let h: Harness;
  const instances: Database[] = [];
  const errors: string[] = [];
  const logger = {
    info: () => {},
    warn: () => {},
    error: (_details: unknown, message?: string) => void errors.push(message ?? ''),
  };
  beforeAll(async () => {
    h = await createHarness('postgres');
    await seedDatabase(h.database, { accounts: ACCOUNTS });
    for (let i = 0; i < 2; i++) instances.push(await openDatabase({ databaseUrl: h.databaseUrl, poolSize: 10 }));
  }, 300_000);
  afterAll(async () => {
    await Promise.all(instances.map((database) => database.close()));
    await h?.close();
  });

  const one = async <T>(text: string) => (await h.database.query<T>(text))[0]!;
  const deadlocks = async () =>
    (await one<{ n: number }>('select deadlocks::int as n from pg_stat_database where datname = current_database()')).n;

  /** The answer a reference gets, the same from both instances: mixed, by the reference's last digit. */
  const answerOf = (ref: string): RegistrationAnswer => {
    const answer = ANSWERS[Number(ref.replace(/\D/g, '').slice(-1) || 0) % ANSWERS.length]!;
    if (answer === 'unreachable') {
      throw new ProviderError({ service: 'tcr', operation: 'getBrand', code: 'unavailable', detail: 'down' });
    }
    return answer;
  };
  const providers = {
    messaging: {} as MessagingProvider,
    tcr: {
      getBrand: async (brandId: string) => brandAnswering(brandId, answerOf(brandId)),
      getCampaignStatus: async (campaignId: string) => answerOf(campaignId),
    } as Pick<TcrProvider, 'getBrand' | 'getCampaignStatus'> as TcrProvider,
  };

  it('records every answer once, with no deadlock, and keeps the counts per stage true', async () => {
    // Every TCR track that TCR can name waits on it, and is due now.
    await h.database.query(`
      update account_registrations r set brand_step = 'tcr_brand', brand_status = 'in_review',
             brand_since = now() - interval '1 day'
        from accounts a where a.id = r.account_id
         and exists (select 1 from brands b where b.legal_entity_id = a.legal_entity_id)`);
    await h.database.query(`
      update account_registrations r set campaign_step = 'tcr_campaign', campaign_status = 'in_review',
             campaign_since = now() - interval '1 day'
        from accounts a where a.id = r.account_id
         and exists (select 1 from brands b join campaigns c on c.brand_id = b.id
                      where b.legal_entity_id = a.legal_entity_id)`);
    await h.database.query(`
      insert into registration_checks (account_id, track, due_at)
      select account_id, track, now() - interval '1 minute' from account_registrations
       cross join lateral (values ('brand', brand_status), ('campaign', campaign_status)) s(track, status)
       where status = 'in_review'
      on conflict (account_id, track) do update set due_at = excluded.due_at, failed_tries = 0`);
    const due = (await one<{ n: number }>('select count(*)::int as n from registration_checks')).n;
    expect(due).toBeGreaterThanOrEqual(2000);
    const lastEvent = (await one<{ n: number }>('select coalesce(max(id), 0)::int as n from registration_events')).n;
    const deadlocksBefore = await deadlocks();

    // Each instance ticks until nothing is due for it: a claimed check is due again only after its lease.
    const claimed = await Promise.all(
      instances.map(async (database) => {
        const checks = createRegistrationChecks({
          db: database.db,
          providers,
          secretBox: createSecretBox(TEST_CONFIG.encryptionKey),
          logger,
        });
        let total = 0;
        for (let batch = await checks.tick(); batch > 0; batch = await checks.tick()) total += batch;
        return total;
      }),
    );
    // Their connections end, so PostgreSQL has counted any deadlock they met.
    await Promise.all(instances.splice(0).map((database) => database.close()));

    expect(errors).toEqual([]);
    expect(claimed[0]! + claimed[1]!).toBe(due);
    expect(claimed.every((count) => count > 0)).toBe(true);
    expect(await deadlocks()).toBe(deadlocksBefore);
    expect(
      (await one<{ n: number }>('select count(*)::int as n from registration_checks where due_at <= now()')).n,
    ).toBe(0);
    // Every change is one event: no track has two from this burst.
    const added = await h.database.query<{ account_id: number; track: string; n: number }>(
      `select account_id, track, count(*)::int as n from registration_events where id > ${lastEvent}
       group by 1, 2 having count(*) > 1`,
    );
    expect(added).toEqual([]);
    expect(
      (await one<{ n: number }>(`select count(*)::int as n from registration_events where id > ${lastEvent}`)).n,
    ).toBeGreaterThan(100);

    const stages = `select track, step, status, n from (%s) s where n <> 0 order by 1, 2, 3`;
    const kept = await h.database.db.execute<Record<string, unknown>>(
      sql.raw(
        stages.replace(
          '%s',
          'select track, step, status, sum(accounts)::int as n from registration_stage_counts group by 1, 2, 3',
        ),
      ),
    );
    const counted = await h.database.db.execute<Record<string, unknown>>(
      sql.raw(
        stages.replace(
          '%s',
          `select s.track, s.step, s.status, count(*)::int as n from account_registrations r
           cross join lateral (values ('messaging', r.messaging_step, r.messaging_status),
             ('brand', r.brand_step, r.brand_status), ('campaign', r.campaign_step, r.campaign_status))
             s(track, step, status) group by 1, 2, 3`,
        ),
      ),
    );
    const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
    expect(rows(kept)).toEqual(rows(counted));
  }, 300_000);
});
