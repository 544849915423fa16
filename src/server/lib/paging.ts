/**
 * The paging arithmetic of every list of the API, as DRF's PageNumberPagination counts: PAGE_SIZE rows a page;
 * page 1 always exists (possibly empty), any other page must hold a row or the list answers 404 'Invalid page.'.
 * A service reads its page from pageOffset(page) with PAGE_SIZE rows, and refuses a page past the end with
 * checkPageExists (when it counts first), totalFromPage (when it reads the rows first) or totalFromWindow (when
 * the page carries its count); the route answers with http/paged-list.ts.
 */
import { sql } from 'drizzle-orm';
import type { Page } from '../../shared/accounts.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { invalidPage } from '../errors.ts';

/** What a service returns for one page: the total and the page's rows; the route adds the links. */
export type CountedPage<T> = Pick<Page<T>, 'count' | 'count_capped' | 'results'>;

/** Rows before the page. */
export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;

/** Refuses a page past the last of `count` rows. */
export function checkPageExists(page: number, count: number): void {
  if (page > 1 && pageOffset(page) >= count) throw invalidPage();
}

/**
 * The total behind a page whose rows were read first: an empty page past the first is past the end, and a page
 * that is not full is the last one, so only a full page needs `countAll`.
 */
export async function totalFromPage(page: number, rowsOnPage: number, countAll: () => Promise<number>) {
  if (rowsOnPage === 0 && page > 1) throw invalidPage();
  return rowsOnPage < PAGE_SIZE ? pageOffset(page) + rowsOnPage : countAll();
}

/**
 * The total behind a page read with `count(*) over ()` (the matches counted before the page is cut, so a search
 * evaluates its filter once): its first row's count. Only a page with no rows asks `countAll`, to tell an empty
 * first page from one past the end (404).
 */
export async function totalFromWindow(
  page: number,
  firstRowMatches: number | undefined,
  countAll: () => Promise<number>,
) {
  const matches = firstRowMatches ?? (page === 1 ? 0 : await countAll());
  checkPageExists(page, matches);
  return matches;
}

/** The window count totalFromWindow reads, as a selected column. */
export const windowCount = () => sql<number>`count(*) over ()`.mapWith(Number);
