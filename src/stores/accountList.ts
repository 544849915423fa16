import { atom, onMount } from 'nanostores';
import { ACCOUNT_FILTERS, BOOLEAN_FILTER_PARAMS, type BooleanFilterParam } from '../shared/accountFilters.ts';
import { CALENDAR_TYPE_VALUES } from '../shared/enums.ts';

/** The active filters of the accounts list, by query parameter. */
export type AccountFilterValues = { calendar_type?: number[] } & Partial<Record<BooleanFilterParam, boolean>>;

export interface AccountListState {
  search: string;
  page: number;
  filters: AccountFilterValues;
}

const EMPTY: AccountListState = { search: '', page: 1, filters: {} };

/** Reads the list state from a URL query; values the list cannot use are ignored, not fatal. */
export function parseAccountListUrl(query: string): AccountListState {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  const filters: AccountFilterValues = {};
  const calendar = (params.get('calendar_type') ?? '')
    .split(',')
    .filter((v) => /^\d+$/.test(v))
    .map(Number)
    .filter((v) => (CALENDAR_TYPE_VALUES as readonly number[]).includes(v));
  if (calendar.length > 0) filters.calendar_type = [...new Set(calendar)].sort((a, b) => a - b);
  for (const param of BOOLEAN_FILTER_PARAMS) {
    const value = params.get(param);
    if (value === 'true' || value === 'false') filters[param] = value === 'true';
  }
  return {
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    filters,
  };
}

/** Writes the list state as a URL query (leading '?' included, '' when there is nothing to keep). */
export function accountListUrl(state: AccountListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const { param } of ACCOUNT_FILTERS) {
    const value = state.filters[param];
    if (Array.isArray(value) ? value.length > 0 : value !== undefined) params.set(param, String(value));
  }
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of GET /account_admin for a list state. */
export function accountListParams(state: AccountListState) {
  return { page: state.page, search: state.search || undefined, ...state.filters };
}

export function hasActiveCriteria(state: AccountListState): boolean {
  return state.search !== '' || Object.keys(state.filters).length > 0;
}

const currentUrlState = () => (typeof location === 'undefined' ? EMPTY : parseAccountListUrl(location.search));

/** The accounts list's search, filters and page, mirrored in the address bar (reload and back/forward keep them). */
export const $accountList = atom<AccountListState>(currentUrlState());

onMount($accountList, () => {
  $accountList.set(currentUrlState());
  const onPopState = () => $accountList.set(currentUrlState());
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
});

function commit(next: AccountListState): void {
  const current = $accountList.get();
  if (accountListUrl(next) === accountListUrl(current)) return;
  $accountList.set(next);
  history.pushState(null, '', `${location.pathname}${accountListUrl(next)}`);
}

/** A new search text starts again from page 1 (spec 4, list state). */
export function setAccountSearch(search: string): void {
  const current = $accountList.get();
  const trimmed = search.trim();
  if (trimmed === current.search) return;
  commit({ ...current, search: trimmed, page: 1 });
}

export function setAccountPage(page: number): void {
  commit({ ...$accountList.get(), page });
}

export function applyAccountFilter(param: 'calendar_type', value: number[]): void;
export function applyAccountFilter(param: BooleanFilterParam, value: boolean): void;
export function applyAccountFilter(param: keyof AccountFilterValues, value: number[] | boolean): void {
  const current = $accountList.get();
  const filters = { ...current.filters, [param]: value };
  if (Array.isArray(value) && value.length === 0) delete filters[param];
  commit({ ...current, filters, page: 1 });
}

export function removeAccountFilter(param: keyof AccountFilterValues): void {
  const current = $accountList.get();
  const filters = { ...current.filters };
  delete filters[param];
  commit({ ...current, filters, page: 1 });
}
