import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDetail } from '../shared/accounts.ts';
import type { CreateAccountRequest, UpdateAccountRequest } from '../shared/accountWrites.ts';
import { accountTexts } from '../shared/accountTexts.ts';
import type { AccountListState } from '../stores/accountList.ts';
import { takeNewerVersion } from './conflicts.ts';
import type { QueryValue } from './client.ts';
import type { ApiCalls } from '../shared/contracts/endpoint.ts';
import { unlessFieldsNamed } from './errors.ts';
import type { MutationToasts } from './notifier.ts';
import { queryClient } from './queryClient.ts';
import { accountKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** The query of GET /account_admin as the console sends it (filter values already in wire form). */
export type AccountListParams = Record<string, QueryValue> & { page: number };

/** The query of GET /account_admin for a list state. */
export function accountListParams(state: AccountListState): AccountListParams {
  return { page: state.page, search: state.search || undefined, ...state.filters };
}

export function accountListQuery(state: AccountListState) {
  const params = accountListParams(state);
  return queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) => api.call('GET /account_admin', { query: { ...params, basic_info: 'true' }, signal }),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function accountDetailQuery(id: number) {
  return queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => api.call('GET /account_admin/:id', { params: { id }, signal }),
  });
}

export const useAccountDetail = (id: number, enabled = true) => useQuery({ ...accountDetailQuery(id), enabled });

/** Replaces the cached detail with what a write answered, or merges a part of it. */
export function updateCachedAccount(id: number, update: (account: AccountDetail) => AccountDetail): void {
  queryClient.setQueryData<AccountDetail>(accountKeys.detail(id), (account) => account && update(account));
}

/**
 * PATCH /account_admin/{id}: the overview's fields, the features, or the bot number area code. The answer is the
 * whole account, which replaces the cached one; lists and registration views showing it are refreshed.
 */
export function useUpdateAccount(id: number, toasts: MutationToasts) {
  return useMutation({
    mutationFn: (patch: UpdateAccountRequest) => api.call('PATCH /account_admin/:id', { params: { id }, body: patch }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(id), account);
      void refreshAfter('PATCH /account_admin/:id', id);
    },
    onError: takeNewerVersion(accountKeys.detail(id)),
    meta: toasts,
  });
}

/** POST /account_admin/{id}/provision_bot_number; the account is fetched again afterwards (spec 7). */
export function useProvisionBotNumber(id: number) {
  return useMutation({
    mutationFn: () =>
      // No body: the first number, not an additional one.
      api.call('POST /account_admin/:id/provision_bot_number', { params: { id }, idempotent: true }),
    onSettled: () => refreshAfter('POST /account_admin/:id/provision_bot_number', id),
    meta: { error: accountTexts.provisionFailed },
  });
}

/** POST /account_admin: the add-account wizard's first step (spec 2); the answer is the new account. */
export function useCreateAccount() {
  return useMutation({
    // The contract types the staff form; a reseller's lacks the TCR references, and the API judges it as such.
    mutationFn: (account: CreateAccountRequest) =>
      api.call('POST /account_admin', { body: account as ApiCalls['POST /account_admin']['body'] }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(account.id), account);
      void refreshAfter('POST /account_admin', account.id);
    },
    meta: { error: unlessFieldsNamed(accountTexts.createFailed) },
  });
}
