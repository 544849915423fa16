/**
 * How the board and the account's Registration panel show a track's status (issue 22). Zod-free, and free of the
 * table of provider codes (registrationErrors.ts), which the screens' script budgets have no room for.
 */
import type { TrackState } from './registration.ts';
import { LATENESS_LABELS, STATUS_LABELS } from './registrationRules.ts';
import { registrationTexts } from './registrationTexts.ts';

/** A status's tone: a wait within its range neutral, past it a warning, far past it (or a failure) a danger. */
export function trackTone({ status, lateness }: Pick<TrackState, 'status' | 'lateness'>) {
  if (status === 'approved') return 'success';
  if (status === 'failed' || lateness === 'far_over') return 'danger';
  return lateness === 'late' ? 'warning' : 'neutral';
}

/** The status in words, with the lateness when the wait is past its range (the tone only echoes it). */
export const trackStatusText = ({ status, lateness }: Pick<TrackState, 'status' | 'lateness'>) =>
  lateness && lateness !== 'within'
    ? registrationTexts.statusLate(STATUS_LABELS[status], LATENESS_LABELS[lateness])
    : STATUS_LABELS[status];

/**
 * A provider error by its short name: a numeric code as "Error 30701", a registry outcome without one ('UNVERIFIED',
 * 'TAX_ID') by the name the API gives it ("Brand identity unverified"). The table of codes stays on the server:
 * the screens' script budgets have no room for it.
 */
export const errorLabel = ({ code, title }: { code: string; title: string | null }) =>
  /^\d+$/.test(code) ? registrationTexts.errorCode(code) : (title ?? code);
