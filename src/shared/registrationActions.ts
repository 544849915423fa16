/**
 * What to do next in a registration track, in words (issue 22): the board's "next action" and the account panel's.
 * Zod-free.
 */
import { failureAction } from './registrationErrors.ts';
import {
  isWaiting,
  lateness,
  STEP_LABELS,
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
export function trackLateness(position: TrackPosition, now: Date): Lateness | null {
  if (!isWaiting(position.status) || position.since === null) return null;
  return lateness(position.step, now.getTime() - position.since.getTime());
}

export function nextAction(position: TrackPosition, now: Date): string {
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
