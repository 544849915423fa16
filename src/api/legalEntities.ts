import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateLegalEntityRequest, LegalEntity, TcrBrandResult } from '../shared/legalEntities.ts';
import { legalEntityTexts } from '../shared/legalEntityTexts.ts';
import type { ListState, NoFilters } from '../stores/listState.ts';
import { takeNewerVersion } from './conflicts.ts';
import { ApiError, isRefusal, unlessFieldsNamed } from './errors.ts';
import { queryClient } from './queryClient.ts';
import { api } from './session.ts';

/**
 * The query of GET /legal_entities for a list state: the search's words comma-joined, as spec 7 sends name and
 * account (the API matches each against the name or an account's name).
 */
export function legalEntityListParams(state: ListState<NoFilters>) {
  const terms = state.search.split(/[\s,]+/).filter(Boolean);
  return { page: state.page, search: terms.length > 0 ? terms.join(',') : undefined };
}

type LegalEntityListParams = ReturnType<typeof legalEntityListParams>;

export const legalEntityKeys = {
  all: ['legal-entities'] as const,
  lists: () => [...legalEntityKeys.all, 'list'] as const,
  list: (params: LegalEntityListParams) => [...legalEntityKeys.lists(), params] as const,
  detail: (id: number) => [...legalEntityKeys.all, 'detail', id] as const,
  /** By the brand's row id (brands[].id), not the registry's brand id. */
  resubmission: (brandRowId: number) => [...legalEntityKeys.all, 'resubmission', brandRowId] as const,
};

/** GET /legal_entities?page=&search=: a page of legal entities; the rows on screen stay while the next loads. */
export function legalEntityListQuery(state: ListState<NoFilters>) {
  const params = legalEntityListParams(state);
  return queryOptions({
    queryKey: legalEntityKeys.list(params),
    queryFn: ({ signal }) => api.call('GET /legal_entities', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /legal_entities/{id} */
export function legalEntityQuery(id: number) {
  return queryOptions({
    queryKey: legalEntityKeys.detail(id),
    queryFn: ({ signal }) => api.call('GET /legal_entities/:id', { params: { id }, signal }),
  });
}

export const useLegalEntity = (id: number) => useQuery(legalEntityQuery(id));

/**
 * GET /campaign_management/tcr_brands/{id}/resubmission (issue 22): what an Update and Revet of the brand (its row
 * id) would change since its last submission. Asked each time its confirmation opens: never fresh, and dropped once
 * the confirmation closes (so an opening after a save or a revet shows what is true then), while nothing changes
 * under the person's eyes as long as it is open.
 */
export function brandResubmissionQuery(brandRowId: number) {
  return queryOptions({
    queryKey: legalEntityKeys.resubmission(brandRowId),
    queryFn: ({ signal }) =>
      api.call('GET /campaign_management/tcr_brands/:id/resubmission', { params: { id: brandRowId }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** A saved legal entity: its page shows the answer, the lists and the pickers ask again. */
function cacheSaved(entity: LegalEntity) {
  queryClient.setQueryData(legalEntityKeys.detail(entity.id), entity);
  void queryClient.invalidateQueries({ queryKey: legalEntityKeys.lists() });
}

const saveToasts = { success: legalEntityTexts.saved, error: unlessFieldsNamed(legalEntityTexts.saveFailed) };

/**
 * POST /legal_entities, or PATCH /legal_entities/{id} when `id` is given (spec 7): the form, the two codes and the
 * accounts' ids (the full new list).
 */
export function useSaveLegalEntity() {
  return useMutation({
    mutationFn: ({ id, request }: { id: number | null; request: CreateLegalEntityRequest }) =>
      id === null
        ? api.call('POST /legal_entities', { body: request })
        : api.call('PATCH /legal_entities/:id', { params: { id }, body: request }),
    onSuccess: cacheSaved,
    onError: (error, { id }) => id !== null && takeNewerVersion(legalEntityKeys.detail(id))(error),
    meta: saveToasts,
  });
}

/** The brand id, and what the API could not store after the registry accepted the call (it says so itself). */
const brandOutcome = (created: (brandId: string) => string) => (data: unknown) => {
  const result = data as TcrBrandResult;
  return result.error ? `${created(result.brand_id)}. ${result.error}` : created(result.brand_id);
};

/** The server's own words for a refused brand call (e.g. a brand exists already), or spec 8's fallback. */
const serverMessageOr = (fallback: string) => (error: unknown) =>
  (isRefusal(error) && error instanceof ApiError && error.detail) || fallback;

/** After either brand action the legal entity is read again: its brands changed. */
const refetchEntity = (legalEntityId: number) => () =>
  queryClient.invalidateQueries({ queryKey: legalEntityKeys.detail(legalEntityId) });

/** POST /campaign_management/tcr_brands/create_tcr_brand (spec 7): registers a brand, at a cost (spec 9). */
export function useCreateTcrBrand(legalEntityId: number) {
  return useMutation({
    mutationFn: () =>
      api.call('POST /campaign_management/tcr_brands/create_tcr_brand', {
        idempotent: true,
        body: { legal_entity_id: legalEntityId },
      }),
    onSettled: refetchEntity(legalEntityId),
    meta: {
      success: brandOutcome(legalEntityTexts.brandCreated),
      error: serverMessageOr(legalEntityTexts.brandCreateFailed),
    },
  });
}

/** POST /campaign_management/tcr_brands/update_tcr_brand (spec 7): brand_uuid is the registry's brand id. */
export function useUpdateTcrBrand(legalEntityId: number) {
  return useMutation({
    mutationFn: (brandId: string) =>
      api.call('POST /campaign_management/tcr_brands/update_tcr_brand', {
        idempotent: true,
        body: { brand_uuid: brandId },
      }),
    onSettled: refetchEntity(legalEntityId),
    meta: { success: brandOutcome(legalEntityTexts.brandUpdated), error: legalEntityTexts.brandUpdateFailed },
  });
}
