import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import { ProviderError } from '../../src/server/providers/errors.ts';
import type { MessagingProvider } from '../../src/server/providers/messaging/interface.ts';
import type { A2pRegistrationRef, RegistrationAnswer } from '../../src/server/providers/registration.ts';
import type { TcrProvider } from '../../src/server/providers/tcr/interface.ts';
import {
  CLAIM_LEASE_MS,
  createRegistrationChecks,
  createRegistrationReconciler,
} from '../../src/server/services/registration-reconciler.ts';
import { CHECK_MAX_MS, CHECK_MIN_MS } from '../../src/server/services/registration-schedule.ts';
import {
  createRegistrationService,
  startingRegistration,
  type RegistrationEvent,
} from '../../src/server/services/registrations.ts';
import type { RegistrationTrack } from '../../src/shared/registrationRules.ts';
import { createHarness, databaseKinds, TEST_CONFIG, type Harness } from './harness.ts';
import { brandAnswering } from './registration-answers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const inReview: RegistrationAnswer = { status: 'in_review', errorCode: null, errorText: null };
const approved: RegistrationAnswer = { status: 'approved', errorCode: null, errorText: null };

/** What the fake providers are asked, and what they answer (by reference), in order. */
interface Provider {
  asked: string[];
  answer: (ref: string) => Promise<RegistrationAnswer>;
}

describe.each(databaseKinds)('registration reconciler on %s', (kind) => {
  let h: Harness;
  let now: number;
  const clock = () => now;
  const logs: string[] = [];
  const logger = {
    info: () => {},
    warn: (_details: unknown, message?: string) => void logs.push(message ?? ''),
    error: (_details: unknown, message?: string) => void logs.push(`error: ${message ?? ''}`),
  };
  const db = () => h.database.db;
  const accountId = () => h.fixtures.accountIds.bayamon!;
  let provider: Provider;

  const providers = () => ({
    messaging: {
      getRegistrationStatus: async (_subaccount, ref: A2pRegistrationRef) => {
        provider.asked.push(ref.sid);
        return provider.answer(ref.sid);
      },
    } as Pick<MessagingProvider, 'getRegistrationStatus'> as MessagingProvider,
    tcr: {
      getBrand: async (brandId: string) => {
        provider.asked.push(brandId);
        return brandAnswering(brandId, await provider.answer(brandId));
      },
      getCampaignStatus: async (campaignId: string) => {
        provider.asked.push(campaignId);
        return provider.answer(campaignId);
      },
    } as Pick<TcrProvider, 'getBrand' | 'getCampaignStatus'> as TcrProvider,
  });
  const reconciler = () =>
    createRegistrationReconciler({
      db: db(),
      providers: providers(),
      secretBox: createSecretBox(TEST_CONFIG.encryptionKey),
      clock,
      logger,
    });
  const checks = () =>
    createRegistrationChecks({
      db: db(),
      providers: providers(),
      secretBox: createSecretBox(TEST_CONFIG.encryptionKey),
      clock,
      logger,
    });
  const record = (event: Omit<RegistrationEvent, 'accountId' | 'at'>, at = now) =>
    createRegistrationService({ db: db(), reads: db(), now: () => new Date(at) }).record({
      accountId: accountId(),
      ...event,
    });

  const registration = async () =>
    (
      await db()
        .select()
        .from(schema.account_registrations)
        .where(eq(schema.account_registrations.account_id, accountId()))
    )[0]!;
  const check = async (track: RegistrationTrack) =>
    (
      await db()
        .select()
        .from(schema.registration_checks)
        .where(and(eq(schema.registration_checks.account_id, accountId()), eq(schema.registration_checks.track, track)))
    )[0];
  const events = async (track: RegistrationTrack) =>
    db()
      .select({
        step: schema.registration_events.step,
        status: schema.registration_events.status,
        error_code: schema.registration_events.error_code,
      })
      .from(schema.registration_events)
      .where(and(eq(schema.registration_events.account_id, accountId()), eq(schema.registration_events.track, track)))
      .orderBy(asc(schema.registration_events.id));

  beforeAll(async () => {
    h = await createHarness(kind);
    // The job also follows brands being vetted (tests/server/tcr-brands.test.ts): the fixtures' were just asked.
    await db()
      .update(schema.brands)
      .set({ vetting_asked_at: new Date(Date.now() + 365 * DAY) });
    // The bayamon fixture's chain, up to a use case sent for vetting.
    await db()
      .update(schema.twilio_configurations)
      .set({ a2p_profile_sid: 'BU0002', a2p_brand_sid: 'BN0001', a2p_use_case_sid: 'QE0001' })
      .where(eq(schema.twilio_configurations.account_id, accountId()));
  });
  afterAll(() => h?.close());
  beforeEach(() => {
    now = Date.parse('2026-11-27T10:00:00Z');
    provider = { asked: [], answer: async () => inReview };
  });
  afterEach(async () => {
    await db().delete(schema.registration_checks);
    await db().delete(schema.registration_events);
    const { account_id: _, ...blank } = startingRegistration(accountId());
    await db()
      .update(schema.account_registrations)
      .set(blank)
      .where(eq(schema.account_registrations.account_id, accountId()));
    logs.length = 0;
  });

  it('asks about a step sent for review once it is due, and records each change the provider reports', async () => {
    await record({ track: 'messaging', step: 'a2p_use_case', status: 'submitted' });
    const job = reconciler();
    expect(await job.tick()).toBe(0);
    expect(provider.asked).toEqual([]);

    now += CHECK_MIN_MS;
    expect(await job.tick()).toBe(1);
    expect(provider.asked).toEqual(['QE0001']);
    expect(await registration()).toMatchObject({ messaging_step: 'a2p_use_case', messaging_status: 'in_review' });
    expect((await check('messaging'))?.due_at).toEqual(new Date(now + CHECK_MIN_MS));

    provider.answer = async () => approved;
    now += CHECK_MIN_MS;
    expect(await job.tick()).toBe(1);
    expect(await registration()).toMatchObject({ messaging_step: 'a2p_use_case', messaging_status: 'approved' });
    expect(await check('messaging')).toBeUndefined();
    expect(await events('messaging')).toEqual([
      { step: 'a2p_use_case', status: 'submitted', error_code: null },
      { step: 'a2p_use_case', status: 'in_review', error_code: null },
      { step: 'a2p_use_case', status: 'approved', error_code: null },
    ]);
    now += CHECK_MAX_MS;
    expect(await job.tick()).toBe(0);
  });

  it('asks less often as the wait grows: a tenth of the wait so far, from 30 seconds to 6 hours', async () => {
    await record({ track: 'brand', step: 'tcr_brand', status: 'in_review' }, now - 10 * MINUTE - CHECK_MIN_MS);
    expect(await reconciler().tick()).toBe(1);
    expect(provider.asked).toEqual(['BNEW002']);
    // In review for 10.5 minutes: asked again in 63 s.
    expect((await check('brand'))?.due_at).toEqual(new Date(now + (10 * MINUTE + CHECK_MIN_MS) / 10));

    await record({ track: 'brand', step: 'tcr_brand', status: 'in_review' }, now - 30 * DAY);
    await db()
      .update(schema.registration_checks)
      .set({ due_at: new Date(now) });
    await reconciler().tick();
    expect((await check('brand'))?.due_at).toEqual(new Date(now + CHECK_MAX_MS));
    expect(await events('brand')).toHaveLength(2);
  });

  it('records a refusal with the provider code, and stops asking', async () => {
    await record({ track: 'brand', step: 'tcr_brand', status: 'submitted' });
    provider.answer = async () => ({ status: 'failed', errorCode: 'TAX_ID', errorText: null });
    now += CHECK_MIN_MS;
    await reconciler().tick();
    expect(await registration()).toMatchObject({
      brand_status: 'failed',
      brand_error_code: 'TAX_ID',
      stuck_rank: 0,
    });
    expect(await check('brand')).toBeUndefined();
  });

  it('backs off twice as long after each provider error, records nothing meanwhile, and starts over on an answer', async () => {
    await record({ track: 'campaign', step: 'tcr_campaign', status: 'submitted' });
    await db().insert(schema.campaigns).values({ campaign_id: 'CAMP001', brand_id: h.fixtures.brandIds[1]! });
    provider.answer = async () => {
      throw new ProviderError({ service: 'tcr', operation: 'getCampaignStatus', code: 'unavailable', detail: 'down' });
    };
    const job = reconciler();
    for (const [tries, delay] of [
      [1, 2 * CHECK_MIN_MS],
      [2, 4 * CHECK_MIN_MS],
      [3, 8 * CHECK_MIN_MS],
    ] as const) {
      now = (await check('campaign'))!.due_at.getTime();
      expect(await job.tick()).toBe(1);
      expect(await check('campaign')).toMatchObject({ failed_tries: tries, due_at: new Date(now + delay) });
    }
    expect(provider.asked).toEqual(['CAMP001', 'CAMP001', 'CAMP001']);
    expect(logs).toEqual(Array(3).fill('could not ask the provider about a registration'));
    expect(await events('campaign')).toHaveLength(1);

    provider.answer = async () => inReview;
    now = (await check('campaign'))!.due_at.getTime();
    await job.tick();
    expect(await check('campaign')).toMatchObject({ failed_tries: 0, due_at: new Date(now + CHECK_MIN_MS) });
    expect(await registration()).toMatchObject({ campaign_status: 'in_review' });
    await db().delete(schema.campaigns).where(eq(schema.campaigns.campaign_id, 'CAMP001'));
  });

  it('asks each check once while two processes tick at the same time, and records each change once', async () => {
    await record({ track: 'messaging', step: 'a2p_profile', status: 'submitted' });
    await record({ track: 'brand', step: 'tcr_brand', status: 'submitted' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    provider.answer = async () => {
      await held;
      return inReview;
    };
    now += CHECK_MIN_MS;
    const [first, second] = [reconciler(), reconciler()];
    const ticks = Promise.all([first.tick(), second.tick()]);
    // Both claims are made before either answer arrives.
    await expect.poll(() => provider.asked.length).toBe(2);
    release();
    expect((await ticks).reduce((sum, claimed) => sum + claimed, 0)).toBe(2);
    expect(provider.asked.sort()).toEqual(['BNEW002', 'BU0002']);
    expect(await events('messaging')).toHaveLength(2);
    expect(await events('brand')).toHaveLength(2);
  });

  it('asks again about a check whose process died, once its lease has run out', async () => {
    await record({ track: 'brand', step: 'tcr_brand', status: 'submitted' });
    // A process claimed it, then died before it stored anything.
    now += CHECK_MIN_MS;
    await db()
      .update(schema.registration_checks)
      .set({ due_at: new Date(now + CLAIM_LEASE_MS) });
    const restarted = reconciler();
    expect(await restarted.tick()).toBe(0);
    now += CLAIM_LEASE_MS;
    expect(await restarted.tick()).toBe(1);
    expect(await registration()).toMatchObject({ brand_status: 'in_review' });
  });

  it('leaves a track a resubmission moved on while the provider was asked about the old one', async () => {
    await record({ track: 'brand', step: 'tcr_brand', status: 'in_review' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    provider.answer = async () => {
      await held;
      return { status: 'failed', errorCode: 'TAX_ID', errorText: null };
    };
    now += CHECK_MIN_MS;
    const tick = reconciler().tick();
    await expect.poll(() => provider.asked.length).toBe(1);
    // Someone revets the brand meanwhile.
    await record({ track: 'brand', step: 'tcr_brand', status: 'submitted' });
    release();
    expect(await tick).toBe(1);
    expect(await registration()).toMatchObject({ brand_status: 'submitted', brand_error_code: null });
    expect((await check('brand'))?.due_at).toEqual(new Date(now + CHECK_MIN_MS));
  });

  it('stops asking about a wait nothing names at the provider, and says so', async () => {
    // The chain's address is answered when it is made: there is no review to ask about.
    await record({ track: 'messaging', step: 'address', status: 'in_review' });
    now += CHECK_MIN_MS;
    expect(await reconciler().tick()).toBe(1);
    expect(provider.asked).toEqual([]);
    expect(await check('messaging')).toBeUndefined();
    expect(await registration()).toMatchObject({ messaging_step: 'address', messaging_status: 'in_review' });
    expect(logs).toEqual(['no provider reference to ask about; the registration is no longer asked about']);
  });

  it("asks now about every waiting track of one account (Check now), due or not, through the queue's lease", async () => {
    await record({ track: 'messaging', step: 'a2p_profile', status: 'submitted' });
    await record({ track: 'brand', step: 'tcr_brand', status: 'in_review' });
    provider.answer = async (ref) => (ref === 'BU0002' ? approved : inReview);
    // Neither is due yet (sent just now): the job would not ask.
    expect(await reconciler().tick()).toBe(0);

    expect(await checks().checkAccount(accountId())).toEqual({ asked: 2, changed: 1, unreachable: 0, unrecorded: 0 });
    expect(provider.asked.sort()).toEqual(['BNEW002', 'BU0002']);
    // The approved profile moved the chain on to the A2P brand, for staff to send; the TCR brand waits on.
    expect(await registration()).toMatchObject({
      messaging_step: 'a2p_brand',
      messaging_status: 'not_started',
      brand_status: 'in_review',
    });
    expect(await check('messaging')).toBeUndefined();
    expect((await check('brand'))?.due_at).toEqual(new Date(now + CHECK_MIN_MS));

    // Another account's checks are not asked about.
    provider.asked = [];
    expect(await checks().checkAccount(h.fixtures.accountIds.smile!)).toEqual({
      asked: 0,
      changed: 0,
      unreachable: 0,
      unrecorded: 0,
    });
    expect(provider.asked).toEqual([]);
  });

  it('counts a track the provider did not answer for, and backs its check off as the job would', async () => {
    await record({ track: 'brand', step: 'tcr_brand', status: 'in_review' });
    provider.answer = async () => {
      throw new ProviderError({ service: 'tcr', operation: 'getBrand', code: 'unavailable', detail: 'down' });
    };
    expect(await checks().checkAccount(accountId())).toEqual({ asked: 1, changed: 0, unreachable: 1, unrecorded: 0 });
    expect(await check('brand')).toMatchObject({ failed_tries: 1, due_at: new Date(now + 2 * CHECK_MIN_MS) });
    expect(await registration()).toMatchObject({ brand_status: 'in_review' });
  });

  it('runs on its own once started, and stop() waits for the tick under way', async () => {
    await record({ track: 'brand', step: 'tcr_brand', status: 'submitted' }, now - CHECK_MIN_MS);
    const job = reconciler();
    job.start();
    await expect.poll(async () => (await registration()).brand_status).toBe('in_review');
    await job.stop();
  });
});
