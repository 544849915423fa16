/**
 * Call rescue test calls: scheduling them for an account (POST /call_rescue_test_for_account/...) and the
 * monitor's page (GET /call_rescue_monitor). The job in call-rescue-job.ts places the calls.
 */
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  CALL_STATUS,
  CALL_STATUS_VALUES,
  type CallRescueMonitorQuery,
  type CallRescueTest,
  testCallRefusal,
  type TestCallRefusalCode,
} from '../../shared/callRescue.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { callRescueTexts } from '../../shared/callRescueTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, bot_numbers, business_phones, call_rescue_tests } from '../db/schema.ts';
import { ApiError, fieldErrors } from '../errors.ts';
import { checkPageExists, pageOffset, type CountedPage } from '../lib/paging.ts';
import { MATCHES_FIRST_LIMIT } from './account-list.ts';
import { accountIdsMatching, foldedNameMatches } from './account-search.ts';
import { isPhoneLikeTerm, searchDigits } from '../../shared/phone.ts';
import { recordWrite } from './audit.ts';
import { CountCache } from '../lib/count-cache.ts';
import { ownedBy } from './account-scope.ts';

const refused = (code: TestCallRefusalCode) => new ApiError(400, { detail: callRescueTexts.refusals[code], code });

const monitorColumns = {
  id: call_rescue_tests.id,
  account_id: accounts.id,
  account_name: accounts.name,
  phone_called_id: business_phones.id,
  phone_called_number: business_phones.number,
  phone_calling: call_rescue_tests.phone_calling,
  call_status: call_rescue_tests.call_status,
  updated_at: call_rescue_tests.updated_at,
  retry_count: call_rescue_tests.retry_count,
};
type MonitorRow = { [K in keyof typeof monitorColumns]: (typeof monitorColumns)[K]['_']['data'] };

const toCallRescueTest = (row: MonitorRow): CallRescueTest => ({
  id: row.id,
  account: { id: row.account_id, name: row.account_name },
  phone_called: { id: row.phone_called_id, number: row.phone_called_number },
  phone_calling: { number: row.phone_calling },
  call_status: row.call_status,
  updated_at: row.updated_at.toISOString(),
  retry_count: row.retry_count,
});

/** The tests that match `where`, in the monitor's shape and the given order. */
async function monitorRows(db: Db, where: SQL, order: SQL[]): Promise<CallRescueTest[]> {
  const rows = await db
    .select(monitorColumns)
    .from(call_rescue_tests)
    .innerJoin(accounts, eq(accounts.id, call_rescue_tests.account_id))
    .innerJoin(business_phones, eq(business_phones.id, call_rescue_tests.phone_called_id))
    .where(where)
    .orderBy(...order);
  return rows.map(toCallRescueTest);
}

/**
 * Schedules one test call per business phone of the account enabled for call rescue, from the account's
 * call-rescue bot number (the flagged one, else its first). The account row stays locked until the end, so
 * a double submit waits and then finds the tests just scheduled.
 */
export async function scheduleCallRescueTests(
  db: Db,
  accountId: number,
  actorId: number,
  now = new Date(),
): Promise<CallRescueTest[]> {
  const ids = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, enabled: accounts.call_rescue_tests_enabled })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!account) throw fieldErrors({ account_id: [drfTexts.doesNotExist(accountId)] });

    const [unfinished] = await tx
      .select({ id: call_rescue_tests.id })
      .from(call_rescue_tests)
      .where(and(eq(call_rescue_tests.account_id, accountId), lt(call_rescue_tests.call_status, CALL_STATUS.SUCCESS)))
      .limit(1);
    if (unfinished) throw refused('call_rescue_tests_scheduled_for_account');

    const listed = await tx
      .select({ id: business_phones.id, is_enabled_for_call_rescue: business_phones.is_enabled_for_call_rescue })
      .from(business_phones)
      .where(eq(business_phones.account_id, accountId))
      .orderBy(asc(business_phones.id));
    const phones = listed.filter((phone) => phone.is_enabled_for_call_rescue);
    const [bot] = await tx
      .select({ number: bot_numbers.number })
      .from(bot_numbers)
      .where(eq(bot_numbers.account_id, accountId))
      .orderBy(desc(bot_numbers.is_call_rescue_number), asc(bot_numbers.id))
      .limit(1);
    // The same rule the console shows beside its button (src/shared).
    const refusal = testCallRefusal({
      call_rescue_tests_enabled: account.enabled,
      business_phones: listed,
      bot_numbers: bot ? [bot] : [],
    });
    if (refusal) throw refused(refusal);

    const created = await tx
      .insert(call_rescue_tests)
      .values(
        phones.map((phone) => ({
          account_id: accountId,
          phone_called_id: phone.id,
          // The rule refused an account without one.
          phone_calling: bot!.number,
          call_status: CALL_STATUS.SCHEDULED,
          scheduled_at: now,
          next_attempt_at: now,
          updated_at: now,
        })),
      )
      .returning();
    for (const row of created) {
      await recordWrite(tx, { actorId, table: 'call_rescue_tests', recordId: row.id, before: null, after: row });
    }
    return created.map((row) => row.id);
  });
  return monitorRows(db, inArray(call_rescue_tests.id, ids), [asc(call_rescue_tests.id)]);
}

/**
 * The search box: a case-insensitive substring of the account name or, for a phone-like term, of the phone
 * called or calling (business phones are stored as 10 digits, bot numbers in E.164). As in the accounts search,
 * a term without 3 letters or digits in a row, which trigrams cannot serve, matches the start of the name instead
 * (the C-collated name index), so "ab" never reads every account. Two forms of one rule:
 * - 'semi-join': the planner picks the way in, by the numbers it knows: from the tests (each one's account
 *   probed by its key) when tests are few, or from the accounts the trigram index finds when they are many.
 *   For counting, and for pages of few matches.
 * - 'per row': each test's account name and phone are looked up by key as the test is read (subqueries the
 *   planner cannot flatten), so a walk of the status index in updated_at order stops as soon as the page is
 *   full. For pages of many matches, where computing every matching account first ("dental": a fifth of all
 *   accounts) would cost more than the page.
 */
function searchCondition(term: string, form: 'semi-join' | 'per row'): SQL {
  const t = call_rescue_tests;
  const digits = isPhoneLikeTerm(term) ? searchDigits(term) : '';
  const digitsPattern = `%${digits}%`;
  const name =
    form === 'semi-join'
      ? sql`${t.account_id} in (${accountIdsMatching(term)})`
      : foldedNameMatches(
          sql`(select ${accounts.name_key} from ${accounts} where ${accounts.id} = ${t.account_id})`,
          term,
        );
  if (!digits) return name;
  const phoneCalled =
    form === 'semi-join'
      ? sql`${t.phone_called_id} in (select ${business_phones.id} from ${business_phones} where ${business_phones.number} like ${digitsPattern})`
      : sql`(select ${business_phones.number} from ${business_phones} where ${business_phones.id} = ${t.phone_called_id}) like ${digitsPattern}`;
  const conditions = [name, phoneCalled, sql`${t.phone_calling} like ${digitsPattern}`];
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** The monitor's query as the service reads it: for a reseller, the reseller whose accounts' tests alone it lists. */
type MonitorQuery = CallRescueMonitorQuery & { reseller?: number };

/** A reseller's tests: those of the accounts it owns, in the same two forms as the search. */
function ownedCondition(reseller: number, form: 'semi-join' | 'per row'): SQL {
  const t = call_rescue_tests;
  return form === 'semi-join'
    ? sql`${t.account_id} in (select ${accounts.id} from ${accounts} where ${ownedBy(reseller)})`
    : sql`(select ${accounts.reseller_id} from ${accounts} where ${accounts.id} = ${t.account_id}) = ${reseller}`;
}

const statusesOf = (query: MonitorQuery) => query.call_status ?? CALL_STATUS_VALUES;
/** The search and the reseller's limit, each as ` and …` (nothing when absent). */
const searchOf = (query: MonitorQuery, form: 'semi-join' | 'per row') =>
  sql`${query.search ? sql` and ${searchCondition(query.search, form)}` : sql``}${
    query.reseller === undefined ? sql`` : sql` and ${ownedCondition(query.reseller, form)}`
  }`;

/** How many tests the monitor's filters match. */
export function monitorCountQuery(db: Db, query: MonitorQuery) {
  const t = call_rescue_tests;
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .where(sql`${inArray(t.call_status, [...statusesOf(query)])}${searchOf(query, 'semi-join')}`);
}

export type MonitorPageStrategy = 'merged' | 'matches-first';

/** Few matches are cheapest sorted on their own; many are cheapest read in index order (see below). */
export const monitorPageStrategy = (matches: number): MonitorPageStrategy =>
  matches <= MATCHES_FIRST_LIMIT ? 'matches-first' : 'merged';

/**
 * The ids of one page of the monitor, newest update first (then newest id).
 * - merged: the only index that orders by updated_at leads with call_status, so the page is merged from one
 *   index-ordered branch per status, each reading at most offset + page size matching entries.
 * - matches-first: when matches are rare, walking the index in order would read most of it to find them;
 *   the matches are collected through the search's indexes and sorted instead (the sort key hides the index).
 */
export function monitorPageIdsQuery(query: MonitorQuery, strategy: MonitorPageStrategy): SQL {
  const t = call_rescue_tests;
  const offset = pageOffset(query.page);
  if (strategy === 'matches-first') {
    return sql`select ${t.id} as id from ${t} where ${inArray(t.call_status, [...statusesOf(query)])}${searchOf(query, 'semi-join')}
               order by ${t.updated_at} + interval '0 seconds' desc, ${t.id} desc
               limit ${PAGE_SIZE} offset ${offset}`;
  }
  const search = searchOf(query, 'per row');
  const branches = statusesOf(query).map(
    (status) =>
      sql`(select ${t.id} as id, ${t.updated_at} as updated_at from ${t} where ${t.call_status} = ${status}${search}
           order by ${t.updated_at} desc, ${t.id} desc limit ${offset + PAGE_SIZE})`,
  );
  return sql`select id from (${sql.join(branches, sql` union all `)}) as merged
             order by updated_at desc, id desc limit ${PAGE_SIZE} offset ${offset}`;
}

/**
 * A search's page and its total from one pass over its matches, when they are few (at most MATCHES_FIRST_LIMIT, as
 * for most names): read through the search's indexes up to one past the limit, counted by a window, sorted, cut.
 * Null when there are more (the total is counted, and the page walks the status index), or when the page is past
 * the matches (the total then decides between an empty first page and 404).
 */
async function fewMatchesPage(db: Db, query: MonitorQuery): Promise<{ count: number; ids: number[] } | null> {
  const t = call_rescue_tests;
  const matches = sql`select ${t.id} as id, ${t.updated_at} as updated_at from ${t}
    where ${inArray(t.call_status, [...statusesOf(query)])}${searchOf(query, 'semi-join')}
    limit ${MATCHES_FIRST_LIMIT + 1}`;
  const rows = (await db.execute(sql`select m.id, (count(*) over ())::int as matches from (${matches}) as m
    order by m.updated_at desc, m.id desc limit ${PAGE_SIZE} offset ${pageOffset(query.page)}`)) as unknown as {
    rows: Array<{ id: number; matches: number }>;
  };
  const count = rows.rows[0]?.matches;
  if (count === undefined || count > MATCHES_FIRST_LIMIT) return null;
  return { count, ids: rows.rows.map((row) => row.id) };
}

/** Everything that changes the total: the statuses and the search. */
const countKey = (query: MonitorQuery) =>
  JSON.stringify([[...statusesOf(query)].sort(), query.search?.toLowerCase() ?? '', query.reseller ?? null]);

export interface CallRescueTestService {
  /** POST /call_rescue_test_for_account/create_call_rescue_test (see scheduleCallRescueTests). */
  schedule(accountId: number, actorId: number): Promise<CallRescueTest[]>;
  /** GET /call_rescue_monitor: the total and one page of tests; a reseller's, of the accounts it owns. */
  list(query: CallRescueMonitorQuery, reseller?: number): Promise<CountedPage<CallRescueTest>>;
}

/**
 * `reads`: where the monitor's list reads (Database.reads: on PostgreSQL, read-only with a time budget);
 * `countCacheMs`: how long a total is kept (config LIST_COUNT_CACHE_SECONDS).
 */
export function createCallRescueTestService(db: Db, reads: Db, countCacheMs: number): CallRescueTestService {
  // Totals are cached for a few seconds (paging asks the same one again and again); status changes made by
  // the job show within that time, tests scheduled here at once.
  const counts = new CountCache(countCacheMs);
  return {
    async schedule(accountId, actorId) {
      const scheduled = await scheduleCallRescueTests(db, accountId, actorId);
      counts.clear();
      return scheduled;
    },
    async list(callQuery, reseller) {
      const query: MonitorQuery = reseller === undefined ? callQuery : { ...callQuery, reseller };
      const t = call_rescue_tests;
      const byUpdate = [desc(t.updated_at), desc(t.id)];
      // A search's or a reseller's tests are usually few: sorted on their own when they are.
      const few = query.search || reseller !== undefined ? await fewMatchesPage(reads, query) : null;
      if (few) return { count: few.count, results: await monitorRows(reads, inArray(t.id, few.ids), byUpdate) };
      const count = await counts.get(
        countKey(query),
        async () => (await monitorCountQuery(reads, query))[0]?.count ?? 0,
      );
      checkPageExists(query.page, count);
      if (count === 0) return { count, results: [] };
      // One statement: the page's ids (computed once, as an array), then their rows by key.
      const pageIds = monitorPageIdsQuery(query, monitorPageStrategy(count));
      return { count, results: await monitorRows(reads, sql`${t.id} = any(array(${pageIds}))`, byUpdate) };
    },
  };
}
