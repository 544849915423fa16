import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import { createSalesforceHttp } from '../../src/server/providers/salesforce/http.ts';
import { SANDBOX_PRACTICES } from '../../src/server/providers/salesforce/practices.ts';
import { accountDetail } from '../../src/shared/accounts.ts';
import type { FeatureFlags } from '../../src/shared/featureFlags.ts';
import { ACCOUNTS, lastSyncTime, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness, TEST_CONFIG } from './harness.ts';
import { startStub, type Stub } from './stub-server.ts';

const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };

describe.each(databaseKinds)('GET /account_admin/:id on %s', (kind) => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  it('returns the whole account detail', async () => {
    const f = h.fixtures;
    const response = await h.get(`/account_admin/${f.accountIds.bayamon}`, access);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(accountDetail.strict().parse(body)).toEqual(body);
    const fixture = ACCOUNTS.find((a) => a.key === 'bayamon')!;
    expect(body).toEqual({
      id: f.accountIds.bayamon,
      name: 'Clínica Dental Bayamón',
      email: 'info@clinicadentalbayamon.com',
      office_phone: '(787) 555-0142',
      lang: 'es_ES',
      calendar_type: 1,
      timezone: 'America/Puerto_Rico',
      company_industry: { id: f.industryIds.Dental, name: 'Dental' },
      calendar_name: null,
      bot_numbers: [
        { number: '+17875550100', is_call_rescue_number: false },
        { number: '+17875550101', is_call_rescue_number: true },
      ],
      features: {
        sms_language_detection_enabled: false,
        calendar_sync_enabled: true,
        cancelations_enabled: true,
        confirmations_enabled: true,
        confirmations_should_include_time: false,
        out_of_sync_scheduling_enabled: false,
        scheduling_enabled: true,
        has_telemedicine: false,
        text_back_enabled: false,
        voicemail_enabled: false,
        is_waiting_list_enabled: false,
        is_missed_call_open_thread: false,
        has_active_subscription: false,
      } satisfies FeatureFlags,
      stripe_customer_id: 'cus_TEST123',
      parent_account: { id: f.parentAccountId, name: 'Grupo Dental Caribe' },
      legal_entity: { id: f.legalEntityId, name: 'Clínica Dental Bayamón' },
      campaign_detail: { id: f.campaignDetailId, name: 'Recordatorios de citas' },
      reseller: null,
      salesforce_id: '001TESTSALESFORCE1',
      // An id the Salesforce sandbox does not hold: the link reads the id; the sandbox has no pages to link to.
      salesforce_account: { id: '001TESTSALESFORCE1', name: '001TESTSALESFORCE1', url: null },
      appointment_request_window_days: 30,
      requests_time_in_advance_minutes: 1440,
      bot_number_area_code: '787',
      call_rescue_tests_enabled: true,
      user_set: [
        {
          id: f.userIds.nonStaff,
          username: USERS.nonStaff.username,
          first_name: 'Nora',
          last_name: 'Customer',
          email: 'nora@rescue.test',
          is_active: true,
          is_account_manager: false,
          can_switch_accounts: false,
          account: f.accountIds.bayamon,
        },
      ],
      business_phones: [
        {
          id: f.businessPhoneId,
          account: f.accountIds.bayamon,
          number: '7875550142',
          digits_after_call: '2#',
          is_enabled_for_call_rescue: true,
        },
      ],
      twilio_configuration: {
        cached_subaccount_status: 'active',
        subaccount_account_sid: 'AC0001',
        // Masked: the stored token never leaves the API.
        subaccount_auth_token: '********',
        messaging_service_sid: 'MG0001',
        starter_profile_sid: 'BU0001',
        end_user_sid: null,
        address_sid: null,
        a2p_profile_sid: null,
        a2p_brand_sid: null,
        a2p_use_case_sid: null,
      },
      billing_setting: { id: f.billingSettingId, is_delinquent: true, ignore_delinquent_check: false },
      username: null,
      town: 'Bayamón',
      notes: 'Prefiere contacto por WhatsApp.',
      tcr_ready: true,
      brands: [
        { id: f.brandIds[1], brand_id: 'BNEW002', brand_identity_status: 2, set_for_revet: true },
        { id: f.brandIds[0], brand_id: 'BOLD001', brand_identity_status: 3, set_for_revet: false },
      ],
      tcr_brand: { id: f.brandIds[1], brand_id: 'BNEW002', brand_identity_status: 2, set_for_revet: true },
      last_sync_time: lastSyncTime(fixture, f.writtenAt)!.toISOString(),
    });
  });

  it('returns empty relations as nulls and empty lists', async () => {
    const response = await h.get(`/account_admin/${h.fixtures.accountIds.zeta}/`, access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Zeta Chiropractic',
      company_industry: null,
      parent_account: null,
      legal_entity: null,
      campaign_detail: null,
      bot_numbers: [],
      user_set: [],
      business_phones: [],
      twilio_configuration: null,
      billing_setting: null,
      brands: [],
      tcr_brand: null,
      last_sync_time: null,
      salesforce_id: null,
      salesforce_account: null,
      features: expect.objectContaining({ sms_language_detection_enabled: true, scheduling_enabled: false }),
    });
  });

  describe("the overview's Salesforce link (spec 2)", () => {
    const practice = SANDBOX_PRACTICES[5]!;
    let linkedId: number;
    let stub: Stub | undefined;
    beforeAll(async () => {
      const [row] = await h.database.db
        .insert(schema.accounts)
        .values({
          name: 'Cuenta Enlazada',
          email: 'enlazada@salud.pr',
          office_phone: '(787) 900-0100',
          salesforce_id: practice.id,
        })
        .returning({ id: schema.accounts.id });
      linkedId = row!.id;
    });
    afterEach(() => stub?.close());

    it('names the Salesforce account by the name Salesforce gives it, with salesforce_id as it was', async () => {
      const body = (await h.get(`/account_admin/${linkedId}`, access)).json();
      expect(body).toMatchObject({
        salesforce_id: practice.id,
        salesforce_account: { id: practice.id, name: practice.name, url: null },
      });
    });

    it("links to the account's record page when the API knows the Salesforce org", async () => {
      stub = await startStub(() => ({
        body: { totalSize: 1, done: true, records: [{ Id: practice.id, Name: 'Nombre en Salesforce' }] },
      }));
      const providers = {
        ...createProviders(TEST_CONFIG),
        salesforce: createSalesforceHttp({ instanceUrl: stub.url, accessToken: 'sf-token', apiVersion: 'v60.0' }),
      };
      const app = h.appWith({}, providers);
      const response = await app.inject({
        method: 'GET',
        url: `/account_admin/${linkedId}`,
        headers: { authorization: `Bearer ${access}` },
      });
      expect(response.json().salesforce_account).toEqual({
        id: practice.id,
        name: 'Nombre en Salesforce',
        url: `${stub.url}/lightning/r/Account/${practice.id}/view`,
      });
    });

    it('still answers when Salesforce fails: the link reads the id', async () => {
      const failing = h.appWith({ sandboxFailures: ['salesforce.findAccount'] });
      const response = await failing.inject({
        method: 'GET',
        url: `/account_admin/${linkedId}`,
        headers: { authorization: `Bearer ${access}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().salesforce_account).toEqual({ id: practice.id, name: practice.id, url: null });
    });
  });

  it.each(['999999', '0', 'abc', '12abc', '99999999999999999999'])('answers /account_admin/%s with 404', async (id) => {
    const response = await h.get(`/account_admin/${id}`, access);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('requires authentication before saying anything about the account', async () => {
    const response = await h.get('/account_admin/999999');
    expect(response.statusCode).toBe(401);
  });
});
