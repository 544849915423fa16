import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import * as schema from '../../src/server/db/schema.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { createProviders, type Providers } from '../../src/server/providers/index.ts';
import type { MessagingProvider, UseCaseDetails } from '../../src/server/providers/messaging/interface.ts';
import { createMessagingSandbox } from '../../src/server/providers/messaging/sandbox.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { ProviderError } from '../../src/server/providers/errors.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import type { TwilioConfigurationResponse } from '../../src/shared/twilioAdmin.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_CONFIG } from './harness.ts';

const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const MASK = '********';
type Configuration = TwilioConfigurationResponse;
const SID = (prefix: string) => new RegExp(`^${prefix}[0-9a-f]{32}$`);
const missing = (label: string) => ({ detail: `The ${label} must be created first.`, code: 'previous_step_missing' });

const END_USER = { first_name: 'Marta', last_name: 'Rivera', email: 'marta@clinica.pr', phone_number: '7875550142' };
const ADDRESS = { street: 'Calle Sol #5', city: 'Ponce', zipcode: '00716', state: 'PR', country: 'US' };

/** The chain in order: path, body, the column it fills and the SID prefix it gets. */
const CHAIN = [
  { path: 'create_subaccount', body: undefined, sid: 'subaccount_account_sid', prefix: 'AC', label: 'sub-account' },
  {
    path: 'create_starter_profile',
    body: undefined,
    sid: 'starter_profile_sid',
    prefix: 'BU',
    label: 'starter profile',
  },
  { path: 'create_end_user', body: END_USER, sid: 'end_user_sid', prefix: 'IT', label: 'end user' },
  { path: 'create_address', body: ADDRESS, sid: 'address_sid', prefix: 'AD', label: 'address' },
  { path: 'create_a2p_profile', body: undefined, sid: 'a2p_profile_sid', prefix: 'BU', label: 'A2P profile' },
  { path: 'create_a2p_brand', body: undefined, sid: 'a2p_brand_sid', prefix: 'BN', label: 'A2P brand' },
  { path: 'create_a2p_use_case', body: undefined, sid: 'a2p_use_case_sid', prefix: 'QE', label: 'A2P use case' },
] as const;

const EMPTY_CONFIGURATION: Configuration = {
  cached_subaccount_status: null,
  subaccount_account_sid: null,
  subaccount_auth_token: null,
  messaging_service_sid: null,
  starter_profile_sid: null,
  end_user_sid: null,
  address_sid: null,
  a2p_profile_sid: null,
  a2p_brand_sid: null,
  a2p_use_case_sid: null,
};

interface Call {
  method: string;
  args: unknown[];
  result?: unknown;
}

/** The sandbox behind a proxy that records every call (and its result) and can slow each call down. */
function recordingMessaging(failures: string[] = []) {
  const inner = createMessagingSandbox({ failures: new SandboxFailures(failures) });
  const calls: Call[] = [];
  const settings = { delayMs: 0 };
  const provider = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const call: Call = { method: String(property), args };
        calls.push(call);
        if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
        call.result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        return call.result;
      };
    },
  }) as MessagingProvider;
  const count = (method: keyof MessagingProvider) => calls.filter((call) => call.method === method).length;
  return { provider, calls, settings, count };
}

describe.each(databaseKinds)('twilio_admin on %s', (kind) => {
  let h: Harness;
  let access: string;
  let staffId: number;
  let messaging: ReturnType<typeof recordingMessaging>;
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];
  /** Every body any step answered, to check that no secret ever leaves. */
  const bodies: string[] = [];
  let counter = 0;

  const appWithMessaging = (provider: MessagingProvider) => {
    const providers: Providers = { ...createProviders(TEST_CONFIG), messaging: provider };
    const built = buildApp({ config: TEST_CONFIG, database: h.database, logger: false, providers });
    apps.push(built);
    return built;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    staffId = h.fixtures.userIds.staff;
    messaging = recordingMessaging();
    app = appWithMessaging(messaging.provider);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await h?.close();
  });
  beforeEach(() => {
    messaging.calls.length = 0;
    messaging.settings.delayMs = 0;
  });

  const post = async (
    accountId: number | string,
    path: string,
    body?: object,
    on = app,
    token: string | null = access,
  ) => {
    const response = await on.inject({
      method: 'POST',
      url: `/twilio_admin/${accountId}/${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...oneAction() },
      ...(body === undefined ? {} : { payload: body }),
    });
    bodies.push(response.body);
    return response;
  };
  const step = (accountId: number, index: number, on = app) =>
    post(accountId, CHAIN[index]!.path, CHAIN[index]!.body, on);
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Configuration>();
  };

  /** A new account with its own legal entity and (unless told otherwise) campaign detail. */
  async function newAccount(options: { campaign?: boolean; lang?: string } = {}) {
    const n = ++counter;
    const { db } = h.database;
    const [entity] = await db
      .insert(schema.legal_entities)
      .values({
        name: `Clínica Sol ${n}`,
        legal_name: `Clínica Sol ${n} LLC`,
        ein: '660000000',
        email: `legal${n}@clinicasol.pr`,
        phone_number: '7875550000',
        street: 'Calle Sol #5',
        city: 'Ponce',
        zip_code: '00716',
        company_type: 1,
        vertical_type: 3,
      })
      .returning();
    const [detail] =
      options.campaign === false
        ? [undefined]
        : await db
            .insert(schema.campaign_details)
            .values({
              name: `Recordatorios ${n}`,
              tcr_message_flow: 'Patients opt in at the desk of {{NAME}}.',
              tcr_description: '{{NAME}} sends appointment reminders.',
              campaign_type: 'CUSTOMER_CARE',
            })
            .returning();
    const [account] = await db
      .insert(schema.accounts)
      .values({
        name: `Clínica Sol ${n}`,
        email: `citas${n}@clinicasol.pr`,
        office_phone: '7875550000',
        lang: options.lang ?? 'es_ES',
        legal_entity_id: entity!.id,
        campaign_detail_id: detail?.id ?? null,
      })
      .returning();
    return account!;
  }

  const storedRow = async (accountId: number) =>
    (
      await h.database.db
        .select()
        .from(schema.twilio_configurations)
        .where(eq(schema.twilio_configurations.account_id, accountId))
    )[0];
  const auditRows = async (recordId: number) =>
    h.database.db
      .select()
      .from(schema.audit_log)
      .where(eq(schema.audit_log.record_id, String(recordId)))
      .orderBy(asc(schema.audit_log.id))
      .then((rows) => rows.filter((row) => row.table_name === 'twilio_configurations'));

  /** Runs the chain up to (not including) step `until`; answers the last configuration. */
  async function chainUntil(accountId: number, until: number) {
    let configuration: Configuration = EMPTY_CONFIGURATION;
    for (let index = 0; index < until; index++) configuration = ok(await step(accountId, index));
    return configuration;
  }

  it('runs the whole chain in order, each step storing its id and answering the configuration', async () => {
    const account = await newAccount();
    let expected: Configuration = { ...EMPTY_CONFIGURATION };
    for (const [index, entry] of CHAIN.entries()) {
      const configuration = ok(await step(account.id, index));
      expect(configuration[entry.sid]).toMatch(SID(entry.prefix));
      expected = { ...expected, [entry.sid]: configuration[entry.sid]! };
      if (index === 0) expected = { ...expected, cached_subaccount_status: 'active', subaccount_auth_token: MASK };
      if (entry.path === 'create_a2p_use_case') {
        expect(configuration.messaging_service_sid).toMatch(SID('MG'));
        expected = { ...expected, messaging_service_sid: configuration.messaging_service_sid };
      }
      expect(configuration).toEqual(expected);
    }
    // Both profiles are BU…, but two different resources.
    expect(expected.a2p_profile_sid).not.toBe(expected.starter_profile_sid);

    const row = await storedRow(account.id);
    expect({ ...row, subaccount_auth_token: MASK }).toEqual({ ...expected, id: row!.id, account_id: account.id });
    // The account detail lists the same ids.
    const detail = await h.get(`/account_admin/${account.id}`, access);
    const { subaccount_auth_token: _token, ...ids } = expected;
    expect(detail.json().twilio_configuration).toMatchObject(ids);

    expect(messaging.calls.map((call) => call.method)).toEqual([
      'createSubaccount',
      'createStarterProfile',
      'createEndUser',
      'createAddress',
      'createA2pProfile',
      'createA2pBrand',
      'createMessagingService',
      'createA2pUseCase',
    ]);
  });

  /** The account's messaging track on the registration board, and the statuses its events went through. */
  async function board(accountId: number) {
    const [row] = await h.database.db
      .select()
      .from(schema.account_registrations)
      .where(eq(schema.account_registrations.account_id, accountId));
    const events = await h.database.db
      .select({ step: schema.registration_events.step, status: schema.registration_events.status })
      .from(schema.registration_events)
      .where(eq(schema.registration_events.account_id, accountId))
      .orderBy(asc(schema.registration_events.id));
    const checks = await h.database.db
      .select({ track: schema.registration_checks.track })
      .from(schema.registration_checks)
      .where(eq(schema.registration_checks.account_id, accountId));
    return {
      step: row!.messaging_step,
      status: row!.messaging_status,
      errorCode: row!.messaging_error_code,
      events: events.map((e) => `${e.step} ${e.status}`),
      asked: checks.map((c) => c.track),
    };
  }

  it('puts each step on the registration board: done at once, or sent for review and asked about', async () => {
    const account = await newAccount();
    await chainUntil(account.id, 4);
    expect(await board(account.id)).toMatchObject({
      step: 'a2p_profile',
      status: 'not_started',
      events: ['subaccount approved', 'starter_profile approved', 'end_user approved', 'address approved'],
      asked: [],
    });
    ok(await step(account.id, 4));
    expect(await board(account.id)).toMatchObject({ step: 'a2p_profile', status: 'submitted', asked: ['messaging'] });
    // A repeated step calls no one and records nothing.
    ok(await step(account.id, 3));
    expect((await board(account.id)).events).toHaveLength(5);
  });

  it('fails the step on the board when the provider refuses it, not when the provider is down', async () => {
    const account = await newAccount();
    await chainUntil(account.id, 2);
    const down: MessagingProvider = {
      ...createMessagingSandbox({ failures: new SandboxFailures() }),
      createEndUser: async () => {
        throw new ProviderError({
          service: 'messaging',
          operation: 'createEndUser',
          code: 'unavailable',
          detail: 'timed out',
        });
      },
    };
    expect((await step(account.id, 2, appWithMessaging(down))).statusCode).toBe(502);
    expect(await board(account.id)).toMatchObject({ step: 'end_user', status: 'not_started' });

    const refusing = appWithMessaging(recordingMessaging(['messaging.createEndUser']).provider);
    expect((await step(account.id, 2, refusing)).statusCode).toBe(502);
    expect(await board(account.id)).toEqual({
      step: 'end_user',
      status: 'failed',
      errorCode: null,
      events: ['subaccount approved', 'starter_profile approved', 'end_user failed'],
      asked: [],
    });
    const [failure] = await h.database.db
      .select({ text: schema.account_registrations.messaging_error_text })
      .from(schema.account_registrations)
      .where(eq(schema.account_registrations.account_id, account.id));
    expect(failure!.text).toBe('HTTP 400: End user attributes failed validation');

    // Fixed and sent again: the chain moves on.
    ok(await step(account.id, 2));
    expect(await board(account.id)).toMatchObject({ step: 'address', status: 'not_started', errorCode: null });
  });

  it('calls the provider with the account, the forms, the earlier ids and the real sub-account token', async () => {
    const account = await newAccount();
    const configuration = await chainUntil(account.id, CHAIN.length);
    const [subaccountCall, ...rest] = messaging.calls;
    expect(subaccountCall!.args).toEqual([account.name]);
    const { account_sid, auth_token } = subaccountCall!.result as { account_sid: string; auth_token: string };
    const credentials = { account_sid, auth_token };
    const profile = { friendly_name: account.name, email: account.email };
    const args = Object.fromEntries(rest.map((call) => [call.method, call.args]));
    expect(args).toEqual({
      createStarterProfile: [credentials, profile],
      createEndUser: [credentials, configuration.starter_profile_sid, { ...END_USER, phone_number: '+17875550142' }], // in E.164
      createAddress: [credentials, { customer_name: account.name, ...ADDRESS }],
      createA2pProfile: [credentials, configuration.starter_profile_sid, profile],
      createA2pBrand: [credentials, configuration.starter_profile_sid, configuration.a2p_profile_sid],
      createMessagingService: [credentials, account.name],
      createA2pUseCase: [credentials, expect.any(Object)],
    });
    const useCase = args.createA2pUseCase![1] as UseCaseDetails;
    // The campaign detail's type and texts, {{NAME}} being the legal entity's legal name; Spanish samples.
    expect(useCase).toEqual({
      messaging_service_sid: configuration.messaging_service_sid,
      brand_sid: configuration.a2p_brand_sid,
      usecase: 'CUSTOMER_CARE',
      description: `${account.name} LLC sends appointment reminders.`,
      message_flow: `Patients opt in at the desk of ${account.name} LLC.`,
      message_samples: [
        expect.stringMatching(new RegExp(`^${account.name} LLC: Le recordamos su cita .* Responda STOP`)),
        expect.stringMatching(new RegExp(`^${account.name} LLC: No pudimos contestar su llamada.* Responda STOP`)),
      ],
    });
  });

  it('stores the sub-account token sealed, and never answers it or its sealed form', async () => {
    const account = await newAccount();
    await chainUntil(account.id, 2);
    const token = (messaging.calls[0]!.result as { auth_token: string }).auth_token;
    const [raw] = await h.database.query<{ subaccount_auth_token: string }>(
      'select subaccount_auth_token from twilio_configurations where account_id = $1',
      [account.id],
    );
    const sealed = raw!.subaccount_auth_token;
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain(token);
    expect(createSecretBox(TEST_CONFIG.encryptionKey).open(sealed)).toBe(token);
    const repeat = await step(account.id, 0);
    expect(repeat.json().subaccount_auth_token).toBe(MASK);
    for (const body of bodies) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(sealed);
    }
  });

  it('refuses each step while the step before it has no id', async () => {
    const account = await newAccount();
    // Nothing yet: every later step names the sub-account.
    for (let index = 1; index < CHAIN.length; index++) {
      const response = await step(account.id, index);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(missing('sub-account'));
    }
    // After each step, the one two ahead names the one in between.
    for (let index = 0; index < CHAIN.length - 2; index++) {
      ok(await step(account.id, index));
      const skipped = await step(account.id, index + 2);
      expect(skipped.statusCode).toBe(400);
      expect(skipped.json()).toEqual(missing(CHAIN[index + 1]!.label));
    }
    expect(await storedRow(account.id)).toMatchObject({ a2p_brand_sid: null, a2p_use_case_sid: null });
    // Refusals call no provider beyond the steps that succeeded.
    expect(messaging.calls).toHaveLength(CHAIN.length - 2);
  });

  it('answers a repeated step with the configuration unchanged, without calling the provider again', async () => {
    const account = await newAccount();
    const done = await chainUntil(account.id, CHAIN.length);
    const callsBefore = messaging.calls.length;
    const auditBefore = (await auditRows((await storedRow(account.id))!.id)).length;
    for (let index = 0; index < CHAIN.length; index++) expect(ok(await step(account.id, index))).toEqual(done);
    expect(messaging.calls).toHaveLength(callsBefore);
    expect(await auditRows((await storedRow(account.id))!.id)).toHaveLength(auditBefore);
  });

  it('creates one sub-account when two requests for it arrive together', async () => {
    const account = await newAccount();
    messaging.settings.delayMs = 50;
    const [first, second] = await Promise.all([step(account.id, 0), step(account.id, 0)]);
    expect(ok(first)).toEqual(ok(second));
    expect(messaging.count('createSubaccount')).toBe(1);
    const row = await storedRow(account.id);
    expect(row!.subaccount_account_sid).toBe(first.json().subaccount_account_sid);
    expect((await auditRows(row!.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('creates one resource when the same later step is submitted twice at once', async () => {
    const account = await newAccount();
    await chainUntil(account.id, 1);
    messaging.calls.length = 0;
    messaging.settings.delayMs = 50;
    const responses = await Promise.all([step(account.id, 1), step(account.id, 1), step(account.id, 1)]);
    const sids = responses.map((response) => ok(response).starter_profile_sid);
    expect(new Set(sids).size).toBe(1);
    expect(messaging.count('createStarterProfile')).toBe(1);
    expect((await storedRow(account.id))!.starter_profile_sid).toBe(sids[0]);
  });

  it('audits every change, attributing it to the staff user and masking the token', async () => {
    const account = await newAccount();
    const configuration = await chainUntil(account.id, CHAIN.length);
    const row = (await storedRow(account.id))!;
    const entries = await auditRows(row.id);
    expect(entries.map(({ actor_id, action, before, after }) => ({ actor_id, action, before, after }))).toEqual([
      {
        actor_id: staffId,
        action: 'create',
        before: null,
        after: {
          ...EMPTY_CONFIGURATION,
          id: row.id,
          account_id: account.id,
          subaccount_account_sid: configuration.subaccount_account_sid,
          subaccount_auth_token: '[changed]',
          cached_subaccount_status: 'active',
        },
      },
      ...(
        [
          'starter_profile_sid',
          'end_user_sid',
          'address_sid',
          'a2p_profile_sid',
          'a2p_brand_sid',
          'messaging_service_sid',
          'a2p_use_case_sid',
        ] as const
      ).map((column) => ({
        actor_id: staffId,
        action: 'update',
        before: { [column]: null },
        after: { [column]: configuration[column] },
      })),
    ]);
  });

  describe('provider failures', () => {
    it('answers 502 and stores nothing when the sub-account cannot be created', async () => {
      const failing = recordingMessaging(['messaging.createSubaccount']);
      const account = await newAccount();
      const response = await step(account.id, 0, appWithMessaging(failing.provider));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: Sub-account limit reached for this account',
        code: 'provider_error',
      });
      expect(await storedRow(account.id)).toBeUndefined();
      const entries = await h.database.query(
        'select id from audit_log where record_id in (select id::text from twilio_configurations where account_id = $1)',
        [account.id],
      );
      expect(entries).toEqual([]);
    });

    it('answers 502 and leaves the configuration as it was when a later step fails', async () => {
      const failing = recordingMessaging(['messaging.createEndUser']);
      const failingApp = appWithMessaging(failing.provider);
      const account = await newAccount();
      await chainUntil(account.id, 2);
      const before = await storedRow(account.id);
      const auditBefore = await auditRows(before!.id);
      const response = await step(account.id, 2, failingApp);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: End user attributes failed validation',
        code: 'provider_error',
      });
      expect(await storedRow(account.id)).toEqual(before);
      expect(await auditRows(before!.id)).toEqual(auditBefore);
      // The working app can still take the step afterwards.
      expect(ok(await step(account.id, 2)).end_user_sid).toMatch(SID('IT'));
    });

    it('keeps the messaging service when the use case fails, and reuses it on the retry', async () => {
      const failing = recordingMessaging(['messaging.createA2pUseCase']);
      const failingApp = appWithMessaging(failing.provider);
      const account = await newAccount();
      await chainUntil(account.id, CHAIN.length - 1);
      const response = await step(account.id, CHAIN.length - 1, failingApp);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: Brand registration is not approved',
        code: 'provider_error',
      });
      const kept = (await storedRow(account.id))!;
      expect(kept.messaging_service_sid).toMatch(SID('MG'));
      expect(kept.a2p_use_case_sid).toBeNull();

      messaging.calls.length = 0;
      const configuration = ok(await step(account.id, CHAIN.length - 1));
      expect(configuration.a2p_use_case_sid).toMatch(SID('QE'));
      expect(configuration.messaging_service_sid).toBe(kept.messaging_service_sid);
      expect(messaging.calls.map((call) => call.method)).toEqual(['createA2pUseCase']);
    });
  });

  it('refuses the use case of an account without a campaign detail, before calling the provider', async () => {
    const account = await newAccount({ campaign: false });
    await chainUntil(account.id, CHAIN.length - 1);
    messaging.calls.length = 0;
    const response = await step(account.id, CHAIN.length - 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The account has no campaign detail: the A2P use case is built from it.',
      code: 'campaign_detail_missing',
    });
    expect(messaging.calls).toEqual([]);
    expect((await storedRow(account.id))!.messaging_service_sid).toBeNull();
  });

  it('writes English samples for an English account', async () => {
    const account = await newAccount({ lang: 'en_US' });
    await chainUntil(account.id, CHAIN.length);
    const useCase = messaging.calls.at(-1)!.args[1] as UseCaseDetails;
    expect(useCase.message_samples).toEqual([
      `${account.name} LLC: Reminder of your appointment tomorrow at 10:00 AM. Reply C to confirm or R to reschedule. Reply STOP to opt out.`,
      `${account.name} LLC: We missed your call. How can we help? Reply to this message to schedule an appointment. Reply STOP to opt out.`,
    ]);
  });

  it('refuses a step whose stored token cannot be opened, without showing it', async () => {
    // A token stored in the clear (from before sealing), on the fixture account that has a starter profile.
    await h.database.db
      .update(schema.twilio_configurations)
      .set({ subaccount_auth_token: 'stored-in-clear' })
      .where(eq(schema.twilio_configurations.account_id, h.fixtures.accountIds.bayamon!));
    const response = await step(h.fixtures.accountIds.bayamon!, 2);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'The stored sub-account credentials cannot be read; the sub-account must be set up again.',
      code: 'subaccount_credentials_unreadable',
    });
    expect(messaging.calls).toEqual([]);
  });

  describe('validation', () => {
    it('reports every end user field with the form messages', async () => {
      const account = await newAccount();
      const response = await post(account.id, 'create_end_user', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        first_name: ['The first name is required'],
        last_name: ['The last name is required'],
        email: ['The email is required'],
        phone_number: ['Phone number is required'],
      });
      const blank = await post(account.id, 'create_end_user', { ...END_USER, first_name: '  ', email: 'marta@' });
      expect(blank.json()).toEqual({
        first_name: ['The first name is required'],
        email: ['Please enter a valid email'],
      });
      // The provider takes US and Puerto Rico numbers only: anything else is the form's error, not a 502.
      for (const phone_number of ['555-0142', '+13800566173']) {
        const wrong = await post(account.id, 'create_end_user', { ...END_USER, phone_number });
        expect(wrong.statusCode, phone_number).toBe(400);
        expect(wrong.json()).toEqual({ phone_number: ['Enter a valid US or Puerto Rico phone number.'] });
      }
    });

    it('reports every address field with the form messages', async () => {
      const account = await newAccount();
      const response = await post(account.id, 'create_address', {
        street: '',
        city: '',
        zipcode: '',
        state: '',
        country: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        street: ['The street is required'],
        city: ['The city is required'],
        zipcode: ['The zipcode is required'],
        state: ['The state is required'],
        country: ['The country is required'],
      });
    });

    it.each(['0071', '007161', '00716-12', '00716 1234', 'ABCDE'])('refuses the zipcode %s', async (zipcode) => {
      const account = await newAccount();
      const response = await post(account.id, 'create_address', { ...ADDRESS, zipcode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ zipcode: ['Entered value does not match zip-code format'] });
    });

    it('takes a zipcode of 5 digits plus 4', async () => {
      const account = await newAccount();
      await chainUntil(account.id, 3);
      const response = await post(account.id, 'create_address', { ...ADDRESS, zipcode: '00716-1234' });
      expect(ok(response).address_sid).toMatch(SID('AD'));
      expect(messaging.calls.at(-1)!.args[1]).toMatchObject({ zipcode: '00716-1234' });
    });

    it('refuses fields a step does not take', async () => {
      const account = await newAccount();
      expect((await post(account.id, 'create_subaccount', { name: 'x' })).json()).toEqual({ name: ['Unknown field.'] });
      expect((await post(account.id, 'create_end_user', { ...END_USER, role: 'x' })).json()).toEqual({
        role: ['Unknown field.'],
      });
      expect(await storedRow(account.id)).toBeUndefined();
    });
  });

  it.each(['999999', '0', 'abc'])('answers 404 for account %s', async (id) => {
    for (const [index, entry] of CHAIN.entries()) {
      const response = await post(id, entry.path, CHAIN[index]!.body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(messaging.calls).toEqual([]);
  });

  it('requires authentication', async () => {
    const account = await newAccount();
    for (const entry of CHAIN) {
      const response = await post(account.id, entry.path, entry.body, app, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
    const status = await app.inject({ method: 'GET', url: `/twilio_admin/${account.id}/subaccount_status` });
    expect(status.statusCode).toBe(401);
    expect(messaging.calls).toEqual([]);
    expect(await storedRow(account.id)).toBeUndefined();
  });

  describe('GET /twilio_admin/{id}/subaccount_status', () => {
    const getStatus = (accountId: number | string) =>
      app.inject({
        method: 'GET',
        url: `/twilio_admin/${accountId}/subaccount_status`,
        headers: { authorization: `Bearer ${access}` },
      });

    it('refreshes the cached status from the provider and audits the change', async () => {
      const account = await newAccount();
      const configuration = await chainUntil(account.id, 1);
      const row = (await storedRow(account.id))!;
      await h.database.db
        .update(schema.twilio_configurations)
        .set({ cached_subaccount_status: 'suspended' })
        .where(eq(schema.twilio_configurations.id, row.id));
      const response = await getStatus(account.id);
      expect(ok(response)).toEqual(configuration);
      expect(messaging.calls.at(-1)).toMatchObject({
        method: 'getSubaccountStatus',
        args: [configuration.subaccount_account_sid],
      });
      expect((await storedRow(account.id))!.cached_subaccount_status).toBe('active');
      const last = (await auditRows(row.id)).at(-1)!;
      expect(last).toMatchObject({
        action: 'update',
        before: { cached_subaccount_status: 'suspended' },
        after: { cached_subaccount_status: 'active' },
      });
    });

    it('needs the sub-account, and an account that exists', async () => {
      const account = await newAccount();
      const response = await getStatus(account.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(missing('sub-account'));
      expect((await getStatus(999999)).json()).toEqual(NOT_FOUND);
    });

    it('answers 200 for every seeded sub-account, whose SIDs are ones the provider makes', async () => {
      const firstSeeded = (await h.database.query<{ next: number }>('select max(id) + 1 as next from accounts'))[0]!;
      await seedDatabase(h.database, { accounts: 30, now: new Date('2026-06-01T12:00:00Z') });
      const seeded = await h.database.query<Record<string, string | null> & { account_id: number }>(
        `select account_id, subaccount_account_sid, messaging_service_sid, starter_profile_sid, end_user_sid,
                address_sid, a2p_profile_sid, a2p_brand_sid, a2p_use_case_sid
         from twilio_configurations where account_id >= $1 order by account_id`,
        [firstSeeded.next],
      );
      expect(seeded.length).toBeGreaterThan(5);
      for (const row of seeded) {
        const { account_id: accountId, ...sids } = row;
        for (const [column, value] of Object.entries(sids)) {
          if (value !== null) expect(value, column).toMatch(/^[A-Z]{2}[0-9a-f]{32}$/);
        }
        const response = await getStatus(accountId);
        expect(response.statusCode, response.body).toBe(200);
      }
    });
  });
});
