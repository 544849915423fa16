import { createUrlListState, NO_FILTERS, type ListState, type NoFilters } from './listState.ts';

const list = createUrlListState(NO_FILTERS);

/** The legal entity list's search and page, mirrored in the address bar. */
export const $legalEntityList = list.$state;
export const setLegalEntitySearch = list.setSearch;
export const setLegalEntityPage = list.setPage;

/** The query of GET /legal_entities: the search's words comma-joined, as spec 7 sends name and account. */
export function legalEntityListParams(state: ListState<NoFilters>) {
  const terms = state.search.split(/[\s,]+/).filter(Boolean);
  return { page: state.page, search: terms.length > 0 ? terms.join(',') : undefined };
}
