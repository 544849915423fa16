/**
 * The call-rescue job: places the scheduled test calls and follows them to SUCCESS or FAILURE (spec 4, call
 * status lifecycle; spec 9, test calls run within one minute of scheduling).
 *
 *   SCHEDULED ─claim─▶ CALLING ─completed─▶ SUCCESS
 *   RETRYING  ─claim─▶ CALLING ─busy / no-answer / failed / provider error / too long─▶ RETRYING (retry_count + 1)
 *                                                              └── after MAX_RETRIES retries ──▶ FAILURE
 *
 * Every tick claims due tests in a short transaction (FOR UPDATE SKIP LOCKED, so several API processes share
 * the queue without waiting on each other) and leases them by moving next_attempt_at forward; a test to call
 * becomes CALLING in that same transaction. Only then, outside any transaction, does it talk to the provider,
 * and it stores the outcome with an update that only applies if the test is still where the claim left it.
 * So no two processes place the same call. If a process dies between placing a call and storing its SID, the
 * lease runs out and the call is placed again: a test call may then ring twice, never zero times.
 *
 * Timing: a tick every CALL_RESCUE_TICK_MS (5 s) and another right away while batches come back full, so a
 * test scheduled with next_attempt_at = now is first called within seconds, well inside the minute.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CALL_STATUS } from '../../shared/callRescue.ts';
import { toE164 } from '../../shared/phone.ts';
import type { Db } from '../db/client.ts';
import { business_phones, call_rescue_tests, twilio_configurations } from '../db/schema.ts';
import type { Providers } from '../providers/index.ts';
import { FINAL_CALL_STATUSES, type PlaceCallOptions } from '../providers/messaging/interface.ts';
import { systemClock, type Clock } from '../providers/sandbox.ts';
import { recordWrite } from './audit.ts';
import { transactionRetried } from '../db/retry.ts';
import { createPeriodicJob, type PeriodicJob } from '../lib/periodic-job.ts';
import type { SecretBox } from '../lib/secret-box.ts';

/** How often the job looks for due tests. Must stay well under a minute (spec 9). */
export const CALL_RESCUE_TICK_MS = 5_000;
/** Tests claimed per tick; their provider calls run concurrently. */
export const CALL_RESCUE_BATCH_SIZE = 20;
/** A claimed test is left alone by other processes this long: longer than any provider call may take. */
export const CLAIM_LEASE_MS = 60_000;
/** How long after placing a call (and between polls) the job asks the provider how it is going. */
export const POLL_DELAY_MS = 5_000;
/** Failed attempts retried before a test ends in FAILURE: 1 call + 3 retries. */
export const MAX_RETRIES = 3;
/** Wait before retry n: 30 s, 60 s, 120 s. */
export const retryDelayMs = (retry: number) => 30_000 * 2 ** (retry - 1);
/** A call still not over this long after it was placed counts as a failed attempt. */
export const CALL_TIMEOUT_MS = 5 * 60_000;

type TestRow = typeof call_rescue_tests.$inferSelect;
type TestChanges = Partial<Omit<TestRow, 'id'>>;

export interface CallRescueJobOptions {
  db: Db;
  providers: Pick<Providers, 'messaging'>;
  /** Opens the sealed sub-account tokens, so calls go out through the account's sub-account (its bot numbers). */
  secretBox: SecretBox;
  clock?: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
}

/** The call-rescue job: `tick` is one pass over the due tests, resolving with how many it claimed. */
export type CallRescueJob = PeriodicJob;

/**
 * What the audit log sees of a test: next_attempt_at and updated_at are the queue's own bookkeeping (the log
 * has its own time), so leases and "poll again later" record nothing, while every status change does.
 */
function audited(row: TestRow) {
  const { next_attempt_at: _next, updated_at: _updated, ...rest } = row;
  return rest;
}

const recordJobWrite = (tx: Db, before: TestRow, after: TestRow) =>
  recordWrite(tx, {
    actorId: null,
    table: 'call_rescue_tests',
    recordId: after.id,
    before: audited(before),
    after: audited(after),
  });

interface Claim {
  test: TestRow;
  phoneCalled: string;
  /** The account's messaging sub-account (its bot numbers live there), when it has one. */
  subaccountSid: string | null;
  sealedToken: string | null;
  /** Place a new call, or ask how the placed one is going. */
  action: 'place' | 'poll';
}

export function createCallRescueJob(options: CallRescueJobOptions): CallRescueJob {
  const { db, logger } = options;
  const { messaging } = options.providers;
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? CALL_RESCUE_TICK_MS;
  const batchSize = options.batchSize ?? CALL_RESCUE_BATCH_SIZE;
  const t = call_rescue_tests;
  const at = (offsetMs = 0) => new Date(clock() + offsetMs);

  async function claim(): Promise<Claim[]> {
    return transactionRetried(db, async (tx) => {
      const due = await tx
        .select({
          test: t,
          phoneCalled: business_phones.number,
          subaccountSid: twilio_configurations.subaccount_account_sid,
          sealedToken: twilio_configurations.subaccount_auth_token,
        })
        .from(t)
        .innerJoin(business_phones, eq(business_phones.id, t.phone_called_id))
        .leftJoin(twilio_configurations, eq(twilio_configurations.account_id, t.account_id))
        // The literal bound matches the partial index call_rescue_tests_due_idx (call_status < 3).
        .where(and(sql`${t.call_status} < ${sql.raw(String(CALL_STATUS.SUCCESS))}`, lte(t.next_attempt_at, at())))
        .orderBy(asc(t.next_attempt_at))
        .limit(batchSize)
        .for('update', { of: t, skipLocked: true });
      const claims: Claim[] = [];
      for (const { test, phoneCalled, subaccountSid, sealedToken } of due) {
        // A CALLING test without a SID is one whose call was never stored (a process died): place it again.
        const action = test.call_status === CALL_STATUS.CALLING && test.call_sid !== null ? 'poll' : 'place';
        const changes: TestChanges = { next_attempt_at: at(CLAIM_LEASE_MS) };
        if (action === 'place' && test.call_status !== CALL_STATUS.CALLING) {
          Object.assign(changes, { call_status: CALL_STATUS.CALLING, call_sid: null, updated_at: at() });
        }
        const [claimed] = await tx.update(t).set(changes).where(eq(t.id, test.id)).returning();
        await recordJobWrite(tx, test, claimed!);
        claims.push({ test: claimed!, phoneCalled, subaccountSid, sealedToken, action });
      }
      return claims;
    });
  }

  /** Stores a change if the test is still CALLING with the SID the claim saw; false when it moved on. */
  async function store(test: TestRow, changes: TestChanges): Promise<boolean> {
    return transactionRetried(db, async (tx) => {
      const sameCall = test.call_sid === null ? isNull(t.call_sid) : eq(t.call_sid, test.call_sid);
      const [after] = await tx
        .update(t)
        .set(changes)
        .where(and(eq(t.id, test.id), eq(t.call_status, CALL_STATUS.CALLING), sameCall))
        .returning();
      if (!after) return false;
      await recordJobWrite(tx, test, after);
      return true;
    });
  }

  async function failedAttempt(test: TestRow, reason: string): Promise<void> {
    const retry = test.retry_count < MAX_RETRIES;
    const changes: TestChanges = retry
      ? {
          call_status: CALL_STATUS.RETRYING,
          retry_count: test.retry_count + 1,
          next_attempt_at: at(retryDelayMs(test.retry_count + 1)),
          updated_at: at(),
        }
      : { call_status: CALL_STATUS.FAILURE, updated_at: at() };
    if (await store(test, changes)) {
      logger.warn({ testId: test.id, retry: changes.retry_count ?? null }, `test call failed: ${reason}`);
    }
  }

  /** Calls go through the account's sub-account when it has one: its bot numbers are bought there. */
  function callOptions({ subaccountSid, sealedToken }: Claim): PlaceCallOptions | undefined {
    if (!subaccountSid || !sealedToken) return undefined;
    return { subaccount: { account_sid: subaccountSid, auth_token: options.secretBox.open(sealedToken) } };
  }

  async function place(claim: Claim): Promise<void> {
    const { test, phoneCalled } = claim;
    let callSid: string;
    try {
      const from = toE164(test.phone_calling);
      ({ call_sid: callSid } = await messaging.placeCall(from, toE164(phoneCalled), callOptions(claim)));
    } catch (error) {
      return failedAttempt(test, error instanceof Error ? error.message : String(error));
    }
    await store(test, { call_sid: callSid, next_attempt_at: at(POLL_DELAY_MS), updated_at: at() });
  }

  async function poll(claim: Claim): Promise<void> {
    const { test } = claim;
    let status: string;
    try {
      ({ status } = await messaging.getCall(test.call_sid!, callOptions(claim)));
    } catch (error) {
      return failedAttempt(test, error instanceof Error ? error.message : String(error));
    }
    if (status === 'completed') {
      await store(test, { call_status: CALL_STATUS.SUCCESS, updated_at: at() });
    } else if ((FINAL_CALL_STATUSES as readonly string[]).includes(status)) {
      await failedAttempt(test, `the call ended ${status}`);
    } else if (clock() - test.updated_at.getTime() > CALL_TIMEOUT_MS) {
      await failedAttempt(test, `the call was still ${status} after ${CALL_TIMEOUT_MS / 60_000} minutes`);
    } else {
      await store(test, { next_attempt_at: at(POLL_DELAY_MS) });
    }
  }

  async function tick(): Promise<number> {
    const claims = await claim();
    const results = await Promise.allSettled(claims.map((c) => (c.action === 'place' ? place(c) : poll(c))));
    results.forEach((result, i) => {
      // A failed store leaves the test leased; it is picked up again when the lease runs out.
      if (result.status === 'rejected') {
        logger.error({ err: result.reason, testId: claims[i]!.test.id }, 'could not advance a test call');
      }
    });
    return claims.length;
  }

  return createPeriodicJob({ name: 'call-rescue job', tick, intervalMs, batchSize, logger });
}
