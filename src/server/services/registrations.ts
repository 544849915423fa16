/**
 * Registration (issue 22): where each account stands in the messaging chain, the TCR brand and the TCR campaign.
 * `record` (recordEvent inside a caller's transaction) is the one writer: it appends the event and moves the
 * account's row (account_registrations) with it, sort key and reconciler queue included; `board` pages the rows,
 * most stuck first.
 */
import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COUNT_CAP, PAGE_SIZE, REGISTRATION_TIMELINE_LENGTH } from '../../shared/constants.ts';
import type {
  AccountRegistration,
  BoardTrack,
  LegalEntityRegistration,
  RegistrationBoardQuery,
  RegistrationRow,
  StageCount,
  TrackState,
} from '../../shared/registration.ts';
import {
  accountSortKey,
  fixOf,
  panelEvent,
  panelTrack,
  trackState,
  type FixRecords,
  type TrackPosition,
} from '../../shared/registrationActions.ts';
import {
  expectedWait,
  isWaiting,
  REGISTRATION_TRACKS,
  TRACK_STEPS,
  trackOfStep,
  WAITING_STATUSES,
  type RegistrationStatus,
  type RegistrationStep,
  type RegistrationTrack,
} from '../../shared/registrationRules.ts';
import type { Db } from '../db/client.ts';
import {
  account_registrations,
  accounts,
  campaign_details,
  legal_entities,
  parent_accounts,
  registration_checks,
  registration_events,
  registration_stage_counts,
} from '../db/schema.ts';
import { ProviderError } from '../providers/errors.ts';
import { notFound } from '../errors.ts';
import { checkPageExists, pageOffset, type CountedPage } from '../lib/paging.ts';
import { nameWordTotal, pageStrategy, type Total } from './account-list.ts';
import { accountNameMatches, isNameWordTerm, foldedNameMatches } from './account-search.ts';
import { CHECK_MIN_MS } from './registration-schedule.ts';
import { transactionRetried } from '../db/retry.ts';

/** A status a step took: what the provider answered, or what was sent. */
export interface RegistrationEvent {
  accountId: number;
  track: RegistrationTrack;
  step: RegistrationStep;
  status: RegistrationStatus;
  errorCode?: string | null;
  errorText?: string | null;
  /** When it happened; now when not given. */
  at?: Date;
}

type RegistrationRecord = typeof account_registrations.$inferSelect;

/** The track columns of a row, as a position. */
function positionOf(row: RegistrationRecord, track: RegistrationTrack): TrackPosition {
  const column = <K extends 'step' | 'status' | 'since' | 'error_code' | 'error_text'>(name: K) =>
    row[`${track}_${name}` as `messaging_${K}`];
  return {
    track,
    step: column('step') as RegistrationStep,
    status: column('status') as RegistrationStatus,
    since: column('since'),
    errorCode: column('error_code'),
    errorText: column('error_text'),
  };
}

/**
 * Where the track stands after an event: an approved step that is not the track's last hands over to the next,
 * not started yet.
 */
function positionAfter(event: RegistrationEvent, at: Date): Omit<TrackPosition, 'track'> {
  const steps = TRACK_STEPS[event.track];
  const next = steps[steps.indexOf(event.step) + 1];
  if (event.status === 'approved' && next !== undefined) {
    return { step: next, status: 'not_started', since: at, errorCode: null, errorText: null };
  }
  return {
    step: event.step,
    status: event.status,
    since: at,
    errorCode: event.status === 'failed' ? (event.errorCode ?? null) : null,
    errorText: event.status === 'failed' ? (event.errorText ?? null) : null,
  };
}

/** A new account's row: every track at its first step, not started. */
export function startingRegistration(accountId: number): RegistrationRecord {
  const row = { account_id: accountId, stuck_rank: 2, attention_at: null } as Record<string, unknown>;
  for (const track of REGISTRATION_TRACKS) {
    Object.assign(row, {
      [`${track}_step`]: TRACK_STEPS[track][0],
      [`${track}_status`]: 'not_started',
      [`${track}_since`]: null,
      [`${track}_error_code`]: null,
      [`${track}_error_text`]: null,
    });
  }
  return row as RegistrationRecord;
}

/** The account's row after an event happened at `at`: its track moved, the sort key taken again. */
export function applyEvent(row: RegistrationRecord, event: RegistrationEvent, at: Date): RegistrationRecord {
  const moved = positionAfter(event, at);
  const key = accountSortKey(
    REGISTRATION_TRACKS.map((track) => (track === event.track ? { track, ...moved } : positionOf(row, track))),
  );
  return {
    ...row,
    [`${event.track}_step`]: moved.step,
    [`${event.track}_status`]: moved.status,
    [`${event.track}_since`]: moved.since,
    [`${event.track}_error_code`]: moved.errorCode,
    [`${event.track}_error_text`]: moved.errorText,
    stuck_rank: key.rank,
    attention_at: key.at,
  };
}

/** A track's column of account_registrations ('campaign', 'status': campaign_status), in SQL. */
const trackColumn = <T = unknown>(track: RegistrationTrack, name: 'step' | 'status' | 'since') =>
  sql<T>`${account_registrations}.${sql.raw(`${track}_${name}`)}`;

/** The end of a step's expected wait, in SQL: the step's range from the shared rules. */
function dueAt(track: RegistrationTrack): SQL {
  const cases = TRACK_STEPS[track].map(
    (name) => sql`when ${name} then ${`${expectedWait(name).max} milliseconds`}::interval`,
  );
  return sql`(${trackColumn(track, 'since')} + case ${trackColumn(track, 'step')} ${sql.join(cases, sql` `)} end)`;
}

/** The track conditions of the board's query (step, status, late), on one track or on any. */
function trackConditions(query: RegistrationBoardQuery, now: Date): SQL | undefined {
  if (!query.step && !query.status && !query.late) return undefined;
  const tracks = query.track ? [query.track] : query.step ? [trackOfStep(query.step)] : REGISTRATION_TRACKS;
  const perTrack = tracks.map((track) => {
    const column = (name: 'step' | 'status') => trackColumn(track, name);
    const parts: SQL[] = [];
    if (query.step) parts.push(sql`${column('step')} = ${query.step}`);
    if (query.status) parts.push(sql`${column('status')} in ${query.status}`);
    if (query.late) {
      parts.push(
        sql`(${column('status')} = 'failed' or (${column('status')} in ${WAITING_STATUSES} and ${dueAt(track)} < ${now.toISOString()}::timestamptz))`,
      );
    }
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql`(${sql.join(perTrack, sql` or `)})`;
}

/**
 * Appends the event and moves the account's track to it, in the caller's transaction: the row's sort key is
 * taken again, and the reconciler's queue follows the track (asked soon while it waits on a provider, dropped
 * once it is final or not started).
 */
export async function recordEvent(tx: Db, event: RegistrationEvent, at: Date): Promise<void> {
  await tx.insert(registration_events).values({
    account_id: event.accountId,
    track: event.track,
    step: event.step,
    status: event.status,
    error_code: event.errorCode ?? null,
    error_text: event.errorText ?? null,
    occurred_at: at,
  });
  const [row] = await tx
    .select()
    .from(account_registrations)
    .where(eq(account_registrations.account_id, event.accountId))
    .for('update');
  if (!row) return;
  const { account_id: _, ...moved } = applyEvent(row, event, at);
  await tx.update(account_registrations).set(moved).where(eq(account_registrations.account_id, event.accountId));
  const check = and(eq(registration_checks.account_id, event.accountId), eq(registration_checks.track, event.track));
  if (isWaiting(moved[`${event.track}_status`] as RegistrationStatus)) {
    const due = new Date(at.getTime() + CHECK_MIN_MS);
    await tx
      .insert(registration_checks)
      .values({ account_id: event.accountId, track: event.track, due_at: due })
      .onConflictDoUpdate({
        target: [registration_checks.account_id, registration_checks.track],
        set: { due_at: due, failed_tries: 0 },
      });
  } else {
    await tx.delete(registration_checks).where(check);
  }
}

/** Records the same event for every account of a legal entity: they share its TCR brand and campaign. */
export async function recordForLegalEntity(
  tx: Db,
  legalEntityId: number,
  event: Omit<RegistrationEvent, 'accountId'>,
  at: Date,
): Promise<void> {
  const members = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.legal_entity_id, legalEntityId));
  for (const { id } of members) await recordEvent(tx, { ...event, accountId: id }, at);
}

/** Whose registration a step is: one account's (the messaging chain), or a legal entity's accounts' (TCR). */
export type RegistrationOwner = { accountId: number } | { legalEntityId: number };

/**
 * Records a step the provider refused: a refusal (a 4xx answer) fails the step, with the provider's code and
 * words; an outage or a timeout changes nothing, since the step was never judged. The refusal itself is what the
 * caller reports, so a failure to record it is not raised over it.
 */
export async function recordRefusal(db: Db, owner: RegistrationOwner, step: RegistrationStep, error: unknown) {
  if (!(error instanceof ProviderError) || error.status === null || error.status < 400 || error.status >= 500) return;
  const event = {
    track: trackOfStep(step),
    step,
    status: 'failed',
    errorCode: error.providerCode,
    errorText: error.detail,
  } as const;
  const at = new Date();
  await transactionRetried(db, (tx) =>
    'accountId' in owner
      ? recordEvent(tx, { ...event, accountId: owner.accountId }, at)
      : recordForLegalEntity(tx, owner.legalEntityId, event, at),
  ).catch(() => undefined);
}

/** The latest events of a timeline, and whether older ones exist (asked for one more than it shows). */
function timelineOf(events: Array<typeof registration_events.$inferSelect>, at: Date) {
  return {
    events: events.slice(0, REGISTRATION_TIMELINE_LENGTH).map((event) => timelineEvent(event, at)),
    events_cut: events.length > REGISTRATION_TIMELINE_LENGTH,
  };
}

/** A stored event as the timelines show it, with its error worded as the rules word it at `at`. */
function timelineEvent(event: typeof registration_events.$inferSelect, at: Date) {
  const position = {
    track: event.track as RegistrationTrack,
    step: event.step as RegistrationStep,
    status: event.status as RegistrationStatus,
    since: event.occurred_at,
    errorCode: event.error_code,
    errorText: event.error_text,
  };
  return panelEvent({
    id: event.id,
    track: position.track,
    step: position.step,
    status: position.status,
    error: trackState(position, at).error,
    occurred_at: event.occurred_at.toISOString(),
  });
}

export interface RegistrationServiceDeps {
  db: Db;
  /** Where the board reads (PostgreSQL's read pool). */
  reads: Db;
  now?: () => Date;
}

/**
 * The rows the board's search and parent account keep (before the track filters). The search in two forms of one
 * rule: its matches collected through the name words ('matches', for counting and for a page of few matches), or
 * each account's name checked as the board's order walks by it ('per row', for a page of many: "dental", a third
 * of all accounts, has its first page among the first 60 accounts walked, where collecting and sorting its matches
 * took 92 ms at 100,000).
 */
export const boardScope = (query: RegistrationBoardQuery, form: 'matches' | 'per row' = 'matches'): SQL[] => [
  ...(!query.search
    ? []
    : form === 'matches'
      ? [accountNameMatches(query.search)]
      : [foldedNameMatches(sql`${accounts.name_key}`, query.search)]),
  ...(query.parent_account ? [eq(accounts.parent_account_id, query.parent_account)] : []),
];

export function createRegistrationService({ db, reads, now = () => new Date() }: RegistrationServiceDeps) {
  /** The kept counts per stage (drizzle/0025, 0032: the sum of each stage's rows), for the whole board. */
  const keptStages = (track?: RegistrationTrack) => {
    const t = registration_stage_counts;
    return reads
      .select({
        track: sql<RegistrationTrack>`${t.track}`,
        step: sql<RegistrationStep>`${t.step}`,
        status: sql<RegistrationStatus>`${t.status}`,
        count: sql<number>`sum(${t.accounts})::int`,
      })
      .from(t)
      .where(track ? eq(t.track, track) : undefined)
      .groupBy(t.track, t.step, t.status)
      .having(sql`sum(${t.accounts}) <> 0`);
  };

  /**
   * How many accounts the board's filters keep: read off the kept counts when the filters are stages of one
   * track (no search, parent account or lateness), exactly; else counted up to COUNT_CAP, past which the count says
   * it stopped (lateness over a million accounts read them all).
   */
  async function countOf(query: RegistrationBoardQuery, condition: SQL | undefined): Promise<Total> {
    // Without a track every account is in the messaging track's counts once.
    const track = query.track ?? (query.step ? trackOfStep(query.step) : 'messaging');
    if (boardScope(query).length === 0 && !query.late && (query.track || !query.status)) {
      const kept = await keptStages(track);
      const count = kept
        .filter(
          (stage) =>
            (!query.step || stage.step === query.step) && (!query.status || query.status.includes(stage.status)),
        )
        .reduce((sum, stage) => sum + stage.count, 0);
      return { count, capped: false };
    }
    const kept = reads.select({ one: sql`1` }).from(account_registrations);
    return totalUpToCap(
      boardScope(query).length > 0
        ? kept.innerJoin(accounts, eq(accounts.id, account_registrations.account_id)).where(condition)
        : kept.where(condition),
    );
  }

  /** The parent account the board is kept to, named (a shared link has only its id), or null when there is none. */
  async function parentAccount(id: number) {
    const [found] = await reads
      .select({ id: parent_accounts.id, name: parent_accounts.name })
      .from(parent_accounts)
      .where(eq(parent_accounts.id, id));
    return found ?? null;
  }

  /** How many rows a query selects, read no further than COUNT_CAP: past it, the total says it stopped. */
  async function totalUpToCap(rows: { limit(limit: number): SQLWrapper }): Promise<Total> {
    const [row] = await reads
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`(${rows.limit(COUNT_CAP + 1)}) as counted`);
    const counted = row?.count ?? 0;
    return { count: Math.min(counted, COUNT_CAP), capped: counted > COUNT_CAP };
  }

  /**
   * Whether the search and parent account keep more than COUNT_CAP accounts: a word's from the name words' index
   * alone (as the accounts list counts it), else counting no further than the cap.
   */
  async function scopeCapped(query: RegistrationBoardQuery): Promise<boolean> {
    if (query.search && isNameWordTerm(query.search) && !query.parent_account)
      return (await nameWordTotal(reads, query.search)).capped;
    return (
      await totalUpToCap(
        reads
          .select({ one: sql`1` })
          .from(accounts)
          .where(and(...boardScope(query))),
      )
    ).capped;
  }

  /**
   * The counts per stage of the accounts the search and parent account keep: every track's in one pass over them
   * (each account's three stages side by side), where a broad search ("dental": a third of all accounts) once read
   * its matches three times.
   */
  async function stages(query: RegistrationBoardQuery): Promise<StageCount[]> {
    const where = boardScope(query);
    if (where.length === 0) return sortStages(await keptStages());
    const ofEachTrack = sql.join(
      REGISTRATION_TRACKS.map(
        (track) => sql`(${track}, ${trackColumn(track, 'step')}, ${trackColumn(track, 'status')})`,
      ),
      sql`, `,
    );
    const rows = await reads
      .select({
        track: sql<RegistrationTrack>`stage.track`,
        step: sql<RegistrationStep>`stage.step`,
        status: sql<RegistrationStatus>`stage.status`,
        count: sql<number>`count(*)::int`,
      })
      .from(account_registrations)
      .innerJoin(accounts, eq(accounts.id, account_registrations.account_id))
      .innerJoin(sql`lateral (values ${ofEachTrack}) as stage(track, step, status)`, sql`true`)
      .where(and(...where))
      .groupBy(sql`stage.track`, sql`stage.step`, sql`stage.status`);
    return sortStages(rows);
  }

  /** Every account is in the messaging track's stages once: their sum is the number of accounts counted. */
  const messagingTotal = (stages: StageCount[]) =>
    stages.filter((stage) => stage.track === 'messaging').reduce((sum, stage) => sum + stage.count, 0);

  const sortStages = (stages: StageCount[]) =>
    stages.sort(
      (a, b) =>
        REGISTRATION_TRACKS.indexOf(a.track) - REGISTRATION_TRACKS.indexOf(b.track) ||
        TRACK_STEPS[a.track].indexOf(a.step) - TRACK_STEPS[b.track].indexOf(b.step) ||
        a.status.localeCompare(b.status),
    );

  /** The accounts' names and the records their fixes are on (legal entity, campaign detail), by account id. */
  async function fixRecords(accountIds: number[]): Promise<FixRecords[]> {
    if (accountIds.length === 0) return [];
    const found = await reads
      .select({
        account: { id: accounts.id, name: accounts.name },
        legalEntity: { id: legal_entities.id, name: legal_entities.name },
        campaignDetail: { id: campaign_details.id, name: campaign_details.name },
      })
      .from(accounts)
      .leftJoin(legal_entities, eq(legal_entities.id, accounts.legal_entity_id))
      .leftJoin(campaign_details, eq(campaign_details.id, accounts.campaign_detail_id))
      .where(inArray(accounts.id, accountIds));
    return found.map((row) => ({
      account: row.account,
      legalEntity: row.legalEntity?.id == null ? null : row.legalEntity,
      campaignDetail: row.campaignDetail?.id == null ? null : row.campaignDetail,
    }));
  }

  return {
    /** Appends the event and moves the account's track to it (in one transaction). */
    record: (event: RegistrationEvent): Promise<void> =>
      transactionRetried(db, (tx) => recordEvent(tx, event, event.at ?? now())),

    /** GET /registration/accounts/:id: the account's tracks, each failed one with its fix, and its timeline. */
    async account(accountId: number): Promise<AccountRegistration> {
      const [found] = await reads
        .select({ registration: account_registrations })
        .from(account_registrations)
        .where(eq(account_registrations.account_id, accountId));
      const [records] = found ? await fixRecords([accountId]) : [];
      if (!found || !records) throw notFound();
      const events = await reads
        .select()
        .from(registration_events)
        .where(eq(registration_events.account_id, accountId))
        .orderBy(desc(registration_events.occurred_at), desc(registration_events.id))
        .limit(REGISTRATION_TIMELINE_LENGTH + 1);
      const at = now();
      const track = (name: RegistrationTrack) =>
        panelTrack(name, trackState(positionOf(found.registration, name), at), records);
      return {
        account: records.account,
        messaging: track('messaging'),
        brand: track('brand'),
        campaign: track('campaign'),
        ...timelineOf(events, at),
      };
    },

    /**
     * GET /registration/legal_entities/:id: the TCR brand track its accounts share (the account whose brand moved
     * last says where it stands; null without accounts) and the brand's timeline, each change once however many
     * accounts recorded it.
     */
    async legalEntity(legalEntityId: number): Promise<LegalEntityRegistration> {
      const [entity] = await reads
        .select({ id: legal_entities.id, name: legal_entities.name })
        .from(legal_entities)
        .where(eq(legal_entities.id, legalEntityId));
      if (!entity) throw notFound();
      const entityAccounts = reads
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.legal_entity_id, legalEntityId));
      const [latest] = await reads
        .select({ registration: account_registrations, account: { id: accounts.id, name: accounts.name } })
        .from(account_registrations)
        .innerJoin(accounts, eq(accounts.id, account_registrations.account_id))
        .where(eq(accounts.legal_entity_id, legalEntityId))
        .orderBy(sql`${account_registrations.brand_since} desc nulls last`, accounts.id)
        .limit(1);
      const events = await reads
        .selectDistinctOn([
          registration_events.occurred_at,
          registration_events.step,
          registration_events.status,
          registration_events.error_code,
        ])
        .from(registration_events)
        .where(and(inArray(registration_events.account_id, entityAccounts), eq(registration_events.track, 'brand')))
        .orderBy(
          desc(registration_events.occurred_at),
          registration_events.step,
          registration_events.status,
          registration_events.error_code,
          registration_events.id,
        )
        .limit(REGISTRATION_TIMELINE_LENGTH + 1);
      const at = now();
      const brand = (found: NonNullable<typeof latest>) =>
        panelTrack('brand', trackState(positionOf(found.registration, 'brand'), at), {
          account: found.account,
          legalEntity: entity,
          campaignDetail: null,
        });
      return {
        legal_entity: entity,
        brand: latest ? brand(latest) : null,
        ...timelineOf(events, at),
      };
    },

    /** GET /registration: a page of the board, most stuck first, with the counts per stage. */
    async board(query: RegistrationBoardQuery): Promise<CountedPage<RegistrationRow> & { stages: StageCount[] }> {
      const at = now();
      const tracks = trackConditions(query, at);
      const where = [...boardScope(query), tracks].filter((c): c is SQL => c !== undefined);
      const condition = where.length > 0 ? and(...where) : undefined;
      // A search kept past COUNT_CAP accounts ("dental", a third of all names) is not counted by stage, nor past the
      // cap: at a million accounts that took longer than the search budget. Its pages stop at the cap, as the
      // accounts list's do.
      const scoped = boardScope(query).length > 0;
      const broad = scoped && (await scopeCapped(query));
      // Kept by search or parent account alone, the board's count is its stages' (every account is in the messaging
      // track's once): the rows are read once for both.
      const scopedStages = !broad && scoped && !tracks ? await stages(query) : null;
      const total: Total =
        broad && !tracks
          ? { count: COUNT_CAP, capped: true }
          : scopedStages
            ? { count: messagingTotal(scopedStages), capped: false }
            : await countOf(query, condition);
      const { count } = total;
      checkPageExists(query.page, count);
      // Many matches: walk the board's order (account_registrations_stuck_idx) and check each name; few: sort them.
      const walk =
        query.search !== undefined &&
        (broad ||
          (scopedStages !== null &&
            pageStrategy({ count, capped: false }, query.page, messagingTotal(await keptStages())) === 'ordered'));
      const pageCondition = walk ? and(...boardScope(query, 'per row'), tracks) : condition;
      const rows = await reads
        .select({
          registration: account_registrations,
          name: accounts.name,
          parent: { id: parent_accounts.id, name: parent_accounts.name },
        })
        .from(account_registrations)
        .innerJoin(accounts, eq(accounts.id, account_registrations.account_id))
        .leftJoin(parent_accounts, eq(parent_accounts.id, accounts.parent_account_id))
        .where(pageCondition)
        .orderBy(
          account_registrations.stuck_rank,
          sql`${account_registrations.attention_at} nulls last`,
          account_registrations.account_id,
        )
        .limit(PAGE_SIZE)
        .offset(pageOffset(query.page));
      const states = rows.map(
        ({ registration }) =>
          REGISTRATION_TRACKS.map((track) => trackState(positionOf(registration, track), at)) as [
            TrackState,
            TrackState,
            TrackState,
          ],
      );
      // The records the page's failures are fixed on, read by id for those rows alone (the board's own query stays
      // the walk of its index).
      const failed = rows
        .filter((_, i) => states[i]!.some((state) => state.status === 'failed'))
        .map((row) => row.registration.account_id);
      const records = new Map((await fixRecords(failed)).map((found) => [found.account.id, found]));
      const results = rows.map(({ registration, name, parent }, i) => {
        const account = { id: registration.account_id, name };
        const found = records.get(account.id);
        const [messaging, brand, campaign] = states[i]!.map((state) => ({
          ...state,
          fix: found ? fixOf(state, found) : null,
        })) as [BoardTrack, BoardTrack, BoardTrack];
        return {
          account,
          parent_account: parent?.id == null ? null : { id: parent.id, name: parent.name },
          messaging,
          brand,
          campaign,
        };
      });
      return {
        count,
        ...(total.capped && { count_capped: true as const }),
        results,
        stages: broad ? [] : (scopedStages ?? (await stages(query))),
        ...(query.parent_account !== undefined && { parent_account: await parentAccount(query.parent_account) }),
      };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
