import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BrandReference, Page } from '../shared/accounts.ts';
import type { ScalingRequest } from '../shared/campaignManagement.ts';
import { campaignManagementTexts as m } from '../shared/campaignManagementTexts.ts';
import type { ScalingListState, ScalingView } from '../stores/scalingList.ts';
import { scalingKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** One row of manual scaling (spec 2): an account without a parent, or a parent account. */
export interface ScalingTarget {
  id: number;
  name: string;
  tcr_ready: boolean;
  brands: BrandReference[];
}

/** What manual scaling asks for a list state: which list, and its page and search. */
function scalingListParams(state: ScalingListState) {
  return { view: state.filters.view, page: state.page, search: state.search };
}

export type ScalingListParams = ReturnType<typeof scalingListParams>;

/** The two lists of spec 7: GET /account_admin?parent_blank=true and GET /parent_account_paginated_admin. */
async function fetchTargets({ view, page, search }: ScalingListParams, signal: AbortSignal) {
  if (view === 'parent_accounts') {
    return api.call('GET /parent_account_paginated_admin', { query: { page, name: search || undefined }, signal });
  }
  // Without basic_info the rows carry tcr_ready and the brands of their legal entity.
  const accounts = await api.call('GET /account_admin', {
    query: { parent_blank: 'true', page, search: search || undefined },
    signal,
  });
  return {
    ...accounts,
    results: accounts.results.map(({ id, name, tcr_ready, brands }) => ({
      id,
      name,
      tcr_ready: tcr_ready ?? false,
      brands: brands ?? [],
    })),
  };
}

export function scalingListQuery(state: ScalingListState) {
  const params = scalingListParams(state);
  return queryOptions({
    queryKey: scalingKeys.list(params),
    queryFn: ({ signal }): Promise<Page<ScalingTarget>> => fetchTargets(params, signal),
    // The rows on screen stay while the next page or search loads, but accounts never stand in for parent accounts.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.view === params.view ? previous : undefined,
  });
}

/** What the scale dialog chooses: the campaign type (use case) and one of the row's brands. */
export type ScaleChoice = Pick<ScalingRequest, 'use_case'> & { brand_id: number };

/** POST /campaign_management/scaling for one account or one parent account, with spec 8's toasts for each. */
export function useScale(view: ScalingView, targetId: number) {
  const isParent = view === 'parent_accounts';
  return useMutation({
    mutationFn: (choice: ScaleChoice) =>
      api.call('POST /campaign_management/scaling', {
        idempotent: true,
        body: { ...(isParent ? { parent_account: targetId } : { account_ids: [targetId] }), ...choice },
      }),
    // Sent again on a lost answer: the numbers may have moved whatever the outcome.
    onSettled: () => refreshAfter('POST /campaign_management/scaling', targetId),
    meta: isParent
      ? { success: m.parentAccountScaled, error: m.parentAccountScaleFailed }
      : { success: m.accountScaled, error: m.accountScaleFailed },
  });
}
