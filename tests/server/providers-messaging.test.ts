import { afterEach, describe, expect, it } from 'vitest';
import { createMessagingHttp, STARTER_PROFILE_POLICY_SID } from '../../src/server/providers/messaging/http.ts';
import {
  FINAL_CALL_STATUSES,
  SID_PATTERN,
  type MessagingProvider,
  type SubaccountCredentials,
} from '../../src/server/providers/messaging/interface.ts';
import { createMessagingSandbox } from '../../src/server/providers/messaging/sandbox.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { basic, closedUrl, startStub, type Stub, type StubRequest, type StubReply } from './stub-server.ts';
import { rejection } from './provider-rejection.ts';

const hex32 = (char: string) => char.repeat(32);
const SUB = { account_sid: `AC${hex32('b')}`, auth_token: hex32('c') };
const MAIN_SID = `AC${hex32('a')}`;
const MAIN_TOKEN = 'main-auth-token-0123456789abcdef';

/** The six steps of the A2P registration chain, plus the messaging service, for a sub-account. */
async function registerChain(messaging: MessagingProvider, sub: SubaccountCredentials, samples: string[]) {
  const profile = { friendly_name: 'Centro Dental Ponce', email: 'office@example.com' };
  const starter = await messaging.createStarterProfile(sub, profile);
  const endUser = await messaging.createEndUser(sub, starter.sid, {
    first_name: 'Ana',
    last_name: 'Rivera',
    email: 'ana@example.com',
    phone_number: '+17875550123',
  });
  const address = await messaging.createAddress(sub, {
    customer_name: 'Centro Dental Ponce',
    street: 'Calle Luna 12',
    city: 'Ponce',
    zipcode: '00716',
    state: 'PR',
    country: 'US',
  });
  const a2p = await messaging.createA2pProfile(sub, starter.sid, profile);
  const brand = await messaging.createA2pBrand(sub, starter.sid, a2p.sid);
  const service = await messaging.createMessagingService(sub, 'Centro Dental Ponce');
  const useCase = await messaging.createA2pUseCase(sub, {
    messaging_service_sid: service.sid,
    brand_sid: brand.sid,
    usecase: 'LOW_VOLUME',
    description: 'Appointment reminders',
    message_flow: 'Patients opt in at the front desk',
    message_samples: samples,
  });
  return { starter, endUser, address, a2p, brand, service, useCase };
}

describe('messaging sandbox', () => {
  const sandbox = (forced: string[] = [], now = () => Date.now()) =>
    createMessagingSandbox({ failures: new SandboxFailures(forced), clock: now });

  it('creates active sub-accounts with unique, real-looking credentials', async () => {
    const messaging = sandbox();
    const first = await messaging.createSubaccount('Clínica Dental Rivera');
    const second = await messaging.createSubaccount('Clínica Dental Rivera');
    expect(first).toMatchObject({ friendly_name: 'Clínica Dental Rivera', status: 'active' });
    expect(first.account_sid).toMatch(/^AC[0-9a-f]{32}$/);
    expect(first.auth_token).toMatch(/^[0-9a-f]{32}$/);
    expect(second.account_sid).not.toBe(first.account_sid);
    expect(await messaging.getSubaccountStatus(first.account_sid)).toBe('active');
  });

  it('walks the registration chain with the right SID prefixes', async () => {
    const messaging = sandbox();
    const sub = await messaging.createSubaccount('Centro Dental Ponce');
    const { starter, endUser, address, a2p, brand, service, useCase } = await registerChain(messaging, sub, [
      'Your appointment is tomorrow at 9:00.',
    ]);
    const sids = { starter, endUser, address, a2p, brand, service, useCase };
    for (const { sid } of Object.values(sids)) expect(sid).toMatch(SID_PATTERN);
    expect([starter, endUser, address, a2p, brand, service, useCase].map(({ sid }) => sid.slice(0, 2))).toEqual([
      'BU',
      'IT',
      'AD',
      'BU',
      'BN',
      'MG',
      'QE',
    ]);
    expect(new Set(Object.values(sids).map(({ sid }) => sid)).size).toBe(7);
  });

  it('refuses a step whose predecessor SID is missing or malformed', async () => {
    const messaging = sandbox();
    const error = await rejection(messaging.createA2pBrand(SUB, '', `BU${hex32('1')}`));
    expect(error).toMatchObject({ code: 'not_found', status: 404, operation: 'createA2pBrand' });
    await rejection(
      messaging.createA2pUseCase(SUB, {
        messaging_service_sid: `MG${hex32('1')}`,
        brand_sid: `QE${hex32('1')}`,
        usecase: 'LOW_VOLUME',
        description: 'd',
        message_flow: 'f',
        message_samples: [],
      }),
    );
  });

  it('refuses calls with malformed sub-account credentials (401)', async () => {
    const error = await rejection(
      sandbox().provisionNumber('787', { subaccount: { account_sid: 'AC1', auth_token: 'x' } }),
    );
    expect(error).toMatchObject({ status: 401, providerCode: '20003' });
  });

  it('provisions unique numbers in the area code', async () => {
    const messaging = sandbox();
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => messaging.provisionNumber('787', { subaccount: SUB })),
    );
    for (const number of numbers) {
      expect(number.phone_number).toMatch(/^\+1787[2-9]\d{6}$/);
      expect(number.sid).toMatch(/^PN[0-9a-f]{32}$/);
    }
    expect(new Set(numbers.map((n) => n.phone_number)).size).toBe(50);
    expect((await rejection(messaging.provisionNumber('12'))).providerCode).toBe('21452');
  });

  it('provisions on the main account without sub-account credentials', async () => {
    const number = await sandbox().provisionNumber('939');
    expect(number.phone_number).toMatch(/^\+1939[2-9]\d{6}$/);
  });

  it('fails the operations a setting forces, without leaking the token', async () => {
    const messaging = sandbox(['messaging.provisionNumber', 'messaging.createStarterProfile']);
    const error = await rejection(messaging.provisionNumber('939', { subaccount: SUB }));
    expect(error).toMatchObject({ code: 'http_error', status: 400, providerCode: '21452', service: 'messaging' });
    expect(error.message).toBe(
      'messaging.provisionNumber failed: HTTP 400: No local numbers available in area code 939',
    );
    expect(error.message).not.toContain(SUB.auth_token);
    await rejection(messaging.createStarterProfile(SUB, { friendly_name: 'x', email: 'a@b.co' }));
    await expect(
      messaging.createAddress(SUB, {
        customer_name: 'x',
        street: 'Calle 1',
        city: 'Caguas',
        zipcode: '00725',
        state: 'PR',
        country: 'US',
      }),
    ).resolves.toMatchObject({ sid: expect.stringMatching(/^AD/) });
    const all = sandbox(['messaging.*']);
    await rejection(all.createSubaccount('x'));
  });

  it('moves test calls through statuses over time; most complete, some fail', async () => {
    let now = 1_800_000_000_000;
    const messaging = sandbox([], () => now);
    const calls = await Promise.all(
      Array.from({ length: 200 }, () => messaging.placeCall('+17875550100', '+17875550199')),
    );
    for (const { call_sid } of calls) expect(call_sid).toMatch(/^CA[0-9a-f]{32}$/);
    const statusesAt = async (at: number) => {
      now = at;
      return Promise.all(calls.map(async ({ call_sid }) => (await messaging.getCall(call_sid)).status));
    };
    const start = now;
    expect(new Set(await statusesAt(start + 500))).toEqual(new Set(['queued']));
    expect(await statusesAt(start + 4_000)).toContain('ringing');
    expect(await statusesAt(start + 12_000)).toContain('in-progress');
    const final = await statusesAt(start + 60_000);
    for (const status of final) expect(FINAL_CALL_STATUSES).toContain(status);
    const completed = final.filter((status) => status === 'completed').length;
    expect(completed).toBeGreaterThan(140);
    expect(completed).toBeLessThan(200);
    // Another process (or a restart) answers the same: the SID carries the start time.
    const other = sandbox([], () => start + 60_000);
    expect(await Promise.all(calls.map(async ({ call_sid }) => (await other.getCall(call_sid)).status))).toEqual(final);
  });

  it('fails every test call while messaging.getCall is forced, and refuses bad numbers', async () => {
    let now = 1_800_000_000_000;
    const messaging = sandbox(['messaging.getCall'], () => now);
    const { call_sid } = await messaging.placeCall('+17875550100', '+17875550199');
    now += 30_000;
    expect(await messaging.getCall(call_sid)).toEqual({ call_sid, status: 'failed' });
    expect((await rejection(messaging.placeCall('787555', '+17875550199'))).status).toBe(400);
    expect((await rejection(messaging.getCall('CA123'))).code).toBe('not_found');
  });
});

describe('messaging over HTTP (Twilio REST) against a loopback stub', () => {
  let stub: Stub;
  afterEach(() => stub?.close());

  const sidFor = (prefix: string) => `${prefix}${hex32('d')}`;
  /** A fake Twilio: answers each documented path like the real API. */
  const twilio = (request: StubRequest): StubReply => {
    const { method, path } = request;
    const routes: Array<[string, RegExp, () => StubReply]> = [
      [
        'POST',
        /^\/2010-04-01\/Accounts\.json$/,
        () => ({
          status: 201,
          body: {
            sid: SUB.account_sid,
            auth_token: SUB.auth_token,
            friendly_name: request.form.get('FriendlyName'),
            status: 'active',
          },
        }),
      ],
      ['GET', /^\/2010-04-01\/Accounts\/AC\w+\.json$/, () => ({ body: { sid: SUB.account_sid, status: 'suspended' } })],
      ['POST', /^\/v1\/CustomerProfiles$/, () => ({ status: 201, body: { sid: sidFor('BU'), status: 'draft' } })],
      ['POST', /^\/v1\/EndUsers$/, () => ({ status: 201, body: { sid: sidFor('IT') } })],
      [
        'POST',
        /^\/v1\/(CustomerProfiles|TrustProducts)\/BU\w+\/EntityAssignments$/,
        () => ({ status: 201, body: { sid: sidFor('BV') } }),
      ],
      [
        'POST',
        /^\/2010-04-01\/Accounts\/AC\w+\/Addresses\.json$/,
        () => ({ status: 201, body: { sid: sidFor('AD') } }),
      ],
      ['POST', /^\/v1\/TrustProducts$/, () => ({ status: 201, body: { sid: `BU${hex32('e')}` } })],
      [
        'POST',
        /^\/v1\/a2p\/BrandRegistrations$/,
        () => ({ status: 201, body: { sid: sidFor('BN'), status: 'PENDING' } }),
      ],
      // The brand update: refused (21725) unless the brand is FAILED, as Twilio does; this stub's brand 'BNfff…' is.
      [
        'POST',
        /^\/v1\/a2p\/BrandRegistrations\/BN\w+$/,
        () =>
          path.endsWith(hex32('f'))
            ? { status: 202, body: { sid: path.slice(-34), status: 'PENDING' } }
            : {
                status: 400,
                body: { code: 21725, message: 'Brand can only be updated when in FAILED state', status: 400 },
              },
      ],
      [
        'POST',
        /^\/v1\/(CustomerProfiles|TrustProducts)\/BU\w+$/,
        () => ({ status: 202, body: { sid: path.slice(-34), status: 'draft' } }),
      ],
      ['POST', /^\/v1\/Services$/, () => ({ status: 201, body: { sid: sidFor('MG') } })],
      ['POST', /^\/v1\/Services\/MG\w+\/Compliance\/Usa2p$/, () => ({ status: 201, body: { sid: sidFor('QE') } })],
      [
        'GET',
        /^\/2010-04-01\/Accounts\/AC\w+\/AvailablePhoneNumbers\/(PR|US)\/Local\.json$/,
        () => ({
          body: {
            available_phone_numbers: request.query.get('AreaCode') === '555' ? [] : [{ phone_number: '+17875550142' }],
          },
        }),
      ],
      [
        'POST',
        /^\/2010-04-01\/Accounts\/AC\w+\/IncomingPhoneNumbers\.json$/,
        () => ({
          status: 201,
          body: { sid: sidFor('PN'), phone_number: request.form.get('PhoneNumber') },
        }),
      ],
      [
        'POST',
        /^\/2010-04-01\/Accounts\/AC\w+\/Calls\.json$/,
        () => ({ status: 201, body: { sid: sidFor('CA'), status: 'queued' } }),
      ],
      [
        'GET',
        /^\/2010-04-01\/Accounts\/AC\w+\/Calls\/CA\w+\.json$/,
        () => ({ body: { sid: sidFor('CA'), status: 'canceled' } }),
      ],
    ];
    const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
    return route
      ? route[2]()
      : { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
  };

  const adapter = (url: string, timeoutMs?: number) =>
    createMessagingHttp({
      accountSid: MAIN_SID,
      authToken: MAIN_TOKEN,
      apiUrl: url,
      trustHubUrl: `${url}/`,
      messagingUrl: url,
      timeoutMs,
    });

  it('creates a sub-account with the main account credentials, form-encoded', async () => {
    stub = await startStub(twilio);
    const sub = await adapter(stub.url).createSubaccount('Óptica Colón');
    expect(sub).toEqual({ ...SUB, friendly_name: 'Óptica Colón', status: 'active' });
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/2010-04-01/Accounts.json' });
    expect(request!.headers.authorization).toBe(basic(MAIN_SID, MAIN_TOKEN));
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.body).toBe('FriendlyName=%C3%93ptica+Col%C3%B3n');
  });

  it('reads the sub-account status', async () => {
    stub = await startStub(twilio);
    expect(await adapter(stub.url).getSubaccountStatus(SUB.account_sid)).toBe('suspended');
    expect(stub.requests[0]).toMatchObject({ method: 'GET', path: `/2010-04-01/Accounts/${SUB.account_sid}.json` });
    expect(stub.requests[0]!.headers.authorization).toBe(basic(MAIN_SID, MAIN_TOKEN));
  });

  it('runs the registration chain as the sub-account, on Trust Hub and the Messaging API', async () => {
    stub = await startStub(twilio);
    const messaging = adapter(stub.url);
    const { starter, endUser, address, a2p, brand, service, useCase } = await registerChain(messaging, SUB, [
      'Sample one',
      'Sample two',
    ]);
    expect([starter, endUser, address, a2p, brand, service, useCase].map((r) => r.sid.slice(0, 2))).toEqual([
      'BU',
      'IT',
      'AD',
      'BU',
      'BN',
      'MG',
      'QE',
    ]);
    for (const request of stub.requests) {
      expect(request.method).toBe('POST');
      expect(request.headers.authorization).toBe(basic(SUB.account_sid, SUB.auth_token));
    }
    const byPath = (path: string) => stub.requests.filter((r) => r.path === path);
    expect(Object.fromEntries(byPath('/v1/CustomerProfiles')[0]!.form)).toEqual({
      FriendlyName: 'Centro Dental Ponce',
      Email: 'office@example.com',
      PolicySid: STARTER_PROFILE_POLICY_SID,
    });
    const endUserForm = byPath('/v1/EndUsers')[0]!.form;
    expect(endUserForm.get('Type')).toBe('authorized_representative_1');
    expect(JSON.parse(endUserForm.get('Attributes')!)).toEqual({
      first_name: 'Ana',
      last_name: 'Rivera',
      email: 'ana@example.com',
      phone_number: '+17875550123',
    });
    expect(byPath(`/v1/CustomerProfiles/${starter.sid}/EntityAssignments`)[0]!.form.get('ObjectSid')).toBe(endUser.sid);
    expect(byPath(`/v1/TrustProducts/${a2p.sid}/EntityAssignments`)[0]!.form.get('ObjectSid')).toBe(starter.sid);
    expect(Object.fromEntries(byPath(`/2010-04-01/Accounts/${SUB.account_sid}/Addresses.json`)[0]!.form)).toEqual({
      CustomerName: 'Centro Dental Ponce',
      Street: 'Calle Luna 12',
      City: 'Ponce',
      Region: 'PR',
      PostalCode: '00716',
      IsoCountry: 'US',
    });
    expect(Object.fromEntries(byPath('/v1/a2p/BrandRegistrations')[0]!.form)).toEqual({
      CustomerProfileBundleSid: starter.sid,
      A2PProfileBundleSid: a2p.sid,
    });
    const useCaseForm = byPath(`/v1/Services/${service.sid}/Compliance/Usa2p`)[0]!.form;
    expect(useCaseForm.get('BrandRegistrationSid')).toBe(brand.sid);
    expect(useCaseForm.get('UsAppToPersonUsecase')).toBe('LOW_VOLUME');
    expect(useCaseForm.getAll('MessageSamples')).toEqual(['Sample one', 'Sample two']);
  });

  it('resubmits a failed brand: the profiles updated first when their details changed, then the brand', async () => {
    stub = await startStub(twilio);
    const messaging = adapter(stub.url);
    const registration = {
      starterProfileSid: sidFor('BU'),
      a2pProfileSid: `BU${hex32('e')}`,
      brandSid: `BN${hex32('f')}`,
    };
    const profile = { friendly_name: 'Centro Dental Ponce', email: 'citas@centrodental.pr' };
    expect(await messaging.resubmitA2pBrand(SUB, registration, profile)).toEqual({ sid: registration.brandSid });
    expect(stub.requests.map((r) => [r.method, r.path, Object.fromEntries(r.form)])).toEqual([
      [
        'POST',
        `/v1/CustomerProfiles/${registration.starterProfileSid}`,
        { FriendlyName: profile.friendly_name, Email: profile.email },
      ],
      [
        'POST',
        `/v1/TrustProducts/${registration.a2pProfileSid}`,
        { FriendlyName: profile.friendly_name, Email: profile.email },
      ],
      ['POST', `/v1/a2p/BrandRegistrations/${registration.brandSid}`, {}],
    ]);
    for (const request of stub.requests)
      expect(request.headers.authorization).toBe(basic(SUB.account_sid, SUB.auth_token));

    // Unchanged details: the brand alone. A brand that has not failed is refused with Twilio's code.
    stub.requests.length = 0;
    await messaging.resubmitA2pBrand(SUB, registration, null);
    expect(stub.requests.map((r) => r.path)).toEqual([`/v1/a2p/BrandRegistrations/${registration.brandSid}`]);
    const refused = await rejection(messaging.resubmitA2pBrand(SUB, { ...registration, brandSid: sidFor('BN') }, null));
    expect(refused).toMatchObject({ status: 400, providerCode: '21725', operation: 'resubmitA2pBrand' });
  });

  it('provisions a number: searches Puerto Rico for 787, then buys the first one', async () => {
    stub = await startStub(twilio);
    const number = await adapter(stub.url).provisionNumber('787', { subaccount: SUB });
    expect(number).toEqual({ phone_number: '+17875550142', sid: sidFor('PN') });
    const [search, buy] = stub.requests;
    expect(search).toMatchObject({
      method: 'GET',
      path: `/2010-04-01/Accounts/${SUB.account_sid}/AvailablePhoneNumbers/PR/Local.json`,
    });
    expect(Object.fromEntries(search!.query)).toMatchObject({
      AreaCode: '787',
      SmsEnabled: 'true',
      VoiceEnabled: 'true',
    });
    expect(buy!.form.get('PhoneNumber')).toBe('+17875550142');
    const none = await rejection(adapter(stub.url).provisionNumber('555', { subaccount: SUB }));
    expect(none).toMatchObject({ providerCode: '21452' });
  });

  it('provisions on the main account when no sub-account is given', async () => {
    stub = await startStub(twilio);
    await adapter(stub.url).provisionNumber('787');
    const [search, buy] = stub.requests;
    expect(search!.path).toBe(`/2010-04-01/Accounts/${MAIN_SID}/AvailablePhoneNumbers/PR/Local.json`);
    expect(search!.headers.authorization).toBe(basic(MAIN_SID, MAIN_TOKEN));
    expect(buy!.path).toBe(`/2010-04-01/Accounts/${MAIN_SID}/IncomingPhoneNumbers.json`);
  });

  it('places a call and maps its status (canceled counts as failed)', async () => {
    stub = await startStub(twilio);
    const messaging = adapter(stub.url);
    const { call_sid } = await messaging.placeCall('+17875550100', '+17875550199');
    expect(call_sid).toBe(sidFor('CA'));
    const placed = stub.requests[0]!;
    expect(placed.path).toBe(`/2010-04-01/Accounts/${MAIN_SID}/Calls.json`);
    expect(placed.form.get('From')).toBe('+17875550100');
    expect(placed.form.get('To')).toBe('+17875550199');
    expect(placed.form.get('Twiml')).toContain('<Response>');
    expect(await messaging.getCall(call_sid, { subaccount: SUB })).toEqual({ call_sid, status: 'failed' });
    expect(stub.requests[1]!.path).toBe(`/2010-04-01/Accounts/${SUB.account_sid}/Calls/${call_sid}.json`);
    expect(stub.requests[1]!.headers.authorization).toBe(basic(SUB.account_sid, SUB.auth_token));
  });

  it('turns a non-2xx answer into a ProviderError with a safe message', async () => {
    stub = await startStub(() => ({
      status: 401,
      body: { code: 20003, message: `Authenticate ${MAIN_TOKEN} ${SUB.auth_token}`, status: 401 },
    }));
    // The main account's calls know only the main token: that one is removed.
    const error = await rejection(adapter(stub.url).createSubaccount('x'));
    expect(error).toMatchObject({
      code: 'http_error',
      status: 401,
      providerCode: '20003',
      operation: 'createSubaccount',
    });
    expect(error.message).toBe(
      `messaging.createSubaccount failed: HTTP 401: Authenticate [redacted] ${SUB.auth_token}`,
    );
    const sub = await rejection(adapter(stub.url).createStarterProfile(SUB, { friendly_name: 'x', email: 'a@b.co' }));
    expect(sub.message).toBe('messaging.createStarterProfile failed: HTTP 401: Authenticate [redacted] [redacted]');
    expect(JSON.stringify(sub)).not.toContain(SUB.auth_token);
  });

  it('reports 404, a body that is not JSON, a missing field, no answer in time and an unreachable host', async () => {
    stub = await startStub((request) =>
      request.path.endsWith('Accounts.json')
        ? { status: 200, body: '<html>maintenance</html>' }
        : request.path.includes('Calls')
          ? { hang: true }
          : request.path.includes('Services')
            ? { status: 201, body: { nope: true } }
            : { status: 404, body: { code: 20404, message: 'The requested resource was not found' } },
    );
    expect((await rejection(adapter(stub.url).getSubaccountStatus(SUB.account_sid))).code).toBe('not_found');
    expect((await rejection(adapter(stub.url).createSubaccount('x'))).code).toBe('invalid_response');
    expect((await rejection(adapter(stub.url).createMessagingService(SUB, 'x'))).detail).toBe(
      'the answer has no string sid',
    );
    const slow = await rejection(adapter(stub.url, 200).placeCall('+17875550100', '+17875550199'));
    expect(slow).toMatchObject({ code: 'unavailable', detail: 'no answer in time' });
    const down = await rejection(adapter(await closedUrl()).createSubaccount('x'));
    expect(down).toMatchObject({ code: 'unavailable', status: null, detail: 'service unreachable' });
  });
});
