import { useStore } from '@nanostores/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import type { Page } from '../shared/accounts.ts';
import { ACCOUNTS_PAGE_SIZE } from '../shared/constants.ts';
import type { ListState, UrlListState } from '../stores/listState.ts';
import { ApiError, loadFailure } from './errors.ts';

/** The number of pages of a DRF list of `count` rows (spec 9: 20 a page unless a list says otherwise). */
export function pageCount(count: number, pageSize: number = ACCOUNTS_PAGE_SIZE): number {
  return Math.ceil(count / pageSize);
}

/** A page past the end answers 404 'Invalid page.' (an old link, or rows removed since). */
const isPastTheEnd = (error: unknown, page: number) => error instanceof ApiError && error.status === 404 && page > 1;

/**
 * A resource's list query for a list state: its list-to-query mapping, beside the query (e.g. accountListQuery). Its
 * page may carry more than the rows (the registration board's counts per stage).
 */
export type ListQuery<F, P extends Page<unknown>, K extends QueryKey> = (
  state: ListState<F>,
) => UseQueryOptions<P, Error, P, K>;

/**
 * A list screen's paged list: its state in the address, the page of rows the state asks for, and the props of what
 * shows them (the LoadError, the DataTable's rows and loading state, the Pagination). A page past the end starts
 * over at page 1 instead of failing.
 *
 * `deferred`: the rows follow the state in a render React may interrupt, so the search box, filter chips and page
 * marker answer the input at once (the accounts list, whose chips were measured to paint sooner so).
 */
export function usePagedList<F, P extends Page<unknown>, K extends QueryKey>(
  list: Pick<UrlListState<F>, '$state' | 'setPage'>,
  listQuery: ListQuery<F, P, K>,
  { deferred = false } = {},
) {
  const state = useStore(list.$state);
  const later = useDeferredValue(deferred ? state : null);
  const asked = later ?? state;
  const query = useQuery(listQuery(asked));
  const pastTheEnd = isPastTheEnd(query.error, state.page);
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(1);
  }, [pastTheEnd, setPage]);

  const failure = loadFailure(query);
  const count = query.data?.count ?? 0;
  return {
    /** The list state as the person set it (the search box, filters and page marker show it). */
    state,
    /** The list's query, for what a screen says beside the rows (a result count, when it last refreshed). */
    query,
    count,
    /** The LoadError's props but its message; while it is failed the table is not shown. */
    loadError: { ...failure, isFailed: failure.isFailed && !pastTheEnd },
    table: {
      // `?? []` would widen the rows to unknown[]: the page's own type says what they are.
      items: (query.data?.results ?? []) as P['results'],
      /**
       * The rows are not yet those of the state: none has come yet, or another page's, search's or filter's stay
       * on screen meanwhile. A list asking again for the same rows (a refresh) shows them as they are.
       */
      isLoading: query.isPending || query.isPlaceholderData,
    },
    /** The search the rows on screen answer, to mark in them ('' while none came, or another search's stay). */
    shownSearch: query.isPending || query.isPlaceholderData ? '' : asked.search,
    pagination: { page: state.page, pageCount: pageCount(count), onPageChange: setPage },
  };
}
