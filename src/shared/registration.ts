/**
 * The registration board (issue 22): GET /registration, one row per account with where it stands in each track.
 * The steps, statuses, expected waits and texts are in registrationRules.ts and registrationErrors.ts (zod-free).
 */
import { z } from 'zod';
import { booleanParam, page, pageNumber, reference } from './accounts.ts';
import { REGISTRATION_TIMELINE_LENGTH } from './constants.ts';
import { pkParam } from './drf.ts';
import { REGISTRATION_STATUSES, REGISTRATION_STEPS, REGISTRATION_TRACKS } from './registrationRules.ts';

export * from './registrationRules.ts';

const statusList = z
  .string()
  .trim()
  .transform((value, context) => {
    const statuses = [...new Set(value.split(',').filter(Boolean))];
    const unknown = statuses.filter((status) => !(REGISTRATION_STATUSES as readonly string[]).includes(status));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `Unknown status: ${unknown.join(', ')}.` });
      return z.NEVER;
    }
    return statuses.length > 0 ? (statuses as (typeof REGISTRATION_STATUSES)[number][]) : undefined;
  });

/**
 * GET /registration query. `track` narrows `step`, `status` and `late` to that track (any track when absent);
 * `late=true` keeps the rows whose wait is past its expected range, or that failed.
 */
export const registrationBoardQuery = z.object({
  page: pageNumber,
  search: z.string().trim().max(200).optional(),
  track: z.enum(REGISTRATION_TRACKS).optional(),
  step: z.enum(REGISTRATION_STEPS).optional(),
  status: statusList.optional(),
  late: booleanParam.optional(),
  parent_account: pkParam.optional(),
});
export type RegistrationBoardQuery = z.infer<typeof registrationBoardQuery>;

/**
 * The field that fixes a failed step, and where it is: the form (registrationErrors.ts) and the record it is on
 * (the legal entity's or campaign detail's id; the account's own for its forms), with the board's words for it and
 * the plain explanation the form shows when it opens on the field.
 */
export const registrationFix = z.object({
  form: z.enum(['legal_entity', 'end_user', 'address', 'campaign_detail', 'account']),
  field: z.string(),
  record_id: z.number().int(),
  /** "Fix the EIN on legal entity Grupo Sonrisa LLC". */
  label: z.string(),
  explanation: z.string(),
});
export type RegistrationFix = z.infer<typeof registrationFix>;

/** Where an account stands in one track. */
export const trackState = z.object({
  step: z.enum(REGISTRATION_STEPS),
  status: z.enum(REGISTRATION_STATUSES),
  /** When the step took its status; null before anything was sent. */
  since: z.iso.datetime({ offset: true }).nullable(),
  /** The provider's code and words, and the console's name of a code it knows ('Brand feedback: tax ID mismatch'). */
  error: z.object({ code: z.string().nullable(), text: z.string(), title: z.string().nullable() }).nullable(),
  /** The wait against its expected range; null when nothing waits on the provider. */
  lateness: z.enum(['within', 'late', 'far_over']).nullable(),
  /** What to do next, in words ("Fix the EIN on the legal entity", "Waiting on provider: vetting, day 3 of 14-42"). */
  next_action: z.string(),
});
export type TrackState = z.infer<typeof trackState>;

/** A track on the board: where it stands, and the field that fixes it when it failed (its next action's link). */
export const boardTrack = trackState.extend({ fix: registrationFix.nullable() });
export type BoardTrack = z.infer<typeof boardTrack>;

export const registrationRow = z.object({
  account: reference,
  parent_account: reference.nullable(),
  messaging: boardTrack,
  brand: boardTrack,
  campaign: boardTrack,
});
export type RegistrationRow = z.infer<typeof registrationRow>;

/** How many accounts of the board (its search and parent account applied) stand at each step and status. */
export const stageCount = z.object({
  track: z.enum(REGISTRATION_TRACKS),
  step: z.enum(REGISTRATION_STEPS),
  status: z.enum(REGISTRATION_STATUSES),
  count: z.number().int(),
});
export type StageCount = z.infer<typeof stageCount>;

export const registrationBoardPage = page(registrationRow).extend({
  stages: z.array(stageCount),
  /** With `parent_account`: that parent account, named (null when there is none), for the filter to show. */
  parent_account: reference.nullable().optional(),
});
export type RegistrationBoardPage = z.infer<typeof registrationBoardPage>;

/**
 * A status a step took, as the account's timeline lists it, with its words ("Messaging chain, A2P use case: In
 * review") and its error's short name ("Error 30896", "Brand feedback: tax ID mismatch").
 */
export const registrationEvent = z.object({
  id: z.number().int(),
  track: z.enum(REGISTRATION_TRACKS),
  step: z.enum(REGISTRATION_STEPS),
  status: z.enum(REGISTRATION_STATUSES),
  error: trackState.shape.error,
  occurred_at: z.iso.datetime({ offset: true }),
  text: z.string(),
  error_label: z.string().nullable(),
});

/**
 * A track on the account's panel: the board's state, its heading ("Messaging chain, A2P use case", "TCR brand"), its status in
 * words ("In review, late"), its error's short name, and the field that fixes it when it failed. The words come
 * with the answer, so the messaging tab loads none of the rules that make them.
 */
export const panelTrack = boardTrack.extend({
  title: z.string(),
  status_text: z.string(),
  error_label: z.string().nullable(),
});
export type PanelTrack = z.infer<typeof panelTrack>;
export type RegistrationEvent = z.infer<typeof registrationEvent>;

/** Whether older changes than those in `events` exist: a timeline shows the latest ones only. */
const eventsCut = z.boolean().meta({
  description: `True when there are older changes than the ${REGISTRATION_TIMELINE_LENGTH} latest in events.`,
});

/** GET /registration/accounts/:id: the account's Registration panel. */
export const accountRegistration = z.object({
  account: reference,
  messaging: panelTrack,
  brand: panelTrack,
  campaign: panelTrack,
  /** The status changes, the newest first: the latest REGISTRATION_TIMELINE_LENGTH. */
  events: z.array(registrationEvent),
  events_cut: eventsCut,
});
export type AccountRegistration = z.infer<typeof accountRegistration>;

/**
 * GET /registration/legal_entities/:id: the TCR brand track the legal entity's accounts share (null while it has
 * none) and the brand's timeline, the newest first.
 */
export const legalEntityRegistration = z.object({
  legal_entity: reference,
  brand: panelTrack.nullable(),
  events: z.array(registrationEvent),
  events_cut: eventsCut,
});
export type LegalEntityRegistration = z.infer<typeof legalEntityRegistration>;

/** POST /registration/accounts/:id/check: what asking the providers now came to, and the panel as it is after. */
export const accountRegistrationCheck = z.object({
  /** The tracks asked about (those waiting on a provider that the console sent). */
  asked: z.number().int(),
  /** Of those, the ones whose status changed (each a new timeline entry). */
  changed: z.number().int(),
  /** Of those, the ones the provider did not answer for: the reconciler asks again later. */
  unreachable: z.number().int(),
  /** Of those, the ones the provider answered for but whose answer could not be recorded: asked again later. */
  unrecorded: z.number().int(),
  registration: accountRegistration,
});
export type AccountRegistrationCheck = z.infer<typeof accountRegistrationCheck>;
