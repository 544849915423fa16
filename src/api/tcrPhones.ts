import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AssignmentResponse } from '../shared/campaignManagement.ts';
import { campaignManagementTexts as m } from '../shared/campaignManagementTexts.ts';
import type { ListState } from '../stores/listState.ts';
import type { PhoneFilters } from '../stores/phoneList.ts';
import { ApiError } from './errors.ts';
import { tcrPhoneKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** The query of GET /campaign_management/phones for a list state (its search is the number text). */
function phoneListParams(state: ListState<PhoneFilters>) {
  return { page: state.page, number: state.search || undefined, ...state.filters };
}

export type PhoneListParams = ReturnType<typeof phoneListParams>;

/** GET /campaign_management/phones: a page of TCR phone numbers for the filters (spec 2 Phones). */
export function phoneListQuery(state: ListState<PhoneFilters>) {
  const params = phoneListParams(state);
  return queryOptions({
    queryKey: tcrPhoneKeys.list(params),
    queryFn: ({ signal }) => api.call('GET /campaign_management/phones', { query: params, signal }),
    // The rows stay under the loading overlay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /campaign_management/campaigns: every campaign, for the filter and the assign-campaign dialog. */
export function campaignsQuery() {
  return queryOptions({
    queryKey: tcrPhoneKeys.campaigns(),
    queryFn: ({ signal }) => api.call('GET /campaign_management/campaigns', { signal }),
  });
}

export const useCampaigns = () => useQuery(campaignsQuery());

/**
 * An assignment the API answered with an order that did not complete (status PARTIAL or FAILED): the numbers of
 * its incomplete orders were not stored. Its message is the carrier's description.
 */
export class IncompleteAssignment extends Error {
  readonly response: AssignmentResponse;

  constructor(response: AssignmentResponse) {
    super(response.error_description ?? '');
    this.name = 'IncompleteAssignment';
    this.response = response;
  }
}

/** The error's message (spec 8), or the spec's fallback when it has none. */
function failureText(fallback: string) {
  return (error: unknown) => {
    const text = error instanceof ApiError ? error.detail : error instanceof IncompleteAssignment ? error.message : '';
    return text || fallback;
  };
}

/** What an assignment sends: the numbers and the target (a campaign id or an account id). */
export interface Assignment {
  numbers: string[];
  target: number;
}

const ASSIGNMENTS = {
  campaign: {
    write: 'POST /campaign_management/twilio/assign_campaign_to_phones',
    send: ({ numbers, target }: Assignment) =>
      api.call('POST /campaign_management/twilio/assign_campaign_to_phones', {
        idempotent: true,
        body: { phone_numbers: numbers.map((phone_number) => ({ phone_number, target_campaign: target })) },
      }),
    success: m.assignedToCampaign,
    failure: m.assignToCampaignFailed,
  },
  account: {
    write: 'POST /campaign_management/twilio/assign_account_to_phones',
    send: ({ numbers, target }: Assignment) =>
      api.call('POST /campaign_management/twilio/assign_account_to_phones', {
        idempotent: true,
        body: { phone_numbers: numbers, target_account: target },
      }),
    success: m.assignedToAccount,
    failure: m.assignToAccountFailed,
  },
} as const;

export type AssignmentKind = keyof typeof ASSIGNMENTS;

/**
 * POST /campaign_management/twilio/assign_campaign_to_phones or assign_account_to_phones (spec 7). An answer
 * whose order did not complete fails with an `IncompleteAssignment`; either way the phone lists reload (with the
 * filters and page on screen) and the spec's toast shows.
 */
export function useAssignPhones(kind: AssignmentKind) {
  const assignment = ASSIGNMENTS[kind];
  return useMutation({
    mutationFn: async (input: Assignment) => {
      const response = await assignment.send(input);
      if (response.status !== 'COMPLETE') throw new IncompleteAssignment(response);
      return response;
    },
    onSettled: (_answer, _error, { target }) => refreshAfter(assignment.write, target),
    meta: { success: assignment.success, error: failureText(assignment.failure) },
  });
}

/** The numbers of an incomplete answer that were not assigned, each with why (its order's error). */
export interface FailedPhones {
  numbers: string[];
  reason: string;
}

/** The incomplete orders of an answer, by reason: what the failure summary lists and a retry sends again. */
export function failedPhones(response: AssignmentResponse, fallback: string): FailedPhones[] {
  return response.orders
    .filter((order) => order.status !== 'COMPLETE')
    .map((order) => ({
      numbers: order.phone_numbers,
      reason: [order.error_description ?? fallback, order.error_code && `(code ${order.error_code})`]
        .filter(Boolean)
        .join(' '),
    }));
}

export const assignmentFailureText = (kind: AssignmentKind) => ASSIGNMENTS[kind].failure;
