import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { campaignDetail, campaignDetailPage } from '../../src/shared/campaignManagement.ts';
import { auditRows } from './campaign-management-data.ts';
import { createHarness, databaseKinds, TEST_API_URL, type Harness } from './harness.ts';

const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const URL = '/campaign_management/campaign_details';
/** 22 details of our own, so with the fixture's there are 23: two pages. */
const NAMES = Array.from({ length: 22 }, (_, i) => `Campaña ${String.fromCharCode(65 + i)} seguimiento`);

describe.each(databaseKinds)('campaign details on %s', (kind) => {
  let h: Harness;
  let access: string;
  let accountIds: Record<string, number>;

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    accountIds = h.fixtures.accountIds;
    await h.database.db.insert(schema.campaign_details).values(
      NAMES.map((name, i) => ({
        name,
        tcr_message_flow: `Flow ${i}`,
        tcr_description: `Description ${i}`,
        campaign_type: i % 2 === 0 ? 'LOW_VOLUME' : 'SOCIAL',
      })),
    );
  });
  afterAll(() => h?.close());

  const headers = () => ({ authorization: `Bearer ${access}` });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: headers(), ...(payload === undefined ? {} : { payload: payload as object }) });
  const detailOf = async (accountId: number) =>
    (
      await h.database.db
        .select({ detail: schema.accounts.campaign_detail_id })
        .from(schema.accounts)
        .where(eq(schema.accounts.id, accountId))
    )[0]!.detail;
  const valid = {
    name: 'Confirmaciones',
    tcr_message_flow: 'Patients opt in at {{NAME}}.',
    tcr_description: '{{NAME}} confirms appointments.',
  };

  describe('GET list', () => {
    it('answers 20 details a page by name, with their account ids', async () => {
      const response = await h.get(URL, access);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(campaignDetailPage.strict().parse(body)).toEqual(body);
      expect(body).toMatchObject({ count: 23, previous: null, next: `${TEST_API_URL}${URL}?page=2` });
      // Byte order of lower(name): "campaña …" sorts before "recordatorios …".
      expect(body.results.map((d: { name: string }) => d.name)).toEqual(NAMES.slice(0, 20));
      expect(body.results[1]).toEqual({
        id: expect.any(Number),
        name: NAMES[1],
        tcr_message_flow: 'Flow 1',
        tcr_description: 'Description 1',
        campaign_type: 'SOCIAL',
        accounts: [],
      });
      const page2 = (await h.get(`${URL}?page=2`, access)).json();
      expect(page2.results.map((d: { name: string }) => d.name)).toEqual([
        ...NAMES.slice(20),
        'Recordatorios de citas',
      ]);
      expect(page2.results[2]).toEqual({
        id: h.fixtures.campaignDetailId,
        name: 'Recordatorios de citas',
        tcr_message_flow: 'Opt in at the desk for {{NAME}}.',
        tcr_description: '{{NAME}} reminders.',
        campaign_type: 'LOW_VOLUME',
        accounts: [accountIds.bayamon],
      });
      const page3 = await h.get(`${URL}?page=3`, access);
      expect(page3.statusCode).toBe(404);
      expect(page3.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    });

    it('searches names case-insensitively; without a page (the picker) it answers page 1', async () => {
      const paged = await h.get(`${URL}?page=1&search=RECORDATORIOS`, access);
      expect(paged.json()).toMatchObject({ count: 1, next: null, previous: null });
      expect(paged.json().results.map((d: { id: number }) => d.id)).toEqual([h.fixtures.campaignDetailId]);
      const picker = await h.get(`${URL}?search=${encodeURIComponent('B seg')}`, access);
      expect(picker.json()).toMatchObject({ count: 1, results: [{ name: NAMES[1] }] });
      const none = await h.get(`${URL}?search=${encodeURIComponent('100%')}`, access);
      expect(none.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('requires a signed-in staff user', async () => {
      const response = await h.get(URL);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  describe('GET one', () => {
    it('answers the detail with its account ids', async () => {
      const response = await h.get(`${URL}/${h.fixtures.campaignDetailId}`, access);
      expect(response.statusCode).toBe(200);
      expect(campaignDetail.strict().parse(response.json())).toEqual(response.json());
      expect(response.json()).toMatchObject({ name: 'Recordatorios de citas', accounts: [accountIds.bayamon] });
    });

    it('answers 404 for an unknown or malformed id, 401 without a token', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await h.get(`${URL}/${id}`, access);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect((await h.get(`${URL}/${h.fixtures.campaignDetailId}`)).statusCode).toBe(401);
    });
  });

  describe('POST', () => {
    it('creates the detail (LOW_VOLUME by default), associates the accounts and audits both', async () => {
      const response = await send('POST', URL, { ...valid, accounts: [accountIds.smile, accountIds.zeta] });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        ...valid,
        campaign_type: 'LOW_VOLUME',
        accounts: [accountIds.smile, accountIds.zeta].sort((a, b) => a! - b!),
      });
      expect(await detailOf(accountIds.smile!)).toBe(body.id);
      const audit = await auditRows(h.database.db, 'campaign_details', body.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'create',
          actor_id: h.fixtures.userIds.staff,
          before: null,
          after: expect.objectContaining({ id: body.id, name: 'Confirmaciones', campaign_type: 'LOW_VOLUME' }),
        }),
      ]);
      expect(await auditRows(h.database.db, 'accounts', accountIds.zeta!)).toEqual([
        expect.objectContaining({
          action: 'update',
          before: { campaign_detail_id: null },
          after: { campaign_detail_id: body.id },
        }),
      ]);
    });

    it('trims the texts and takes a campaign type', async () => {
      const response = await send('POST', URL, { ...valid, name: '  Social  ', campaign_type: 'SOCIAL' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Social', campaign_type: 'SOCIAL', accounts: [] });
    });

    it('says what spec 5 says for missing or blank texts', async () => {
      const expected = {
        name: ['Name is required'],
        tcr_message_flow: ['Message flow is required'],
        tcr_description: ['Description is required'],
      };
      for (const payload of [{}, { name: ' ', tcr_message_flow: '', tcr_description: '\n' }]) {
        const response = await send('POST', URL, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(expected);
      }
    });

    it('refuses an unknown campaign type, unknown accounts, long names and unknown fields', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{ ...valid, campaign_type: 'HUGE' }, { campaign_type: ['"HUGE" is not a valid choice.'] }],
        [
          { ...valid, accounts: [accountIds.smile, 999998, 999999] },
          {
            accounts: ['Invalid pk "999998" - object does not exist.', 'Invalid pk "999999" - object does not exist.'],
          },
        ],
        [{ ...valid, accounts: ['x'] }, { 'accounts.0': ['Incorrect type. Expected pk value.'] }],
        [{ ...valid, name: 'x'.repeat(256) }, { name: ['Ensure this field has no more than 255 characters.'] }],
        [{ ...valid, color: 'red' }, { color: ['Unknown field.'] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await send('POST', URL, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual(errors);
      }
      expect(await detailOf(accountIds.smile!)).not.toBeNull();
    });

    it('requires a signed-in staff user', async () => {
      expect((await h.app.inject({ method: 'POST', url: URL, payload: valid })).statusCode).toBe(401);
    });
  });

  describe('PATCH', () => {
    it('updates the texts and replaces the account association, auditing every change', async () => {
      const created = (
        await send('POST', URL, { ...valid, name: 'Para editar', accounts: [accountIds.percent] })
      ).json();
      const response = await send('PATCH', `${URL}/${created.id}`, {
        id: created.id,
        name: 'Editado',
        tcr_description: 'New {{NAME}} text.',
        campaign_type: 'CUSTOMER_CARE',
        accounts: [accountIds.pediatrico],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: created.id,
        name: 'Editado',
        tcr_message_flow: valid.tcr_message_flow,
        tcr_description: 'New {{NAME}} text.',
        campaign_type: 'CUSTOMER_CARE',
        accounts: [accountIds.pediatrico],
      });
      expect(await detailOf(accountIds.percent!)).toBeNull();
      expect(await detailOf(accountIds.pediatrico!)).toBe(created.id);
      expect((await auditRows(h.database.db, 'campaign_details', created.id)).at(-1)).toMatchObject({
        action: 'update',
        before: { name: 'Para editar', tcr_description: valid.tcr_description, campaign_type: 'LOW_VOLUME' },
        after: { name: 'Editado', tcr_description: 'New {{NAME}} text.', campaign_type: 'CUSTOMER_CARE' },
      });
      expect((await auditRows(h.database.db, 'accounts', accountIds.percent!)).at(-1)).toMatchObject({
        before: { campaign_detail_id: created.id },
        after: { campaign_detail_id: null },
      });
    });

    it('moves an account from another detail, and an empty list clears the association', async () => {
      const created = (await send('POST', URL, { ...valid, name: 'Mover' })).json();
      const moved = await send('PATCH', `${URL}/${created.id}`, { accounts: [accountIds.pediatrico] });
      expect(moved.json().accounts).toEqual([accountIds.pediatrico]);
      const cleared = await send('PATCH', `${URL}/${created.id}`, { accounts: [] });
      expect(cleared.json().accounts).toEqual([]);
      expect(await detailOf(accountIds.pediatrico!)).toBeNull();
    });

    it('validates only the fields given, with the spec 5 texts', async () => {
      const id = h.fixtures.campaignDetailId;
      const blank = await send('PATCH', `${URL}/${id}`, { name: '', tcr_message_flow: ' ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ name: ['Name is required'], tcr_message_flow: ['Message flow is required'] });
      const unknown = await send('PATCH', `${URL}/${id}`, { accounts: [999999] });
      expect(unknown.json()).toEqual({ accounts: ['Invalid pk "999999" - object does not exist.'] });
      expect(await detailOf(accountIds.bayamon!)).toBe(id);
    });

    it('answers 404 for an unknown id and 401 without a token', async () => {
      const missing = await send('PATCH', `${URL}/999999`, { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
      const anonymous = await h.app.inject({ method: 'PATCH', url: `${URL}/1`, payload: { name: 'X' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('DELETE', () => {
    it('refuses while accounts are associated, and changes nothing', async () => {
      const id = h.fixtures.campaignDetailId;
      const response = await send('DELETE', `${URL}/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Campaign details with associated accounts cannot be deleted.',
        code: 'campaign_detail_has_accounts',
      });
      expect((await h.get(`${URL}/${id}`, access)).statusCode).toBe(200);
      expect(await auditRows(h.database.db, 'campaign_details', id)).toEqual([]);
    });

    it('deletes a detail without accounts (204) and audits it', async () => {
      const created = (await send('POST', URL, { ...valid, name: 'Borrar' })).json();
      const response = await send('DELETE', `${URL}/${created.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const rows = await h.database.db
        .select()
        .from(schema.campaign_details)
        .where(inArray(schema.campaign_details.id, [created.id]));
      expect(rows).toEqual([]);
      expect((await auditRows(h.database.db, 'campaign_details', created.id)).at(-1)).toMatchObject({
        action: 'delete',
        actor_id: h.fixtures.userIds.staff,
        before: expect.objectContaining({ name: 'Borrar' }),
        after: null,
      });
      expect((await send('DELETE', `${URL}/${created.id}`)).statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const response = await h.app.inject({ method: 'DELETE', url: `${URL}/${h.fixtures.campaignDetailId}` });
      expect(response.statusCode).toBe(401);
    });
  });
});
