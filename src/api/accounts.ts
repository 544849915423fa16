import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDetail, AccountListItem, Page } from '../shared/accounts.ts';
import { ACCOUNTS_PAGE_SIZE } from '../shared/constants.ts';
import type { QueryValue } from './client.ts';
import { api } from './session.ts';

/** The query of GET /account_admin as the console sends it (filter values already in wire form). */
export type AccountListParams = Record<string, QueryValue> & { page: number };

export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (params: AccountListParams) => [...accountKeys.lists(), params] as const,
  details: () => [...accountKeys.all, 'detail'] as const,
  detail: (id: number) => [...accountKeys.details(), id] as const,
};

export function accountListQuery(params: AccountListParams) {
  return queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) =>
      api.request<Page<AccountListItem>>('/account_admin', { query: { ...params, basic_info: true }, signal }),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function accountDetailQuery(id: number) {
  return queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => api.request<AccountDetail>(`/account_admin/${id}`, { signal }),
  });
}

export const useAccountList = (params: AccountListParams) => useQuery(accountListQuery(params));
export const useAccountDetail = (id: number) => useQuery(accountDetailQuery(id));

export function pageCount(count: number): number {
  return Math.ceil(count / ACCOUNTS_PAGE_SIZE);
}
