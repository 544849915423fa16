import { createUrlListState, type ListState } from './listState.ts';

/** What manual scaling lists (spec 2): accounts without a parent account, or parent accounts. */
export type ScalingView = 'accounts' | 'parent_accounts';

export interface ScalingFilters {
  view: ScalingView;
}

const list = createUrlListState<ScalingFilters>({
  parse: (params) => ({ view: params.get('view') === 'parent_accounts' ? 'parent_accounts' : 'accounts' }),
  write(filters, params) {
    if (filters.view === 'parent_accounts') params.set('view', filters.view);
  },
});

/** Manual scaling's view, search and page, mirrored in the address bar. */
export const $scalingList = list.$state;
export const setScalingSearch = list.setSearch;
export const setScalingPage = list.setPage;

/** Switches between accounts and parent accounts; the search stays, the page goes back to 1. */
export const setScalingView = (view: ScalingView) => list.setFilters({ view });

export type ScalingListState = ListState<ScalingFilters>;
