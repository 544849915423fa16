import { atom, onMount, type WritableAtom } from 'nanostores';
import { MAX_ID } from '../shared/constants.ts';

/** What every list screen keeps in its address: a search text, a page, and its own filters. */
export interface ListState<F> {
  search: string;
  page: number;
  filters: F;
}

export interface ListFilters<F> {
  /** The filters a URL query names; values the list cannot use are ignored, not fatal. */
  parse(params: URLSearchParams): F;
  /** Writes the filters into a URL query, in a stable order. */
  write(filters: F, params: URLSearchParams): void;
}

/** A URL parameter naming a record: its id, or undefined when it names none (not a whole number in range). */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** Whether a URL parameter is one of the values a filter takes. */
export const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A list with a search and a page only (legal entities, campaign details). */
export type NoFilters = Record<string, never>;
export const NO_FILTERS: ListFilters<NoFilters> = { parse: () => ({}), write: () => undefined };

export interface UrlListState<F> {
  $state: WritableAtom<ListState<F>>;
  /** Reads the list state from a URL query. */
  parse(query: string): ListState<F>;
  /** The URL query of a state (leading '?' included, '' when there is nothing to keep). */
  url(state: ListState<F>): string;
  /** A new search text starts again from page 1 (spec 4, list state). */
  setSearch(search: string): void;
  setPage(page: number): void;
  /** New filters start again from page 1. */
  setFilters(filters: F): void;
}

/**
 * A list's search, page and filters, mirrored in the address bar: every change is a history entry, so reload and
 * back/forward keep them. One per list screen (accounts, monitor, TCR lists).
 */
export function createUrlListState<F>(filters: ListFilters<F>): UrlListState<F> {
  function parse(query: string): ListState<F> {
    const params = new URLSearchParams(query);
    const page = Number(params.get('page'));
    return {
      search: (params.get('search') ?? '').trim(),
      page: Number.isInteger(page) && page > 1 ? page : 1,
      filters: filters.parse(params),
    };
  }

  function url(state: ListState<F>): string {
    const params = new URLSearchParams();
    if (state.search) params.set('search', state.search);
    filters.write(state.filters, params);
    if (state.page > 1) params.set('page', String(state.page));
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  const current = () => parse(typeof location === 'undefined' ? '' : location.search);
  const $state = atom<ListState<F>>(current());

  onMount($state, () => {
    $state.set(current());
    // The unmount runs a second after the last listener leaves (nanostores' delay), when a test's window may be torn
    // down (its methods gone): stop listening through a signal, which needs nothing of the window.
    const listening = new AbortController();
    window.addEventListener('popstate', () => $state.set(current()), { signal: listening.signal });
    return () => listening.abort();
  });

  function commit(next: ListState<F>): void {
    if (url(next) === url($state.get())) return;
    $state.set(next);
    history.pushState(null, '', `${location.pathname}${url(next)}`);
  }

  return {
    $state,
    parse,
    url,
    setSearch(search) {
      const state = $state.get();
      const trimmed = search.trim();
      if (trimmed !== state.search) commit({ ...state, search: trimmed, page: 1 });
    },
    setPage(page) {
      commit({ ...$state.get(), page });
    },
    setFilters(next) {
      commit({ ...$state.get(), filters: next, page: 1 });
    },
  };
}
