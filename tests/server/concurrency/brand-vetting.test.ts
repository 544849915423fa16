/**
 * The brands being vetted, followed by the reconcilers of two API instances at once on one PostgreSQL database:
 * each brand is asked about once between them, and what TCR answered is stored once.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../src/server/db/schema.ts';
import type { TcrProvider } from '../../../src/server/providers/tcr/interface.ts';
import { createBrandVetting } from '../../../src/server/services/brand-vetting.ts';
import { insertLegalEntity } from '../campaign-management-data.ts';
import { postgresConfigured } from '../harness.ts';
import { brandAnswering } from '../registration-answers.ts';
import { createTwoInstances, type TwoInstances } from './instances.ts';

const BRANDS = 120;

describe.skipIf(!postgresConfigured)('brands being vetted, followed by two API instances at once', () => {
  let two: TwoInstances;
  let brandIds: number[] = [];
  beforeAll(async () => {
    two = await createTwoInstances();
    const { db } = two.h.database;
    // The fixtures' brands are not this test's: asked about just now.
    await db.update(schema.brands).set({ vetting_asked_at: new Date(Date.now() + 86_400_000) });
    const entity = await insertLegalEntity(db, 'Vetting Dental');
    const rows = await db
      .insert(schema.brands)
      .values(
        Array.from({ length: BRANDS }, (_, i) => ({
          legal_entity_id: entity.id,
          brand_id: `BV${String(i).padStart(5, '0')}`,
          brand_identity_status: 1,
        })),
      )
      .returning({ id: schema.brands.id });
    brandIds = rows.map((row) => row.id);
  });
  afterAll(() => two?.close());

  it('asks about each brand once, and stores each answer once', async () => {
    const asked: string[] = [];
    const tcr = {
      getBrand: async (brandId: string) => {
        asked.push(brandId);
        return brandAnswering(brandId, { status: 'approved', errorCode: null, errorText: null });
      },
    } as Pick<TcrProvider, 'getBrand'> as TcrProvider;
    await Promise.all(
      [two.h.database, two.database].map(async (database) => {
        const vetting = createBrandVetting({ db: database.db, tcr, logger: { warn: () => {} }, batchSize: 10 });
        while ((await vetting.tick()) > 0);
      }),
    );
    expect(asked).toHaveLength(BRANDS);
    expect(new Set(asked).size).toBe(BRANDS);
    const stored = await two.h.database.db
      .select({ status: schema.brands.brand_identity_status })
      .from(schema.brands)
      .where(inArray(schema.brands.id, brandIds));
    expect(stored.every((row) => row.status === 3)).toBe(true);
    const audits = await two.h.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where table_name = 'brands' and record_id = any($1)`,
      [brandIds],
    );
    expect(audits[0]!.n).toBe(BRANDS);
  });
});
