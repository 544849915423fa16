import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { ProviderError } from '../../src/server/providers/errors.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/server/providers/http.ts';
import type { CallStatus, MessagingProvider } from '../../src/server/providers/messaging/interface.ts';
import { createMessagingSandbox, sandboxCallStatus } from '../../src/server/providers/messaging/sandbox.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import {
  CALL_RESCUE_TICK_MS,
  CALL_TIMEOUT_MS,
  CLAIM_LEASE_MS,
  createCallRescueJob,
  MAX_RETRIES,
  POLL_DELAY_MS,
  retryDelayMs,
} from '../../src/server/services/call-rescue-job.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_CONFIG } from './harness.ts';

const SCHEDULED = 0;
const CALLING = 1;
const RETRYING = 2;
const SUCCESS = 3;
const FAILURE = 4;

/** Every placeCall attempt (thrown ones too), and the SIDs handed out. */
interface Recorded {
  /** `subaccount`: the SID of the sub-account the call went through, if any. */
  attempts: Array<{ from: string; to: string; subaccount?: string }>;
  sids: string[];
}

interface MessagingSetup {
  /** Sandbox operations forced to fail (SANDBOX_FAILURES names). */
  failures?: string[];
  /** Keep only SIDs whose sandbox outcome is 'completed', so a call's success is certain. */
  answered?: boolean;
  /** Time each placeCall takes, so concurrent ticks overlap. */
  placeDelayMs?: number;
  /** Replaces getCall's answer. */
  getCall?: (callSid: string) => Promise<CallStatus>;
}

describe.each(databaseKinds)('call-rescue job on %s', (kind) => {
  let h: Harness;
  let now: number;
  const clock = () => now;
  const logs: string[] = [];
  const logger = {
    info: () => {},
    warn: (_details: unknown, message?: string) => void logs.push(message ?? ''),
    error: (_details: unknown, message?: string) => void logs.push(`error: ${message ?? ''}`),
  };

  const secretBox = createSecretBox(TEST_CONFIG.encryptionKey);
  beforeAll(async () => {
    h = await createHarness(kind);
    // The fixture's sub-account does not exist in these sandboxes: its calls go through the main account, unless
    // a test gives it a real one.
    await setSubaccount(null);
  });
  afterAll(() => h?.close());
  afterEach(async () => {
    // The job takes every due test: each test starts with an empty queue.
    await h.database.db.delete(schema.call_rescue_tests);
    logs.length = 0;
  });

  const db = () => h.database.db;
  const setSubaccount = (credentials: { account_sid: string; auth_token: string } | null) =>
    db()
      .update(schema.twilio_configurations)
      .set({
        subaccount_account_sid: credentials?.account_sid ?? null,
        subaccount_auth_token: credentials && secretBox.seal(credentials.auth_token),
      })
      .where(eq(schema.twilio_configurations.account_id, h.fixtures.accountIds.bayamon!));

  function messaging(setup: MessagingSetup = {}): { provider: MessagingProvider; recorded: Recorded } {
    const sandbox = createMessagingSandbox({ failures: new SandboxFailures(setup.failures ?? []), clock });
    const recorded: Recorded = { attempts: [], sids: [] };
    const provider: MessagingProvider = {
      ...sandbox,
      async placeCall(from, to, options) {
        recorded.attempts.push({
          from,
          to,
          ...(options?.subaccount && { subaccount: options.subaccount.account_sid }),
        });
        if (setup.placeDelayMs) await new Promise((resolve) => setTimeout(resolve, setup.placeDelayMs));
        let placed = await sandbox.placeCall(from, to, options);
        while (setup.answered && sandboxCallStatus(placed.call_sid, 10 * 60_000) !== 'completed') {
          placed = await sandbox.placeCall(from, to, options);
        }
        recorded.sids.push(placed.call_sid);
        return placed;
      },
      async getCall(callSid, options) {
        if (setup.getCall) return { call_sid: callSid, status: await setup.getCall(callSid) };
        return sandbox.getCall(callSid, options);
      },
    };
    return { provider, recorded };
  }

  const job = (provider: MessagingProvider, batchSize?: number) =>
    createCallRescueJob({ db: db(), providers: { messaging: provider }, secretBox, clock, logger, batchSize });

  const stored = async (id: number) =>
    (await db().select().from(schema.call_rescue_tests).where(eq(schema.call_rescue_tests.id, id)))[0]!;

  /** A test of the fixture account due at `dueAt`, calling its business phone 7875550142. */
  async function insertTest(values: Partial<typeof schema.call_rescue_tests.$inferInsert> = {}) {
    const [row] = await db()
      .insert(schema.call_rescue_tests)
      .values({
        account_id: h.fixtures.accountIds.bayamon!,
        phone_called_id: h.fixtures.businessPhoneId,
        phone_calling: '+17875550101',
        next_attempt_at: new Date(now),
        updated_at: new Date(now - 1000),
        ...values,
      })
      .returning();
    return row!;
  }

  /** What the job wrote to the audit log for a test (system entries: no actor). */
  const jobAudit = async (id: number) =>
    (
      await db()
        .select()
        .from(schema.audit_log)
        .where(and(eq(schema.audit_log.table_name, 'call_rescue_tests'), eq(schema.audit_log.record_id, String(id))))
        .orderBy(asc(schema.audit_log.id))
    )
      .filter((entry) => entry.action === 'update')
      .map(({ actor_id, before, after }) => ({ actor_id, before, after }));

  it('calls a scheduled test on its first tick and follows it to SUCCESS', async () => {
    const access = (await h.signIn()).access;
    const response = await h.app.inject({
      method: 'POST',
      url: '/call_rescue_test_for_account/create_call_rescue_test',
      headers: { authorization: `Bearer ${access}`, ...oneAction() },
      payload: { account_id: h.fixtures.accountIds.bayamon },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<Array<{ id: number }>>()[0]!.id;
    now = Date.now();
    const { provider, recorded } = messaging({ answered: true });
    const calls = job(provider);

    expect(await calls.tick()).toBe(1);
    expect(recorded.attempts).toEqual([{ from: '+17875550101', to: '+17875550142' }]);
    const calling = await stored(id);
    expect(calling).toMatchObject({ call_status: CALLING, call_sid: recorded.sids[0], retry_count: 0 });
    expect(calling.updated_at.getTime()).toBe(now);
    expect(calling.next_attempt_at.getTime()).toBe(now + POLL_DELAY_MS);
    // Not due again before the poll delay.
    expect(await calls.tick()).toBe(0);

    // 5 s in, the sandbox call is ringing: the test stays CALLING and is asked about again later.
    now += POLL_DELAY_MS;
    expect(await calls.tick()).toBe(1);
    expect(await stored(id)).toMatchObject({ call_status: CALLING, updated_at: calling.updated_at });
    expect((await stored(id)).next_attempt_at.getTime()).toBe(now + POLL_DELAY_MS);

    // Every sandbox call that is answered has completed a minute in.
    now += 60_000;
    expect(await calls.tick()).toBe(1);
    const done = await stored(id);
    expect(done).toMatchObject({ call_status: SUCCESS, retry_count: 0, call_sid: recorded.sids[0] });
    expect(done.updated_at.getTime()).toBe(now);
    expect(recorded.attempts).toHaveLength(1);

    now += 10 * 60_000;
    expect(await calls.tick()).toBe(0);
    expect(await jobAudit(id)).toEqual([
      { actor_id: null, before: { call_status: SCHEDULED }, after: { call_status: CALLING } },
      { actor_id: null, before: { call_sid: null }, after: { call_sid: recorded.sids[0] } },
      { actor_id: null, before: { call_status: CALLING }, after: { call_status: SUCCESS } },
    ]);
  });

  it("calls through the account's messaging sub-account, where its bot numbers live", async () => {
    now = Date.now();
    const { provider, recorded } = messaging({ answered: true });
    const subaccount = await provider.createSubaccount('Bayamón Dental');
    await setSubaccount(subaccount);
    try {
      const test = await insertTest();
      const calls = job(provider);
      expect(await calls.tick()).toBe(1);
      expect(recorded.attempts).toEqual([
        { from: '+17875550101', to: '+17875550142', subaccount: subaccount.account_sid },
      ]);
      now += 60_000;
      expect(await calls.tick()).toBe(1);
      expect(await stored(test.id)).toMatchObject({ call_status: SUCCESS });

      // A token that no longer opens (another key) is a failed attempt, not a call on the wrong account.
      await db()
        .update(schema.twilio_configurations)
        .set({ subaccount_auth_token: createSecretBox('another-key-of-at-least-32-characters').seal('x') })
        .where(eq(schema.twilio_configurations.account_id, h.fixtures.accountIds.bayamon!));
      const second = await insertTest({ next_attempt_at: new Date(now) });
      expect(await calls.tick()).toBe(1);
      expect(await stored(second.id)).toMatchObject({ call_status: RETRYING, retry_count: 1 });
      expect(recorded.attempts).toHaveLength(1);
    } finally {
      await setSubaccount(null);
    }
  });

  it('retries a call the provider refuses after 30 s, 60 s and 120 s, then gives up with FAILURE', async () => {
    now = Date.now();
    const test = await insertTest();
    const { provider, recorded } = messaging({ failures: ['messaging.placeCall'] });
    const calls = job(provider);

    for (let retry = 1; retry <= MAX_RETRIES; retry++) {
      expect(await calls.tick()).toBe(1);
      const row = await stored(test.id);
      expect(row).toMatchObject({ call_status: RETRYING, retry_count: retry, call_sid: null });
      expect(row.updated_at.getTime()).toBe(now);
      expect(row.next_attempt_at.getTime()).toBe(now + retryDelayMs(retry));
      now += retryDelayMs(retry) - 1;
      expect(await calls.tick()).toBe(0);
      now += 1;
    }
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(120_000);

    expect(await calls.tick()).toBe(1);
    expect(await stored(test.id)).toMatchObject({ call_status: FAILURE, retry_count: MAX_RETRIES });
    expect(recorded.attempts).toHaveLength(MAX_RETRIES + 1);
    now += 60 * 60_000;
    expect(await calls.tick()).toBe(0);
    expect(logs).toContain(
      'test call failed: messaging.placeCall failed: HTTP 503: Voice service temporarily unavailable',
    );

    const statuses = (await jobAudit(test.id)).map(({ actor_id, after }) => [actor_id, after]);
    expect(statuses).toEqual([
      [null, { call_status: CALLING }],
      [null, { call_status: RETRYING, retry_count: 1 }],
      [null, { call_status: CALLING }],
      [null, { call_status: RETRYING, retry_count: 2 }],
      [null, { call_status: CALLING }],
      [null, { call_status: RETRYING, retry_count: 3 }],
      [null, { call_status: CALLING }],
      [null, { call_status: FAILURE }],
    ]);
  });

  it('counts a call that ends failed, busy or unanswered as a failed attempt and places a new call', async () => {
    now = Date.now();
    const test = await insertTest();
    const { provider, recorded } = messaging({ failures: ['messaging.getCall'] });
    const calls = job(provider);

    await calls.tick();
    now += POLL_DELAY_MS;
    await calls.tick();
    // The failed call's SID stays until the next call replaces it.
    expect(await stored(test.id)).toMatchObject({ call_status: RETRYING, retry_count: 1, call_sid: recorded.sids[0] });
    expect(logs).toEqual(['test call failed: the call ended failed']);

    now += retryDelayMs(1);
    await calls.tick();
    expect(recorded.sids).toHaveLength(2);
    expect(await stored(test.id)).toMatchObject({ call_status: CALLING, call_sid: recorded.sids[1], retry_count: 1 });
  });

  it('counts an error while asking about the call as a failed attempt', async () => {
    now = Date.now();
    const test = await insertTest();
    const { provider } = messaging({
      getCall: async () => {
        throw new ProviderError({
          service: 'messaging',
          operation: 'getCall',
          code: 'unavailable',
          detail: 'timed out',
        });
      },
    });
    const calls = job(provider);
    await calls.tick();
    now += POLL_DELAY_MS;
    await calls.tick();
    expect(await stored(test.id)).toMatchObject({ call_status: RETRYING, retry_count: 1 });
    expect(logs).toEqual(['test call failed: messaging.getCall failed: timed out']);
  });

  it('gives up on a call that rings for longer than the call timeout', async () => {
    now = Date.now();
    const test = await insertTest({ retry_count: MAX_RETRIES, call_status: RETRYING });
    const { provider } = messaging({ getCall: async () => 'ringing' });
    const calls = job(provider);
    await calls.tick();
    const placedAt = now;
    while (now - placedAt <= CALL_TIMEOUT_MS) {
      expect((await stored(test.id)).call_status).toBe(CALLING);
      now += POLL_DELAY_MS;
      await calls.tick();
    }
    expect(await stored(test.id)).toMatchObject({ call_status: FAILURE, retry_count: MAX_RETRIES });
  });

  it('places the call again for a CALLING test whose call was never stored, once its lease ran out', async () => {
    now = Date.now();
    const test = await insertTest({ call_status: CALLING, call_sid: null, next_attempt_at: new Date(now + 1000) });
    const { provider, recorded } = messaging();
    const calls = job(provider);
    expect(await calls.tick()).toBe(0);
    now += 1000;
    expect(await calls.tick()).toBe(1);
    expect(await stored(test.id)).toMatchObject({ call_status: CALLING, call_sid: recorded.sids[0], retry_count: 0 });
    // Nothing changed but the SID: no status entry in the log.
    expect((await jobAudit(test.id)).map((entry) => entry.after)).toEqual([{ call_sid: recorded.sids[0] }]);
  });

  it('places each call exactly once while several jobs tick at the same time', async () => {
    now = Date.now();
    const accountId = h.fixtures.accountIds['generated-5']!;
    const phones = await db()
      .insert(schema.business_phones)
      .values(
        Array.from({ length: 45 }, (_, i) => ({ account_id: accountId, number: `78741${String(i).padStart(5, '0')}` })),
      )
      .returning();
    await db()
      .insert(schema.call_rescue_tests)
      .values(
        phones.map((phone, i) => ({
          account_id: accountId,
          phone_called_id: phone.id,
          phone_calling: '+17875550101',
          next_attempt_at: new Date(now - i),
        })),
      );
    const { provider, recorded } = messaging({ placeDelayMs: 20 });
    const jobs = [job(provider, 10), job(provider, 10), job(provider, 10)];

    const firstRound = await Promise.all(jobs.map((each) => each.tick()));
    // SKIP LOCKED: no job waits for another or takes its tests, so each claimed a full batch of its own.
    expect(firstRound).toEqual([10, 10, 10]);
    let rounds = 1;
    while ((await Promise.all(jobs.map((each) => each.tick()))).some((claimed) => claimed > 0)) rounds++;
    expect(rounds).toBe(2);

    expect(recorded.attempts).toHaveLength(45);
    expect(new Set(recorded.attempts.map((attempt) => attempt.to)).size).toBe(45);
    const rows = await db().select().from(schema.call_rescue_tests);
    expect(rows.every((row) => row.call_status === CALLING && row.call_sid !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.call_sid))).toEqual(new Set(recorded.sids));
  });

  it('runs ticks on its own once started, and stop() waits for the tick under way', async () => {
    now = Date.now();
    const test = await insertTest();
    let placing!: () => void;
    const placed = new Promise<void>((resolve) => (placing = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sandbox = messaging().provider;
    const held: MessagingProvider = {
      ...sandbox,
      async placeCall(from, to) {
        placing();
        await answered;
        return sandbox.placeCall(from, to);
      },
    };
    const calls = createCallRescueJob({
      db: db(),
      providers: { messaging: held },
      secretBox,
      clock,
      logger,
      intervalMs: 20,
    });
    calls.start();
    await placed;
    let stopped = false;
    const stopping = calls.stop().then(() => (stopped = true));
    // Everything else that is ready has run: stop() is still waiting for the call the provider holds.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    answer();
    await stopping;
    expect(await stored(test.id)).toMatchObject({ call_status: CALLING, call_sid: expect.stringMatching(/^CA/) });

    // Stopped: no tick is due any more, and a due test stays untouched.
    expect(calls.scheduled).toBe(false);
    const later = await insertTest();
    expect((await stored(later.id)).call_status).toBe(SCHEDULED);
  });

  it('ticks often enough, and leases claims long enough, for spec 9', () => {
    // A test due now is claimed on the next tick: within the tick interval, far inside a minute.
    expect(CALL_RESCUE_TICK_MS).toBeLessThanOrEqual(10_000);
    // The lease outlasts the providers' request timeout, so no claim expires while its call is placed.
    expect(CLAIM_LEASE_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
  });
});
