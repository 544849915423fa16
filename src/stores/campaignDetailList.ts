import { createUrlListState, NO_FILTERS } from './listState.ts';

const list = createUrlListState(NO_FILTERS);

/** The campaign details list's search and page, mirrored in the address bar. */
export const $campaignDetailList = list.$state;
export const setCampaignDetailSearch = list.setSearch;
export const setCampaignDetailPage = list.setPage;
