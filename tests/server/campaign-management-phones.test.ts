import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { tcrPhoneNumberPage } from '../../src/shared/campaignManagement.ts';
import {
  auditCount,
  auditRows,
  insertBrand,
  insertCampaign,
  insertLegalEntity,
  phoneRow,
  verifiedBrandId,
} from './campaign-management-data.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_API_URL as API } from './harness.ts';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const INVALID_PAGE = { detail: 'Invalid page.', code: 'not_found' };

/** 25 numbers +17875551000…024: the first 10 on campaign 1 of smile, the next 5 zeta's, the rest on campaign 2. */
const LISTED = Array.from({ length: 25 }, (_, i) => `+1787555${1000 + i}`);
/** Numbers the assignment tests move (none of them on an account or campaign at first). */
const SPARE = Array.from({ length: 6 }, (_, i) => `+1787666000${i + 1}`);
const PEDIATRICO = '+19395550199';
const ALL = [...LISTED, ...SPARE, PEDIATRICO].sort();

describe.each(databaseKinds)('campaign management phones on %s', (kind) => {
  let h: Harness;
  let access: string;
  const ids = { smile: 0, zeta: 0, pediatrico: 0, brand1: 0, brand2: 0, c1: 0, c2: 0, c3: 0 };
  let brand1Id = '';
  let brand2Id = '';

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    const { db } = h.database;
    const accounts = h.fixtures.accountIds;
    Object.assign(ids, { smile: accounts.smile!, zeta: accounts.zeta!, pediatrico: accounts.pediatrico! });
    const le1 = await insertLegalEntity(db, 'Dorado Smiles Group');
    const le2 = await insertLegalEntity(db, 'Pediatría del Este');
    brand1Id = verifiedBrandId('P1');
    brand2Id = verifiedBrandId('P2');
    ids.brand1 = (await insertBrand(db, le1.id, brand1Id, 'REF-P1')).id;
    ids.brand2 = (await insertBrand(db, le2.id, brand2Id, null)).id;
    ids.c1 = (await insertCampaign(db, 'CPHONE1', 'Reminders Dorado', ids.brand1)).id;
    ids.c2 = (await insertCampaign(db, 'CPHONE2', 'Care Este', ids.brand2)).id;
    ids.c3 = (await insertCampaign(db, 'CNOBRND', 'No brand yet', null)).id;
    await db
      .insert(schema.tcr_phone_numbers)
      .values([
        ...LISTED.map((number, i) =>
          i < 10
            ? { number, account_id: ids.smile, campaign_id: ids.c1, brand_id: ids.brand1 }
            : i < 15
              ? { number, account_id: ids.zeta }
              : { number, campaign_id: ids.c2, brand_id: ids.brand2 },
        ),
        ...SPARE.map((number) => ({ number })),
        { number: PEDIATRICO, account_id: ids.pediatrico, campaign_id: ids.c2, brand_id: ids.brand2 },
      ]);
    // The first is smile's own bot number; the eleventh, assigned to zeta, rings at pediatrico.
    await db.insert(schema.bot_numbers).values([
      { account_id: ids.smile, number: LISTED[0]! },
      { account_id: ids.pediatrico, number: LISTED[10]! },
    ]);
  });
  afterAll(() => h?.close());

  const auth = () => ({ authorization: `Bearer ${access}` });
  const numbersOf = (body: { results: Array<{ number: string }> }) => body.results.map((row) => row.number);
  const post = (app: Harness['app'], url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { ...auth(), ...oneAction() }, payload: payload as object });
  const ASSIGN_CAMPAIGN = '/campaign_management/twilio/assign_campaign_to_phones';
  const ASSIGN_ACCOUNT = '/campaign_management/twilio/assign_account_to_phones';

  describe('GET /campaign_management/phones', () => {
    it('answers the first 20 numbers in order with account, the account it is the bot number of, campaign and brand', async () => {
      const response = await h.get('/campaign_management/phones', access);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(tcrPhoneNumberPage.strict().parse(body)).toEqual(body);
      expect(body.count).toBe(ALL.length);
      expect(body.previous).toBeNull();
      expect(body.next).toBe(`${API}/campaign_management/phones?page=2`);
      expect(numbersOf(body)).toEqual(ALL.slice(0, 20));
      expect(body.results[0]).toEqual({
        number: '+17875551000',
        account: { id: ids.smile, name: 'Smile Design Dorado' },
        bot_of: { id: ids.smile, name: 'Smile Design Dorado' },
        campaign: { id: ids.c1, campaign_id: 'CPHONE1', description: 'Reminders Dorado' },
        brand: { brand_id: brand1Id, reference_id: 'REF-P1' },
      });
      expect(body.results[1]).toMatchObject({ number: '+17875551001', bot_of: null });
      expect(body.results[10]).toEqual({
        number: '+17875551010',
        account: { id: ids.zeta, name: 'Zeta Chiropractic' },
        bot_of: { id: ids.pediatrico, name: expect.any(String) as string },
        campaign: null,
        brand: null,
      });
      expect(body.results[15]).toEqual({
        number: '+17875551015',
        account: null,
        bot_of: null,
        campaign: { id: ids.c2, campaign_id: 'CPHONE2', description: 'Care Este' },
        brand: { brand_id: brand2Id, reference_id: null },
      });
    });

    it('pages on: page 2 holds the rest, page 3 is an invalid page', async () => {
      const page2 = await h.get('/campaign_management/phones?page=2', access);
      expect(page2.statusCode).toBe(200);
      expect(page2.json()).toMatchObject({
        count: ALL.length,
        next: null,
        previous: `${API}/campaign_management/phones`,
      });
      expect(numbersOf(page2.json())).toEqual(ALL.slice(20));
      const page3 = await h.get('/campaign_management/phones?page=3', access);
      expect(page3.statusCode).toBe(404);
      expect(page3.json()).toEqual(INVALID_PAGE);
    });

    it('filters by digits anywhere in the number, ignoring punctuation', async () => {
      const response = await h.get(`/campaign_management/phones?number=${encodeURIComponent('(555) 102')}`, access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ count: 5, next: null, previous: null });
      expect(numbersOf(response.json())).toEqual(LISTED.slice(20, 25));
      const pediatrico = await h.get('/campaign_management/phones?number=939', access);
      expect(numbersOf(pediatrico.json())).toEqual([PEDIATRICO]);
    });

    it('filters by account id', async () => {
      const response = await h.get(`/campaign_management/phones?account=${ids.zeta}`, access);
      expect(response.json()).toMatchObject({ count: 5 });
      expect(numbersOf(response.json())).toEqual(LISTED.slice(10, 15));
    });

    it('filters by campaign, given as its id or as its TCR campaign id in any case', async () => {
      const expected = [...LISTED.slice(15), PEDIATRICO];
      const byId = await h.get(`/campaign_management/phones?campaign=${ids.c2}`, access);
      expect(byId.json()).toMatchObject({ count: expected.length });
      expect(numbersOf(byId.json())).toEqual(expected);
      const byCampaignId = await h.get('/campaign_management/phones?campaign=cphone2', access);
      expect(numbersOf(byCampaignId.json())).toEqual(expected);
      const unknown = await h.get('/campaign_management/phones?campaign=CNOPE99', access);
      expect(unknown.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('combines filters and ignores empty ones', async () => {
      const response = await h.get(
        `/campaign_management/phones?number=55510&account=${ids.smile}&campaign=${ids.c1}&page=1`,
        access,
      );
      expect(numbersOf(response.json())).toEqual(LISTED.slice(0, 10));
      const empty = await h.get('/campaign_management/phones?page=1&number=&account=&campaign=', access);
      expect(empty.json()).toMatchObject({ count: ALL.length });
    });

    it('refuses a malformed account or page', async () => {
      const account = await h.get('/campaign_management/phones?account=abc', access);
      expect(account.statusCode).toBe(400);
      expect(account.json()).toEqual({ account: ['A valid integer is required.'] });
      // A campaign id beyond our 32-bit ids is refused, not compared (it would overflow in PostgreSQL).
      const campaign = await h.get('/campaign_management/phones?campaign=2147483648', access);
      expect(campaign.statusCode).toBe(400);
      expect(campaign.json()).toEqual({ campaign: ['A valid integer is required.'] });
      const page = await h.get('/campaign_management/phones?page=0', access);
      expect(page.statusCode).toBe(400);
      expect(page.json()).toEqual({ page: ['A valid page number is required.'] });
    });

    it('requires a signed-in staff user', async () => {
      const response = await h.get('/campaign_management/phones');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  describe('GET /campaign_management/campaigns', () => {
    it('lists every campaign by TCR campaign id', async () => {
      const response = await h.get('/campaign_management/campaigns', access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: ids.c3, campaign_id: 'CNOBRND', description: 'No brand yet' },
        { id: ids.c1, campaign_id: 'CPHONE1', description: 'Reminders Dorado' },
        { id: ids.c2, campaign_id: 'CPHONE2', description: 'Care Este' },
      ]);
    });

    it('requires a signed-in staff user', async () => {
      expect((await h.get('/campaign_management/campaigns')).statusCode).toBe(401);
    });
  });

  describe('POST /campaign_management/twilio/assign_campaign_to_phones', () => {
    it('places one order per campaign, stores the campaign and its brand, and audits each phone', async () => {
      const response = await post(h.app, ASSIGN_CAMPAIGN, {
        phone_numbers: [
          { phone_number: SPARE[0], target_campaign: ids.c1 },
          { phone_number: SPARE[1], target_campaign: ids.c2 },
          { phone_number: SPARE[2], target_campaign: ids.c1 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        status: 'COMPLETE',
        error_code: null,
        error_description: null,
        updated: 3,
        orders: [
          {
            order_id: expect.any(String),
            status: 'COMPLETE',
            error_code: null,
            error_description: null,
            phone_numbers: [SPARE[0], SPARE[2]],
          },
          {
            order_id: expect.any(String),
            status: 'COMPLETE',
            error_code: null,
            error_description: null,
            phone_numbers: [SPARE[1]],
          },
        ],
      });
      expect(await phoneRow(h.database.db, SPARE[0]!)).toEqual({
        number: SPARE[0],
        account_id: null,
        campaign_id: ids.c1,
        brand_id: ids.brand1,
      });
      expect(await phoneRow(h.database.db, SPARE[1]!)).toMatchObject({ campaign_id: ids.c2, brand_id: ids.brand2 });
      const audit = await auditRows(h.database.db, 'tcr_phone_numbers', SPARE[0]!);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'update',
        actor_id: h.fixtures.userIds.staff,
        before: { campaign_id: null, brand_id: null },
        after: { campaign_id: ids.c1, brand_id: ids.brand1 },
      });
      // The list shows the move at once (its cached count is dropped).
      const listed = await h.get(`/campaign_management/phones?campaign=${ids.c1}`, access);
      expect(listed.json().count).toBe(12);
    });

    it('keeps the brand when the campaign has none', async () => {
      const response = await post(h.app, ASSIGN_CAMPAIGN, {
        phone_numbers: [{ phone_number: SPARE[0], target_campaign: ids.c3 }],
      });
      expect(response.json()).toMatchObject({ status: 'COMPLETE', updated: 1 });
      expect(await phoneRow(h.database.db, SPARE[0]!)).toMatchObject({ campaign_id: ids.c3, brand_id: ids.brand1 });
    });

    it('names each unknown number and campaign, and changes nothing', async () => {
      const before = await auditCount(h.database.db, 'tcr_phone_numbers');
      const response = await post(h.app, ASSIGN_CAMPAIGN, {
        phone_numbers: [
          { phone_number: SPARE[3], target_campaign: ids.c1 },
          { phone_number: '+17870000000', target_campaign: 999999 },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        'phone_numbers.1.phone_number': ['Invalid pk "+17870000000" - object does not exist.'],
        'phone_numbers.1.target_campaign': ['Invalid pk "999999" - object does not exist.'],
      });
      expect(await phoneRow(h.database.db, SPARE[3]!)).toMatchObject({ campaign_id: null });
      expect(await auditCount(h.database.db, 'tcr_phone_numbers')).toBe(before);
    });

    it('validates the rows', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{}, { phone_numbers: ['Expected a list of items but got type "undefined".'] }],
        [{ phone_numbers: [] }, { phone_numbers: ['This list may not be empty.'] }],
        [
          { phone_numbers: [{ phone_number: SPARE[3] }] },
          { 'phone_numbers.0.target_campaign': ['Incorrect type. Expected pk value.'] },
        ],
        [
          { phone_numbers: [{ phone_number: '', target_campaign: ids.c1 }] },
          { 'phone_numbers.0.phone_number': ['This field is required.'] },
        ],
        [
          {
            phone_numbers: [
              { phone_number: SPARE[3], target_campaign: ids.c1 },
              { phone_number: SPARE[3], target_campaign: ids.c2 },
            ],
          },
          { 'phone_numbers.1': [`${SPARE[3]} is listed more than once.`] },
        ],
        [
          { phone_numbers: [{ phone_number: SPARE[3], target_campaign: ids.c1 }], extra: 1 },
          { extra: ['Unknown field.'] },
        ],
      ];
      for (const [payload, errors] of cases) {
        const response = await post(h.app, ASSIGN_CAMPAIGN, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    });

    it('answers a failed carrier order with its error code and description, storing nothing', async () => {
      const failing = h.appWith({ sandboxFailures: ['tcr.*'] });
      const before = await auditCount(h.database.db, 'tcr_phone_numbers');
      const response = await post(failing, ASSIGN_CAMPAIGN, {
        phone_numbers: [{ phone_number: SPARE[4], target_campaign: ids.c1 }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'FAILED',
        error_code: '5099',
        error_description: 'The carrier rejected the order: the campaign is not provisioned with the carrier',
        updated: 0,
        orders: [
          {
            order_id: expect.any(String),
            status: 'FAILED',
            error_code: '5099',
            error_description: 'The carrier rejected the order: the campaign is not provisioned with the carrier',
            phone_numbers: [SPARE[4]],
          },
        ],
      });
      expect(await phoneRow(h.database.db, SPARE[4]!)).toMatchObject({ campaign_id: null, brand_id: null });
      expect(await auditCount(h.database.db, 'tcr_phone_numbers')).toBe(before);
    });

    it('requires a signed-in staff user', async () => {
      const response = await h.app.inject({ method: 'POST', url: ASSIGN_CAMPAIGN, payload: { phone_numbers: [] } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /campaign_management/twilio/assign_account_to_phones', () => {
    it('moves the numbers to the account and audits each phone', async () => {
      const response = await post(h.app, ASSIGN_ACCOUNT, {
        phone_numbers: [SPARE[3], SPARE[5]],
        target_account: ids.pediatrico,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'COMPLETE',
        error_code: null,
        error_description: null,
        updated: 2,
        orders: [
          {
            order_id: expect.any(String),
            status: 'COMPLETE',
            error_code: null,
            error_description: null,
            phone_numbers: [SPARE[3], SPARE[5]],
          },
        ],
      });
      expect(await phoneRow(h.database.db, SPARE[5]!)).toEqual({
        number: SPARE[5],
        account_id: ids.pediatrico,
        campaign_id: null,
        brand_id: null,
      });
      const audit = await auditRows(h.database.db, 'tcr_phone_numbers', SPARE[5]!);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'update',
          actor_id: h.fixtures.userIds.staff,
          before: { account_id: null },
          after: { account_id: ids.pediatrico },
        }),
      ]);
      const listed = await h.get(`/campaign_management/phones?account=${ids.pediatrico}`, access);
      expect(numbersOf(listed.json())).toEqual([SPARE[3], SPARE[5], PEDIATRICO]);
    });

    it('names unknown numbers and a missing or unknown account', async () => {
      const unknown = await post(h.app, ASSIGN_ACCOUNT, {
        phone_numbers: [SPARE[4], '+17870000000'],
        target_account: 999999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        'phone_numbers.1': ['Invalid pk "+17870000000" - object does not exist.'],
        target_account: ['Invalid pk "999999" - object does not exist.'],
      });
      const missing = await post(h.app, ASSIGN_ACCOUNT, { phone_numbers: [SPARE[4]] });
      expect(missing.json()).toEqual({ target_account: ['This field is required.'] });
      const wrongType = await post(h.app, ASSIGN_ACCOUNT, { phone_numbers: [SPARE[4]], target_account: 'x' });
      expect(wrongType.json()).toEqual({ target_account: ['Incorrect type. Expected pk value.'] });
    });

    it('answers a failed carrier order and stores nothing', async () => {
      const failing = h.appWith({ sandboxFailures: ['tcr.assignAccountToPhones'] });
      const response = await post(failing, ASSIGN_ACCOUNT, { phone_numbers: [SPARE[4]], target_account: ids.zeta });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'FAILED', error_code: '5099', updated: 0 });
      expect(await phoneRow(h.database.db, SPARE[4]!)).toMatchObject({ account_id: null });
    });

    it('requires a signed-in staff user', async () => {
      const response = await h.app.inject({ method: 'POST', url: ASSIGN_ACCOUNT, payload: {} });
      expect(response.statusCode).toBe(401);
    });
  });
});
