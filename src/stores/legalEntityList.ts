import { createUrlListState, NO_FILTERS } from './listState.ts';

const list = createUrlListState(NO_FILTERS);

/** The legal entity list's search and page, mirrored in the address bar. */
export const $legalEntityList = list.$state;
export const setLegalEntitySearch = list.setSearch;
export const setLegalEntityPage = list.setPage;
