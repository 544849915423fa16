import { createUrlListState } from './listState.ts';

const list = createUrlListState<Record<string, never>>({ parse: () => ({}), write: () => undefined });

/** The campaign details list's search and page, mirrored in the address bar. */
export const $campaignDetailList = list.$state;
export const setCampaignDetailSearch = list.setSearch;
export const setCampaignDetailPage = list.setPage;
