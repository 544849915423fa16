/**
 * Every paged list of the API, answered as DRF's PageNumberPagination does: PAGE_SIZE rows a page; page 1 always
 * exists (possibly empty), any other page must hold a row or the list answers 404 'Invalid page.'; the body is
 * `{count, next, previous, results}` with next/previous as absolute links to the same request.
 *
 * A service reads its page from pageOffset(page) with PAGE_SIZE rows, and refuses a page past the end with
 * checkPageExists (when it counts first) or totalFromPage (when it reads the rows first); the route answers
 * with pagedList.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Page } from '../../shared/accounts.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { invalidPage } from '../errors.ts';
import { parseOrThrow } from './validation.ts';

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

/** The handler of a paged GET: parses the query string with its schema, loads the page, answers the page body. */
export function pagedList<Q extends z.ZodType<{ page: number }>, T>(
  querySchema: Q,
  load: (query: z.output<Q>) => Promise<CountedPage<T>>,
) {
  return async (request: FastifyRequest): Promise<Page<T>> => {
    const query = parseOrThrow(querySchema, request.query);
    const { count, count_capped, results } = await load(query);
    return { count, ...(count_capped && { count_capped }), ...pageLinks(request, query.page, count), results };
  };
}

/**
 * DRF's next/previous: the request's own path and query with another page number, on the API's configured public
 * address (a forged Host header must not put another site's address into the answer).
 */
function pageLinks(request: FastifyRequest, page: number, count: number) {
  const lastPage = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const url = new URL(`${request.server.publicUrl}${request.url}`);
  const withPage = (target: number) => {
    const link = new URL(url);
    // Like DRF, the link to page 1 drops the parameter instead of saying page=1.
    if (target === 1) link.searchParams.delete('page');
    else link.searchParams.set('page', String(target));
    return link.toString();
  };
  return {
    next: page < lastPage ? withPage(page + 1) : null,
    previous: page > 1 ? withPage(Math.min(page - 1, lastPage)) : null,
  };
}
