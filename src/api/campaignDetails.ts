import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { CreateCampaignDetailRequest } from '../shared/campaignManagement.ts';
import { campaignManagementTexts as m } from '../shared/campaignManagementTexts.ts';
import type { ListState, NoFilters } from '../stores/listState.ts';
import { takeNewerVersion } from './conflicts.ts';
import { ApiError, unlessFieldsNamed } from './errors.ts';
import { queryClient } from './queryClient.ts';
import { campaignDetailKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** The query of GET /campaign_management/campaign_details for a list state. */
function campaignDetailListParams(state: ListState<NoFilters>) {
  return { page: state.page, search: state.search || undefined };
}

export type CampaignDetailListParams = ReturnType<typeof campaignDetailListParams>;

/** GET /campaign_management/campaign_details?page=&search=: a page by name; the rows stay while the next loads. */
export function campaignDetailListQuery(state: ListState<NoFilters>) {
  const params = campaignDetailListParams(state);
  return queryOptions({
    queryKey: campaignDetailKeys.list(params),
    queryFn: ({ signal }) => api.call('GET /campaign_management/campaign_details', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /campaign_management/campaign_details/{id} */
export function campaignDetailQuery(id: number) {
  return queryOptions({
    queryKey: campaignDetailKeys.detail(id),
    queryFn: ({ signal }) => api.call('GET /campaign_management/campaign_details/:id', { params: { id }, signal }),
  });
}

/**
 * Spec 7: "a response flagged as error counts as failure and its message is shown". Our API answers a refusal
 * with a 4xx; an answer carrying an `error` (as the legacy API's did) fails the same way, its text as the detail.
 */
function failIfFlagged<T>(answer: T): T {
  const error = (answer as { error?: unknown } | null)?.error;
  if (error) throw new ApiError(200, { detail: String(error) });
  return answer;
}

/**
 * POST /campaign_management/campaign_details, or PATCH …/{id} when `id` is given (spec 7: name, message flow,
 * description, campaign type and the whole new list of account ids), with spec 8's toasts.
 */
export function useSaveCampaignDetail() {
  return useMutation({
    mutationFn: async ({ id, request }: { id: number | null; request: CreateCampaignDetailRequest }) =>
      failIfFlagged(
        id === null
          ? await api.call('POST /campaign_management/campaign_details', { body: request })
          : await api.call('PATCH /campaign_management/campaign_details/:id', { params: { id }, body: request }),
      ),
    // The saved detail replaces the cached one; what else shows it asks again.
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(campaignDetailKeys.detail(detail.id), detail);
      void refreshAfter(
        id === null ? 'POST /campaign_management/campaign_details' : 'PATCH /campaign_management/campaign_details/:id',
        detail.id,
      );
    },
    onError: (error, { id }) => id !== null && takeNewerVersion(campaignDetailKeys.detail(id))(error),
    meta: { success: m.detailSaved, error: unlessFieldsNamed(m.detailSaveFailed) },
  });
}

/** DELETE /campaign_management/campaign_details/{id} (refused while accounts use it), with spec 8's toasts. */
export function useRemoveCampaignDetail() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call('DELETE /campaign_management/campaign_details/:id', { params: { id } }).then(failIfFlagged),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: campaignDetailKeys.detail(id) });
      void refreshAfter('DELETE /campaign_management/campaign_details/:id', id);
    },
    meta: { success: m.detailRemoved, error: m.detailRemoveFailed },
  });
}
