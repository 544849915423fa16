/**
 * Each TCR campaign costs a vetting fee and a monthly fee: requests for one intent sent at the same time, with new
 * Idempotency-Keys, through two API instances on one PostgreSQL database, register one campaign between them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../src/server/db/schema.ts';
import { insertAccount, insertBrand, insertLegalEntity, verifiedBrandId } from '../campaign-management-data.ts';
import { postgresConfigured } from '../harness.ts';
import { createTwoInstances, type TwoInstances } from './instances.ts';

const AT_ONCE = 6;

describe.skipIf(!postgresConfigured)('paid TCR campaigns asked for at once, on two API instances', () => {
  let two: TwoInstances;
  let access: string;
  const ids = { brand: 0, detail: 0, accounts: [] as number[] };
  beforeAll(async () => {
    two = await createTwoInstances();
    access = (await two.h.signIn()).access;
    const { db } = two.h.database;
    const entity = await insertLegalEntity(db, 'Carolina Sonrisas');
    ids.brand = (await insertBrand(db, entity.id, verifiedBrandId('CC'), 'REF-CC')).id;
    const [detail] = await db
      .insert(schema.campaign_details)
      .values({ name: 'Carolina reminders', tcr_message_flow: 'Opt in at {{NAME}}.', tcr_description: '{{NAME}}.' })
      .returning();
    ids.detail = detail!.id;
    for (const name of ['Carolina Uno', 'Carolina Dos', 'Carolina Tres']) {
      const account = { legal_entity_id: entity.id, campaign_detail_id: ids.detail };
      ids.accounts.push((await insertAccount(db, name, account)).id);
    }
  });
  afterAll(() => two?.close());

  /** Sends the requests together, alternating between the instances, each with a new key (a new action). */
  const sendAtOnce = (url: string, payloads: object[]) =>
    Promise.all(
      payloads.map((payload, i) =>
        two.inject(i, {
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${access}`, 'idempotency-key': randomUUID() },
          payload,
        }),
      ),
    );
  const campaignsOf = (usecase: string) =>
    two.h.database.db
      .select()
      .from(schema.campaigns)
      .where(and(eq(schema.campaigns.brand_id, ids.brand), eq(schema.campaigns.usecase, usecase)));

  it('create_tcr_campaign: one registered, the others told it exists', async () => {
    const intent = { brand_id: ids.brand, campaign_detail_id: ids.detail, use_case: 'CUSTOMER_CARE' };
    const answers = await sendAtOnce(
      '/campaign_management/tcr_campaigns/create_tcr_campaign',
      Array.from({ length: AT_ONCE }, () => intent),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(AT_ONCE - 1);
    const [stored, ...more] = await campaignsOf('CUSTOMER_CARE');
    expect(more).toEqual([]);
    for (const answer of answers.filter((answer) => answer.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'campaign_exists', campaign: { id: stored!.id } });
    }
  });

  it('Scale for several accounts of one brand and use case: one campaign, every action scaled onto it', async () => {
    const answers = await sendAtOnce(
      '/campaign_management/scaling',
      Array.from({ length: AT_ONCE }, (_, i) => ({
        account_ids: [ids.accounts[i % ids.accounts.length]!],
        use_case: 'SOCIAL',
        brand_id: ids.brand,
      })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json<{ campaign: { id: number }; campaign_created: boolean }>());
    expect(bodies.filter((body) => body.campaign_created)).toHaveLength(1);
    const [stored, ...more] = await campaignsOf('SOCIAL');
    expect(more).toEqual([]);
    expect(new Set(bodies.map((body) => body.campaign.id))).toEqual(new Set([stored!.id]));
  });
});
