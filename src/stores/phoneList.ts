import { createUrlListState, idParam } from './listState.ts';

/** The phones list's account and campaign filters, by id (the number text is the list's search). */
export interface PhoneFilters {
  account?: number;
  campaign?: number;
}

const list = createUrlListState<PhoneFilters>({
  parse(params) {
    const filters: PhoneFilters = {};
    const account = idParam(params.get('account'));
    const campaign = idParam(params.get('campaign'));
    if (account !== undefined) filters.account = account;
    if (campaign !== undefined) filters.campaign = campaign;
    return filters;
  },
  write(filters, params) {
    if (filters.account !== undefined) params.set('account', String(filters.account));
    if (filters.campaign !== undefined) params.set('campaign', String(filters.campaign));
  },
});

/** The phones list's number text, account, campaign and page, mirrored in the address bar (spec 2 Phones). */
export const $phoneList = list.$state;
export const setPhoneNumberSearch = list.setSearch;
export const setPhonePage = list.setPage;

/** Filters by this account (or none); back to page 1. */
export function setPhoneAccount(account: number | undefined): void {
  const { campaign } = $phoneList.get().filters;
  list.setFilters({ account, campaign });
}

/** Filters by this campaign (or none); back to page 1. */
export function setPhoneCampaign(campaign: number | undefined): void {
  const { account } = $phoneList.get().filters;
  list.setFilters({ account, campaign });
}
