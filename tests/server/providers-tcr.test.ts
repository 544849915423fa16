import { afterEach, describe, expect, it } from 'vitest';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { createTcrHttp } from '../../src/server/providers/tcr/http.ts';
import { brandIdentityStatusCode, type LegalEntityInput } from '../../src/server/providers/tcr/interface.ts';
import { createTcrSandbox, SANDBOX_VETTING_MS, settledStatusOf } from '../../src/server/providers/tcr/sandbox.ts';
import { BRAND_FEEDBACK } from './recorded/tcr-registration.ts';
import { basic, startStub, type Stub, type StubRequest, type StubReply } from './stub-server.ts';
import { rejection } from './provider-rejection.ts';

const ENTITY: LegalEntityInput = {
  reference_id: '17',
  name: 'Clínica Dental Rivera',
  legal_name: 'Clínica Dental Rivera LLC',
  ein: '660123456',
  email: 'office@example.com',
  phone_number: '+17875550123',
  website: 'https://example.com',
  street: 'Calle Luna 12',
  city: 'Ponce',
  state: 'PR',
  zip_code: '00716',
  country: 'US',
  company_type: 'PRIVATE_PROFIT',
  vertical_type: 'HEALTHCARE',
};
const CAMPAIGN = {
  usecase: 'LOW_VOLUME',
  description: 'Appointment reminders',
  message_flow: 'Patients opt in at the front desk',
  sample_messages: ['Your appointment is tomorrow.', 'Reply C to confirm.'],
};

describe('TCR sandbox', () => {
  let now = 1_800_000_000_000;
  const sandbox = (forced: string[] = []) =>
    createTcrSandbox({ failures: new SandboxFailures(forced), clock: () => now });

  it('creates SELF_DECLARED brands that vetting makes VERIFIED, or UNVERIFIED for an EIN ending in 0000', async () => {
    const tcr = sandbox();
    const brands = await Promise.all(Array.from({ length: 20 }, () => tcr.createBrand(ENTITY)));
    const unknown = await tcr.createBrand({ ...ENTITY, ein: '66-0000000' });
    for (const brand of [...brands, unknown]) {
      expect(brand.brand_id).toMatch(/^B[A-Z0-9]{6}$/);
      expect(brand).toMatchObject({
        reference_id: '17',
        identity_status: 'SELF_DECLARED',
        vetting: { status: 'PENDING' },
      });
    }
    expect(new Set(brands.map((b) => b.brand_id)).size).toBe(20);
    now += SANDBOX_VETTING_MS - 1;
    expect((await tcr.getBrand(unknown.brand_id)).identity_status).toBe('SELF_DECLARED');
    now += 1;
    for (const brand of await Promise.all(brands.map((b) => tcr.getBrand(b.brand_id)))) {
      expect(brand).toMatchObject({ identity_status: 'VERIFIED', vetting: { status: 'ACTIVE' } });
    }
    expect(await tcr.getBrand(unknown.brand_id)).toMatchObject({
      identity_status: 'UNVERIFIED',
      vetting: { status: 'FAILED' },
    });
  });

  it('revets only an UNVERIFIED brand whose vetting has ended, and vets it again', async () => {
    const tcr = sandbox(['tcr.verifyBrand']);
    const brand = await tcr.createBrand(ENTITY);
    const early = await rejection(tcr.updateBrandAndRevet(brand.brand_id, ENTITY));
    expect(early).toMatchObject({ code: 'invalid_state', status: 400 });
    now += SANDBOX_VETTING_MS;
    expect((await tcr.getBrand(brand.brand_id)).identity_status).toBe('UNVERIFIED');
    const revetted = await tcr.updateBrandAndRevet(brand.brand_id, ENTITY);
    expect(revetted).toMatchObject({ identity_status: 'UNVERIFIED', vetting: { status: 'PENDING' } });
    expect((await rejection(tcr.updateBrandAndRevet(brand.brand_id, ENTITY))).code).toBe('invalid_state');

    const fine = sandbox();
    const failed = await fine.createBrand({ ...ENTITY, ein: '660000000' });
    now += SANDBOX_VETTING_MS;
    // Revetted with the EIN unchanged, it fails again; with it fixed, it is verified.
    await fine.updateBrandAndRevet(failed.brand_id, { ...ENTITY, ein: '660000000' });
    now += SANDBOX_VETTING_MS;
    expect((await fine.getBrand(failed.brand_id)).identity_status).toBe('UNVERIFIED');
    await fine.updateBrandAndRevet(failed.brand_id, ENTITY);
    now += SANDBOX_VETTING_MS;
    expect(await fine.getBrand(failed.brand_id)).toMatchObject({
      identity_status: 'VERIFIED',
      vetting: { status: 'ACTIVE' },
    });
    expect((await rejection(fine.updateBrandAndRevet(failed.brand_id, ENTITY))).code).toBe('invalid_state');
  });

  it('answers brands made elsewhere deterministically, as vetted long ago, and refuses malformed ids', async () => {
    const first = await sandbox().getBrand('BQ7X2KD');
    expect(await sandbox().getBrand('BQ7X2KD')).toEqual(first);
    expect(first.identity_status).toBe(settledStatusOf('BQ7X2KD'));
    // The seeded demo brands are stored with these statuses: about one in five is UNVERIFIED, so revettable.
    const ids = Array.from({ length: 400 }, (_, i) => `B${i.toString(36).toUpperCase().padStart(6, '0')}`);
    const unverified = ids.filter((id) => settledStatusOf(id) === 'UNVERIFIED');
    expect(unverified.length).toBeGreaterThan(50);
    expect(unverified.length).toBeLessThan(110);
    const seeded = await sandbox().getBrand(unverified[0]!);
    expect(seeded.vetting.status).toBe('FAILED');
    expect((await sandbox().updateBrandAndRevet(unverified[0]!, ENTITY)).vetting.status).toBe('PENDING');
    expect((await rejection(sandbox().getBrand('nope'))).code).toBe('not_found');
  });

  it('creates campaigns for verified brands and lists them by brand', async () => {
    const tcr = sandbox();
    const [brand] = await Promise.all([tcr.createBrand(ENTITY)]);
    expect((await rejection(tcr.createCampaign(brand!.brand_id, CAMPAIGN))).code).toBe('invalid_state');
    now += SANDBOX_VETTING_MS;
    const verifiedId = brand!.brand_id;
    expect((await tcr.getBrand(verifiedId)).identity_status).toBe('VERIFIED');
    const campaign = await tcr.createCampaign(verifiedId, CAMPAIGN);
    expect(campaign).toMatchObject({ brand_id: verifiedId, usecase: 'LOW_VOLUME', status: 'ACTIVE' });
    expect(campaign.campaign_id).toMatch(/^C[A-Z0-9]{6}$/);
    expect(await tcr.listCampaigns(verifiedId)).toEqual([campaign]);
    expect(await tcr.listCampaigns('BZZZZZZ')).toEqual([]);
  });

  it('answers phone orders with an order id, and error code and description when they fail', async () => {
    const tcr = sandbox();
    const ok = await tcr.assignCampaignToPhones('CABC123', ['+17875550123', '+19395550100']);
    expect(ok.status).toBe('COMPLETE');
    expect(ok.order_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.error_code).toBeUndefined();
    expect(await tcr.assignCampaignToPhones('CABC123', ['+17875550123', '12'])).toMatchObject({
      status: 'PARTIAL',
      error_code: '1003',
      error_description: 'Invalid phone number(s): 12',
    });
    expect(await tcr.assignCampaignToPhones('bogus', ['+17875550123'])).toMatchObject({
      status: 'FAILED',
      error_code: '5097',
    });
    expect(await tcr.assignAccountToPhones('42', ['+17875550123'])).toMatchObject({ status: 'COMPLETE' });
    const forced = sandbox(['tcr.assignAccountToPhones']);
    expect(await forced.assignAccountToPhones('42', ['+17875550123'])).toMatchObject({
      status: 'FAILED',
      error_code: '5099',
      error_description: 'The carrier rejected the order: the campaign is not provisioned with the carrier',
    });
  });

  it('fails forced operations with plausible errors', async () => {
    const tcr = sandbox(['tcr.createBrand']);
    expect(await rejection(tcr.createBrand(ENTITY))).toMatchObject({
      status: 400,
      providerCode: '503',
      message: 'tcr.createBrand failed: HTTP 400: Brand rejected: the EIN does not match the legal name',
    });
    expect((await rejection(sandbox().createBrand({ ...ENTITY, ein: '12' }))).providerCode).toBe('510');
    await rejection(sandbox(['tcr.*']).listCampaigns());
  });

  it('maps identity statuses onto the console codes', () => {
    expect(
      [null, 'SELF_DECLARED', 'UNVERIFIED', 'VERIFIED', 'VETTED_VERIFIED'].map((s) =>
        brandIdentityStatusCode(s as never),
      ),
    ).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('TCR over HTTP (CSP API) against a loopback stub', () => {
  const KEY = 'tcr-api-key-1234';
  const SECRET = 'tcr-api-secret-5678';
  let stub: Stub;
  let identity = 'UNVERIFIED';
  afterEach(() => stub?.close());

  const brandBody = {
    brandId: 'B1A2B3C',
    referenceId: '17',
    identityStatus: 'UNVERIFIED',
    createDate: '2026-11-01T10:00:00Z',
  };
  const campaignBody = {
    campaignId: 'C9Z8Y7X',
    brandId: 'B1A2B3C',
    usecase: 'LOW_VOLUME',
    description: 'Appointment reminders',
    status: 'ACTIVE',
  };
  const csp = (request: StubRequest): StubReply => {
    const key = `${request.method} ${request.path}`;
    if (key === 'POST /v2/brand/nonBlocking') return { body: brandBody };
    if (key === 'GET /v2/brand/B1A2B3C') return { body: { ...brandBody, identityStatus: identity } };
    if (key === 'GET /v2/brand/feedback/B1A2B3C') return { body: BRAND_FEEDBACK };
    if (key === 'PUT /v2/brand/B1A2B3C') return { body: { ...brandBody, identityStatus: identity } };
    if (key === 'PUT /v2/brand/B1A2B3C/revet')
      return { body: { ...brandBody, identityStatus: 'VERIFIED', updateDate: '2026-11-02T10:00:00Z' } };
    if (key === 'POST /v2/campaignBuilder') return { body: campaignBody };
    if (key === 'GET /v2/campaign') return { body: { page: 1, totalRecords: 1, records: [campaignBody] } };
    if (key === 'POST /v2/order/campaignAssignment') return { body: { orderId: 'ord-1', status: 'COMPLETE' } };
    if (key === 'POST /v2/order/accountAssignment') {
      return {
        body: { orderId: 'ord-2', status: 'FAILED', errorCode: 5099, errorDescription: 'Number not in account' },
      };
    }
    return { status: 404, body: [{ code: 404, description: 'Not found' }] };
  };
  const adapter = (url: string) => createTcrHttp({ apiUrl: `${url}/v2`, apiKey: KEY, apiSecret: SECRET });

  it('registers a brand from a legal entity, with basic auth and a JSON body', async () => {
    stub = await startStub(csp);
    const brand = await adapter(stub.url).createBrand(ENTITY);
    expect(brand).toEqual({
      brand_id: 'B1A2B3C',
      reference_id: '17',
      identity_status: 'UNVERIFIED',
      vetting: { status: 'FAILED', updated_at: '2026-11-01T10:00:00Z' },
      // An UNVERIFIED brand comes with TCR's feedback on why.
      feedback: ['TAX_ID', 'NONPROFIT'],
    });
    const [request, feedback] = stub.requests;
    expect(feedback).toMatchObject({ method: 'GET', path: '/v2/brand/feedback/B1A2B3C' });
    expect(request).toMatchObject({ method: 'POST', path: '/v2/brand/nonBlocking' });
    expect(request!.headers.authorization).toBe(basic(KEY, SECRET));
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.json).toMatchObject({
      entityType: 'PRIVATE_PROFIT',
      displayName: 'Clínica Dental Rivera',
      companyName: 'Clínica Dental Rivera LLC',
      ein: '660123456',
      phone: '+17875550123',
      postalCode: '00716',
      vertical: 'HEALTHCARE',
      referenceId: '17',
    });
  });

  it('updates an UNVERIFIED brand with the legal entity, then revets it; refuses a VERIFIED one untouched', async () => {
    stub = await startStub(csp);
    identity = 'UNVERIFIED';
    const fixed = { ...ENTITY, ein: '660999999' };
    expect((await adapter(stub.url).updateBrandAndRevet('B1A2B3C', fixed)).identity_status).toBe('VERIFIED');
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v2/brand/B1A2B3C',
      'PUT /v2/brand/B1A2B3C',
      'PUT /v2/brand/B1A2B3C/revet',
    ]);
    expect(stub.requests[1]!.json).toMatchObject({
      companyName: 'Clínica Dental Rivera LLC',
      ein: '660999999',
      postalCode: '00716',
      vertical: 'HEALTHCARE',
    });
    identity = 'VERIFIED';
    expect((await rejection(adapter(stub.url).updateBrandAndRevet('B1A2B3C', fixed))).code).toBe('invalid_state');
    expect(stub.requests).toHaveLength(4);
  });

  it('creates and lists campaigns', async () => {
    stub = await startStub(csp);
    const tcr = adapter(stub.url);
    const campaign = await tcr.createCampaign('B1A2B3C', CAMPAIGN);
    expect(campaign).toEqual({
      campaign_id: 'C9Z8Y7X',
      brand_id: 'B1A2B3C',
      usecase: 'LOW_VOLUME',
      description: 'Appointment reminders',
      status: 'ACTIVE',
    });
    expect(stub.requests[0]!.json).toMatchObject({
      brandId: 'B1A2B3C',
      usecase: 'LOW_VOLUME',
      description: 'Appointment reminders',
      messageFlow: 'Patients opt in at the front desk',
      sample1: 'Your appointment is tomorrow.',
      sample2: 'Reply C to confirm.',
    });
    expect(await tcr.listCampaigns('B1A2B3C')).toEqual([campaign]);
    expect(Object.fromEntries(stub.requests[1]!.query)).toEqual({
      page: '1',
      recordsPerPage: '500',
      brandId: 'B1A2B3C',
    });
  });

  it('sends phone orders and reads their error code and description', async () => {
    stub = await startStub(csp);
    const tcr = adapter(stub.url);
    expect(await tcr.assignCampaignToPhones('C9Z8Y7X', ['+17875550123'])).toEqual({
      order_id: 'ord-1',
      status: 'COMPLETE',
    });
    expect(stub.requests[0]!.json).toEqual({ campaignId: 'C9Z8Y7X', phoneNumbers: ['+17875550123'] });
    expect(await tcr.assignAccountToPhones('42', ['+17875550123'])).toEqual({
      order_id: 'ord-2',
      status: 'FAILED',
      error_code: '5099',
      error_description: 'Number not in account',
    });
    expect(stub.requests[1]!.json).toEqual({ accountId: '42', phoneNumbers: ['+17875550123'] });
  });

  it('turns TCR error lists into ProviderErrors without credentials', async () => {
    stub = await startStub(() => ({
      status: 400,
      body: [{ code: 501, field: 'ein', description: `Invalid EIN for ${KEY}:${SECRET}` }],
    }));
    const error = await rejection(adapter(stub.url).createBrand(ENTITY));
    expect(error).toMatchObject({ code: 'http_error', status: 400, providerCode: '501' });
    expect(error.message).toBe('tcr.createBrand failed: HTTP 400: Invalid EIN for [redacted]:[redacted]');
    stub.requests.length = 0;
    await stub.close();
    stub = await startStub(() => ({ body: { brandId: 'B1A2B3C', identityStatus: 'SOMETHING' } }));
    expect((await rejection(adapter(stub.url).getBrand('B1A2B3C'))).code).toBe('invalid_response');
  });
});
