import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateLegalEntityRequest, LegalEntity } from '../shared/legalEntities.ts';
import { legalEntityTexts } from '../shared/legalEntityTexts.ts';
import type { ListState, NoFilters } from '../stores/listState.ts';
import { takeNewerVersion } from './conflicts.ts';
import { unlessFieldsNamed } from './errors.ts';
import { queryClient } from './queryClient.ts';
import { legalEntityKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/**
 * The query of GET /legal_entities for a list state: the search's words comma-joined, as spec 7 sends name and
 * account (the API matches each against the name or an account's name).
 */
export function legalEntityListParams(state: ListState<NoFilters>) {
  const terms = state.search.split(/[\s,]+/).filter(Boolean);
  return { page: state.page, search: terms.length > 0 ? terms.join(',') : undefined };
}

export type LegalEntityListParams = ReturnType<typeof legalEntityListParams>;

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
    // Its page shows the answer; what else shows it asks again.
    onSuccess: (entity: LegalEntity, { id }) => {
      queryClient.setQueryData(legalEntityKeys.detail(entity.id), entity);
      void refreshAfter(id === null ? 'POST /legal_entities' : 'PATCH /legal_entities/:id', entity.id);
    },
    onError: (error, { id }) => id !== null && takeNewerVersion(legalEntityKeys.detail(id))(error),
    meta: saveToasts,
  });
}
