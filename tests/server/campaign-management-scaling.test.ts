import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { scalingResponse } from '../../src/shared/campaignManagement.ts';
import {
  auditCount,
  auditRows,
  insertAccount,
  insertBrand,
  insertCampaign,
  insertLegalEntity,
  phoneRow,
  verifiedBrandId,
} from './campaign-management-data.ts';
import { createHarness, databaseKinds, type Harness, oneAction } from './harness.ts';

const CREATE = '/campaign_management/tcr_campaigns/create_tcr_campaign';
const SCALE = '/campaign_management/scaling';
const CAMPAIGN_ID = /^C[A-Z0-9]{6}$/;
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
/** The scaled accounts' numbers: two of account one, one of account two. */
const NUMBERS = ['+17877770001', '+17877770002', '+17877770003'];

describe.each(databaseKinds)('TCR campaigns and scaling on %s', (kind) => {
  let h: Harness;
  let access: string;
  /** Brand 1 for create_tcr_campaign; brand 3 (its own legal entity and accounts) for scaling. */
  const ids = { brand1: 0, brand3: 0, detail: 0, one: 0, two: 0, other: 0, parent: 0, otherParent: 0, emptyParent: 0 };
  let brand1Id = '';
  let brand3Id = '';
  let oldCampaign = 0;

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    const { db } = h.database;
    const le1 = await insertLegalEntity(db, 'Dorado Smiles Group');
    const le2 = await insertLegalEntity(db, 'Otra Entidad');
    const le3 = await insertLegalEntity(db, 'Scale Entity');
    brand1Id = verifiedBrandId('T1');
    brand3Id = verifiedBrandId('T3');
    ids.brand1 = (await insertBrand(db, le1.id, brand1Id, 'REF-T1')).id;
    await insertBrand(db, le2.id, verifiedBrandId('T2'), null);
    ids.brand3 = (await insertBrand(db, le3.id, brand3Id, 'REF-T3')).id;
    const [detail] = await db
      .insert(schema.campaign_details)
      .values({
        name: 'Scale detail',
        tcr_message_flow: 'Opt in at the {{NAME}} front desk.',
        tcr_description: '{{NAME}} sends reminders. {{NAME}} never sells data.',
      })
      .returning();
    ids.detail = detail!.id;
    const parents = await db
      .insert(schema.parent_accounts)
      .values([{ name: 'Scale Parent' }, { name: 'Other Parent' }, { name: 'Empty Parent' }])
      .returning();
    [ids.parent, ids.otherParent, ids.emptyParent] = parents.map((p) => p.id) as [number, number, number];
    ids.one = (
      await insertAccount(db, 'Scale One', {
        legal_entity_id: le3.id,
        campaign_detail_id: ids.detail,
        parent_account_id: ids.parent,
      })
    ).id;
    ids.two = (await insertAccount(db, 'Scale Two', { legal_entity_id: le3.id, parent_account_id: ids.parent })).id;
    ids.other = (
      await insertAccount(db, 'Scale Other', { legal_entity_id: le2.id, parent_account_id: ids.otherParent })
    ).id;
    // A campaign of brand 3 the registry does not list (so it is not the campaign of any use case).
    oldCampaign = (await insertCampaign(db, 'CSCALE0', 'Old campaign', ids.brand3)).id;
    await db.insert(schema.tcr_phone_numbers).values([
      { number: NUMBERS[0]!, account_id: ids.one },
      { number: NUMBERS[1]!, account_id: ids.one },
      { number: NUMBERS[2]!, account_id: ids.two, campaign_id: oldCampaign, brand_id: ids.brand3 },
      { number: '+17877770009', account_id: ids.other },
    ]);
  });
  afterAll(() => h?.close());

  const post = (url: string, payload: unknown, app = h.app) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${access}`, ...oneAction() },
      payload: payload as object,
    });
  const campaignRows = () => h.database.db.select().from(schema.campaigns);

  describe('POST /campaign_management/tcr_campaigns/create_tcr_campaign', () => {
    it("registers the detail's texts with the legal name, stores the campaign and audits it", async () => {
      const response = await post(CREATE, { brand_id: ids.brand1, campaign_detail_id: ids.detail });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        campaign_id: expect.stringMatching(CAMPAIGN_ID),
        description: 'Dorado Smiles Group LLC sends reminders. Dorado Smiles Group LLC never sells data.',
      });
      const [row] = await h.database.db.select().from(schema.campaigns).where(eq(schema.campaigns.id, body.id));
      // Stored with what it was registered for: the detail's campaign type (the default) and the detail.
      const stored = { ...body, brand_id: ids.brand1, usecase: 'LOW_VOLUME', campaign_detail_id: ids.detail };
      expect(row).toEqual(stored);
      expect(await auditRows(h.database.db, 'campaigns', body.id)).toEqual([
        expect.objectContaining({ action: 'create', actor_id: h.fixtures.userIds.staff, before: null, after: stored }),
      ]);
      const listed = (await h.get('/campaign_management/campaigns', access)).json();
      expect(listed).toContainEqual(body);
    });

    it('registers one campaign per brand, use case and detail, and another only when asked to', async () => {
      const intent = { brand_id: ids.brand1, campaign_detail_id: ids.detail };
      const first = await post(CREATE, intent);
      expect([201, 409]).toContain(first.statusCode);
      const before = await campaignRows();
      const again = await post(CREATE, intent);
      expect(again.statusCode).toBe(409);
      const existing = before.filter((row) => row.brand_id === ids.brand1 && row.usecase === 'LOW_VOLUME').at(-1)!;
      expect(again.json()).toEqual({
        detail:
          'This brand already has a campaign of this use case from this campaign detail. Send "additional": true ' +
          'to register another one.',
        code: 'campaign_exists',
        campaign: { id: existing.id, campaign_id: existing.campaign_id, description: existing.description },
      });
      expect(await campaignRows()).toHaveLength(before.length);
      const another = await post(CREATE, { ...intent, additional: true });
      expect(another.statusCode).toBe(201);
      expect(another.json().id).not.toBe(existing.id);
      expect(await campaignRows()).toHaveLength(before.length + 1);
    });

    it('takes the brand by its TCR brand id and a use case other than the detail type', async () => {
      const response = await post(CREATE, {
        brand_id: brand1Id.toLowerCase(),
        campaign_detail_id: ids.detail,
        use_case: 'SOCIAL',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().campaign_id).toMatch(CAMPAIGN_ID);
    });

    it('names an unknown brand and detail', async () => {
      const response = await post(CREATE, { brand_id: 999999, campaign_detail_id: 999999 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        brand_id: ['Invalid pk "999999" - object does not exist.'],
        campaign_detail_id: ['Invalid pk "999999" - object does not exist.'],
      });
      const byTcrId = await post(CREATE, { brand_id: 'BZZZZZZ', campaign_detail_id: ids.detail });
      expect(byTcrId.json()).toEqual({ brand_id: ['Invalid pk "BZZZZZZ" - object does not exist.'] });
    });

    it('validates the body', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{}, { brand_id: ['This field is required.'], campaign_detail_id: ['This field is required.'] }],
        [
          { brand_id: 'brand', campaign_detail_id: ids.detail },
          { brand_id: ['Give the brand as its id or its TCR brand id (B and 6 letters or digits).'] },
        ],
        [
          { brand_id: ids.brand1, campaign_detail_id: ids.detail, use_case: 'MARKETING' },
          { use_case: ['"MARKETING" is not a valid choice.'] },
        ],
        [{ brand_id: ids.brand1, campaign_detail_id: ids.detail, x: 1 }, { x: ['Unknown field.'] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await post(CREATE, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    });

    it('answers 502 when the registry refuses, and stores nothing', async () => {
      const before = (await campaignRows()).length;
      const audits = await auditCount(h.database.db, 'campaigns');
      const failing = h.appWith({ sandboxFailures: ['tcr.createCampaign'] });
      const another = { brand_id: ids.brand1, campaign_detail_id: ids.detail, additional: true };
      const response = await post(CREATE, another, failing);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: Campaign rejected: the message flow is insufficient',
        code: 'provider_error',
      });
      // With every TCR call failing, the brand itself reads as unverified: a refusal (400), nothing stored either.
      const allFailing = h.appWith({ sandboxFailures: ['tcr.*'] });
      const unverified = await post(CREATE, another, allFailing);
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json()).toEqual({ detail: 'HTTP 400: The brand is not verified', code: 'invalid_state' });
      expect(await campaignRows()).toHaveLength(before);
      expect(await auditCount(h.database.db, 'campaigns')).toBe(audits);
    });

    it('requires a signed-in staff user', async () => {
      const response = await h.app.inject({ method: 'POST', url: CREATE, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  describe('GET /account_admin for manual scaling', () => {
    it("lists accounts without a parent with TCR ready and their legal entity's brand ids, unless basic_info", async () => {
      const { db } = h.database;
      const [legalEntity] = await db
        .select({ id: schema.legal_entities.id })
        .from(schema.legal_entities)
        .where(eq(schema.legal_entities.name, 'Scale Entity'));
      const ready = await insertAccount(db, 'Scale Ready Solo', { legal_entity_id: legalEntity!.id, tcr_ready: true });
      const bare = await insertAccount(db, 'Scale Bare Solo');
      const rows = (await h.get('/account_admin?parent_blank=true&search=Solo', access)).json().results;
      expect(rows).toEqual([
        expect.objectContaining({ id: bare.id, tcr_ready: false, brands: [] }),
        expect.objectContaining({ id: ready.id, tcr_ready: true, brands: [{ id: ids.brand3, brand_id: brand3Id }] }),
      ]);
      const basic = (await h.get('/account_admin?parent_blank=true&search=Solo&basic_info=true', access)).json();
      expect(basic.results.map((row: object) => Object.keys(row))).toEqual([
        ['id', 'name', 'email', 'office_phone', 'calendar_type', 'company_industry', 'last_sync_time'],
        ['id', 'name', 'email', 'office_phone', 'calendar_type', 'company_industry', 'last_sync_time'],
      ]);
      await db.delete(schema.accounts).where(eq(schema.accounts.id, ready.id));
      await db.delete(schema.accounts).where(eq(schema.accounts.id, bare.id));
    });
  });

  describe('POST /campaign_management/scaling', () => {
    it('validates the body', async () => {
      const base = { use_case: 'CUSTOMER_CARE', brand_id: ids.brand3 };
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [base, { non_field_errors: ['Give either account_ids or parent_account.'] }],
        [
          { ...base, account_ids: [ids.one], parent_account: ids.parent },
          { non_field_errors: ['Give account_ids or parent_account, not both.'] },
        ],
        [{ ...base, account_ids: [] }, { account_ids: ['This list may not be empty.'] }],
        [{ account_ids: [ids.one] }, { use_case: ['This field is required.'], brand_id: ['This field is required.'] }],
        [{ ...base, use_case: 'HUGE', account_ids: [ids.one] }, { use_case: ['"HUGE" is not a valid choice.'] }],
        [{ ...base, parent_account: 'x' }, { parent_account: ['Incorrect type. Expected pk value.'] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await post(SCALE, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    });

    it('names unknown brands, accounts and parent accounts', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [
          { account_ids: [ids.one], use_case: 'SOCIAL', brand_id: 999999 },
          { brand_id: ['Invalid pk "999999" - object does not exist.'] },
        ],
        [
          { account_ids: [ids.one, 999999], use_case: 'SOCIAL', brand_id: ids.brand3 },
          { account_ids: ['Invalid pk "999999" - object does not exist.'] },
        ],
        [
          { parent_account: 999999, use_case: 'SOCIAL', brand_id: ids.brand3 },
          { parent_account: ['Invalid pk "999999" - object does not exist.'] },
        ],
        [
          { parent_account: ids.emptyParent, use_case: 'SOCIAL', brand_id: ids.brand3 },
          { parent_account: ['This parent account has no accounts.'] },
        ],
      ];
      for (const [payload, errors] of cases) {
        const response = await post(SCALE, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    });

    it("refuses accounts outside the brand's legal entity", async () => {
      const accounts = await post(SCALE, {
        account_ids: [ids.one, ids.other],
        use_case: 'SOCIAL',
        brand_id: ids.brand3,
      });
      expect(accounts.statusCode).toBe(400);
      expect(accounts.json()).toEqual({ account_ids: [`Not under the brand's legal entity: account ${ids.other}.`] });
      const parent = await post(SCALE, { parent_account: ids.otherParent, use_case: 'SOCIAL', brand_id: ids.brand3 });
      expect(parent.json()).toEqual({ parent_account: [`Not under the brand's legal entity: account ${ids.other}.`] });
    });

    it('refuses when a campaign must be registered and no account has a campaign detail', async () => {
      const response = await post(SCALE, { account_ids: [ids.two], use_case: 'SOCIAL', brand_id: ids.brand3 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail:
          'No campaign of this use case exists under this brand, and none of the accounts has a campaign detail to create one from.',
        code: 'campaign_detail_missing',
      });
    });

    it('answers 502 when the registry fails, and stores nothing', async () => {
      const before = (await campaignRows()).length;
      const payload = { account_ids: [ids.one, ids.two], use_case: 'CUSTOMER_CARE', brand_id: ids.brand3 };
      const failingCreate = await post(SCALE, payload, h.appWith({ sandboxFailures: ['tcr.createCampaign'] }));
      expect(failingCreate.statusCode).toBe(502);
      expect(failingCreate.json()).toEqual({
        detail: 'HTTP 400: Campaign rejected: the message flow is insufficient',
        code: 'provider_error',
      });
      const failingAll = await post(SCALE, payload, h.appWith({ sandboxFailures: ['tcr.*'] }));
      expect(failingAll.statusCode).toBe(502);
      expect(failingAll.json()).toEqual({
        detail: 'HTTP 503: Service temporarily unavailable',
        code: 'provider_error',
      });
      expect(await campaignRows()).toHaveLength(before);
      expect(await phoneRow(h.database.db, NUMBERS[0]!)).toMatchObject({ campaign_id: null, brand_id: null });
      expect(await auditCount(h.database.db, 'tcr_phone_numbers')).toBe(0);
    });

    it("registers the use case's campaign from the accounts' detail and moves their numbers, audited", async () => {
      const response = await post(SCALE, {
        account_ids: [ids.one, ids.two],
        use_case: 'CUSTOMER_CARE',
        brand_id: ids.brand3,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(scalingResponse.strict().parse(body)).toEqual(body);
      expect(body).toEqual({
        campaign: {
          id: expect.any(Number),
          campaign_id: expect.stringMatching(CAMPAIGN_ID),
          description: 'Scale Entity LLC sends reminders. Scale Entity LLC never sells data.',
        },
        campaign_created: true,
        accounts: 2,
        phone_numbers: 3,
        order_id: expect.any(String),
      });
      for (const number of NUMBERS) {
        expect(await phoneRow(h.database.db, number)).toMatchObject({
          campaign_id: body.campaign.id,
          brand_id: ids.brand3,
        });
      }
      expect(await phoneRow(h.database.db, '+17877770009')).toMatchObject({ campaign_id: null });
      expect(await auditRows(h.database.db, 'tcr_phone_numbers', NUMBERS[2]!)).toEqual([
        expect.objectContaining({
          action: 'update',
          actor_id: h.fixtures.userIds.staff,
          before: { campaign_id: oldCampaign },
          after: { campaign_id: body.campaign.id },
        }),
      ]);
      expect(await auditRows(h.database.db, 'campaigns', body.campaign.id)).toHaveLength(1);

      // Again: the campaign of that use case exists now, and the numbers are on it already.
      const again = await post(SCALE, { account_ids: [ids.one], use_case: 'CUSTOMER_CARE', brand_id: brand3Id });
      expect(again.json()).toEqual({
        campaign: body.campaign,
        campaign_created: false,
        accounts: 1,
        phone_numbers: 0,
        order_id: null,
      });
    });

    it("scales every account of a parent account, and keeps the numbers when the carrier's order fails", async () => {
      const response = await post(SCALE, { parent_account: ids.parent, use_case: 'LOW_VOLUME', brand_id: ids.brand3 });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ campaign_created: true, accounts: 2, phone_numbers: 3 });
      expect(await phoneRow(h.database.db, NUMBERS[0]!)).toMatchObject({ campaign_id: body.campaign.id });

      const failing = h.appWith({ sandboxFailures: ['tcr.assignCampaignToPhones'] });
      const refused = await post(
        SCALE,
        { parent_account: ids.parent, use_case: 'SOCIAL', brand_id: ids.brand3 },
        failing,
      );
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        detail: 'The carrier rejected the order: the campaign is not provisioned with the carrier',
        code: 'provider_error',
        error_code: '5099',
      });
      for (const number of NUMBERS) {
        expect(await phoneRow(h.database.db, number)).toMatchObject({ campaign_id: body.campaign.id });
      }
    });

    it('requires a signed-in staff user', async () => {
      const response = await h.app.inject({ method: 'POST', url: SCALE, payload: {} });
      expect(response.statusCode).toBe(401);
    });
  });
});
