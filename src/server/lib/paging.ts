/**
 * The paging arithmetic of every list of the API, as DRF's PageNumberPagination counts: PAGE_SIZE rows a page;
 * page 1 always exists (possibly empty), any other page must hold a row or the list answers 404 'Invalid page.'.
 * A service reads its page from pageOffset(page) with PAGE_SIZE rows, and refuses a page past the end with
 * checkPageExists (when it counts first) or totalFromPage (when it reads the rows first); the route answers with
 * http/paged-list.ts.
 */
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
