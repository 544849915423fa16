/**
 * The registration reconciler (issue 22): asks the providers about every registration that waits on them and
 * records each change of status as an event (registrations.ts, recordEvent), so the board and the account's
 * timeline follow the providers without anyone opening an account.
 *
 * Its queue is registration_checks: one row per waiting track, due when the schedule says
 * (registration-schedule.ts: soon after sending, then a tenth of the wait so far, up to 6 hours; provider errors
 * back off twice as long each time). A tick claims due rows in a short transaction (FOR UPDATE SKIP LOCKED, so
 * several API processes share the queue) and leases them by moving due_at CLAIM_LEASE_MS ahead; it then asks the
 * providers outside any transaction, and stores what it learnt only where the row still holds its lease (a
 * resubmission meanwhile sets the row anew, and wins). A process that dies mid-tick leaves
 * leased rows, asked again when the lease runs out: a question may be asked twice, a change is recorded once.
 *
 * Staff can also ask at once about one account (the panel's Check now: `checkAccount`), through the same claim,
 * lease and store: its checks are claimed whenever they are due, and a tick that had one leased loses to it.
 *
 * Under several processes: the claim and each store are transactions retried on a deadlock or serialization
 * failure (db/retry.ts); an answer that still cannot be recorded is counted as such, not as a provider that did
 * not answer. A TCR brand's answer is kept on the brand as well (brand-vetting.ts, which the job also runs), and
 * each tick folds the board's counts per stage (drizzle/0032).
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RegistrationStatus, RegistrationStep, RegistrationTrack } from '../../shared/registrationRules.ts';
import type { Db } from '../db/client.ts';
import {
  account_registrations,
  accounts,
  brands,
  campaigns,
  registration_checks,
  twilio_configurations,
} from '../db/schema.ts';
import { transactionRetried } from '../db/retry.ts';
import { foldStageCounts } from '../db/stage-counts.ts';
import { createPeriodicJob, type PeriodicJob } from '../lib/periodic-job.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { ProviderError } from '../providers/errors.ts';
import type { Providers } from '../providers/index.ts';
import type { A2pRegistrationRef, RegistrationAnswer } from '../providers/registration.ts';
import { systemClock, type Clock } from '../providers/sandbox.ts';
import { brandRegistrationAnswer } from '../providers/tcr/interface.ts';
import { createBrandVetting, keepBrandCurrent } from './brand-vetting.ts';
import { nextCheckDelay, retryDelay } from './registration-schedule.ts';
import { recordEvent } from './registrations.ts';

/** How often the reconciler looks for due checks. */
export const RECONCILE_TICK_MS = 5_000;
/** Checks claimed per tick; their provider questions run concurrently. */
export const RECONCILE_BATCH_SIZE = 25;
/** A claimed check is left alone by other processes this long: longer than any provider call may take. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export interface RegistrationChecksOptions {
  db: Db;
  providers: Pick<Providers, 'messaging' | 'tcr'>;
  /** Opens the sealed sub-account tokens: the chain's reviews are asked about as the sub-account. */
  secretBox: SecretBox;
  clock?: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
}

export interface RegistrationReconcilerOptions extends RegistrationChecksOptions {
  intervalMs?: number;
}

/**
 * What asking about one waiting track came to: the provider answered and it was recorded (changed or not), the
 * provider did not answer, the answer could not be recorded, or nothing names the track at the provider.
 */
type Outcome = 'changed' | 'unchanged' | 'unreachable' | 'unrecorded' | 'unnamed';

/** What asking about an account's waiting tracks came to (the counts of shared/registration.ts). */
export interface AccountCheck {
  asked: number;
  changed: number;
  unreachable: number;
  unrecorded: number;
}

export interface RegistrationChecks {
  /** Asks about the checks that are due (a batch of them); resolves to how many were claimed. */
  tick(): Promise<number>;
  /** Asks now about every track of the account that waits on a provider, due or not. */
  checkAccount(accountId: number): Promise<AccountCheck>;
}

/** A leased check, with the track as the claim found it. */
interface Claim {
  accountId: number;
  track: RegistrationTrack;
  lease: Date;
  failedTries: number;
  step: RegistrationStep;
  status: RegistrationStatus;
  since: Date | null;
}

type Question = () => Promise<RegistrationAnswer>;

/**
 * The reconciler's job: a tick every RECONCILE_TICK_MS, asking about the due checks and then the brands still
 * being vetted (brand-vetting.ts); it goes again at once while either comes back with a full batch.
 */
export function createRegistrationReconciler(options: RegistrationReconcilerOptions): PeriodicJob {
  const checks = createRegistrationChecks(options);
  const { db, providers, logger, clock } = options;
  const vetting = createBrandVetting({ db, tcr: providers.tcr, logger, clock });
  const intervalMs = options.intervalMs ?? RECONCILE_TICK_MS;
  const batchSize = options.batchSize ?? RECONCILE_BATCH_SIZE;
  const tick = async () => Math.max(await checks.tick(), await vetting.tick());
  return createPeriodicJob({ name: 'registration reconciler', tick, intervalMs, batchSize, logger: options.logger });
}

export function createRegistrationChecks(options: RegistrationChecksOptions): RegistrationChecks {
  const { db, logger, secretBox } = options;
  const { messaging, tcr } = options.providers;
  const clock = options.clock ?? systemClock;
  const batchSize = options.batchSize ?? RECONCILE_BATCH_SIZE;
  const at = (offsetMs = 0) => new Date(clock() + offsetMs);
  const c = registration_checks;
  const r = account_registrations;

  /** Leases the checks that are due (a batch, the longest due first), or every check of one account. */
  async function claim(accountId?: number): Promise<Claim[]> {
    return transactionRetried(db, async (tx) => {
      const lease = at(CLAIM_LEASE_MS);
      const due = await tx
        .select({ accountId: c.account_id, track: c.track, failedTries: c.failed_tries, row: r })
        .from(c)
        .innerJoin(r, eq(r.account_id, c.account_id))
        .where(accountId === undefined ? lte(c.due_at, at()) : eq(c.account_id, accountId))
        .orderBy(asc(c.due_at))
        .limit(batchSize)
        .for('update', { of: c, skipLocked: true });
      for (const { accountId, track } of due) {
        await tx
          .update(c)
          .set({ due_at: lease })
          .where(and(eq(c.account_id, accountId), eq(c.track, track)));
      }
      return due.map(({ accountId, track, failedTries, row }) => {
        const column = (name: 'step' | 'status' | 'since') => row[`${track as RegistrationTrack}_${name}`];
        return {
          accountId,
          track: track as RegistrationTrack,
          lease,
          failedTries,
          step: column('step') as RegistrationStep,
          status: column('status') as RegistrationStatus,
          since: column('since') as Date | null,
        };
      });
    });
  }

  /** The chain's review to ask about: the step's SID, as the account's sub-account. */
  async function chainQuestion(claim: Claim): Promise<Question | null> {
    // The chain's earlier steps are answered when made: only its reviews are asked about.
    if (claim.step !== 'a2p_profile' && claim.step !== 'a2p_brand' && claim.step !== 'a2p_use_case') return null;
    const [configuration] = await db
      .select()
      .from(twilio_configurations)
      .where(eq(twilio_configurations.account_id, claim.accountId));
    const sid = configuration?.[`${claim.step}_sid`];
    if (!configuration?.subaccount_account_sid || !configuration.subaccount_auth_token || !sid) return null;
    const ref: A2pRegistrationRef =
      claim.step === 'a2p_use_case'
        ? { step: claim.step, sid, messagingServiceSid: configuration.messaging_service_sid ?? '' }
        : { step: claim.step, sid };
    const subaccount = {
      account_sid: configuration.subaccount_account_sid,
      auth_token: secretBox.open(configuration.subaccount_auth_token),
    };
    return () => messaging.getRegistrationStatus(subaccount, ref);
  }

  /** The TCR brand of the account's legal entity (its latest), and that brand's latest campaign. */
  async function tcrIds(accountId: number) {
    const [row] = await db
      .select({ brandId: brands.brand_id, campaignId: campaigns.campaign_id })
      .from(accounts)
      .innerJoin(brands, eq(brands.legal_entity_id, accounts.legal_entity_id))
      .leftJoin(campaigns, eq(campaigns.brand_id, brands.id))
      .where(eq(accounts.id, accountId))
      .orderBy(desc(brands.id), sql`${campaigns.id} desc nulls last`)
      .limit(1);
    return row;
  }

  /** TCR's answer about a brand, kept on the brand too, so the legal entity says what the board says. */
  async function brandAnswer(brandId: string): Promise<RegistrationAnswer> {
    const current = await tcr.getBrand(brandId);
    const [stored] = await db.select().from(brands).where(eq(brands.brand_id, brandId));
    // The board's answer does not wait on the brand's row: a failure to keep it is logged, and the next ask keeps it.
    if (stored) {
      await keepBrandCurrent(db, stored, current).catch((error: unknown) =>
        logger.error({ err: error, brand_id: brandId }, 'could not keep the brand current'),
      );
    }
    return brandRegistrationAnswer(current);
  }

  /**
   * What to ask about a claim, or null when nothing names the registration at the provider. Accounts of one legal
   * entity share its brand and campaign: within a tick each is asked once.
   */
  function questionFor(asked: Map<string, Promise<RegistrationAnswer>>) {
    const once =
      (key: string, question: Question): Question =>
      () => {
        if (!asked.has(key)) asked.set(key, question());
        return asked.get(key)!;
      };
    return async (claim: Claim): Promise<Question | null> => {
      if (claim.track === 'messaging') return chainQuestion(claim);
      const ids = await tcrIds(claim.accountId);
      if (claim.track === 'brand') {
        return ids ? once(`brand:${ids.brandId}`, () => brandAnswer(ids.brandId)) : null;
      }
      const campaignId = ids?.campaignId;
      return campaignId ? once(`campaign:${campaignId}`, () => tcr.getCampaignStatus(campaignId)) : null;
    };
  }

  const checkKey = (claim: Claim) => and(eq(c.account_id, claim.accountId), eq(c.track, claim.track));

  /**
   * Runs `write` if the claim's check still holds this claim's lease: else another process has it by now, or a
   * writer moved the track on meanwhile (a resubmission: recordEvent sets or drops the check), and it wins.
   */
  async function whileLeased(claim: Claim, write: (tx: Db) => Promise<void>): Promise<boolean> {
    return transactionRetried(db, async (tx) => {
      const [check] = await tx.select({ due: c.due_at }).from(c).where(checkKey(claim)).for('update');
      if (!check || check.due.getTime() !== claim.lease.getTime()) return false;
      await write(tx);
      return true;
    });
  }

  /**
   * Records the provider's answer; 'unrecorded' when the database would not take it (after its retries) or the
   * claim lost its lease to a newer one, which records its own answer.
   */
  async function store(claim: Claim, answer: RegistrationAnswer): Promise<Outcome> {
    const changed = answer.status !== claim.status;
    const recorded = await whileLeased(claim, async (tx) => {
      if (!changed) {
        const waited = claim.since ? clock() - claim.since.getTime() : 0;
        await tx
          .update(c)
          .set({ due_at: at(nextCheckDelay(waited)), failed_tries: 0 })
          .where(checkKey(claim));
        return;
      }
      const event = {
        accountId: claim.accountId,
        track: claim.track,
        step: claim.step,
        status: answer.status,
        errorCode: answer.errorCode,
        errorText: answer.errorText,
      };
      await recordEvent(tx, event, at());
    }).catch((error: unknown) => {
      logger.error({ err: error, accountId: claim.accountId, track: claim.track }, 'could not record an answer');
      return false;
    });
    if (!recorded) return 'unrecorded';
    if (changed) {
      const { accountId, track, step } = claim;
      logger.info({ accountId, track, step, status: answer.status }, 'registration status changed');
    }
    return changed ? 'changed' : 'unchanged';
  }

  async function askOne(claim: Claim, questionOf: (claim: Claim) => Promise<Question | null>): Promise<Outcome> {
    const question = await questionOf(claim);
    if (!question) {
      // Waiting, but nothing names it at the provider (a step the console never sent): the board shows it growing
      // late, and no one keeps asking.
      const dropped = await whileLeased(claim, (tx) =>
        tx
          .delete(c)
          .where(checkKey(claim))
          .then(() => undefined),
      );
      if (dropped)
        logger.warn(
          { accountId: claim.accountId, track: claim.track, step: claim.step },
          'no provider reference to ask about; the registration is no longer asked about',
        );
      return 'unnamed';
    }
    let answer: RegistrationAnswer;
    try {
      answer = await question();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const failedTries = claim.failedTries + 1;
      await whileLeased(claim, (tx) =>
        tx
          .update(c)
          .set({ due_at: at(retryDelay(failedTries)), failed_tries: failedTries })
          .where(checkKey(claim))
          .then(() => undefined),
      );
      logger.warn(
        { accountId: claim.accountId, track: claim.track, failedTries, err: error },
        'could not ask the provider about a registration',
      );
      return 'unreachable';
    }
    return store(claim, answer);
  }

  /** Asks about the claims; one that fails for another reason stays leased, asked again when the lease runs out. */
  async function askAll(claims: Claim[]): Promise<Outcome[]> {
    const questionOf = questionFor(new Map());
    const results = await Promise.allSettled(claims.map((claim) => askOne(claim, questionOf)));
    return results.map((result, i) => {
      if (result.status === 'fulfilled') return result.value;
      const { accountId, track } = claims[i]!;
      logger.error({ err: result.reason, accountId, track }, 'could not reconcile a registration');
      return 'unreachable';
    });
  }

  return {
    async tick() {
      const claims = await claim();
      await askAll(claims);
      // The board's counts per stage, summed back to a row a stage (drizzle/0032): one statement, after the batch.
      await foldStageCounts(db);
      return claims.length;
    },
    async checkAccount(accountId) {
      const outcomes = await askAll(await claim(accountId));
      const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
      return {
        asked: outcomes.length - count('unnamed'),
        changed: count('changed'),
        unreachable: count('unreachable'),
        unrecorded: count('unrecorded'),
      };
    },
  };
}
