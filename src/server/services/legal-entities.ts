/**
 * Legal entities (spec 2, 3, 7): the paged search list, the detail, create and update. An entity's accounts are
 * the accounts whose legal_entity_id names it; create and update set that list in the same transaction as the
 * entity itself, each account change audited.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  LEGAL_ENTITY_COUNTRY,
  LEGAL_ENTITY_STATE,
  type CreateLegalEntityRequest,
  type LegalEntity,
  type LegalEntityListQuery,
  type UpdateLegalEntityRequest,
} from '../../shared/legalEntities.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { transactionRetried } from '../db/retry.ts';
import { accounts, brands, legal_entities, legal_entity_account_names, legal_entity_word_sets } from '../db/schema.ts';
import { fieldErrors, notFound } from '../errors.ts';
import { pageOffset, totalFromWindow, windowCount, type CountedPage } from '../lib/paging.ts';
import { recordWrite, updateRecorded } from './audit.ts';
import { escapeLike, foldedNameMatches, nameWordSearch, usesTrigramIndex } from './account-search.ts';

type LegalEntityRow = typeof legal_entities.$inferSelect;

/** At most this many search terms count; more only slow the query down. */
const MAX_SEARCH_TERMS = 8;

const sets = legal_entity_word_sets;

/**
 * A term too short for trigrams (1-2 letters or digits in a row): part of the entity's name, or the start of the
 * name of one of its accounts (a range of legal_entity_account_names' C-collated index, read without the table).
 */
function shortTermCondition(term: string): SQL {
  return or(
    sql`${sets.name_key} like search_key(${`%${escapeLike(term)}%`})`,
    sql`${sets.legal_entity_id} in (select ${legal_entity_account_names.legal_entity_id} from ${legal_entity_account_names}
        where ${foldedNameMatches(sql`${legal_entity_account_names.name}`, term)})`,
  )!;
}

/**
 * The other terms: each part of the entity's name or of one of its accounts' names. A term has no white space, so
 * it is in a name exactly when it is in one of its words: an entity matches when its set of words meets the
 * term's words (name_words), each term one more condition of one intersection in the sets' GIN index.
 */
const wordTermCondition = (term: string) => sql`${sets.word_ids} && array(${nameWordSearch(term).wordIds})`;

/**
 * Like DRF's SearchFilter: terms split on commas and spaces (the console joins name and account with a comma).
 * Every term is matched without regard to case, so a term said again (`j j j`, `Dental dental`) asks nothing more
 * and is asked once.
 */
export function searchTerms(search: string | undefined): string[] {
  const terms = new Map<string, string>();
  for (const term of (search ?? '').split(/[\s,]+/)) {
    if (term && !terms.has(term.toLowerCase())) terms.set(term.toLowerCase(), term);
  }
  return [...terms.values()].slice(0, MAX_SEARCH_TERMS);
}

/**
 * The search, over legal_entity_word_sets (drizzle/0030): each entity's words, its id and its name key, so a
 * search reads that table alone, however many entities match (3,111 of 4,000 for a four-word name at a million
 * accounts), and only the page's 20 entities are read.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const terms = searchTerms(search);
  const conditions = terms.map((term) => (usesTrigramIndex(term) ? wordTermCondition(term) : shortTermCondition(term)));
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * The accounts of the legal entities `ids`, each entity's by name: read in the order of
 * accounts_legal_entity_names_idx, from it alone (a page of entities has about 1,700 at a million accounts).
 */
export const entityAccountsQuery = (db: Db, ids: number[]) =>
  db
    .select({ id: accounts.id, name: accounts.name, legal_entity_id: accounts.legal_entity_id })
    .from(accounts)
    .where(inArray(accounts.legal_entity_id, ids))
    .orderBy(asc(accounts.legal_entity_id), asc(sql`${accounts.name_key} collate "C"`), asc(accounts.id));

/** Rows with their accounts (by name) and brands (newest first), in the rows' order. */
async function withRelations(db: Db, rows: LegalEntityRow[]): Promise<LegalEntity[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [accountRows, brandRows] = await Promise.all([
    // The rows as the driver gives them: Drizzle's mapping of a page's 1,700 accounts, field by field, cost more
    // than reading them (the query selects exactly these columns, under these names).
    db.execute(entityAccountsQuery(db, ids).getSQL()) as unknown as Promise<{
      rows: Awaited<ReturnType<typeof entityAccountsQuery>>;
    }>,
    db
      .select({
        id: brands.id,
        brand_id: brands.brand_id,
        brand_identity_status: brands.brand_identity_status,
        set_for_revet: brands.set_for_revet,
        legal_entity_id: brands.legal_entity_id,
      })
      .from(brands)
      .where(inArray(brands.legal_entity_id, ids))
      .orderBy(desc(brands.id)),
  ]);
  const accountsOf = new Map<number, LegalEntity['accounts']>(ids.map((id) => [id, []]));
  for (const { id, name, legal_entity_id } of accountRows.rows) accountsOf.get(legal_entity_id!)!.push({ id, name });
  return rows.map(({ created_at: _createdAt, name_key: _nameKey, ...row }) => ({
    ...row,
    accounts: accountsOf.get(row.id)!,
    brands: brandRows.filter((b) => b.legal_entity_id === row.id).map(({ legal_entity_id: _le, ...b }) => b),
  }));
}

/**
 * A page and the number of matches in one pass, so a search evaluates its terms once (totalFromWindow): the page's
 * ids and name keys from the word sets for a search, from the entities' name order otherwise, then their rows.
 */
async function listLegalEntities(db: Db, query: LegalEntityListQuery): Promise<CountedPage<LegalEntity>> {
  const where = searchCondition(query.search);
  const [source, id, nameKey] = where
    ? [sets, sets.legal_entity_id, sets.name_key]
    : [legal_entities, legal_entities.id, legal_entities.name_key];
  const pageKeys = db
    .select({
      id: sql<number>`${id}`.as('page_entity_id'),
      name_key: sql<string>`${nameKey}`.as('page_name_key'),
      matches: windowCount().as('matches'),
    })
    .from(source)
    .where(where)
    .orderBy(asc(sql`${nameKey} collate "C"`), asc(id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(query.page))
    .as('page');
  const page = await db
    .select({ entity: legal_entities, matches: pageKeys.matches })
    .from(pageKeys)
    .innerJoin(legal_entities, eq(legal_entities.id, pageKeys.id))
    .orderBy(asc(sql`${pageKeys.name_key} collate "C"`), asc(pageKeys.id));
  const matches = await totalFromWindow(query.page, page[0]?.matches, async () => {
    const [total] = await db.select({ count: count() }).from(source).where(where);
    return total?.count ?? 0;
  });
  return {
    count: matches,
    results: await withRelations(
      db,
      page.map((row) => row.entity),
    ),
  };
}

async function getLegalEntity(db: Db, id: number): Promise<LegalEntity> {
  const [row] = await db.select().from(legal_entities).where(eq(legal_entities.id, id)).limit(1);
  if (!row) throw notFound();
  const [entity] = await withRelations(db, [row]);
  return entity!;
}

/** Refuses ids that name no account, with DRF's message for the first one. */
async function checkAccountsExist(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw fieldErrors({ accounts: [drfTexts.doesNotExist(missing)] });
}

/**
 * Makes `accountIds` exactly the accounts of the legal entity: attaches those not attached (taking them from
 * another entity if need be) and detaches the others, each changed account audited. Runs inside the caller's
 * transaction.
 */
async function setAccounts(tx: Db, actorId: number, legalEntityId: number, accountIds: number[]): Promise<void> {
  const attach = accountIds.length
    ? and(
        inArray(accounts.id, accountIds),
        or(isNull(accounts.legal_entity_id), ne(accounts.legal_entity_id, legalEntityId)),
      )
    : undefined;
  const detach = and(
    eq(accounts.legal_entity_id, legalEntityId),
    accountIds.length ? notInArray(accounts.id, accountIds) : undefined,
  );
  const changing = attach ? or(attach, detach)! : detach!;
  const before = await tx.select().from(accounts).where(changing).orderBy(asc(accounts.id)).for('update');
  if (before.length === 0) return;
  const wanted = new Set(accountIds);
  const toAttach = before.filter((row) => wanted.has(row.id)).map((row) => row.id);
  const toDetach = before.filter((row) => !wanted.has(row.id)).map((row) => row.id);
  const after = [
    ...(toAttach.length
      ? await tx
          .update(accounts)
          .set({ legal_entity_id: legalEntityId })
          .where(inArray(accounts.id, toAttach))
          .returning()
      : []),
    ...(toDetach.length
      ? await tx.update(accounts).set({ legal_entity_id: null }).where(inArray(accounts.id, toDetach)).returning()
      : []),
  ];
  for (const row of before) {
    await recordWrite(tx, {
      actorId,
      table: 'accounts',
      recordId: row.id,
      before: row,
      // Every locked row was updated by one of the two statements.
      after: after.find((changed) => changed.id === row.id)!,
    });
  }
}

async function createLegalEntity(db: Db, actorId: number, input: CreateLegalEntityRequest): Promise<LegalEntity> {
  const { state: _state, country: _country, accounts: accountIds, ...values } = input;
  // Moving accounts between legal entities locks rows of both (and their word sets): retried on a deadlock.
  const id = await transactionRetried(db, async (tx) => {
    await checkAccountsExist(tx, accountIds);
    const [created] = await tx
      .insert(legal_entities)
      .values({ ...values, state: LEGAL_ENTITY_STATE, country: LEGAL_ENTITY_COUNTRY })
      .returning();
    await recordWrite(tx, { actorId, table: 'legal_entities', recordId: created!.id, before: null, after: created! });
    await setAccounts(tx, actorId, created!.id, accountIds);
    return created!.id;
  });
  return getLegalEntity(db, id);
}

async function updateLegalEntity(
  db: Db,
  actorId: number,
  id: number,
  patch: UpdateLegalEntityRequest,
): Promise<LegalEntity> {
  const { state: _state, country: _country, accounts: accountIds, ...changes } = patch;
  await transactionRetried(db, async (tx) => {
    // Fields left out of the patch arrive as undefined; only the others are written.
    await updateRecorded(tx, legal_entities, actorId, id, changes);
    if (accountIds) {
      await checkAccountsExist(tx, accountIds);
      await setAccounts(tx, actorId, id, accountIds);
    }
  });
  return getLegalEntity(db, id);
}

export interface LegalEntityService {
  list(query: LegalEntityListQuery): Promise<CountedPage<LegalEntity>>;
  get(id: number): Promise<LegalEntity>;
  create(actorId: number, input: CreateLegalEntityRequest): Promise<LegalEntity>;
  update(actorId: number, id: number, patch: UpdateLegalEntityRequest): Promise<LegalEntity>;
}

/** The list reads through `reads` (db/client.ts: read-only and time-limited on PostgreSQL), everything else through `db`. */
export function createLegalEntityService(db: Db, reads: Db): LegalEntityService {
  return {
    list: (query) => listLegalEntities(reads, query),
    get: (id) => getLegalEntity(db, id),
    create: (actorId, input) => createLegalEntity(db, actorId, input),
    update: (actorId, id, patch) => updateLegalEntity(db, actorId, id, patch),
  };
}
