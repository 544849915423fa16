import { ACCOUNT_FILTERS, BOOLEAN_FILTER_PARAMS, type BooleanFilterParam } from '../shared/accountFilters.ts';
import { CALENDAR_TYPE_VALUES } from '../shared/enums.ts';
import { createUrlListState, type ListState } from './listState.ts';

/** The active filters of the accounts list, by query parameter. */
export type AccountFilterValues = { calendar_type?: number[] } & Partial<Record<BooleanFilterParam, boolean>>;

export type AccountListState = ListState<AccountFilterValues>;

const list = createUrlListState<AccountFilterValues>({
  parse(params) {
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
    return filters;
  },
  write(filters, params) {
    for (const { param } of ACCOUNT_FILTERS) {
      const value = filters[param];
      if (Array.isArray(value) ? value.length > 0 : value !== undefined) params.set(param, String(value));
    }
  },
});

/** The accounts list's search, filters and page, mirrored in the address bar (reload and back/forward keep them). */
export const $accountList = list.$state;
export const parseAccountListUrl = list.parse;
export const accountListUrl = list.url;
export const setAccountSearch = list.setSearch;
export const setAccountPage = list.setPage;

export function hasActiveCriteria(state: AccountListState): boolean {
  return state.search !== '' || Object.keys(state.filters).length > 0;
}

export function applyAccountFilter(param: 'calendar_type', value: number[]): void;
export function applyAccountFilter(param: BooleanFilterParam, value: boolean): void;
export function applyAccountFilter(param: keyof AccountFilterValues, value: number[] | boolean): void {
  const filters = { ...$accountList.get().filters, [param]: value };
  if (Array.isArray(value) && value.length === 0) delete filters[param];
  list.setFilters(filters);
}

export function removeAccountFilter(param: keyof AccountFilterValues): void {
  const filters = { ...$accountList.get().filters };
  delete filters[param];
  list.setFilters(filters);
}
