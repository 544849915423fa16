/**
 * Every paged list of the API answers as DRF's PageNumberPagination does: the body is
 * `{count, next, previous, results}` with next/previous as absolute links to the same request. The service counts
 * and reads its page (lib/paging.ts); the route answers with pagedList(request, query, load).
 */
import type { FastifyRequest } from 'fastify';
import type { Page } from '../../shared/accounts.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import type { CountedPage } from '../lib/paging.ts';

/**
 * A paged GET's answer: the page a service loaded for the call's parsed query (`call()` parsed it with the
 * contract's query schema), with DRF's links to the pages around it.
 */
export function pagedList<Q extends { page: number }, T, P extends CountedPage<T>>(
  request: FastifyRequest,
  query: Q,
  load: (query: Q) => Promise<P>,
): Promise<Page<T> & Omit<P, keyof CountedPage<T>>> {
  // What a list answers beside its page (the registration board's counts per stage) follows the envelope.
  return load(query).then(({ count, count_capped, results, ...beside }) => ({
    count,
    ...(count_capped && { count_capped }),
    ...pageLinks(request, query.page, count),
    results,
    ...beside,
  }));
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
