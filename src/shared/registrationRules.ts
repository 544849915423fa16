/**
 * Where a practice stands in messaging registration (issue 22): three tracks, each a row of steps that wait on a
 * provider, and how long each wait is expected to take. Zod-free: the board and the account's panel use it in the
 * browser, the reconciler and the board query on the server.
 */
import { TWILIO_CHAIN, type TwilioChainStep } from './twilioChain.ts';

/** The messaging provider's chain, the TCR brand of the practice's legal entity, and its TCR campaign. */
export const REGISTRATION_TRACKS = ['messaging', 'brand', 'campaign'] as const;
export type RegistrationTrack = (typeof REGISTRATION_TRACKS)[number];

export const TRACK_LABELS: Record<RegistrationTrack, string> = {
  messaging: 'Messaging chain',
  brand: 'TCR brand',
  campaign: 'TCR campaign',
};

/** A step of a track: the chain's seven, then the brand's and the campaign's one each. */
export type RegistrationStep = TwilioChainStep | 'tcr_brand' | 'tcr_campaign';

export const TRACK_STEPS: Record<RegistrationTrack, readonly RegistrationStep[]> = {
  messaging: TWILIO_CHAIN.map((link) => link.step),
  brand: ['tcr_brand'],
  campaign: ['tcr_campaign'],
};

/** Every step of every track, the chain's first. */
export const REGISTRATION_STEPS = Object.values(TRACK_STEPS).flat() as [RegistrationStep, ...RegistrationStep[]];

/** The track a step belongs to (each step is one track's). */
export const trackOfStep = (step: RegistrationStep): RegistrationTrack =>
  REGISTRATION_TRACKS.find((track) => TRACK_STEPS[track].includes(step))!;

export const STEP_LABELS: Record<RegistrationStep, string> = {
  ...(Object.fromEntries(TWILIO_CHAIN.map((link) => [link.step, link.label])) as Record<TwilioChainStep, string>),
  tcr_brand: 'brand',
  tcr_campaign: 'campaign',
};

/**
 * A step's status. `submitted`: sent, the provider has not picked it up; `in_review`: the provider (or TCR's
 * vetting) is looking at it; `approved` and `failed` are final until someone resubmits.
 */
export const REGISTRATION_STATUSES = ['not_started', 'submitted', 'in_review', 'approved', 'failed'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  failed: 'Failed',
};

/** Statuses that wait on the provider: the reconciler polls them, the board measures how long they have waited. */
export const WAITING_STATUSES: readonly RegistrationStatus[] = ['submitted', 'in_review'];
export const isWaiting = (status: RegistrationStatus) => WAITING_STATUSES.includes(status);

/**
 * The steps a provider reviews after they are sent: the chain's A2P profile, brand and use case, the TCR brand's
 * vetting and the campaign's. The chain's earlier steps are done when the provider answers the call that makes
 * them.
 */
export const REVIEWED_STEPS: readonly RegistrationStep[] = [
  'a2p_profile',
  'a2p_brand',
  'a2p_use_case',
  'tcr_brand',
  'tcr_campaign',
];

/** A step's status once the provider has taken it: submitted for review, or done at once. */
export const statusWhenSent = (step: RegistrationStep): RegistrationStatus =>
  REVIEWED_STEPS.includes(step) ? 'submitted' : 'approved';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long a wait is expected to take: from `min` to `max` milliseconds, said in `unit`s on the board. */
export interface ExpectedWait {
  min: number;
  max: number;
  unit: 'hour' | 'day';
  /** What the provider is doing meanwhile, in the board's words ("vetting"). */
  activity: string;
}

/**
 * The provider's published ranges: the chain's first steps answer within minutes, the A2P profile's review takes
 * a few days, a brand from minutes to 7 days, and a campaign's vetting commonly 2 to 6 weeks.
 */
const EXPECTED: Record<RegistrationStep, ExpectedWait> = {
  subaccount: { min: 0, max: 1 * HOUR, unit: 'hour', activity: 'creating the sub-account' },
  starter_profile: { min: 0, max: 1 * HOUR, unit: 'hour', activity: 'creating the starter profile' },
  end_user: { min: 0, max: 1 * HOUR, unit: 'hour', activity: 'recording the end user' },
  address: { min: 0, max: 1 * HOUR, unit: 'hour', activity: 'recording the address' },
  a2p_profile: { min: 1 * DAY, max: 3 * DAY, unit: 'day', activity: 'profile review' },
  a2p_brand: { min: 0, max: 7 * DAY, unit: 'day', activity: 'brand registration' },
  a2p_use_case: { min: 14 * DAY, max: 42 * DAY, unit: 'day', activity: 'vetting' },
  tcr_brand: { min: 0, max: 7 * DAY, unit: 'day', activity: 'brand registration' },
  tcr_campaign: { min: 14 * DAY, max: 42 * DAY, unit: 'day', activity: 'vetting' },
};

export const expectedWait = (step: RegistrationStep): ExpectedWait => EXPECTED[step];

/** A wait against its expected range: within it, past its end, or past twice its end. */
export type Lateness = 'within' | 'late' | 'far_over';

export const LATENESS_LABELS: Record<Lateness, string> = { within: 'Within', late: 'Late', far_over: 'Far over' };

export function lateness(step: RegistrationStep, waitedMs: number): Lateness {
  const { max } = EXPECTED[step];
  if (waitedMs <= max) return 'within';
  return waitedMs <= 2 * max ? 'late' : 'far_over';
}

/** "day 12 of 14-42", "hour 3 of 0-1": where a wait is against its expected range, counted from 1. */
export function waitProgress(step: RegistrationStep, waitedMs: number): string {
  const { min, max, unit } = EXPECTED[step];
  const size = unit === 'day' ? DAY : HOUR;
  const elapsed = Math.floor(Math.max(0, waitedMs) / size) + 1;
  return `${unit} ${elapsed} of ${Math.round(min / size)}-${Math.round(max / size)}`;
}

/** "Waiting on provider: vetting, day 12 of 14-42". */
export function waitingText(step: RegistrationStep, waitedMs: number): string {
  return `Waiting on provider: ${EXPECTED[step].activity}, ${waitProgress(step, waitedMs)}`;
}
