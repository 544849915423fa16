import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import { createMessagingHttp } from '../../src/server/providers/messaging/http.ts';
import {
  SID_PATTERN,
  type MessagingProvider,
  type UseCaseDetails,
} from '../../src/server/providers/messaging/interface.ts';
import { createMessagingSandbox } from '../../src/server/providers/messaging/sandbox.ts';
import type { A2pRegistrationRef } from '../../src/server/providers/registration.ts';
import {
  CAMPAIGN_REJECTIONS as SANDBOX_REJECTIONS,
  randomHex,
  SandboxFailures,
} from '../../src/server/providers/sandbox.ts';
import {
  ACCOUNT_SID,
  BRAND_REJECTION,
  BRAND_SID,
  brandRegistration,
  CAMPAIGN_REJECTIONS,
  SERVICE_SID,
  TRUST_PRODUCT_REJECTION,
  TRUST_PRODUCT_SID,
  trustProduct,
  USE_CASE_SID,
  usa2p,
} from './recorded/twilio-registration.ts';
import { basic, startStub, type Stub } from './stub-server.ts';
import { rejection } from './provider-rejection.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SUB = { account_sid: ACCOUNT_SID, auth_token: 'c'.repeat(32) };
const PROFILE = { friendly_name: 'Centro Dental Ponce', email: 'office@centrodentalponce.com' };
const STARTER = `BU${'1'.repeat(32)}`;

/** A use case no reviewer objects to. */
const USE_CASE: UseCaseDetails = {
  messaging_service_sid: `MG${'2'.repeat(32)}`,
  brand_sid: `BN${'3'.repeat(32)}`,
  usecase: 'LOW_VOLUME',
  description: 'Appointment reminders and confirmations for the patients of Centro Dental Ponce',
  message_flow: 'Patients opt in on the intake form at the front desk; they can reply STOP at any time.',
  message_samples: [
    'Centro Dental Ponce: your cleaning is tomorrow at 9:00. Reply C to confirm, STOP to opt out.',
    'Centro Dental Ponce: we moved your visit to 11/03 at 10:30. Reply HELP for help.',
  ],
};

describe('messaging sandbox: the A2P reviews', () => {
  let now = 1_800_000_000_000;
  const sandbox = (forced: string[] = [], registrationSpeed?: number) =>
    createMessagingSandbox({ failures: new SandboxFailures(forced), clock: () => now, registrationSpeed });

  /** Submits the three reviewed steps, the use case with `details`, and returns what names each. */
  async function submit(messaging: MessagingProvider, details: Partial<UseCaseDetails> = {}) {
    const a2p = await messaging.createA2pProfile(SUB, STARTER, PROFILE);
    const brand = await messaging.createA2pBrand(SUB, STARTER, a2p.sid);
    const useCase = await messaging.createA2pUseCase(SUB, { ...USE_CASE, brand_sid: brand.sid, ...details });
    return {
      profile: { step: 'a2p_profile', sid: a2p.sid },
      brand: { step: 'a2p_brand', sid: brand.sid },
      useCase: { step: 'a2p_use_case', sid: useCase.sid, messagingServiceSid: USE_CASE.messaging_service_sid },
    } satisfies Record<string, A2pRegistrationRef>;
  }
  const statusAt = async (messaging: MessagingProvider, at: number, ref: A2pRegistrationRef) => {
    now = at;
    return messaging.getRegistrationStatus(SUB, ref);
  };
  const inReview = { status: 'in_review', errorCode: null, errorText: null };
  const approved = { status: 'approved', errorCode: null, errorText: null };

  it('keeps each step in review until the provider decides within its real range, then approves it', async () => {
    const messaging = sandbox();
    const start = now;
    const refs = await submit(messaging);
    expect(refs.profile.sid).toMatch(/^BU/);
    expect(refs.brand.sid).toMatch(/^BN/);
    expect(refs.useCase.sid).toMatch(/^QE/);
    for (const ref of Object.values(refs)) expect(ref.sid).toMatch(SID_PATTERN);
    // A2P profile 1-3 days, brand a few minutes to 7 days, use case 14-42 days.
    const ranges: Array<[A2pRegistrationRef, number, number]> = [
      [refs.profile, DAY, 3 * DAY],
      [refs.brand, 5 * MINUTE, 7 * DAY],
      [refs.useCase, 14 * DAY, 42 * DAY],
    ];
    for (const [ref, soonest, latest] of ranges) {
      expect(await statusAt(messaging, start + soonest - 1_000, ref), ref.step).toEqual(inReview);
      expect(await statusAt(messaging, start + latest + 1_000, ref), ref.step).toEqual(approved);
    }
  });

  it('answers the same in another process: the SID carries when the review decides and how', async () => {
    const start = now;
    const refs = await submit(sandbox(), { message_flow: 'Patients sign up at the front desk.' });
    const other = sandbox();
    expect(await statusAt(other, start + DAY / 2, refs.useCase)).toEqual(inReview);
    const decided = await statusAt(other, start + 43 * DAY, refs.useCase);
    expect(decided).toEqual({ status: 'failed', errorCode: '30896', errorText: SANDBOX_REJECTIONS['30896'] });
    expect(await sandbox().getRegistrationStatus(SUB, refs.useCase)).toEqual(decided);
  });

  it('decides SANDBOX_REGISTRATION_SPEED times sooner', async () => {
    const messaging = sandbox([], 1440);
    const start = now;
    const refs = await submit(messaging);
    // At 1440, a day passes in a minute: the use case's 14-42 days take 14-42 minutes.
    expect(await statusAt(messaging, start + 14 * MINUTE - 1_000, refs.useCase)).toEqual(inReview);
    expect(await statusAt(messaging, start + 42 * MINUTE + 1_000, refs.useCase)).toEqual(approved);
    expect(await statusAt(messaging, start + 3 * MINUTE + 1_000, refs.profile)).toEqual(approved);
  });

  it('rejects a use case for what a reviewer objects to, with its code and the provider-like words', async () => {
    const start = now;
    const messaging = sandbox();
    const verdicts = async (details: Partial<UseCaseDetails>) =>
      statusAt(messaging, start + 43 * DAY, (await submit(messaging, details)).useCase);
    const failed = (code: string) => ({ status: 'failed', errorCode: code, errorText: SANDBOX_REJECTIONS[code] });

    now = start;
    expect(await verdicts({ message_flow: 'Patients sign up on the website.' })).toEqual(failed('30896'));
    now = start;
    expect(await verdicts({ message_flow: 'Patients give their CONSENT on the intake form.' })).toEqual(approved);
    now = start;
    expect(await verdicts({ description: 'Appointment reminders' })).toEqual(failed('30886'));
    now = start;
    const phone = ['Centro Dental Ponce: call us at (787) 555-0123 to reschedule. Reply STOP to opt out.'];
    expect(await verdicts({ message_samples: phone })).toEqual(failed('30889'));
    now = start;
    expect(await verdicts({ message_samples: ['Reply STOP to opt out. Call +17875550123.'] })).toEqual(failed('30889'));
  });

  it('fails only the review a setting forces, with a plausible code', async () => {
    const start = now;
    const forced = async (name: string) => {
      now = start;
      const refs = await submit(sandbox([`messaging.${name}`]));
      const at = start + 43 * DAY;
      return {
        profile: await statusAt(sandbox(), at, refs.profile),
        brand: await statusAt(sandbox(), at, refs.brand),
        useCase: await statusAt(sandbox(), at, refs.useCase),
      };
    };
    expect(await forced('reviewA2pProfile')).toEqual({
      profile: { status: 'failed', errorCode: '18606', errorText: "The Email domain doesn't match the website domain" },
      brand: approved,
      useCase: approved,
    });
    expect(await forced('reviewA2pBrand')).toMatchObject({
      profile: approved,
      brand: { status: 'failed', errorCode: '30701', errorText: expect.stringContaining('Invalid input') },
      useCase: approved,
    });
    expect(await forced('reviewA2pUseCase')).toEqual({
      profile: approved,
      brand: approved,
      useCase: { status: 'failed', errorCode: '30909', errorText: SANDBOX_REJECTIONS['30909'] },
    });
  });

  it('resubmits a failed brand as Twilio does: only once it has failed, and three times at most', async () => {
    const start = now;
    const failing = sandbox(['messaging.reviewA2pBrand']);
    const a2p = await failing.createA2pProfile(SUB, STARTER, PROFILE);
    let brand = (await failing.createA2pBrand(SUB, STARTER, a2p.sid)).sid;
    const resubmit = (messaging: MessagingProvider) =>
      messaging.resubmitA2pBrand(SUB, { starterProfileSid: STARTER, a2pProfileSid: a2p.sid, brandSid: brand }, PROFILE);
    expect(await rejection(resubmit(failing))).toMatchObject({ status: 400, providerCode: '21725' });

    for (let update = 1; update <= 3; update++) {
      expect(await statusAt(failing, now + 8 * DAY, { step: 'a2p_brand', sid: brand })).toMatchObject({
        status: 'failed',
        errorCode: '30701',
      });
      brand = (await resubmit(failing)).sid;
      expect(brand).toMatch(SID_PATTERN);
      expect(await failing.getRegistrationStatus(SUB, { step: 'a2p_brand', sid: brand })).toEqual(inReview);
    }
    now += 8 * DAY;
    expect(await rejection(resubmit(sandbox()))).toMatchObject({ status: 400, providerCode: '21724' });

    // Vetted again without a forced failure: approved, and then not to be updated.
    now = start;
    brand = (await failing.createA2pBrand(SUB, STARTER, a2p.sid)).sid;
    now += 8 * DAY;
    brand = (await resubmit(sandbox())).sid;
    expect(await statusAt(sandbox(), now + 8 * DAY, { step: 'a2p_brand', sid: brand })).toEqual(approved);
    expect(await rejection(resubmit(sandbox()))).toMatchObject({ providerCode: '21725' });
  });

  it('answers approved for SIDs it did not make (seeded, or before reviews were timed), and refuses malformed ones', async () => {
    const messaging = sandbox();
    for (const ref of [
      { step: 'a2p_profile', sid: `BU${randomHex(16)}` },
      { step: 'a2p_brand', sid: `BN${randomHex(16)}` },
      { step: 'a2p_use_case', sid: `QE${randomHex(16)}`, messagingServiceSid: `MG${randomHex(16)}` },
    ] satisfies A2pRegistrationRef[]) {
      expect(await messaging.getRegistrationStatus(SUB, ref)).toEqual(approved);
    }
    const malformed = await rejection(messaging.getRegistrationStatus(SUB, { step: 'a2p_brand', sid: 'BN123' }));
    expect(malformed).toMatchObject({ code: 'not_found', status: 404, operation: 'getRegistrationStatus' });
    const wrongPrefix = { step: 'a2p_brand', sid: `BU${randomHex(16)}` } as const;
    expect((await rejection(messaging.getRegistrationStatus(SUB, wrongPrefix))).code).toBe('not_found');
    const noToken = { ...SUB, auth_token: 'x' };
    expect((await rejection(messaging.getRegistrationStatus(noToken, wrongPrefix))).status).toBe(401);
    const down = sandbox(['messaging.getRegistrationStatus']);
    const unavailable = await rejection(down.getRegistrationStatus(SUB, { step: 'a2p_profile', sid: STARTER }));
    expect(unavailable.status).toBe(503);
  });

  describe('SANDBOX_REGISTRATION_SPEED through the providers factory', () => {
    let dataDir: string;
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('reaches both sandboxes', async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-speed-'));
      const config = loadConfig({ DATA_DIR: dataDir, SANDBOX_REGISTRATION_SPEED: '1440' });
      const start = now;
      const providers = createProviders(config, { clock: () => now });
      const refs = await submit(providers.messaging);
      expect(await statusAt(providers.messaging, start + 42 * MINUTE + 1_000, refs.useCase)).toEqual(approved);

      const brand = await providers.tcr.createBrand({
        reference_id: '17',
        name: 'Centro Dental Ponce',
        legal_name: 'Centro Dental Ponce PSC',
        ein: '660123456',
        email: PROFILE.email,
        phone_number: '+17875550123',
        website: 'https://centrodentalponce.com',
        street: 'Calle Luna 12',
        city: 'Ponce',
        state: 'PR',
        zip_code: '00716',
        country: 'US',
        company_type: 'PRIVATE_PROFIT',
        vertical_type: 'HEALTHCARE',
      });
      now += 10 * MINUTE;
      const campaign = await providers.tcr.createCampaign(brand.brand_id, {
        usecase: USE_CASE.usecase,
        description: USE_CASE.description,
        message_flow: USE_CASE.message_flow,
        sample_messages: USE_CASE.message_samples,
      });
      now += 42 * MINUTE + 1_000;
      expect(await providers.tcr.getCampaignStatus(campaign.campaign_id)).toEqual(approved);
    });
  });
});

describe('messaging over HTTP: where Twilio says a reviewed step stands, against a loopback stub', () => {
  let stub: Stub;
  afterEach(() => stub?.close());
  const MAIN_TOKEN = 'main-auth-token-0123456789abcdef';
  const adapter = (url: string) =>
    createMessagingHttp({
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: MAIN_TOKEN,
      apiUrl: url,
      trustHubUrl: url,
      messagingUrl: url,
    });
  const refs = {
    profile: { step: 'a2p_profile', sid: TRUST_PRODUCT_SID },
    brand: { step: 'a2p_brand', sid: BRAND_SID },
    useCase: { step: 'a2p_use_case', sid: USE_CASE_SID, messagingServiceSid: SERVICE_SID },
  } satisfies Record<string, A2pRegistrationRef>;
  const answer = (status: string, errorCode: string | null = null, errorText: string | null = null) => ({
    status,
    errorCode,
    errorText,
  });

  /** Asks about `ref` while Twilio answers `body`; returns the answer and the request Twilio saw. */
  async function ask(ref: A2pRegistrationRef, body: unknown) {
    stub = await startStub(() => ({ body }));
    const result = await adapter(stub.url).getRegistrationStatus(SUB, ref);
    await stub.close();
    return { result, request: stub.requests[0]! };
  }

  it("reads the A2P profile's review from Trust Hub's TrustProduct, as the sub-account", async () => {
    const { result, request } = await ask(refs.profile, trustProduct('in-review'));
    expect(result).toEqual(answer('in_review'));
    expect(request).toMatchObject({ method: 'GET', path: `/v1/TrustProducts/${TRUST_PRODUCT_SID}` });
    expect(request.headers.authorization).toBe(basic(SUB.account_sid, SUB.auth_token));
    const expected: Array<[string, ReturnType<typeof answer>]> = [
      ['draft', answer('submitted')],
      ['pending-review', answer('submitted')],
      ['twilio-approved', answer('approved')],
      ['twilio-rejected', answer('failed')],
      ['some-new-status', answer('in_review')],
    ];
    for (const [status, mapped] of expected)
      expect((await ask(refs.profile, trustProduct(status))).result).toEqual(mapped);
    const rejected = await ask(refs.profile, trustProduct('twilio-rejected', TRUST_PRODUCT_REJECTION));
    expect(rejected.result).toEqual(answer('failed', '18606', "The Email domain doesn't match the website domain"));
  });

  it('reads the brand registration from the Messaging API, with its error code and words when it failed', async () => {
    const { result, request } = await ask(refs.brand, brandRegistration('PENDING'));
    // A PENDING brand still carries the deprecated failure_reason: it is not read as a failure.
    expect(result).toEqual(answer('submitted'));
    expect(request).toMatchObject({ method: 'GET', path: `/v1/a2p/BrandRegistrations/${BRAND_SID}` });
    expect(request.headers.authorization).toBe(basic(SUB.account_sid, SUB.auth_token));
    const expected: Array<[string, ReturnType<typeof answer>]> = [
      ['IN_REVIEW', answer('in_review')],
      ['APPROVED', answer('approved')],
      ['SUSPENDED', answer('failed', null, 'SUSPENDED')],
      ['DELETION_PENDING', answer('failed', null, 'DELETION_PENDING')],
      ['SOMETHING_NEW', answer('in_review')],
    ];
    for (const [status, mapped] of expected)
      expect((await ask(refs.brand, brandRegistration(status))).result).toEqual(mapped);
    expect((await ask(refs.brand, brandRegistration('FAILED', BRAND_REJECTION))).result).toEqual(
      answer('failed', '30701', 'Brand Registration Failure: Invalid input. The EIN must have 9 digits.'),
    );
    // An older answer names the failure only in failure_reason.
    expect((await ask(refs.brand, brandRegistration('FAILED'))).result).toEqual(
      answer('failed', null, 'Registration error'),
    );
  });

  it("reads the use case's campaign_status on its messaging service, with the first of its errors", async () => {
    const { result, request } = await ask(refs.useCase, usa2p('IN_PROGRESS'));
    expect(result).toEqual(answer('in_review'));
    expect(request).toMatchObject({
      method: 'GET',
      path: `/v1/Services/${SERVICE_SID}/Compliance/Usa2p/${USE_CASE_SID}`,
    });
    expect(request.headers.authorization).toBe(basic(SUB.account_sid, SUB.auth_token));
    const expected: Array<[string, ReturnType<typeof answer>]> = [
      ['PENDING', answer('submitted')],
      ['VERIFIED', answer('approved')],
      ['SUSPENDED', answer('failed', null, 'SUSPENDED')],
      ['NEW_STATE', answer('in_review')],
    ];
    for (const [status, mapped] of expected) expect((await ask(refs.useCase, usa2p(status))).result).toEqual(mapped);
    expect((await ask(refs.useCase, usa2p('FAILED', CAMPAIGN_REJECTIONS))).result).toEqual(
      answer(
        'failed',
        '30886',
        'The campaign submission has been reviewed and it was rejected because of invalid campaign description.',
      ),
    );
  });

  it('reports a missing status, an unknown resource and a refusal as ProviderErrors without the token', async () => {
    stub = await startStub((request) =>
      request.path.startsWith('/v1/TrustProducts')
        ? { body: { sid: TRUST_PRODUCT_SID } }
        : request.path.startsWith('/v1/a2p')
          ? { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } }
          : { status: 401, body: { code: 20003, message: `Authenticate ${SUB.auth_token}`, status: 401 } },
    );
    const messaging = adapter(stub.url);
    expect(await rejection(messaging.getRegistrationStatus(SUB, refs.profile))).toMatchObject({
      code: 'invalid_response',
      detail: 'the answer has no string status',
    });
    expect((await rejection(messaging.getRegistrationStatus(SUB, refs.brand))).code).toBe('not_found');
    const refused = await rejection(messaging.getRegistrationStatus(SUB, refs.useCase));
    expect(refused).toMatchObject({ status: 401, providerCode: '20003' });
    expect(refused.message).not.toContain(SUB.auth_token);
  });
});
