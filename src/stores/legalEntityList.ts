import { createUrlListState, type ListState } from './listState.ts';

const list = createUrlListState<Record<string, never>>({ parse: () => ({}), write: () => undefined });

/** The legal entity list's search and page, mirrored in the address bar. */
export const $legalEntityList = list.$state;
export const setLegalEntitySearch = list.setSearch;
export const setLegalEntityPage = list.setPage;

/** The query of GET /legal_entities: the search's words comma-joined, as spec 7 sends name and account. */
export function legalEntityListParams(state: ListState<Record<string, never>>) {
  const terms = state.search.split(/[\s,]+/).filter(Boolean);
  return { page: state.page, search: terms.length > 0 ? terms.join(',') : undefined };
}
