/**
 * Rows the campaign management tests add on top of the fixtures: legal entities, brands, campaigns, TCR phone
 * numbers and extra accounts, plus a reader of the audit log.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { settledStatusOf } from '../../src/server/providers/tcr/sandbox.ts';

/**
 * A TCR brand id the sandbox treats as a vetted, VERIFIED brand made elsewhere (about one id in five stays
 * UNVERIFIED, and campaigns cannot be registered for those).
 */
export function verifiedBrandId(seed: string): string {
  for (let i = 0; ; i++) {
    const id = `B${seed}${String(i).padStart(6 - seed.length, '0')}`.slice(0, 7);
    if (settledStatusOf(id) === 'VERIFIED') return id;
  }
}

export async function insertLegalEntity(db: Db, name: string) {
  const [row] = await db
    .insert(schema.legal_entities)
    .values({
      name,
      legal_name: `${name} LLC`,
      ein: '660999888',
      email: 'legal@example.pr',
      phone_number: '7875550000',
      street: 'Calle Sol #1',
      city: 'San Juan',
      zip_code: '00901',
      company_type: 1,
      vertical_type: 3,
    })
    .returning();
  return row!;
}

export async function insertBrand(db: Db, legalEntityId: number, brandId: string, referenceId: string | null) {
  const [row] = await db
    .insert(schema.brands)
    .values({ legal_entity_id: legalEntityId, brand_id: brandId, brand_identity_status: 3, reference_id: referenceId })
    .returning();
  return row!;
}

export async function insertCampaign(db: Db, campaignId: string, description: string, brandId: number | null) {
  const [row] = await db
    .insert(schema.campaigns)
    .values({ campaign_id: campaignId, description, brand_id: brandId })
    .returning();
  return row!;
}

export async function insertAccount(db: Db, name: string, values: Partial<typeof schema.accounts.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.accounts)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.pr`,
      office_phone: '7875550000',
      ...values,
    })
    .returning();
  return row!;
}

export async function phoneRow(db: Db, number: string) {
  const [row] = await db.select().from(schema.tcr_phone_numbers).where(eq(schema.tcr_phone_numbers.number, number));
  return row;
}

export async function auditRows(db: Db, table: string, recordId: string | number) {
  return db
    .select()
    .from(schema.audit_log)
    .where(and(eq(schema.audit_log.table_name, table), eq(schema.audit_log.record_id, String(recordId))))
    .orderBy(asc(schema.audit_log.id));
}

export async function auditCount(db: Db, table: string) {
  return (await db.select().from(schema.audit_log).where(eq(schema.audit_log.table_name, table))).length;
}
