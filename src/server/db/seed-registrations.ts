/**
 * The demo's registrations (issue 22): each seeded account somewhere in the messaging chain, the TCR brand and the
 * TCR campaign, so the board has something to sort on `npm start`: most registered or under way within range,
 * some late, some far over, some failed with the providers' codes, some not started. The messaging chain follows
 * the steps the account's seeded configuration holds. Deterministic by account id (it draws nothing from the
 * seed's own sequence, so the rest of the demo data stays as it was); times are relative to `now`.
 */
import { PROVIDER_ERRORS } from '../../shared/registrationErrors.ts';
import { isWaiting, TRACK_STEPS, type RegistrationStatus } from '../../shared/registrationRules.ts';
import type { TwilioChainStep } from '../../shared/twilioChain.ts';
import { unitHash } from '../providers/sandbox.ts';
import { settledCampaignStatusOf, settledFeedbackOf, settledStatusOf } from '../providers/tcr/sandbox.ts';
import { nextCheckDelay } from '../services/registration-schedule.ts';
import { applyEvent, startingRegistration, type RegistrationEvent } from '../services/registrations.ts';
import type * as schema from './schema.ts';
import type { Insert } from './seed-bulk.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A number in [0, 1) from an account id and a salt: the same every run. */
function draw(accountId: number, salt: number): number {
  let x = Math.imul(accountId ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/** A registry id as a draw's key: the accounts of one legal entity share its brand's and campaign's history. */
const idKey = (id: string) => Math.floor(unitHash(id) * 2 ** 31);

const failure = (code: string) => ({ errorCode: code, errorText: PROVIDER_ERRORS[code]?.title ?? 'Refused' });

/**
 * A refusal each step of the chain can meet (issue 41): Trust Hub's profile codes on the profiles, the end user and
 * the address, the brand registry's on the A2P brand, the carriers' vetting on the use case.
 */
const CHAIN_FAILURES: Record<Exclude<TwilioChainStep, 'subaccount'>, string> = {
  starter_profile: '18606',
  end_user: '18604',
  address: '18603',
  a2p_profile: '18604',
  a2p_brand: '30799',
  a2p_use_case: '30896',
};

/** The TCR brand and campaign ids of an account's legal entity, as seeded (seed-rows.ts). */
export interface SeededTcr {
  brandId: string;
  campaignId: string | null;
}

/**
 * The events of one account: `chainDone` steps of the messaging chain approved (its seeded configuration's), then
 * the brand and the campaign of its legal entity (`tcr`), each still in review by a draw (the brand's or the
 * campaign's, so an entity's accounts agree) or else where the TCR sandbox says it settled (so the reconciler,
 * asking later, finds the same).
 */
export function demoRegistrationEvents(
  accountId: number,
  chainDone: number,
  tcr: SeededTcr | null,
  now: Date,
): RegistrationEvent[] {
  const events: RegistrationEvent[] = [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const event = (
    track: RegistrationEvent['track'],
    step: RegistrationEvent['step'],
    status: RegistrationStatus,
    daysAgo: number,
    extra: Partial<RegistrationEvent> = {},
  ) => events.push({ accountId, track, step, status, at: at(daysAgo), ...extra });

  const chain = TRACK_STEPS.messaging;
  const started = 120 + draw(accountId, 1) * 200;
  chain.slice(0, chainDone).forEach((step, i) => event('messaging', step, 'approved', started - i * 3));
  const waiting = chain[chainDone];
  if (waiting && chainDone > 0) {
    // The next step of a chain under way: sent, in review, or refused.
    const roll = draw(accountId, 2);
    const refusal = failure(CHAIN_FAILURES[waiting as keyof typeof CHAIN_FAILURES]);
    if (roll < 0.15) event('messaging', waiting, 'failed', 1 + draw(accountId, 3) * 20, refusal);
    else if (roll < 0.6) event('messaging', waiting, 'in_review', draw(accountId, 4) * 10);
    else if (roll < 0.7) event('messaging', waiting, 'in_review', 30 + draw(accountId, 4) * 40);
  }

  // The brand of the legal entity, where there is one: most settled long ago, some still in vetting. Its history is
  // the brand's, the same on every account of the legal entity (as the writers record it).
  if (!tcr) return events;
  const brand = idKey(tcr.brandId);
  event('brand', 'tcr_brand', 'submitted', 60 + draw(brand, 6) * 30);
  if (draw(brand, 5) < 0.12) {
    event('brand', 'tcr_brand', 'in_review', 3 + draw(brand, 9) * 20);
    return events;
  }
  if (settledStatusOf(tcr.brandId) === 'UNVERIFIED') {
    event('brand', 'tcr_brand', 'failed', 2 + draw(brand, 7) * 30, failure(settledFeedbackOf(tcr.brandId)[0]!));
    return events;
  }
  event('brand', 'tcr_brand', 'approved', 50);

  // Its campaign: in the carriers' review within range, late or far over, or settled.
  if (!tcr.campaignId) return events;
  const campaign = idKey(tcr.campaignId);
  event('campaign', 'tcr_campaign', 'submitted', 45);
  const campaignRoll = draw(campaign, 10);
  if (campaignRoll < 0.25) event('campaign', 'tcr_campaign', 'in_review', draw(campaign, 12) * 40);
  else if (campaignRoll < 0.37) event('campaign', 'tcr_campaign', 'in_review', 43 + draw(campaign, 13) * 40);
  else if (campaignRoll < 0.43) event('campaign', 'tcr_campaign', 'in_review', 85 + draw(campaign, 14) * 30);
  else {
    const settled = settledCampaignStatusOf(tcr.campaignId);
    const daysAgo = settled.status === 'failed' ? 1 + draw(campaign, 15) * 25 : 40 - draw(campaign, 11) * 30;
    event('campaign', 'tcr_campaign', settled.status, daysAgo, settled.errorCode ? failure(settled.errorCode) : {});
  }
  return events;
}

/** The steps of the chain a seeded configuration holds (its sub-account, then each sid it has). */
export function chainStepsDone(configuration: Insert<typeof schema.twilio_configurations> | undefined): number {
  if (!configuration) return 0;
  const sids = [
    configuration.starter_profile_sid,
    configuration.end_user_sid,
    configuration.address_sid,
    configuration.a2p_profile_sid,
    configuration.a2p_brand_sid,
    configuration.a2p_use_case_sid,
  ];
  return 1 + sids.filter((sid) => sid != null).length;
}

/**
 * The registration rows, events and reconciler checks of a chunk of seeded accounts (their configurations and TCR
 * ids beside them), as the service would have written them event by event. The seed inserts the rows itself, with
 * the trigger that adds a default row per account turned off (seed.ts). A waiting TCR track is queued for the
 * reconciler as its schedule says; a waiting chain step is not, since seeded sub-accounts have no token to ask
 * with (seed-rows.ts).
 */
export function buildRegistrations(
  accountIds: readonly number[],
  configurations: readonly Insert<typeof schema.twilio_configurations>[],
  tcrOf: (accountId: number) => SeededTcr | null,
  now: Date,
) {
  const configurationOf = new Map(configurations.map((configuration) => [configuration.account_id, configuration]));
  const events: Insert<typeof schema.registration_events>[] = [];
  const checks: Insert<typeof schema.registration_checks>[] = [];
  const rows = accountIds.map((id) => {
    const row = demoRegistrationEvents(id, chainStepsDone(configurationOf.get(id)), tcrOf(id), now).reduce(
      (row, event) => {
        events.push({
          account_id: id,
          track: event.track,
          step: event.step,
          status: event.status,
          error_code: event.errorCode ?? null,
          error_text: event.errorText ?? null,
          occurred_at: event.at!,
        });
        return applyEvent(row, event, event.at!);
      },
      startingRegistration(id),
    );
    for (const track of ['brand', 'campaign'] as const) {
      const since = row[`${track}_since`];
      if (!isWaiting(row[`${track}_status`] as RegistrationStatus) || !since) continue;
      checks.push({
        account_id: id,
        track,
        due_at: new Date(now.getTime() + nextCheckDelay(now.getTime() - since.getTime())),
      });
    }
    return row;
  });
  return { rows, events, checks };
}
