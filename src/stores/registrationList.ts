import {
  REGISTRATION_STATUSES,
  REGISTRATION_STEPS,
  REGISTRATION_TRACKS,
  TRACK_STEPS,
  trackOfStep,
  type RegistrationStatus,
  type RegistrationStep,
  type RegistrationTrack,
} from '../shared/registrationRules.ts';
import { createUrlListState, idParam, isOneOf } from './listState.ts';

/** The registration board's filters, by query parameter (GET /registration's). */
export interface RegistrationFilters {
  track?: RegistrationTrack;
  /** A step of `track` (of any track when none is chosen). */
  step?: RegistrationStep;
  /** The statuses shown, none meaning all; in the rules' order. */
  status?: RegistrationStatus[];
  /** Only waits past their expected range, and failures. */
  late?: true;
  parent_account?: number;
}

/** A step the track has (any step while no track is chosen). */
const stepOf = (track: RegistrationTrack | undefined, step: RegistrationStep | undefined) =>
  step !== undefined && (track === undefined || TRACK_STEPS[track].includes(step)) ? step : undefined;

/** The filters without their empty values, so the address and the query key hold only what narrows the board. */
function kept(filters: RegistrationFilters): RegistrationFilters {
  const next: RegistrationFilters = {};
  if (filters.track) next.track = filters.track;
  const step = stepOf(filters.track, filters.step);
  // A TCR track is one step: the track says it (the board's step picker offers the chain's steps).
  if (step && TRACK_STEPS[trackOfStep(step)].length === 1) next.track = trackOfStep(step);
  else if (step) next.step = step;
  const statuses = REGISTRATION_STATUSES.filter((status) => filters.status?.includes(status));
  if (statuses.length > 0) next.status = statuses;
  if (filters.late) next.late = true;
  if (filters.parent_account !== undefined) next.parent_account = filters.parent_account;
  return next;
}

const list = createUrlListState<RegistrationFilters>({
  parse(params) {
    const track = params.get('track');
    const step = params.get('step');
    return kept({
      track: isOneOf(REGISTRATION_TRACKS, track) ? track : undefined,
      step: isOneOf(REGISTRATION_STEPS, step) ? step : undefined,
      status: (params.get('status') ?? '').split(',').filter((s) => isOneOf(REGISTRATION_STATUSES, s)),
      late: params.get('late') === 'true' || undefined,
      parent_account: idParam(params.get('parent_account')),
    });
  },
  write(filters, params) {
    if (filters.track) params.set('track', filters.track);
    if (filters.step) params.set('step', filters.step);
    if (filters.status?.length) params.set('status', filters.status.join(','));
    if (filters.late) params.set('late', 'true');
    if (filters.parent_account !== undefined) params.set('parent_account', String(filters.parent_account));
  },
});

/** The registration board's search, filters and page, mirrored in the address bar (issue 22). */
export const $registrationList = list.$state;
export const parseRegistrationListUrl = list.parse;
export const registrationListUrl = list.url;
export const setRegistrationSearch = list.setSearch;
export const setRegistrationPage = list.setPage;

/**
 * Sets one filter (undefined, false or an empty list removes it); back to page 1. A step another track has goes
 * when the track changes.
 */
export function setRegistrationFilter<K extends keyof RegistrationFilters>(
  key: K,
  value: RegistrationFilters[K] | false,
): void {
  list.setFilters(kept({ ...$registrationList.get().filters, [key]: value || undefined }));
}

/**
 * Shows the accounts at one stage (the board's counts, issue 41): the track, the step where the track has several,
 * and the status; the late, search and parent account filters stay. No status shows the whole track again.
 */
export function showRegistrationStage(
  track: RegistrationTrack,
  step: RegistrationStep | undefined,
  status: RegistrationStatus | undefined,
): void {
  list.setFilters(kept({ ...$registrationList.get().filters, track, step, status: status ? [status] : undefined }));
}
