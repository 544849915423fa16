import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_REJECTIONS, SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { createTcrHttp } from '../../src/server/providers/tcr/http.ts';
import {
  brandRegistrationAnswer,
  type CampaignInput,
  type LegalEntityInput,
} from '../../src/server/providers/tcr/interface.ts';
import {
  createTcrSandbox,
  SANDBOX_VETTING_MS,
  settledCampaignStatusOf,
  SHORTEST_VETTING_MS,
  settledFeedbackOf,
  settledStatusOf,
} from '../../src/server/providers/tcr/sandbox.ts';
import { BRAND_FEEDBACK, BRAND_ID, CAMPAIGN_ID, operationStatus } from './recorded/tcr-registration.ts';
import { basic, startStub, type Stub, type StubReply } from './stub-server.ts';
import { rejection } from './provider-rejection.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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

/** A campaign no reviewer objects to. */
const CAMPAIGN: CampaignInput = {
  usecase: 'CUSTOMER_CARE',
  description: 'Appointment reminders and confirmations for the patients of Clínica Dental Rivera',
  message_flow: 'Patients opt in on the intake form at the front desk and can reply STOP at any time.',
  sample_messages: [
    'Clínica Dental Rivera: your cleaning is tomorrow at 9:00. Reply C to confirm, STOP to opt out.',
    'Clínica Dental Rivera: we moved your visit to 11/03 at 10:30. Reply HELP for help.',
  ],
};

/** Ids as TCR writes them: 'B' or 'C' and 6 uppercase letters or digits. */
const ids = (letter: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${letter}${i.toString(36).toUpperCase().padStart(6, '0')}`);

describe('TCR sandbox: vetting feedback and the carriers’ campaign review', () => {
  let now = 1_800_000_000_000;
  const sandbox = (forced: string[] = [], registrationSpeed?: number) =>
    createTcrSandbox({ failures: new SandboxFailures(forced), clock: () => now, registrationSpeed });
  const inReview = { status: 'in_review', errorCode: null, errorText: null };
  const approved = { status: 'approved', errorCode: null, errorText: null };
  const failed = (code: string) => ({ status: 'failed', errorCode: code, errorText: CAMPAIGN_REJECTIONS[code] });

  /** A VERIFIED brand of `tcr` (vetting done). */
  async function verifiedBrand(tcr: ReturnType<typeof sandbox>) {
    const brand = await tcr.createBrand(ENTITY);
    now += SANDBOX_VETTING_MS;
    return brand.brand_id;
  }

  it('names TAX_ID once vetting fails on the EIN, or is forced to; none while vetting runs or once verified', async () => {
    const tcr = sandbox();
    const unknownEin = await tcr.createBrand({ ...ENTITY, ein: '66-0000000' });
    const fine = await tcr.createBrand(ENTITY);
    expect(unknownEin.feedback).toEqual([]);
    now += SANDBOX_VETTING_MS;
    const failedBrand = await tcr.getBrand(unknownEin.brand_id);
    expect(failedBrand).toMatchObject({ identity_status: 'UNVERIFIED', feedback: ['TAX_ID'] });
    expect(brandRegistrationAnswer(failedBrand)).toEqual({ status: 'failed', errorCode: 'TAX_ID', errorText: null });
    expect((await tcr.getBrand(fine.brand_id)).feedback).toEqual([]);

    // A revet runs without feedback, and ends VERIFIED once the EIN is fixed, unless vetting is forced to fail.
    const revetted = await tcr.updateBrandAndRevet(unknownEin.brand_id, ENTITY);
    expect(revetted.feedback).toEqual([]);
    now += SANDBOX_VETTING_MS;
    expect(await tcr.getBrand(unknownEin.brand_id)).toMatchObject({ identity_status: 'VERIFIED', feedback: [] });

    const forced = sandbox(['tcr.verifyBrand']);
    const brand = await forced.createBrand(ENTITY);
    now += SANDBOX_VETTING_MS;
    expect((await forced.getBrand(brand.brand_id)).feedback).toEqual(['TAX_ID']);
    await forced.updateBrandAndRevet(brand.brand_id, ENTITY);
    now += SANDBOX_VETTING_MS;
    expect((await forced.getBrand(brand.brand_id)).feedback).toEqual(['TAX_ID']);
  });

  it('gives a brand it did not register the feedback settledFeedbackOf its id says, the same every time', async () => {
    const brandIds = ids('B', 400);
    const unverified = brandIds.filter((id) => settledStatusOf(id) === 'UNVERIFIED');
    for (const id of brandIds.filter((id) => settledStatusOf(id) !== 'UNVERIFIED')) {
      expect(settledFeedbackOf(id)).toEqual([]);
    }
    const categories = unverified.map((id) => settledFeedbackOf(id));
    for (const feedback of categories) expect([['TAX_ID'], ['NONPROFIT']]).toContainEqual(feedback);
    expect(new Set(categories.map((feedback) => feedback[0]))).toEqual(new Set(['TAX_ID', 'NONPROFIT']));
    expect(unverified.map((id) => settledFeedbackOf(id))).toEqual(categories);
    const seeded = await sandbox().getBrand(unverified[0]!);
    expect(seeded.feedback).toEqual(settledFeedbackOf(unverified[0]!));
    expect(brandRegistrationAnswer(seeded).errorCode).toBe(settledFeedbackOf(unverified[0]!)[0]);
  });

  it('keeps a new campaign in the carriers’ review 14 to 42 days, then approves it', async () => {
    const tcr = sandbox();
    const campaign = await tcr.createCampaign(await verifiedBrand(tcr), CAMPAIGN);
    const start = now;
    now = start + 14 * DAY - 1_000;
    expect(await tcr.getCampaignStatus(campaign.campaign_id)).toEqual(inReview);
    now = start + 42 * DAY + 1_000;
    expect(await tcr.getCampaignStatus(campaign.campaign_id)).toEqual(approved);
  });

  it('decides SANDBOX_REGISTRATION_SPEED times sooner', async () => {
    const tcr = sandbox([], 1440);
    const campaign = await tcr.createCampaign(await verifiedBrand(tcr), CAMPAIGN);
    const start = now;
    now = start + 14 * MINUTE - 1_000;
    expect(await tcr.getCampaignStatus(campaign.campaign_id)).toEqual(inReview);
    now = start + 42 * MINUTE + 1_000;
    expect(await tcr.getCampaignStatus(campaign.campaign_id)).toEqual(approved);
  });

  it('vets a brand SANDBOX_REGISTRATION_SPEED times sooner, never in under SHORTEST_VETTING_MS', async () => {
    for (const [speed, vettingMs] of [
      [12, SANDBOX_VETTING_MS / 12],
      // 3 minutes at 1440 would be 125 ms: a brand is seen while it is vetted, whatever the speed.
      [1440, SHORTEST_VETTING_MS],
    ] as const) {
      const tcr = sandbox([], speed);
      const start = now;
      const { brand_id: brandId } = await tcr.createBrand(ENTITY);
      now = start + vettingMs - 1;
      expect((await tcr.getBrand(brandId)).vetting.status).toBe('PENDING');
      now = start + vettingMs;
      expect((await tcr.getBrand(brandId)).vetting.status).toBe('ACTIVE');
    }
  });

  it('rejects a campaign as the use case is: opt-in, description, phone number in a sample; 30909 when forced', async () => {
    const verdict = async (input: Partial<CampaignInput>, forced: string[] = []) => {
      const tcr = sandbox(forced);
      const campaign = await tcr.createCampaign(await verifiedBrand(tcr), { ...CAMPAIGN, ...input });
      now += 43 * DAY;
      return tcr.getCampaignStatus(campaign.campaign_id);
    };
    expect(await verdict({ message_flow: 'Patients sign up on the website.' })).toEqual(failed('30896'));
    expect(await verdict({ description: 'Reminders' })).toEqual(failed('30886'));
    expect(await verdict({ sample_messages: ['Call us at 787.555.0123 to reschedule.'] })).toEqual(failed('30889'));
    expect(await verdict({}, ['tcr.vetCampaign'])).toEqual(failed('30909'));
    expect(await verdict({})).toEqual(approved);
  });

  it('answers a campaign it did not create as settled long ago, and refuses a malformed id', async () => {
    const campaignIds = ids('C', 1000);
    const settled = campaignIds.map((id) => settledCampaignStatusOf(id));
    expect(campaignIds.map((id) => settledCampaignStatusOf(id))).toEqual(settled);
    const failures = settled.filter((answer) => answer.status === 'failed');
    // About 15% rejected, each with one of the campaign codes and its words.
    expect(failures.length).toBeGreaterThan(100);
    expect(failures.length).toBeLessThan(200);
    for (const answer of failures) expect(answer).toEqual(failed(answer.errorCode!));
    expect(new Set(failures.map((answer) => answer.errorCode))).toEqual(new Set(Object.keys(CAMPAIGN_REJECTIONS)));
    for (const answer of settled.filter((one) => one.status !== 'failed')) expect(answer).toEqual(approved);

    const tcr = sandbox();
    const rejected = campaignIds[settled.indexOf(failures[0]!)]!;
    expect(await tcr.getCampaignStatus(rejected)).toEqual(failures[0]);
    expect(await sandbox().getCampaignStatus(campaignIds[0]!)).toEqual(settled[0]);
    expect(await rejection(tcr.getCampaignStatus('nope'))).toMatchObject({ code: 'not_found', status: 404 });
    expect((await rejection(sandbox(['tcr.getCampaignStatus']).getCampaignStatus(rejected))).status).toBe(503);
  });
});

describe('TCR over HTTP: brand feedback and the carriers’ review, against a loopback stub', () => {
  const KEY = 'tcr-api-key-1234';
  const SECRET = 'tcr-api-secret-5678';
  let stub: Stub;
  afterEach(() => stub?.close());
  const adapter = (url: string) => createTcrHttp({ apiUrl: `${url}/v2`, apiKey: KEY, apiSecret: SECRET });
  const brandBody = (identityStatus: string) => ({
    brandId: BRAND_ID,
    referenceId: '17',
    identityStatus,
    createDate: '2026-11-01T10:00:00Z',
  });
  const answer = (status: string, errorCode: string | null = null, errorText: string | null = null) => ({
    status,
    errorCode,
    errorText,
  });

  it('fills an UNVERIFIED brand with its feedback categories, and asks none for a verified one', async () => {
    let identity = 'UNVERIFIED';
    stub = await startStub((request): StubReply => {
      if (request.path === `/v2/brand/${BRAND_ID}`) return { body: brandBody(identity) };
      if (request.path === `/v2/brand/feedback/${BRAND_ID}`) return { body: BRAND_FEEDBACK };
      return { status: 404, body: [{ code: 404, description: 'Not found' }] };
    });
    const tcr = adapter(stub.url);
    const brand = await tcr.getBrand(BRAND_ID);
    expect(brand).toMatchObject({ identity_status: 'UNVERIFIED', feedback: ['TAX_ID', 'NONPROFIT'] });
    expect(brandRegistrationAnswer(brand)).toEqual(answer('failed', 'TAX_ID'));
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v2/brand/${BRAND_ID}`,
      `GET /v2/brand/feedback/${BRAND_ID}`,
    ]);
    for (const request of stub.requests) expect(request.headers.authorization).toBe(basic(KEY, SECRET));

    identity = 'VERIFIED';
    expect((await tcr.getBrand(BRAND_ID)).feedback).toEqual([]);
    expect(stub.requests).toHaveLength(3);
  });

  it('reads no feedback as none, and fails on any other refusal', async () => {
    stub = await startStub((request): StubReply =>
      request.path === `/v2/brand/${BRAND_ID}`
        ? { body: brandBody('UNVERIFIED') }
        : { status: 404, body: [{ code: 404, description: 'Not found' }] },
    );
    expect((await adapter(stub.url).getBrand(BRAND_ID)).feedback).toEqual([]);
    await stub.close();
    stub = await startStub((request): StubReply =>
      request.path === `/v2/brand/${BRAND_ID}`
        ? { body: brandBody('UNVERIFIED') }
        : { status: 503, body: [{ code: 503, description: 'Service unavailable' }] },
    );
    expect(await rejection(adapter(stub.url).getBrand(BRAND_ID))).toMatchObject({ status: 503, operation: 'getBrand' });
  });

  it("maps the carriers' operation statuses onto the campaign's review", async () => {
    let statuses: unknown = {};
    stub = await startStub(() => ({ body: statuses }));
    const tcr = adapter(stub.url);
    const expected: Array<[unknown, ReturnType<typeof answer>]> = [
      [operationStatus('APPROVED', 'APPROVED', 'APPROVED'), answer('approved')],
      [operationStatus('REGISTERED', 'APPROVED'), answer('approved')],
      [operationStatus('APPROVED', 'REVIEW', 'APPROVED'), answer('in_review')],
      [operationStatus('APPROVED', 'REJECTED', 'REVIEW'), answer('failed', null, 'Carrier review: MNO 10035 REJECTED')],
      [
        operationStatus('SUSPENDED', 'APPROVED', 'REJECTED'),
        answer('failed', null, 'Carrier review: MNO 10017 SUSPENDED, MNO 10037 REJECTED'),
      ],
      [operationStatus('APPROVED', 'SOMETHING_NEW'), answer('in_review')],
      // No carrier has reported yet: TCR does not oblige them to.
      [{}, answer('in_review')],
    ];
    for (const [body, mapped] of expected) {
      statuses = body;
      expect(await tcr.getCampaignStatus(CAMPAIGN_ID), JSON.stringify(body)).toEqual(mapped);
    }
    for (const request of stub.requests) {
      expect(request).toMatchObject({ method: 'GET', path: `/v2/campaign/${CAMPAIGN_ID}/operationStatus` });
      expect(request.headers.authorization).toBe(basic(KEY, SECRET));
    }
    statuses = [{ code: 'APPROVED' }];
    expect(await rejection(tcr.getCampaignStatus(CAMPAIGN_ID))).toMatchObject({ code: 'invalid_response' });
  });
});
