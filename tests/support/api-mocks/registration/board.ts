/**
 * The mocked registration board (issue 22): GET /registration over the 24 practices of the account list, at varied
 * stages: all approved, waits within their range, late and far over, failures with the provider's code and text,
 * and not started. As the API does, `track` narrows step, status and late; `late` keeps the waits past their range
 * and the failures; the most stuck come first; `stages` counts every stage of the rows the search and parent account
 * keep. The texts come from the shared rules at a fixed moment (REGISTRATION_NOW), so pictures never move.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type { Reference } from '../../../../src/shared/accounts.ts';
import type { AccountDetail } from '../../../../src/shared/accounts.ts';
import type {
  AccountRegistration,
  LegalEntityRegistration,
  RegistrationBoardPage,
  BoardTrack,
  RegistrationRow,
  StageCount,
  TrackState,
} from '../../../../src/shared/registration.ts';
import {
  accountSortKey,
  fixOf,
  panelEvent,
  panelTrack,
  trackState,
  type FixRecords,
  type TrackPosition,
} from '../../../../src/shared/registrationActions.ts';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_TRACKS,
  TRACK_STEPS,
  type RegistrationStatus,
  type RegistrationStep,
  type RegistrationTrack,
} from '../../../../src/shared/registrationRules.ts';
import { accountDetails, accountList, parentAccounts } from '../fixtures.ts';
import { invalidPage, matches, notFound, on, page } from '../http.ts';
import { COUNT_CAP } from '../../../../src/shared/constants.ts';

/** The moment the board's waits are measured at. */
export const REGISTRATION_NOW = new Date(Date.UTC(2026, 2, 2, 15, 0));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The provider's code (none for some refusals) and its text. */
type ProviderError = [code: string | null, text: string];
/** A track: its step, status, how long ago it took it, and the provider's error when it failed. */
type Position = [step: RegistrationStep, status: RegistrationStatus, ago: number, error?: ProviderError];

const notStarted = (step: RegistrationStep): Position => [step, 'not_started', 0];
const approved = (step: RegistrationStep): Position => [step, 'approved', 60 * DAY];
const allApproved: Position[] = [approved('a2p_use_case'), approved('tcr_brand'), approved('tcr_campaign')];
const noneStarted: Position[] = [notStarted('subaccount'), notStarted('tcr_brand'), notStarted('tcr_campaign')];

// The providers' words for the fixtures' failures (the console's table, registrationErrors.ts, maps the codes).
const NOT_VERIFIED: ProviderError = ['30799', 'The brand details could not be verified.'];
const TAX_ID: ProviderError = ['TAX_ID', 'The EIN does not match the legal name on IRS records.'];
const INVALID_INPUT: ProviderError = ['30701', 'Invalid input: the website is not a valid address.'];
const OPT_IN: ProviderError = ['30896', 'Opt-in information is missing or incomplete.'];
const SAMPLES: ProviderError = ['30893', 'The sample messages do not match the use case.'];
// No code: the provider's text is all the console has.
const NO_CODE: ProviderError = [null, 'The representative’s email address is not valid'];

/** Each practice of the account list, in its order: messaging chain, TCR brand, TCR campaign. */
const POSITIONS: Position[][] = [
  allApproved,
  [
    ['a2p_brand', 'failed', 3 * DAY, NOT_VERIFIED],
    ['tcr_brand', 'failed', 3 * DAY, TAX_ID],
    notStarted('tcr_campaign'),
  ],
  [['a2p_use_case', 'in_review', 12 * DAY], approved('tcr_brand'), ['tcr_campaign', 'in_review', 12 * DAY]],
  [['a2p_use_case', 'in_review', 50 * DAY], approved('tcr_brand'), ['tcr_campaign', 'in_review', 50 * DAY]],
  [['a2p_profile', 'in_review', 9 * DAY], ['tcr_brand', 'submitted', 2 * DAY], notStarted('tcr_campaign')],
  noneStarted,
  [['a2p_use_case', 'failed', 5 * DAY, OPT_IN], approved('tcr_brand'), ['tcr_campaign', 'failed', 5 * DAY, OPT_IN]],
  allApproved,
  [['a2p_brand', 'in_review', 10 * DAY], ['tcr_brand', 'in_review', 10 * DAY], notStarted('tcr_campaign')],
  [['a2p_use_case', 'in_review', 20 * DAY], approved('tcr_brand'), ['tcr_campaign', 'in_review', 20 * DAY]],
  [['a2p_use_case', 'in_review', 90 * DAY], approved('tcr_brand'), ['tcr_campaign', 'in_review', 90 * DAY]],
  [['end_user', 'failed', DAY, NO_CODE], notStarted('tcr_brand'), notStarted('tcr_campaign')],
  allApproved,
  [['starter_profile', 'submitted', 1.5 * HOUR], notStarted('tcr_brand'), notStarted('tcr_campaign')],
  [['a2p_use_case', 'submitted', 3 * DAY], approved('tcr_brand'), ['tcr_campaign', 'in_review', 3 * DAY]],
  allApproved,
  [
    ['a2p_brand', 'failed', 7 * DAY, INVALID_INPUT],
    ['tcr_brand', 'failed', 7 * DAY, INVALID_INPUT],
    notStarted('tcr_campaign'),
  ],
  [['a2p_use_case', 'submitted', 2 * DAY], approved('tcr_brand'), ['tcr_campaign', 'submitted', 2 * DAY]],
  noneStarted,
  allApproved,
  [['a2p_use_case', 'in_review', 45 * DAY], approved('tcr_brand'), ['tcr_campaign', 'in_review', 45 * DAY]],
  [notStarted('address'), notStarted('tcr_brand'), notStarted('tcr_campaign')],
  [approved('a2p_use_case'), approved('tcr_brand'), ['tcr_campaign', 'failed', 4 * DAY, SAMPLES]],
  [['a2p_profile', 'in_review', DAY], ['tcr_brand', 'in_review', DAY], notStarted('tcr_campaign')],
];

function positionOf(track: RegistrationTrack, [step, status, ago, error]: Position): TrackPosition {
  return {
    track,
    step,
    status,
    since: status === 'not_started' ? null : new Date(REGISTRATION_NOW.getTime() - ago),
    errorCode: error?.[0] ?? null,
    errorText: error?.[1] ?? null,
  };
}

/** Every fourth practice has no parent account; the others go round the fixtures' three. */
const parentOf = (index: number): Reference | null => (index % 4 === 3 ? null : parentAccounts[index % 4]!);

/** The records an account's fixes are on: those its detail links, when the mock holds it. */
const fixRecordsOf = (account: Reference, detail?: AccountDetail): FixRecords => ({
  account,
  legalEntity: detail?.legal_entity ?? null,
  campaignDetail: detail?.campaign_detail ?? null,
});

const detailOf = (id: number) => accountDetails.find((detail) => detail.id === id);

/** A track as the board shows it: its state, with its fix when it failed. */
const boardTrack = (state: TrackState, account: Reference): BoardTrack => ({
  ...state,
  fix: fixOf(state, fixRecordsOf(account, detailOf(account.id))),
});

/** The board's rows, one per practice of the account list (24: two pages), in the account list's order. */
export const registrationRows: RegistrationRow[] = accountList.map((listed, index) => {
  const account = { id: listed.id, name: listed.name };
  const [messaging, brand, campaign] = POSITIONS[index]!.map((position, track) =>
    boardTrack(trackState(positionOf(REGISTRATION_TRACKS[track]!, position), REGISTRATION_NOW), account),
  ) as [BoardTrack, BoardTrack, BoardTrack];
  return {
    account,
    parent_account: parentOf(index),
    messaging,
    brand,
    campaign,
  };
});

/** The row with one track's step moved to `status` just now (REGISTRATION_NOW): what a provider's answer brings. */
export function movedTo(row: RegistrationRow, track: RegistrationTrack, status: RegistrationStatus): RegistrationRow {
  const position = positionOf(track, [row[track].step, status, 0]);
  return { ...row, [track]: boardTrack(trackState(position, REGISTRATION_NOW), row.account) };
}

/** A row with a failed track or a wait past its expected range: what `late=true` keeps. */
export const isLateRow = (row: RegistrationRow) => REGISTRATION_TRACKS.some((track) => isLate(row[track]));

const isLate = (state: TrackState) =>
  state.status === 'failed' || (state.lateness !== null && state.lateness !== 'within');

/** Where a row sorts, as the API sorts it (its most stuck track's key). */
const stuckKey = (row: RegistrationRow): [rank: number, at: number] => {
  const key = accountSortKey(
    REGISTRATION_TRACKS.map((track) => {
      const { step, status, since } = row[track];
      return { step, status, since: since === null ? null : new Date(since) };
    }),
  );
  return [key.rank, key.at?.getTime() ?? Infinity];
};

const mostStuckFirst = (a: RegistrationRow, b: RegistrationRow) => {
  const [ka, kb] = [stuckKey(a), stuckKey(b)];
  return ka[0] - kb[0] || ka[1] - kb[1] || a.account.id - b.account.id;
};

/** How many of these rows stand at each step and status of each track (the API's `stages`). */
export function stageCounts(rows: readonly RegistrationRow[]): StageCount[] {
  return REGISTRATION_TRACKS.flatMap((track) =>
    TRACK_STEPS[track].flatMap((step) =>
      REGISTRATION_STATUSES.map((status) => ({
        track,
        step,
        status,
        count: rows.filter((row) => row[track].step === step && row[track].status === status).length,
      })),
    ),
  ).filter((stage) => stage.count > 0);
}

/**
 * The page the request at `url` asks for of the board over these rows (most stuck first), with the counts of
 * `counted`; null past the end.
 */
export function registrationBoard(
  rows: readonly RegistrationRow[],
  url: string,
  counted: readonly RegistrationRow[] = rows,
): RegistrationBoardPage | null {
  const answer = page([...rows].sort(mostStuckFirst), url);
  return answer && { ...answer, stages: stageCounts(counted) };
}

/**
 * An account's Registration panel (GET /registration/accounts/:id) from its board row: each track with its fix
 * (on the legal entity and campaign detail its detail links, when the mock holds it), and a timeline of the
 * tracks' changes: sent a day before, then the status they stand at, the newest first.
 */
export function accountRegistration(row: RegistrationRow, detail?: AccountDetail): AccountRegistration {
  const records = fixRecordsOf(row.account, detail);
  const events = REGISTRATION_TRACKS.flatMap((track) => {
    const { step, status, since, error } = row[track];
    if (since === null) return [];
    const at = new Date(since).getTime();
    const sent = {
      track,
      step,
      status: 'submitted' as const,
      error: null,
      occurred_at: new Date(at - DAY).toISOString(),
    };
    return status === 'submitted'
      ? [{ ...sent, occurred_at: since }]
      : [sent, { track, step, status, error, occurred_at: since }];
  })
    .sort((a, b) => b.occurred_at.localeCompare(a.occurred_at))
    .map((event, index) => panelEvent({ id: index + 1, ...event }));
  return {
    account: row.account,
    messaging: panelTrack('messaging', row.messaging, records),
    brand: panelTrack('brand', row.brand, records),
    campaign: panelTrack('campaign', row.campaign, records),
    // A mocked timeline holds two changes a track: never cut.
    events,
    events_cut: false,
  };
}

/**
 * A legal entity's brand registration (GET /registration/legal_entities/:id) from the board row of one of its
 * accounts (its brand track and the brand's part of the account's timeline), or none without one.
 */
export function legalEntityRegistration(
  legalEntity: Reference,
  row?: RegistrationRow,
  detail?: AccountDetail,
): LegalEntityRegistration {
  if (!row) return { legal_entity: legalEntity, brand: null, events: [], events_cut: false };
  const panel = accountRegistration(row, detail);
  return {
    legal_entity: legalEntity,
    brand: panel.brand,
    events: panel.events.filter((event) => event.track === 'brand'),
    events_cut: false,
  };
}

/** The tracks of a row that wait on a provider: what a check asks about. */
const waitingTracks = (row: RegistrationRow) =>
  REGISTRATION_TRACKS.filter((track) => row[track].status === 'submitted' || row[track].status === 'in_review');

/**
 * POST /registration/accounts/:id/check's answer for an account whose row was `before`, when the providers answer
 * `after` (the same row: nothing changed), or do not answer for `unreachable` of its waiting tracks.
 */
export function registrationCheckAnswer(
  before: RegistrationRow,
  after: RegistrationRow = before,
  {
    unreachable = 0,
    unrecorded = 0,
    detail,
  }: { unreachable?: number; unrecorded?: number; detail?: AccountDetail } = {},
) {
  return {
    asked: waitingTracks(before).length,
    changed: REGISTRATION_TRACKS.filter((track) => before[track].status !== after[track].status).length,
    unreachable,
    unrecorded,
    registration: accountRegistration(after, detail),
  };
}

/** Check now on the account of `after` answers it as the providers' news (the board's rows hold it before). */
export function registrationCheckAnswering(
  after: RegistrationRow,
  options: { unreachable?: number; unrecorded?: number } = {},
): RequestHandler {
  const before = registrationRows.find((row) => row.account.id === after.account.id)!;
  return on('POST /registration/accounts/:id/check', () =>
    HttpResponse.json(registrationCheckAnswer(before, after, options)),
  );
}

/**
 * The failed A2P brand of `row`'s account resubmitted: once POST resubmit_a2p_brand has answered (the configuration
 * of `detail`), the panel shows the brand submitted again.
 */
export function a2pBrandResubmitting(row: RegistrationRow, detail: AccountDetail): RequestHandler[] {
  let resubmitted = false;
  return [
    on('POST /twilio_admin/:id/resubmit_a2p_brand', () => {
      resubmitted = true;
      return HttpResponse.json(detail.twilio_configuration);
    }),
    on('GET /registration/accounts/:id', () =>
      HttpResponse.json(accountRegistration(resubmitted ? movedTo(row, 'messaging', 'submitted') : row, detail)),
    ),
  ];
}

export function registrationHandlers(
  rows: readonly RegistrationRow[] = registrationRows,
  details: ReadonlyMap<number, AccountDetail> = new Map(),
): RequestHandler[] {
  const rowOf = (id: unknown) => rows.find((candidate) => candidate.account.id === Number(id));
  return [
    on('GET /registration/accounts/:id', ({ params }) => {
      const row = rowOf(params.id);
      return row ? HttpResponse.json(accountRegistration(row, details.get(row.account.id))) : notFound();
    }),
    on('GET /registration/legal_entities/:id', ({ params }) => {
      const id = Number(params.id);
      const row = rows.find((candidate) => details.get(candidate.account.id)?.legal_entity?.id === id);
      const detail = row && details.get(row.account.id);
      return HttpResponse.json(
        legalEntityRegistration(detail?.legal_entity ?? { id, name: `Legal entity ${id}` }, row, detail),
      );
    }),
    // The providers answer as the rows stand: nothing changed.
    on('POST /registration/accounts/:id/check', ({ params }) => {
      const row = rowOf(params.id);
      return row
        ? HttpResponse.json(registrationCheckAnswer(row, row, { detail: details.get(row.account.id) }))
        : notFound();
    }),
    on('GET /registration', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.trim() ?? '';
      const parent = Number(query.get('parent_account') ?? 0);
      const track = query.get('track') as RegistrationTrack | null;
      const step = query.get('step');
      const statuses = query.get('status')?.split(',');
      const late = query.get('late') === 'true';
      const scoped = rows.filter(
        (row) => (!search || matches(row.account.name, search)) && (!parent || row.parent_account?.id === parent),
      );
      // `track` narrows the step, status and late conditions to itself; without it, any track may meet them.
      const tracks = track ? [track] : REGISTRATION_TRACKS;
      const meets = (state: TrackState) =>
        (!step || state.step === step) && (!statuses || statuses.includes(state.status)) && (!late || isLate(state));
      const shown = step || statuses || late ? scoped.filter((row) => tracks.some((t) => meets(row[t]))) : scoped;
      const answer = registrationBoard(shown, request.url, scoped);
      const named = parent ? { parent_account: parentAccounts.find((p) => p.id === parent) ?? null } : {};
      return answer ? HttpResponse.json({ ...answer, ...named }) : invalidPage();
    }),
  ];
}

/**
 * The board for a search past the count cap, as the API answers it: COUNT_CAP and more (count_capped), no counts by
 * stage, the rows of the search most stuck first.
 */
export function registrationBoardCapped(rows: readonly RegistrationRow[] = registrationRows): RequestHandler {
  return on('GET /registration', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')?.trim() ?? '';
    const answer = registrationBoard(
      rows.filter((row) => !search || matches(row.account.name, search)),
      request.url,
    );
    return answer
      ? HttpResponse.json({ ...answer, count: COUNT_CAP, count_capped: true as const, stages: [] })
      : invalidPage();
  });
}
