/**
 * TCR brands of legal entities (spec 7): registering one and update-and-revet, and what a revet would change since
 * the brand was last sent (issue 22). Apart from legalEntities.ts, which the campaign detail form loads for a legal
 * name: only the legal entity screens load these.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { TcrBrandResult } from '../shared/legalEntities.ts';
import { legalEntityTexts } from '../shared/legalEntityTexts.ts';
import { ApiError, isRefusal } from './errors.ts';
import { tcrBrandKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/**
 * GET /campaign_management/tcr_brands/{id}/resubmission (issue 22): what an Update and Revet of the brand (its row
 * id) would change since its last submission. Asked each time its confirmation opens: never fresh, and dropped once
 * the confirmation closes (so an opening after a save or a revet shows what is true then), while nothing changes
 * under the person's eyes as long as it is open.
 */
export function brandResubmissionQuery(brandRowId: number) {
  return queryOptions({
    queryKey: tcrBrandKeys.resubmission(brandRowId),
    queryFn: ({ signal }) =>
      api.call('GET /campaign_management/tcr_brands/:id/resubmission', { params: { id: brandRowId }, signal }),
    staleTime: 0,
    gcTime: 0,
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

/** POST /campaign_management/tcr_brands/create_tcr_brand (spec 7): registers a brand, at a cost (spec 9). */
export function useCreateTcrBrand(legalEntityId: number) {
  return useMutation({
    mutationFn: () =>
      api.call('POST /campaign_management/tcr_brands/create_tcr_brand', {
        idempotent: true,
        body: { legal_entity_id: legalEntityId },
      }),
    onSettled: () => refreshAfter('POST /campaign_management/tcr_brands/create_tcr_brand', legalEntityId),
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
    onSettled: () => refreshAfter('POST /campaign_management/tcr_brands/update_tcr_brand', legalEntityId),
    meta: { success: brandOutcome(legalEntityTexts.brandUpdated), error: legalEntityTexts.brandUpdateFailed },
  });
}
