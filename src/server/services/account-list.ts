/**
 * GET /account_admin: one page of accounts (spec 2, accounts list) with search, the eight filters,
 * parent_blank and ordering. Returns the rows and the total; the route builds the DRF envelope. Without
 * basic_info=true each row also carries tcr_ready and its legal entity's brands (manual scaling's call).
 *
 * A search's or filter's total is counted up to COUNT_CAP (past it the answer says count_capped, and pages stop at
 * the cap): an exact count of a common term reads every match. The unfiltered total is exact and free: triggers keep
 * it in table_rows (drizzle/0014), and its pages read their ids from the order index alone, in name order from the
 * last mark before them (account_order_marks, drizzle/0019-0020), by id from whichever end is nearer.
 *
 * Two ways to fetch a page, picked by how many accounts match (the total is needed anyway, and cached):
 * - ordered: walk the name index and keep matching rows until the page is full. Cheap when matches are
 *   common ("dental"), ruinous when they are rare (it walks most of the table).
 * - matches-first: collect the matches through the search indexes (trigram or prefix), then sort just
 *   those. Cheap when they are few. PostgreSQL misjudges trigram selectivity, so it is not left to choose.
 * A common substring walks at most walkWindow(page) accounts, then sorts its matches after all: common is not
 * spread evenly (every "fís" name sorts late).
 */
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  not,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AccountListItem, AccountListQuery, BrandReference } from '../../shared/accounts.ts';
import { COUNT_CAP, OUT_OF_SYNC_AFTER_HOURS, PAGE_SIZE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { PLANNED_PER_TERM } from '../db/preparing-client.ts';
import {
  account_name_words,
  account_order_marks,
  accounts,
  brands,
  features,
  industries,
  name_words,
  table_rows,
} from '../db/schema.ts';
import { checkPageExists, pageOffset, totalFromPage, type CountedPage } from '../lib/paging.ts';
import {
  accountSearchCondition,
  domainStart,
  domainStartsWith,
  emailAtEdges,
  emailContains,
  isNameWordTerm,
  nameWordEntries,
  nameWordSearch,
  usesTrigramIndex,
} from './account-search.ts';
import { CountCache } from '../lib/count-cache.ts';
import { ownedBy } from './account-scope.ts';
import { isPhoneLikeTerm, searchDigits } from '../../shared/phone.ts';
import { isEmailTerm, mayBeInAddress } from '../../shared/searchKey.ts';

/** Up to this many matches, sorting the matches beats walking the name index (about sqrt(20 x 100,000)). */
export const MATCHES_FIRST_LIMIT = 2000;
/** The table size MATCHES_FIRST_LIMIT was measured at; pageStrategy scales the crossover from it. */
const MEASURED_AT_ROWS = 100_000;

export type PageStrategy = 'ordered' | 'matches-first';
/** How many accounts a list query matches: exactly, or COUNT_CAP and more. */
export interface Total {
  count: number;
  capped: boolean;
  /** For a name-word term: how many words hold it (name_words), whose entries a page may merge. */
  words?: number;
}
type Ordering = NonNullable<AccountListQuery['ordering']>;
/**
 * A list query as the service reads it: the call's query; for a reseller, the reseller whose accounts alone it lists
 * (account-scope.ts); and `in_addresses` when a plain word that no name holds is looked for at the addresses' edges
 * instead ('edges': "gmail", "advanceddentalcare"), or such a word or an email term no address has at its edges
 * anywhere in them ('anywhere': "dental@gm"). Both count as filters: they take the general way, and have their own
 * totals.
 */
type ScopedQuery = AccountListQuery & { reseller?: number; in_addresses?: 'edges' | 'anywhere' };

/** Boolean filters answered by a column of the features table. */
const FEATURE_FILTERS = [
  'scheduling_enabled',
  'cancelations_enabled',
  'confirmations_enabled',
  'calendar_sync_enabled',
  'is_waiting_list_enabled',
  'sms_language_detection_enabled',
] as const;

/** Names sort in byte order (the C collation), so PGlite and PostgreSQL list them alike, whatever their locale. */
const lowerName = sql`${accounts.name_key} collate "C"`;
/** The same sort keys as expressions no index provides, which rules out walking an index in order. */
const unindexedName = sql`(${accounts.name_key} || '') collate "C"`;
const unindexedId = sql`(${accounts.id} + 0)`;

/** The id orderings read backwards, for pages nearer the end. */
const REVERSED: Record<'id' | '-id', SQL[]> = {
  id: [desc(accounts.id)],
  '-id': [asc(accounts.id)],
};

const ORDERINGS: Record<PageStrategy, Record<Ordering, SQL[]>> = {
  ordered: {
    name: [asc(lowerName), asc(accounts.id)],
    '-name': [desc(lowerName), desc(accounts.id)],
    id: [asc(accounts.id)],
    '-id': [desc(accounts.id)],
  },
  'matches-first': {
    name: [asc(unindexedName), asc(accounts.id)],
    '-name': [desc(unindexedName), desc(accounts.id)],
    id: [asc(unindexedId)],
    '-id': [desc(unindexedId)],
  },
};

/**
 * A search's SQL, planned for its term (PreparingClient): which index answers a term best depends on how many
 * accounts it matches, which a generic plan cannot know.
 */
const perTerm = (searching: SQL) => sql`${sql.raw(PLANNED_PER_TERM)} ${searching}`;

/** Calendar sync on, and no sync yet or the last one older than the threshold. */
const outOfSync = sql`(${features.calendar_sync_enabled} and (${accounts.last_sync_time} is null or ${accounts.last_sync_time} < now() - make_interval(hours => ${OUT_OF_SYNC_AFTER_HOURS})))`;

const listColumns = {
  id: accounts.id,
  name: accounts.name,
  email: accounts.email,
  office_phone: accounts.office_phone,
  calendar_type: accounts.calendar_type,
  industry_name: industries.name,
  last_sync_time: accounts.last_sync_time,
  tcr_ready: accounts.tcr_ready,
};

export interface AccountListService {
  /** `reseller`: list only the accounts it owns (resellerOf the caller); every account when undefined. */
  list(query: AccountListQuery, reseller?: number): Promise<CountedPage<AccountListItem>>;
  /** Forget cached counts after a write to accounts or features. */
  invalidate(): void;
}

/** `countCacheMs`: how long a total is kept (config LIST_COUNT_CACHE_SECONDS). */
export function createAccountListService(db: Db, countCacheMs: number): AccountListService {
  const counts = new CountCache<Total>(countCacheMs);
  const total = (query: ScopedQuery) =>
    counts.get(countKey(query), async () => {
      if (byNameWords(query)) return nameWordTotal(db, query.search);
      const starts = startsCountQuery(db, query);
      if (starts && ((await starts)[0]?.starts ?? 0) > COUNT_CAP) return { count: COUNT_CAP, capped: true };
      return (await accountCountQuery(db, query))[0] ?? { count: 0, capped: false };
    });
  const allAccounts = async () => (await total(UNFILTERED)).count;

  // The unfiltered list is the most requested page: build its statements once per ordering and direction.
  const unfiltered = new Map<string, PreparedUnfilteredPage>();
  const prepared = (name: string, build: () => ReturnType<typeof markedPageQuery>) => {
    let statement = unfiltered.get(name);
    if (!statement) unfiltered.set(name, (statement = build().prepare(name)));
    return statement;
  };
  const unfilteredPage = (ordering: Ordering, page: number, count: number) => {
    const offset = pageOffset(page);
    const limit = Math.min(PAGE_SIZE, count - offset);
    if (ordering === 'name' || ordering === '-name') {
      // In name order a page starts from the marks; a page of -name is the same rows counted from the end.
      const position = ordering === 'name' ? offset : count - offset - limit;
      const at = { position: sql.placeholder('position'), limit: sql.placeholder('limit') };
      const name = `account_list_${ordering.replace('-', 'desc_')}`;
      return prepared(name, () => markedPageQuery(db, ordering, at)).execute({ position, limit });
    }
    // By id, a page in the back half is read from the end.
    const fromEnd = offset > count / 2;
    const at = { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };
    const name = `account_list_${ordering.replace('-', 'desc_')}${fromEnd ? '_from_end' : ''}`;
    const statement = prepared(name, () => unfilteredPageQuery(db, ordering, fromEnd, at));
    return statement.execute({ offset: fromEnd ? Math.max(0, count - offset - PAGE_SIZE) : offset, limit });
  };

  return {
    async list(callQuery, reseller) {
      let query: ScopedQuery = reseller === undefined ? callQuery : { ...callQuery, reseller };
      let rows: PageRow[];
      let count: number;
      let capped = false;
      const { where } = buildWhere(query);

      if (query.search) {
        // Searches count first: the total decides how to fetch the page.
        const { search } = query;
        let searched = await total(query);
        // A word in no name: at the addresses' edges; nothing there either: anywhere in them (account-search.ts).
        if (searched.count === 0 && mayBeInAddress(search)) {
          query = { ...query, in_addresses: 'edges' };
          searched = await total(query);
        }
        if (searched.count === 0 && (isEmailTerm(search) || mayBeInAddress(search))) {
          query = { ...query, in_addresses: 'anywhere' };
          searched = await total(query);
        }
        ({ count, capped } = searched);
        checkPageExists(query.page, count);
        rows = count === 0 ? [] : await searchPage(db, query, searched, allAccounts);
      } else if (!where) {
        // The unfiltered total is kept by the database (table_rows): known before the page, at no cost.
        count = await allAccounts();
        checkPageExists(query.page, count);
        rows = count === 0 ? [] : await unfilteredPage(query.ordering ?? 'name', query.page, count);
      } else {
        // A reseller's accounts by id are few among all: sorted on their own rather than found along the whole key.
        const byId = query.ordering === 'id' || query.ordering === '-id';
        rows = await accountPageQuery(db, query, query.reseller !== undefined && byId ? 'matches-first' : 'ordered');
        count = await totalFromPage(query.page, rows.length, async () => {
          ({ count, capped } = await total(query));
          return count;
        });
        // A page past the cap exists but is not offered: the list ends where its count does.
        if (capped) checkPageExists(query.page, count);
      }

      const brandsOf = query.basic_info ? undefined : await brandsByAccount(db, rows);
      return {
        count,
        ...(capped && { count_capped: true as const }),
        results: rows.map(({ industry_name, last_sync_time, tcr_ready, ...row }) => ({
          ...row,
          company_industry: industry_name === null ? null : { name: industry_name },
          last_sync_time: last_sync_time?.toISOString() ?? null,
          ...(brandsOf && { tcr_ready, brands: brandsOf.get(row.id) ?? [] }),
        })),
      };
    },
    invalidate: () => counts.clear(),
  };
}

/** A search's page, by the strategy its total and the table's size (asked only when it decides) choose. */
async function searchPage(db: Db, query: ScopedQuery, total: Total, tableRows: () => Promise<number>) {
  // A reseller's matches are among its own accounts, few beside the table: sorted on their own.
  if (query.reseller !== undefined) return accountPageQuery(db, query, 'matches-first');
  if (byNameWords(query)) return nameWordPageQuery(db, query.search, query.ordering ?? 'name', query.page, total);
  if (byNameStart(query)) return accountPageQuery(db, query, 'ordered');
  const strategy = pageStrategy(total, query.page, await tableRows());
  // A name start is a range of the order index: the walk begins at its first match.
  if (strategy === 'matches-first' || !usesTrigramIndex(query.search ?? '')) {
    return accountPageQuery(db, query, strategy);
  }
  const rows = await accountPageQuery(db, query, strategy, walkWindow(query.page));
  const wanted = Math.min(PAGE_SIZE, total.count - pageOffset(query.page));
  return rows.length < wanted ? accountPageQuery(db, query, 'matches-first') : rows;
}

const UNFILTERED: AccountListQuery = { page: 1 };

/**
 * For a search and nothing else, whose matches include every number or domain starting with it: how many start
 * with it, up to one past COUNT_CAP, from a prefix index alone (tests EXPLAIN it). Past the cap the search is capped
 * without counting its matches, which read a table page each: through the lossy trigram index for a phone ("9394",
 * in 33,024 of a million phones: 6,813 pages, 50 ms), through the ranges for a common domain ("gmail", a quarter of
 * the addresses: 47 ms at 100,000 accounts on PGlite). The digits of a phone-like term; the domain start of an email
 * term, or of a word looked for at the addresses' edges. Undefined for any other query.
 */
export function startsCountQuery(db: Db, query: ScopedQuery) {
  const { search, in_addresses } = query;
  if (search === undefined || hasFilters({ ...query, in_addresses: undefined })) return undefined;
  let starting: SQL | undefined;
  if (in_addresses === undefined && isPhoneLikeTerm(search)) {
    starting = sql`${accounts.office_phone_digits} like ${`${searchDigits(search)}%`}`;
  } else if (in_addresses === 'edges' || (in_addresses === undefined && isEmailTerm(search))) {
    const domain = domainStart(search);
    if (domain !== undefined) starting = domainStartsWith(domain);
  }
  if (starting === undefined) return undefined;
  const starts = sql`select 1 from ${accounts} where ${perTerm(starting)} limit ${COUNT_CAP + 1}`;
  return db.select({ starts: sql<number>`count(*)::int` }).from(sql`(${starts}) as starts`);
}

/**
 * A name-word search (a word or a phrase) in name order and nothing else: answered from account_name_words alone,
 * whatever the words (other filters, the id orderings and phone-like terms take the general way, with the same
 * words as their name condition).
 */
function byNameWords(
  query: AccountListQuery,
): query is AccountListQuery & { search: string; ordering?: 'name' | '-name' } {
  const search = searchAloneInNameOrder(query);
  return search !== undefined && isNameWordTerm(search) && !isPhoneLikeTerm(search);
}

/**
 * A name start (1-2 letters, not an email or a phone) in name order and nothing else: a range of the order index,
 * whose first rows are the page however many match. Sorting the matches read each one's row ("gu", 5,952 of a
 * million accounts: 20 to 50 ms, where the range's first 20 take 0.3).
 */
export function byNameStart(query: ScopedQuery): boolean {
  const search = searchAloneInNameOrder(query);
  return search !== undefined && !usesTrigramIndex(search) && !isEmailTerm(search) && !isPhoneLikeTerm(search);
}

/** The search of a query that asks nothing else, in name order either way; undefined for any other query. */
function searchAloneInNameOrder(query: ScopedQuery): string | undefined {
  const { ordering } = query;
  const inNameOrder = ordering === undefined || ordering === 'name' || ordering === '-name';
  return inNameOrder && !hasFilters(query) ? query.search : undefined;
}

/** Whether a list query narrows the accounts by anything but its search (page, order and shape do not). */
function hasFilters(query: ScopedQuery): boolean {
  const { page: _page, ordering: _ordering, basic_info: _basicInfo, search: _search, ...filters } = query;
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * The accounts a name-word term's entries hold, up to COUNT_CAP, from the word index alone. An account is
 * counted once though two of its words hold the term ("Dental Dentalcare"): entries are read up to twice the cap,
 * and only if that many held fewer than the cap's accounts are they all read. A term past the cap in one word
 * alone ("den": "dental") is capped from name_words' counts, reading no entry (they took 7 ms on PGlite).
 */
export async function nameWordTotal(db: Db, term: string): Promise<Total> {
  const readLimit = 2 * (COUNT_CAP + 1);
  const [first] = await nameWordCountQuery(db, term, readLimit);
  const words = first?.words ?? 0;
  if (first && first.widest > COUNT_CAP) return { count: COUNT_CAP, capped: true, words };
  let accountsFound = first?.accounts ?? 0;
  if (first && first.read === readLimit && accountsFound <= COUNT_CAP) {
    const [all] = await nameWordCountQuery(db, term, null);
    accountsFound = all?.accounts ?? 0;
  }
  return { count: Math.min(accountsFound, COUNT_CAP), capped: accountsFound > COUNT_CAP, words };
}

/**
 * The accounts among a name-word term's first `limit` entries, and how many entries were read (tests EXPLAIN it);
 * for a term of one word, first the most accounts one of its words holds (`widest`; 0 for a phrase, whose words'
 * accounts need not hold the whole phrase), and past COUNT_CAP no entry is read. `words`: how many words (of its
 * rarest piece, for a phrase) hold the term.
 */
export function nameWordCountQuery(db: Db, term: string, limit: number | null) {
  const { wordIds } = nameWordSearch(term);
  const entries = perTerm(nameWordEntries(term, sql`${account_name_words.account_id} as account_id`));
  const widest = /\s/.test(term)
    ? sql`0`
    : sql`(select coalesce(max(${name_words.accounts}), 0) from ${name_words} where ${name_words.id} in (${wordIds}))`;
  return db
    .select({
      words: sql<number>`(select count(*) from (${wordIds}) as words)::int`,
      widest: sql<number>`w.widest::int`,
      accounts: sql<number>`coalesce(c.accounts, 0)::int`,
      read: sql<number>`coalesce(c.read, 0)::int`,
    })
    .from(sql`(select ${widest} as widest) as w`)
    .leftJoin(
      sql`lateral (select count(distinct e.account_id) as accounts, count(*) as read
                   from (${entries}${limit === null ? sql`` : sql` limit ${limit}`}) as e
                   where w.widest <= ${COUNT_CAP}) as c`,
      sql`true`,
    );
}

/**
 * One page of a name-word search (a word or a phrase), its ids from account_name_words alone, then their rows.
 * Each word's entries are in list order, so a page's accounts are among the first (offset + page size) entries of
 * each word: those are taken and merged, a short index range a word, wherever the matches sort, when that reads
 * fewer entries than the matches ("ric" at 100,000 accounts: 13 words, 260 entries, against sorting 9,000
 * matches in 28 ms on PGlite). Otherwise (few matches, many words) all the entries are sorted.
 */
export function nameWordPageQuery(db: Db, term: string, ordering: 'name' | '-name', page: number, total: Total) {
  const w = account_name_words;
  const direction = ordering === 'name' ? sql`asc` : sql`desc`;
  const order = sql`${w.name_key} collate "C" ${direction}, ${w.account_id} ${direction}`;
  const { wordIds, entryCondition } = nameWordSearch(term);
  const merged = total.capped || (total.words ?? Infinity) * (pageOffset(page) + PAGE_SIZE) < total.count;
  const entries = merged
    ? sql`select e.name_key, e.account_id from (${wordIds}) as words(id) cross join lateral (
        select ${w.name_key}, ${w.account_id} from ${w} where ${w.word_id} = words.id${entryCondition}
        order by ${order} limit ${pageOffset(page) + PAGE_SIZE}) as e`
    : nameWordEntries(term, sql`${w.name_key}, ${w.account_id}`);
  const ids = sql`select e.account_id from (${perTerm(entries)}) as e
    group by e.name_key collate "C", e.account_id
    order by e.name_key collate "C" ${direction}, e.account_id ${direction}
    limit ${PAGE_SIZE} offset ${pageOffset(page)}`;
  return pageRowsOf(db, ids, ordering);
}

/** The rows of a page whose ids a subquery found, in list order. */
function pageRowsOf(db: Db, ids: SQLWrapper, ordering: Ordering) {
  return db
    .select(listColumns)
    .from(accounts)
    .leftJoin(industries, eq(industries.id, accounts.company_industry_id))
    .where(sql`${accounts.id} = any(array(${ids}))`)
    .orderBy(...ORDERINGS.ordered[ordering]);
}

type PreparedUnfilteredPage = ReturnType<ReturnType<typeof markedPageQuery>['prepare']>;

/**
 * One unfiltered page in name order, `limit` accounts from `position` (counted from the first in name order): from
 * the last mark at or before it (account_order_marks, each with how many accounts sort from it to the next), along
 * the order index alone, skipping fewer accounts than a mark holds; then their rows. Exported so tests can EXPLAIN
 * it; the service prepares it with placeholders.
 */
export function markedPageQuery(
  db: Db,
  ordering: 'name' | '-name',
  at: { position: number | Placeholder; limit: number | Placeholder },
) {
  const m = account_order_marks;
  const marks = sql`select ${m.name_key} as name_key, ${m.account_id} as account_id,
      (sum(${m.accounts}) over (order by ${m.name_key} collate "C", ${m.account_id}) - ${m.accounts})::int as before
    from ${m}`;
  const start = sql`select * from (${marks}) as marks where marks.before <= ${at.position}
    order by marks.name_key collate "C" desc, marks.account_id desc limit 1`;
  const ids = sql`select a.id from (${start}) as s cross join lateral (
      select ${accounts.id} as id from ${accounts}
      where (${accounts.name_key} collate "C", ${accounts.id}) >= (s.name_key collate "C", s.account_id)
      order by ${accounts.name_key} collate "C", ${accounts.id}
      offset ${at.position} - s.before limit ${at.limit}) as a`;
  return pageRowsOf(db, ids, ordering);
}

/**
 * One unfiltered page by id: its ids from the primary key alone (an index-only scan), then their rows. `fromEnd`
 * reads the ids in the opposite order, `offset` rows from the end. Exported so tests can EXPLAIN it; the service
 * prepares it with placeholders.
 */
export function unfilteredPageQuery(
  db: Db,
  ordering: 'id' | '-id',
  fromEnd: boolean,
  at: { offset: number | Placeholder; limit: number | Placeholder },
) {
  const ids = db
    .select({ id: accounts.id })
    .from(accounts)
    .orderBy(...(fromEnd ? REVERSED : ORDERINGS.ordered)[ordering])
    .limit(at.limit)
    .offset(at.offset);
  return pageRowsOf(db, ids, ordering);
}

type PageRow = Awaited<ReturnType<typeof accountPageQuery>>[number];

/** The brands of each row's legal entity, by brand_id: one query for the page. */
async function brandsByAccount(db: Db, rows: PageRow[]): Promise<Map<number, BrandReference[]>> {
  const byAccount = new Map<number, BrandReference[]>();
  if (rows.length === 0) return byAccount;
  const found = await db
    .select({ account_id: accounts.id, id: brands.id, brand_id: brands.brand_id })
    .from(accounts)
    .innerJoin(brands, eq(brands.legal_entity_id, accounts.legal_entity_id))
    .where(
      inArray(
        accounts.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(brands.brand_id), asc(brands.id));
  for (const { account_id, ...brand } of found)
    byAccount.set(account_id, [...(byAccount.get(account_id) ?? []), brand]);
  return byAccount;
}

/**
 * Matches-first reads each match once and sorts them; ordered reads about (offset + PAGE_SIZE) x rows / matches
 * index entries to fill a page. So matches-first wins while matches^2 <= k x (offset + PAGE_SIZE) x rows, with k
 * set by MATCHES_FIRST_LIMIT for page 1 at 100,000 accounts: at a million the crossover is about 6,300 matches,
 * and a deeper page moves it up. Capped totals (COUNT_CAP and more) always walk the index.
 */
export function pageStrategy({ count, capped }: Total, page: number, tableRows: number): PageStrategy {
  if (capped) return 'ordered';
  const rows = Math.max(tableRows, MEASURED_AT_ROWS);
  const k = MATCHES_FIRST_LIMIT ** 2 / (PAGE_SIZE * MEASURED_AT_ROWS);
  return count * count <= k * (pageOffset(page) + PAGE_SIZE) * rows ? 'matches-first' : 'ordered';
}

/** The rows of one page (exported so tests and the benchmark can EXPLAIN it). */
export function accountPageQuery(
  db: Db,
  query: ScopedQuery,
  strategy: PageStrategy,
  /** Ordered only: look no further than this many accounts in list order (see walkWindow). */
  window?: number,
) {
  const { where, joinsFeatures } = buildWhere(query);
  const ordering = query.ordering ?? 'name';
  // The first `window` accounts in list order, under the table's own name, so the conditions read them unchanged.
  const walked = window
    ? db
        .select()
        .from(accounts)
        .orderBy(...ORDERINGS.ordered[ordering])
        .limit(window)
        .as('accounts')
    : accounts;
  let rows = db
    .select(listColumns)
    .from(walked)
    .leftJoin(industries, eq(industries.id, accounts.company_industry_id))
    .$dynamic();
  if (joinsFeatures) rows = rows.innerJoin(features, eq(features.account_id, accounts.id));
  return rows
    .where(where)
    .orderBy(...ORDERINGS[strategy][ordering])
    .limit(PAGE_SIZE)
    .offset(pageOffset(query.page));
}

/**
 * How far a search's ordered walk looks before it gives up for matches-first: a hundred accounts for each row it
 * needs (a term matching 1% of accounts, spread evenly, fills its page inside it). Matches bunched late in the
 * order ("fís" of Fisioterapia) would otherwise walk most of the table.
 */
export const walkWindow = (page: number) => (pageOffset(page) + PAGE_SIZE) * 100;

/**
 * The total behind a list query: only the joins its filters need, no ordering. With a search or filter it stops
 * past COUNT_CAP matches and says so (capped); the unfiltered total is exact, kept by triggers in table_rows.
 */
export function accountCountQuery(db: Db, query: ScopedQuery) {
  const { where, joinsFeatures } = buildWhere(query);
  if (!where) {
    // Counted only if the kept number is missing (table_rows emptied by hand, until the next write to accounts).
    const kept = db.select({ rows: table_rows.rows }).from(table_rows).where(eq(table_rows.table_name, 'accounts'));
    const counted = db.select({ rows: sql`count(*)` }).from(accounts);
    return db
      .select({ count: sql<number>`coalesce((${kept}), (${counted}))::int`, capped: sql<boolean>`false` })
      .from(sql`(select 1) as one`);
  }
  let matches = db
    .select({ one: sql`1` })
    .from(accounts)
    .$dynamic();
  if (joinsFeatures) matches = matches.innerJoin(features, eq(features.account_id, accounts.id));
  return db
    .select({
      count: sql<number>`least(count(*), ${sql.raw(String(COUNT_CAP))})::int`,
      capped: sql<boolean>`count(*) > ${sql.raw(String(COUNT_CAP))}`,
    })
    .from(
      matches
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('matches'),
    );
}

function buildWhere(query: ScopedQuery): { where: SQL | undefined; joinsFeatures: boolean } {
  const conditions: SQL[] = [];
  let joinsFeatures = false;

  const owned = ownedBy(query.reseller);
  if (owned) conditions.push(owned);
  if (query.search) {
    const { in_addresses: where, search } = query;
    const matching =
      where === 'anywhere'
        ? emailContains(search)
        : where === 'edges'
          ? emailAtEdges(search)
          : accountSearchCondition(search);
    conditions.push(perTerm(matching));
  }
  if (query.parent_blank !== undefined) {
    conditions.push(query.parent_blank ? isNull(accounts.parent_account_id) : isNotNull(accounts.parent_account_id));
  }
  if (query.calendar_type) conditions.push(inArray(accounts.calendar_type, query.calendar_type));
  for (const flag of FEATURE_FILTERS) {
    const value = query[flag];
    if (value === undefined) continue;
    conditions.push(eq(features[flag], value));
    joinsFeatures = true;
  }
  if (query.is_out_of_sync !== undefined) {
    conditions.push(query.is_out_of_sync ? outOfSync : not(outOfSync));
    joinsFeatures = true;
  }
  return { where: conditions.length > 0 ? and(...conditions) : undefined, joinsFeatures };
}

/** Everything that changes the total: the query minus page and ordering, normalised. */
function countKey(query: ScopedQuery): string {
  const { page: _page, ordering: _ordering, basic_info: _basicInfo, ...filters } = query;
  return JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [
        key,
        Array.isArray(value) ? [...value].sort() : key === 'search' ? String(value).toLowerCase() : value,
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}
