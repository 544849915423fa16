import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import { accountWritesRoutes } from '../../src/server/routes/account-writes.ts';
import { createServices } from '../../src/server/services/index.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import { accountDetail } from '../../src/shared/accounts.ts';
import type { FeatureFlags } from '../../src/shared/featureFlags.ts';
import { USERS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_CONFIG } from './harness.ts';

const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const AREA_CODE_INVALID = 'Value must be a number of three digits and a valid area code.';
const AREA_CODE_MISSING = {
  detail: 'The account has no bot number area code. Save one before provisioning a bot number.',
  code: 'bot_number_area_code_missing',
};
/** Spelled out to stay independent of the code under test; typed by the flag list so the two cannot drift. */
const NO_FEATURES = {
  sms_language_detection_enabled: false,
  calendar_sync_enabled: false,
  cancelations_enabled: false,
  confirmations_enabled: false,
  confirmations_should_include_time: false,
  out_of_sync_scheduling_enabled: false,
  scheduling_enabled: false,
  has_telemedicine: false,
  text_back_enabled: false,
  voicemail_enabled: false,
  is_waiting_list_enabled: false,
  is_missed_call_open_thread: false,
  has_active_subscription: false,
} satisfies FeatureFlags;
const HEX32 = 'c0ffee00'.repeat(4);
const doesNotExist = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

type Body = Record<string, unknown>;

describe.each(databaseKinds)('account writes on %s', (kind) => {
  let h: Harness;
  let access: string;
  let resellerAccess: string;
  let counter = 0;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    resellerAccess = (await h.signIn(USERS.reseller.username)).access;
    // The reseller's new accounts go under a parent account of one it owns (reseller-ownership.test.ts).
    await h.database.db
      .update(schema.accounts)
      .set({ reseller_id: h.fixtures.userIds.reseller })
      .where(eq(schema.accounts.id, h.fixtures.accountIds.bayamon!));
  });
  afterAll(() => h?.close());

  const headers = (token: string | null = access) => (token ? { authorization: `Bearer ${token}` } : {});
  const create = (payload: unknown, token: string | null = access) =>
    h.app.inject({ method: 'POST', url: '/account_admin', headers: headers(token), payload: payload as object });
  const patch = (id: number | string, payload: unknown, token: string | null = access) =>
    h.app.inject({ method: 'PATCH', url: `/account_admin/${id}`, headers: headers(token), payload: payload as object });
  const provision = (id: number | string, token: string | null = access, app = h.app, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/account_admin/${id}/provision_bot_number`,
      headers: { ...headers(token), ...oneAction() },
      ...(payload ? { payload } : {}),
    });

  /** A complete wizard payload with a fresh name. */
  const newAccount = (overrides: Body = {}): Body => {
    counter += 1;
    return {
      name: `Clínica Nueva ${counter}`,
      email: `nueva${counter}@clinica.pr`,
      office_phone: '(787) 555-0100',
      lang: 'es_ES',
      timezone: 'America/Puerto_Rico',
      company_industry: h.fixtures.industryIds.Dental,
      calendar_name: 'DENTRIX',
      salesforce_id: '',
      parent_account: h.fixtures.parentAccountId,
      legal_entity: h.fixtures.legalEntityId,
      campaign_detail: h.fixtures.campaignDetailId,
      username: '',
      bot_number_area_code: '787',
      ...overrides,
    };
  };
  /** A reseller's wizard: no TCR references. */
  const resellerAccount = (overrides: Body = {}): Body => {
    const { legal_entity: _entity, campaign_detail: _detail, ...form } = newAccount(overrides);
    return form;
  };
  const created = async (overrides: Body = {}) => {
    const response = await create(newAccount(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number } & Body>();
  };
  const auditOf = (table: string, recordId: number) =>
    h.database.db
      .select()
      .from(schema.audit_log)
      .where(and(eq(schema.audit_log.table_name, table), eq(schema.audit_log.record_id, String(recordId))))
      .orderBy(schema.audit_log.id);
  const auditCount = async () => (await h.database.db.select().from(schema.audit_log)).length;
  const storedAccount = async (id: number) =>
    (await h.database.db.select().from(schema.accounts).where(eq(schema.accounts.id, id)))[0]!;

  describe('POST /account_admin', () => {
    it('creates the account with its features and billing rows and answers 201 with the detail', async () => {
      const payload = newAccount({ salesforce_id: '001ABCDEF123456789', username: 'nueva' });
      const response = await create(payload);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(accountDetail.strict().parse(body)).toEqual(body);
      const f = h.fixtures;
      const [billing] = await h.database.db
        .select()
        .from(schema.billing_settings)
        .where(eq(schema.billing_settings.account_id, body.id));
      expect(body).toEqual({
        id: expect.any(Number),
        name: payload.name,
        email: payload.email,
        office_phone: '(787) 555-0100',
        lang: 'es_ES',
        calendar_type: 0,
        timezone: 'America/Puerto_Rico',
        company_industry: { id: f.industryIds.Dental, name: 'Dental' },
        calendar_name: 'DENTRIX',
        bot_numbers: [],
        features: NO_FEATURES,
        stripe_customer_id: null,
        parent_account: { id: f.parentAccountId, name: 'Grupo Dental Caribe' },
        legal_entity: { id: f.legalEntityId, name: 'Clínica Dental Bayamón' },
        campaign_detail: { id: f.campaignDetailId, name: 'Recordatorios de citas' },
        reseller: null,
        salesforce_id: '001ABCDEF123456789',
        // Not an account of the Salesforce sandbox: the link reads the id.
        salesforce_account: { id: '001ABCDEF123456789', name: '001ABCDEF123456789', url: null },
        appointment_request_window_days: 30,
        requests_time_in_advance_minutes: 1440,
        bot_number_area_code: '787',
        call_rescue_tests_enabled: false,
        user_set: [],
        business_phones: [],
        twilio_configuration: null,
        billing_setting: { id: billing!.id, is_delinquent: false, ignore_delinquent_check: false },
        username: 'nueva',
        town: null,
        notes: null,
        tcr_ready: false,
        brands: [
          { id: f.brandIds[1], brand_id: 'BNEW002', brand_identity_status: 2, set_for_revet: true },
          { id: f.brandIds[0], brand_id: 'BOLD001', brand_identity_status: 3, set_for_revet: false },
        ],
        tcr_brand: { id: f.brandIds[1], brand_id: 'BNEW002', brand_identity_status: 2, set_for_revet: true },
        last_sync_time: null,
      });
      const [features] = await h.database.db
        .select()
        .from(schema.features)
        .where(eq(schema.features.account_id, body.id));
      expect(features).toEqual({ account_id: body.id, ...NO_FEATURES });
    });

    it('writes one audit entry per created row, by the signed-in user', async () => {
      const { id } = await created();
      const [accountEntry] = await auditOf('accounts', id);
      expect(accountEntry).toMatchObject({ actor_id: h.fixtures.userIds.staff, action: 'create', before: null });
      expect(accountEntry!.after).toMatchObject({
        id,
        name: `Clínica Nueva ${counter}`,
        company_industry_id: h.fixtures.industryIds.Dental,
        bot_number_area_code: '787',
        salesforce_id: null,
      });
      const [featuresEntry] = await auditOf('features', id);
      expect(featuresEntry).toMatchObject({
        action: 'create',
        before: null,
        after: { account_id: id, voicemail_enabled: false },
      });
      const [billing] = await h.database.db
        .select()
        .from(schema.billing_settings)
        .where(eq(schema.billing_settings.account_id, id));
      const [billingEntry] = await auditOf('billing_settings', billing!.id);
      expect(billingEntry).toMatchObject({
        actor_id: h.fixtures.userIds.staff,
        action: 'create',
        after: { id: billing!.id, account_id: id, is_delinquent: false, ignore_delinquent_check: false },
      });
    });

    it('takes the calendar type from an integrated calendar system', async () => {
      expect((await created({ calendar_name: 'OPEN_DENTAL' })).calendar_type).toBe(1);
      expect((await created({ calendar_name: 'CHIROTOUCH' })).calendar_type).toBe(5);
      expect((await created({ calendar_name: 'GOOGLE_CALENDAR' })).calendar_type).toBe(0);
    });

    it('takes references by value as well as by id', async () => {
      const body = await created({
        parent_account: { id: h.fixtures.parentAccountId, name: 'Grupo Dental Caribe' },
        company_industry: { id: h.fixtures.industryIds.Medical, name: 'Medical' },
      });
      expect(body.parent_account).toEqual({ id: h.fixtures.parentAccountId, name: 'Grupo Dental Caribe' });
      expect(body.company_industry).toEqual({ id: h.fixtures.industryIds.Medical, name: 'Medical' });
    });

    it('reports every missing field with the messages of spec 5', async () => {
      const response = await create({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['The name is required'],
        email: ['The email is required'],
        office_phone: ['The phone is required'],
        lang: ['The language is required'],
        timezone: ['The timezone is required'],
        company_industry: ['The industry is required'],
        calendar_name: ['The calendar is required'],
        parent_account: ['The parent account is required'],
        legal_entity: ['The legal entity is required'],
        campaign_detail: ['The campaign detail is required'],
        bot_number_area_code: ['Bot number area code is required.'],
      });
    });

    it('treats blank and null values as missing', async () => {
      const response = await create(
        newAccount({ name: '   ', email: null, parent_account: null, legal_entity: '', bot_number_area_code: ' ' }),
      );
      expect(response.json()).toEqual({
        name: ['The name is required'],
        email: ['The email is required'],
        parent_account: ['The parent account is required'],
        legal_entity: ['The legal entity is required'],
        bot_number_area_code: ['Bot number area code is required.'],
      });
    });

    it('checks formats and choices', async () => {
      const response = await create(
        newAccount({ email: 'not-an-email', lang: 'fr_FR', timezone: 'Europe/Madrid', calendar_name: 'NOPE' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        email: ['Entered value does not match email format'],
        lang: ['"fr_FR" is not a valid choice.'],
        timezone: ['"Europe/Madrid" is not a valid choice.'],
        calendar_name: ['"NOPE" is not a valid choice.'],
      });
    });

    it.each(['12', '1234', 'abc', '800', '000', '555'])('refuses the area code %j', async (code) => {
      const response = await create(newAccount({ bot_number_area_code: code }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ bot_number_area_code: [AREA_CODE_INVALID] });
    });

    it.each(['787', '939', '212', 305])('accepts the area code %j', async (code) => {
      expect((await created({ bot_number_area_code: code })).bot_number_area_code).toBe(String(code));
    });

    it('names the ids that do not exist', async () => {
      const response = await create(
        newAccount({
          company_industry: 99999,
          parent_account: 99998,
          legal_entity: { id: 99997 },
          campaign_detail: 99996,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        company_industry: [doesNotExist(99999)],
        parent_account: [doesNotExist(99998)],
        legal_entity: [doesNotExist(99997)],
        campaign_detail: [doesNotExist(99996)],
      });
    });

    it('refuses ids of the wrong type and unknown fields', async () => {
      const response = await create(newAccount({ parent_account: 'abc', legal_entity: -1, calendar_type: 1 }));
      expect(response.json()).toEqual({
        parent_account: ['Incorrect type. Expected pk value.'],
        legal_entity: ['Incorrect type. Expected pk value.'],
        calendar_type: ['Unknown field.'],
      });
    });

    it('writes nothing when a field is invalid', async () => {
      const before = await auditCount();
      expect((await create(newAccount({ campaign_detail: 99996 }))).statusCode).toBe(400);
      expect(await auditCount()).toBe(before);
    });

    it('requires town and notes from a reseller', async () => {
      const response = await create(resellerAccount(), resellerAccess);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ town: ['The town is required'], notes: ['The notes are required'] });
      const invalid = await create(resellerAccount({ town: 'Madrid', notes: 'x' }), resellerAccess);
      expect(invalid.json()).toEqual({ town: ['"Madrid" is not a valid choice.'] });
    });

    it("stores a reseller's town and notes", async () => {
      const response = await create(
        resellerAccount({ town: 'Mayagüez', notes: 'Llamar en la tarde.' }),
        resellerAccess,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ town: 'Mayagüez', notes: 'Llamar en la tarde.' });
      expect((await auditOf('accounts', response.json().id))[0]!.actor_id).toBe(h.fixtures.userIds.reseller);
    });

    it('does not require town and notes from other staff', async () => {
      expect(await created()).toMatchObject({ town: null, notes: null, username: null, salesforce_id: null });
      expect(await created({ town: 'OTHER' })).toMatchObject({ town: 'OTHER' });
    });

    it('answers 401 without a token', async () => {
      const response = await create(newAccount(), null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  describe('PATCH /account_admin/:id', () => {
    it('updates the overview fields and answers with the detail', async () => {
      const { id } = await created({ salesforce_id: '001SF', town: 'Ponce' });
      const response = await patch(id, {
        id,
        name: '  Clínica Renovada  ',
        email: 'renovada@clinica.pr',
        office_phone: '(939) 555-0111',
        lang: 'en_US',
        calendar_type: 3,
        timezone: 'America/New_York',
        company_industry: h.fixtures.industryIds.Pediatrics,
        calendar_name: 'ATHENA',
        appointment_request_window_days: 14,
        requests_time_in_advance_minutes: 3 * 1440,
        salesforce_id: '',
        stripe_customer_id: 'cus_NEW',
        username: 'renovada',
        town: 'Caguas',
        notes: 'Nuevo horario.',
        call_rescue_tests_enabled: true,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(accountDetail.strict().parse(body)).toEqual(body);
      expect(body).toMatchObject({
        id,
        name: 'Clínica Renovada',
        email: 'renovada@clinica.pr',
        office_phone: '(939) 555-0111',
        lang: 'en_US',
        calendar_type: 3,
        timezone: 'America/New_York',
        company_industry: { id: h.fixtures.industryIds.Pediatrics, name: 'Pediatrics' },
        calendar_name: 'ATHENA',
        appointment_request_window_days: 14,
        requests_time_in_advance_minutes: 4320,
        salesforce_id: null,
        stripe_customer_id: 'cus_NEW',
        username: 'renovada',
        town: 'Caguas',
        notes: 'Nuevo horario.',
        call_rescue_tests_enabled: true,
        bot_number_area_code: '787',
      });
      expect((await storedAccount(id)).office_phone_digits).toBe('9395550111');
    });

    it('audits only the fields that changed', async () => {
      const { id } = await created();
      expect((await patch(id, { requests_time_in_advance_minutes: 2880, name: 'Cambiada' })).statusCode).toBe(200);
      const entries = await auditOf('accounts', id);
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({
        actor_id: h.fixtures.userIds.staff,
        action: 'update',
        before: { name: `Clínica Nueva ${counter}`, requests_time_in_advance_minutes: 1440 },
        after: { name: 'Cambiada', requests_time_in_advance_minutes: 2880 },
      });
      expect(Object.keys(entries[1]!.after as Body).sort()).toEqual(['name', 'requests_time_in_advance_minutes']);
    });

    it('writes nothing for an empty patch or unchanged values', async () => {
      const { id, name } = await created();
      const before = await auditCount();
      expect((await patch(id, {})).statusCode).toBe(200);
      expect((await patch(id, { name })).statusCode).toBe(200);
      expect(await auditCount()).toBe(before);
    });

    it('sets references by id or by value and clears them with null', async () => {
      const { id } = await created();
      const cleared = await patch(id, { parent_account: null, legal_entity: null, campaign_detail: null });
      expect(cleared.json()).toMatchObject({
        parent_account: null,
        legal_entity: null,
        campaign_detail: null,
        tcr_brand: null,
        brands: [],
      });
      const f = h.fixtures;
      const set = await patch(id, {
        parent_account: { id: f.parentAccountId, name: 'Grupo Dental Caribe' },
        legal_entity: f.legalEntityId,
        campaign_detail: { id: f.campaignDetailId, name: 'Recordatorios de citas' },
      });
      expect(set.json()).toMatchObject({
        parent_account: { id: f.parentAccountId, name: 'Grupo Dental Caribe' },
        legal_entity: { id: f.legalEntityId, name: 'Clínica Dental Bayamón' },
        campaign_detail: { id: f.campaignDetailId, name: 'Recordatorios de citas' },
      });
    });

    it('names the ids that do not exist and changes nothing', async () => {
      const { id } = await created();
      const response = await patch(id, {
        name: 'No debe cambiar',
        company_industry: 88888,
        parent_account: { id: 88887 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        company_industry: [doesNotExist(88888)],
        parent_account: [doesNotExist(88887)],
      });
      expect((await storedAccount(id)).name).toBe(`Clínica Nueva ${counter}`);
    });

    it('reports the overview messages of spec 5', async () => {
      const { id } = await created();
      const response = await patch(id, {
        name: '',
        email: ' ',
        office_phone: null,
        lang: null,
        calendar_type: null,
        timezone: '',
        company_industry: null,
        appointment_request_window_days: -1,
        requests_time_in_advance_minutes: 'abc',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['Name is required.'],
        email: ['Email is required.'],
        office_phone: ['Account phone is required.'],
        lang: ['Language is required.'],
        calendar_type: ['Calendar type is required.'],
        timezone: ['Timezone is required.'],
        company_industry: ['Industry is required.'],
        appointment_request_window_days: ['Number must be greater than 0.'],
        requests_time_in_advance_minutes: ['Value must be a number.'],
      });
    });

    it('checks formats, choices and numbers', async () => {
      const { id } = await created();
      const response = await patch(id, {
        email: 'bad@',
        calendar_type: 9,
        calendar_name: 'NOPE',
        appointment_request_window_days: null,
        requests_time_in_advance_minutes: 1.5,
        call_rescue_tests_enabled: 'yes',
      });
      expect(response.json()).toEqual({
        email: ['Entered value does not match email format.'],
        calendar_type: ['"9" is not a valid choice.'],
        calendar_name: ['"NOPE" is not a valid choice.'],
        appointment_request_window_days: ['Value must be a number.'],
        requests_time_in_advance_minutes: ['A valid integer is required.'],
        call_rescue_tests_enabled: ['Must be a valid boolean.'],
      });
    });

    it('refuses a day count in part days, in the words the form shows', async () => {
      const { id } = await created();
      const response = await patch(id, { appointment_request_window_days: '1.5' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ appointment_request_window_days: ['A valid integer is required.'] });
    });

    it('refuses day counts past ten years in days, the minutes field too', async () => {
      const { id } = await created();
      const response = await patch(id, {
        appointment_request_window_days: '99999999999999999999',
        requests_time_in_advance_minutes: 3651 * 1440,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        appointment_request_window_days: ['Number must be at most 3650 days.'],
        requests_time_in_advance_minutes: ['Number must be at most 3650 days.'],
      });
      const body = (
        await patch(id, { appointment_request_window_days: 3650, requests_time_in_advance_minutes: 3650 * 1440 })
      ).json();
      expect(body).toMatchObject({ appointment_request_window_days: 3650, requests_time_in_advance_minutes: 5256000 });
    });

    it('takes zero and digits for the numbers', async () => {
      const { id } = await created();
      const body = (
        await patch(id, { appointment_request_window_days: '0', requests_time_in_advance_minutes: 0 })
      ).json();
      expect(body).toMatchObject({ appointment_request_window_days: 0, requests_time_in_advance_minutes: 0 });
    });

    it('updates feature flags and answers with the features', async () => {
      const { id } = await created();
      const response = await patch(id, { features: { voicemail_enabled: true, has_telemedicine: true } });
      expect(response.statusCode).toBe(200);
      expect(response.json().features).toEqual({ ...NO_FEATURES, voicemail_enabled: true, has_telemedicine: true });
      const entries = await auditOf('features', id);
      expect(entries.at(-1)).toMatchObject({
        action: 'update',
        before: { voicemail_enabled: false, has_telemedicine: false },
        after: { voicemail_enabled: true, has_telemedicine: true },
      });
      expect(await auditOf('accounts', id)).toHaveLength(1);
    });

    it('creates the features row of an account that has none', async () => {
      const [bare] = await h.database.db
        .insert(schema.accounts)
        .values({ name: 'Sin Features', email: 'sin@features.pr', office_phone: '7875550000' })
        .returning();
      const response = await patch(bare!.id, { features: { scheduling_enabled: true } });
      expect(response.json().features).toEqual({ ...NO_FEATURES, scheduling_enabled: true });
      expect((await auditOf('features', bare!.id))[0]).toMatchObject({ action: 'create', before: null });
    });

    it('refuses unknown flags and values that are not booleans', async () => {
      const { id } = await created();
      const response = await patch(id, { features: { voicemail_enabled: 'on', beam_me_up: true } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        'features.voicemail_enabled': ['Must be a valid boolean.'],
        'features.beam_me_up': ['Unknown field.'],
      });
    });

    it('saves the bot number area code alone', async () => {
      const { id } = await created();
      const response = await patch(id, { bot_number_area_code: '939' });
      expect(response.statusCode).toBe(200);
      expect(response.json().bot_number_area_code).toBe('939');
      expect((await auditOf('accounts', id)).at(-1)).toMatchObject({
        before: { bot_number_area_code: '787' },
        after: { bot_number_area_code: '939' },
      });
    });

    it.each([
      ['', 'Bot number area code is required.'],
      [null, 'Bot number area code is required.'],
      ['123', AREA_CODE_INVALID],
      ['78', AREA_CODE_INVALID],
      ['7877', AREA_CODE_INVALID],
      ['888', AREA_CODE_INVALID],
    ])('refuses the bot number area code %j', async (code, message) => {
      const { id } = await created();
      const response = await patch(id, { bot_number_area_code: code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ bot_number_area_code: [message] });
    });

    it('refuses unknown fields, and ignores the read-only ones a client sends back', async () => {
      const { id } = await created();
      expect((await patch(id, { beam_me_up: true })).json()).toEqual({ beam_me_up: ['Unknown field.'] });
      const ignored = await patch(id, { bot_numbers: [], tcr_ready: 'whatever', name: 'Clínica Renombrada' });
      expect(ignored.statusCode).toBe(200);
      expect(ignored.json()).toMatchObject({ name: 'Clínica Renombrada', tcr_ready: expect.any(Boolean) });
    });

    it('answers 404 for a missing account, even with an invalid body', async () => {
      for (const [target, payload] of [
        [999999, { name: 'x' }],
        [999999, { name: '' }],
        ['abc', { name: 'x' }],
      ] as const) {
        const response = await patch(target, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it('answers 401 without a token', async () => {
      const response = await patch(h.fixtures.accountIds.smile!, { name: 'x' }, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  describe('POST /account_admin/:id/provision_bot_number', () => {
    const botNumbers = (id: number) =>
      h.database.db
        .select()
        .from(schema.bot_numbers)
        .where(eq(schema.bot_numbers.account_id, id))
        .orderBy(schema.bot_numbers.id);

    it('buys a number in the area code; the first one is the call-rescue number', async () => {
      const { id } = await created({ bot_number_area_code: '939' });
      const response = await provision(id);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(accountDetail.strict().parse(body)).toEqual(body);
      expect(body.bot_numbers).toEqual([
        { number: expect.stringMatching(/^\+1939[2-9]\d{6}$/), is_call_rescue_number: true },
      ]);
      const [stored] = await botNumbers(id);
      expect(stored!.number).toBe(body.bot_numbers[0].number);
      expect(await auditOf('bot_numbers', stored!.id)).toEqual([
        expect.objectContaining({
          actor_id: h.fixtures.userIds.staff,
          action: 'create',
          before: null,
          after: { id: stored!.id, account_id: id, number: stored!.number, is_call_rescue_number: true },
        }),
      ]);

      // Another number only when asked for: a second click, a second tab or a script run twice buys nothing.
      const again = await provision(id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        detail: 'The account already has a bot number. Send "additional": true to buy another one.',
        code: 'bot_number_exists',
      });
      expect(await botNumbers(id)).toHaveLength(1);
      const second = (await provision(id, access, h.app, { additional: true })).json();
      expect(second.bot_numbers).toHaveLength(2);
      expect(second.bot_numbers[1]).toEqual({ number: expect.stringMatching(/^\+1939/), is_call_rescue_number: false });
    });

    it('buys one number when several provisionings of an account arrive at once, in two API processes', async () => {
      const { id } = await created({ bot_number_area_code: '787' });
      const other = h.appWith({});
      const answers = await Promise.all([provision(id), provision(id, access, other), provision(id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(['bot_number_exists', 'bot_number_provisioning']).toContain(refused.json().code);
      }
      expect(await botNumbers(id)).toHaveLength(1);
    });

    it("buys into the account's messaging sub-account when it has one", async () => {
      const { id } = await created();
      const box = createSecretBox(TEST_CONFIG.encryptionKey);
      await h.database.db.insert(schema.twilio_configurations).values({
        account_id: id,
        subaccount_account_sid: `AC${HEX32}`,
        subaccount_auth_token: box.seal(HEX32),
      });
      expect((await provision(id)).statusCode).toBe(201);

      // Credentials the sandbox refuses prove the call went through the sub-account.
      const other = await created();
      await h.database.db.insert(schema.twilio_configurations).values({
        account_id: other.id,
        subaccount_account_sid: 'AC0001',
        subaccount_auth_token: box.seal('not-a-token'),
      });
      const refused = await provision(other.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ detail: 'HTTP 401: Authenticate', code: 'provider_error' });
      expect(await botNumbers(other.id)).toEqual([]);
    });

    it('says so when the stored sub-account token cannot be opened', async () => {
      const { id } = await created();
      await h.database.db.insert(schema.twilio_configurations).values({
        account_id: id,
        subaccount_account_sid: `AC${HEX32}`,
        subaccount_auth_token: 'stored-in-clear',
      });
      const response = await provision(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: 'The messaging sub-account credentials of this account cannot be read (sealed with another key?).',
        code: 'subaccount_credentials_unreadable',
      });
    });

    it('refuses an account without an area code', async () => {
      const response = await provision(h.fixtures.accountIds.smile!);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(AREA_CODE_MISSING);
    });

    it('answers 502 and stores nothing when the provider fails', async () => {
      const { id } = await created();
      const before = await auditCount();
      const failing = h.appWith({ sandboxFailures: ['messaging.provisionNumber'] });
      const response = await provision(id, access, failing);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: No local numbers available in area code 787',
        code: 'provider_error',
      });
      expect(await botNumbers(id)).toEqual([]);
      expect(await auditCount()).toBe(before);
    });

    it('answers 404 for a missing account and 401 without a token', async () => {
      expect((await provision(999999)).json()).toEqual(NOT_FOUND);
      const response = await provision(h.fixtures.accountIds.smile!, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  it('documents the three calls in the OpenAPI document', async () => {
    const document = (await h.get('/api/schema')).json();
    expect(Object.keys(document.paths['/account_admin'])).toContain('post');
    expect(
      document.paths['/account_admin/{id}'].patch.requestBody.content['application/json'].schema.properties,
    ).toMatchObject({
      calendar_type: { type: 'integer', enum: [0, 1, 2, 3, 4, 5] },
      requests_time_in_advance_minutes: { type: 'integer', minimum: 0 },
    });
    expect(Object.keys(document.paths['/account_admin/{id}/provision_bot_number'])).toEqual(['post']);
  });

  it('clears the cached list counts after each write', async () => {
    const app = Fastify({ logger: false });
    const config = TEST_CONFIG;
    const { services, close } = createServices({
      config,
      database: h.database,
      providers: createProviders(config),
      logger: app.log,
    });
    const invalidate = vi.spyOn(services.accountList, 'invalidate');
    app.addHook('onClose', close);
    await app.register(accountWritesRoutes, { config, services, endpoints: [] });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/account_admin',
        headers: headers(),
        payload: newAccount(),
      });
      expect(response.statusCode).toBe(201);
      expect(invalidate).toHaveBeenCalledTimes(1);
      await app.inject({
        method: 'PATCH',
        url: `/account_admin/${response.json().id}`,
        headers: headers(),
        payload: { features: { voicemail_enabled: true } },
      });
      expect(invalidate).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
    }
  });
});
