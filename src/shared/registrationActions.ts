/**
 * A registration track as the board shows it (issue 22): what to do next in words, its wait against the expected
 * range, the track as GET /registration answers it, where an account sorts (most stuck first), and the field that
 * fixes a failed track. Shared by the API and the mocked API. Zod-free.
 */
import type { PanelTrack, RegistrationEvent, RegistrationFix, TrackState } from './registration.ts';
import { errorLabel, trackStatusText } from './registrationDisplay.ts';
import { failureAction, fixLabel, LINK_FIRST_FIXES, providerErrorFix } from './registrationErrors.ts';
import {
  expectedWait,
  isWaiting,
  lateness,
  STATUS_LABELS,
  STEP_LABELS,
  TRACK_LABELS,
  TRACK_STEPS,
  waitingText,
  type Lateness,
  type RegistrationStatus,
  type RegistrationStep,
  type RegistrationTrack,
} from './registrationRules.ts';

export interface TrackPosition {
  track: RegistrationTrack;
  step: RegistrationStep;
  status: RegistrationStatus;
  /** When the step took its status (null before anything was sent). */
  since: Date | null;
  errorCode: string | null;
  errorText: string | null;
}

const START: Record<RegistrationTrack, (step: RegistrationStep) => string> = {
  messaging: (step) => `Create the ${STEP_LABELS[step]} on the messaging tab`,
  brand: () => 'Register the brand from the legal entity',
  campaign: () => 'Register the campaign from the campaign detail',
};

/** The wait against its expected range at `now`; null when nothing waits on the provider. */
function trackLateness(position: TrackPosition, now: Date): Lateness | null {
  if (!isWaiting(position.status) || position.since === null) return null;
  return lateness(position.step, now.getTime() - position.since.getTime());
}

function nextAction(position: TrackPosition, now: Date): string {
  switch (position.status) {
    case 'approved':
      return 'Nothing to do: registered';
    case 'failed':
      return failureAction(position.errorCode, position.errorText);
    case 'not_started':
      return START[position.track](position.step);
    default:
      return position.since === null
        ? 'Waiting on provider'
        : waitingText(position.step, now.getTime() - position.since.getTime());
  }
}

/** A track as the API answers it at `now` (GET /registration). */
export function trackState(position: TrackPosition, now: Date): TrackState {
  return {
    step: position.step,
    status: position.status,
    since: position.since?.toISOString() ?? null,
    error:
      position.status === 'failed'
        ? {
            code: position.errorCode,
            text: position.errorText ?? 'The provider refused it.',
            title: position.errorCode === null ? null : (providerErrorFix(position.errorCode)?.title ?? null),
          }
        : null,
    lateness: trackLateness(position, now),
    next_action: nextAction(position, now),
  };
}

/**
 * Where a track sorts on the board: a failure first (from when it failed), then a wait (from the end of its
 * expected range: the furthest past it first), then the rest.
 */
function trackSortKey(position: Pick<TrackPosition, 'step' | 'status' | 'since'>): {
  rank: 0 | 1 | 2;
  at: Date | null;
} {
  if (position.since === null) return { rank: 2, at: null };
  if (position.status === 'failed') return { rank: 0, at: position.since };
  if (isWaiting(position.status)) {
    return { rank: 1, at: new Date(position.since.getTime() + expectedWait(position.step).max) };
  }
  return { rank: 2, at: null };
}

/** The account's sort key: its most stuck track's. */
export function accountSortKey(positions: Pick<TrackPosition, 'step' | 'status' | 'since'>[]) {
  return positions
    .map(trackSortKey)
    .reduce((worst, key) =>
      key.rank < worst.rank ||
      (key.rank === worst.rank && (key.at?.getTime() ?? Infinity) < (worst.at?.getTime() ?? Infinity))
        ? key
        : worst,
    );
}

/** The records an account's fixes are on, with the names the fix labels give them. */
export interface FixRecords {
  account: { id: number; name: string };
  legalEntity: { id: number; name: string } | null;
  campaignDetail: { id: number; name: string } | null;
}

/**
 * The field that fixes a failed track, on the record it belongs to: the code's first fix target (a known code
 * with a field only), on the account's legal entity or campaign detail when the fix is there; when the account is
 * linked to none, the fix is its overview's picker of that record ("Link a legal entity").
 */
export function fixOf(state: TrackState, records: FixRecords): RegistrationFix | null {
  const known = state.error?.code ? providerErrorFix(state.error.code) : undefined;
  const target = known && !known.unconfirmed ? known.fix[0] : undefined;
  if (!known || !target) return null;
  const record =
    target.form === 'legal_entity'
      ? records.legalEntity
      : target.form === 'campaign_detail'
        ? records.campaignDetail
        : records.account;
  if (!record) {
    if (target.form !== 'legal_entity' && target.form !== 'campaign_detail') return null;
    return {
      form: 'account',
      field: target.form,
      record_id: records.account.id,
      label: LINK_FIRST_FIXES[target.form].label,
      explanation: `${LINK_FIRST_FIXES[target.form].before} ${known.explanation}`,
    };
  }
  return {
    form: target.form,
    field: target.field,
    record_id: record.id,
    label: fixLabel(target, record.name),
    explanation: known.explanation,
  };
}

/** Where a step is: its track, and the step where the track has several ("Messaging chain, A2P use case"). */
const placeOf = (track: RegistrationTrack, step: RegistrationStep) =>
  TRACK_STEPS[track].length > 1
    ? `${TRACK_LABELS[track]}, ${STEP_LABELS[step].charAt(0).toUpperCase()}${STEP_LABELS[step].slice(1)}`
    : TRACK_LABELS[track];
const errorName = (error: TrackState['error']) =>
  error?.code ? errorLabel({ code: error.code, title: error.title }) : null;

/** A track as the account's panel shows it (GET /registration/accounts/:id), with its words and its fix. */
export function panelTrack(track: RegistrationTrack, state: TrackState, records: FixRecords): PanelTrack {
  return {
    ...state,
    title: placeOf(track, state.step),
    status_text: trackStatusText(state),
    error_label: errorName(state.error),
    fix: fixOf(state, records),
  };
}

/** A timeline entry in words: "Messaging chain, A2P use case: In review", "TCR brand: Failed". */
export function panelEvent(event: Omit<RegistrationEvent, 'text' | 'error_label'>): RegistrationEvent {
  return {
    ...event,
    text: `${placeOf(event.track, event.step)}: ${STATUS_LABELS[event.status]}`,
    error_label: errorName(event.error),
  };
}
