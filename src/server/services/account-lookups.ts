/**
 * The pickers and lookups of spec 7 (Accounts), read-only:
 * - parent accounts: a paged list with what manual scaling shows (accounts count, TCR ready, brands), and the
 *   picker's short list of names. Both filter by a case- and accent-insensitive substring of the name and sort by name in byte
 *   order (the C collation), like the accounts list, so PGlite and PostgreSQL agree;
 * - industries, by name;
 * - Salesforce accounts by name, with the record's page.
 */
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Reference } from '../../shared/accounts.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import {
  PARENT_ACCOUNT_PICKER_LIMIT,
  SALESFORCE_SEARCH_MIN_LENGTH,
  type Industry,
  type ParentAccountListItem,
  type ParentAccountListQuery,
  type SalesforceAccountMatch,
} from '../../shared/lookups.ts';
import type { Db } from '../db/client.ts';
import { accounts, brands, industries, parent_accounts, users } from '../db/schema.ts';
import { ownedBy } from './account-scope.ts';
import { personName } from '../../shared/personName.ts';
import type { SalesforceProvider } from '../providers/salesforce/interface.ts';
import { pageOffset, totalFromWindow, windowCount, type CountedPage } from '../lib/paging.ts';
import { escapeLike } from './account-search.ts';

const byName = [asc(sql`${parent_accounts.name_key} collate "C"`), asc(parent_accounts.id)];

/** Names containing the text, whatever the case and accents (search_key); no condition for an empty text. */
function nameContains(text: string): SQL | undefined {
  if (text === '') return undefined;
  return sql`${parent_accounts.name_key} like search_key(${`%${escapeLike(text)}%`})`;
}

/** A reseller's parent accounts: those of the accounts it owns (account-scope.ts). */
const holdsAccountOf = (reseller: number) =>
  sql`exists (select 1 from ${accounts} where ${accounts.parent_account_id} = ${parent_accounts.id} and ${ownedBy(reseller)})`;

async function parentAccountPicker(db: Db, search: string, reseller: number | undefined): Promise<Reference[]> {
  return db
    .select({ id: parent_accounts.id, name: parent_accounts.name })
    .from(parent_accounts)
    .where(and(nameContains(search), reseller === undefined ? undefined : holdsAccountOf(reseller)))
    .orderBy(...byName)
    .limit(PARENT_ACCOUNT_PICKER_LIMIT);
}

async function parentAccountPage(
  db: Db,
  { name, page }: ParentAccountListQuery,
): Promise<CountedPage<ParentAccountListItem>> {
  const where = nameContains(name);
  // The page and its total in one pass over the names (totalFromWindow).
  const rows = await db
    .select({ id: parent_accounts.id, name: parent_accounts.name, matches: windowCount() })
    .from(parent_accounts)
    .where(where)
    .orderBy(...byName)
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const matches = await totalFromWindow(page, rows[0]?.matches, async () => {
    const [total] = await db.select({ count: count() }).from(parent_accounts).where(where);
    return total?.count ?? 0;
  });
  if (rows.length === 0) return { count: matches, results: [] };

  const ids = rows.map((row) => row.id);
  // The legal entities of the page's accounts first (a few hundred accounts, a few dozen entities), then their brands.
  const entities = db
    .selectDistinct({ parent_id: accounts.parent_account_id, legal_entity_id: accounts.legal_entity_id })
    .from(accounts)
    .where(and(inArray(accounts.parent_account_id, ids), isNotNull(accounts.legal_entity_id)))
    .as('entities');
  const [stats, brandRows] = await Promise.all([
    db
      .select({
        parent_id: accounts.parent_account_id,
        accounts_count: count(),
        all_tcr_ready: sql<boolean>`bool_and(${accounts.tcr_ready})`,
      })
      .from(accounts)
      .where(inArray(accounts.parent_account_id, ids))
      .groupBy(accounts.parent_account_id),
    db
      .selectDistinct({ parent_id: entities.parent_id, id: brands.id, brand_id: brands.brand_id })
      .from(entities)
      .innerJoin(brands, eq(brands.legal_entity_id, entities.legal_entity_id))
      .orderBy(asc(entities.parent_id), asc(brands.brand_id), asc(brands.id)),
  ]);
  const statsById = new Map(stats.map((row) => [row.parent_id, row]));
  return {
    count: matches,
    results: rows.map((row) => {
      const stat = statsById.get(row.id);
      return {
        id: row.id,
        name: row.name,
        accounts_count: stat?.accounts_count ?? 0,
        tcr_ready: stat?.all_tcr_ready === true,
        brands: brandRows
          .filter((brand) => brand.parent_id === row.id)
          .map((brand) => ({ id: brand.id, brand_id: brand.brand_id })),
      };
    }),
  };
}

async function resellerPicker(db: Db, search: string): Promise<Reference[]> {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const fullName = sql`(${users.first_name} || ' ' || ${users.last_name})`;
  const rows = await db
    .select({ id: users.id, username: users.username, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        eq(users.is_reseller, true),
        eq(users.is_active, true),
        // A reseller's name whatever its accents, as every picker (the resellers are few: no index needed).
        search === ''
          ? undefined
          : sql`(${users.username_key} like ${pattern} or search_key(${fullName}) like search_key(${pattern}))`,
      ),
    )
    .orderBy(asc(users.username_key), asc(users.id))
    .limit(PARENT_ACCOUNT_PICKER_LIMIT);
  return rows.map(({ id, ...person }) => ({ id, name: personName(person) }));
}

async function industryList(db: Db): Promise<Industry[]> {
  const rows = await db
    .select({ id: industries.id, name: industries.name, type: industries.type })
    .from(industries)
    .orderBy(asc(sql`lower(${industries.name}) collate "C"`), asc(industries.id));
  // The table's check constraint keeps type to the two known values.
  return rows as Industry[];
}

export interface AccountLookupsService {
  parentAccounts(query: ParentAccountListQuery): Promise<CountedPage<ParentAccountListItem>>;
  /**
   * At most PARENT_ACCOUNT_PICKER_LIMIT parent accounts whose name contains the text (all when empty); for a
   * reseller, only the parent accounts of the accounts it owns.
   */
  parentAccountPicker(search: string, reseller?: number): Promise<Reference[]>;
  /** At most PARENT_ACCOUNT_PICKER_LIMIT active resellers whose name or username contains the text, by username. */
  resellerPicker(search: string): Promise<Reference[]>;
  industries(): Promise<Industry[]>;
  /** Salesforce accounts whose name contains the text; nothing for a text under SALESFORCE_SEARCH_MIN_LENGTH. */
  searchSalesforce(name: string): Promise<SalesforceAccountMatch[]>;
}

/** The searches read through `reads` (db/client.ts: read-only and time-limited on PostgreSQL), the industries through `db`. */
export function createAccountLookupsService(db: Db, reads: Db, salesforce: SalesforceProvider): AccountLookupsService {
  return {
    parentAccounts: (query) => parentAccountPage(reads, query),
    parentAccountPicker: (search, reseller) => parentAccountPicker(reads, search, reseller),
    resellerPicker: (search) => resellerPicker(reads, search),
    industries: () => industryList(db),
    async searchSalesforce(name) {
      if ([...name].length < SALESFORCE_SEARCH_MIN_LENGTH) return [];
      const matches = await salesforce.searchAccounts(name);
      return matches.map((match) => ({ ...match, url: salesforce.recordUrl(match.id) }));
    },
  };
}
