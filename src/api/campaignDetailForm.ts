/**
 * What the campaign detail form reads besides the detail (spec 2): its accounts' names and the legal name {{NAME}}
 * stands for. Apart from campaignDetails.ts so the list does not load the account and legal entity calls.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Reference } from '../shared/accounts.ts';
import { accountDetailQuery } from './accounts.ts';
import { legalEntityQuery } from './legalEntities.ts';

/** Each account's detail, shared with the account screens' cache (it does not go stale while the form is open). */
const accountDetailQueries = (ids: readonly number[]) =>
  ids.map((id) => ({ ...accountDetailQuery(id), staleTime: Infinity }));

/**
 * The associated accounts' names (the detail holds their ids): each account's detail, shared with the account
 * screens' cache. An account that cannot be read keeps its id as its name.
 */
export function useAccountNames(ids: readonly number[]) {
  return useQueries({
    queries: accountDetailQueries(ids),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      accounts: ids.map((id, index): Reference => ({ id, name: results[index]?.data?.name ?? `Account ${id}` })),
    }),
  });
}

/**
 * The legal name {{NAME}} stands for (spec 2). A campaign is registered under the brand of its accounts' legal
 * entity (the scaling call and create_tcr_campaign use that legal entity's legal name), so the preview takes the
 * legal entity of the first associated account that has one: undefined while none has, or while it loads.
 */
export function useLegalNameOf(accountIds: readonly number[]): string | undefined {
  const legalEntityId = useQueries({
    queries: accountDetailQueries(accountIds),
    combine: (results) => results.find((result) => result.data?.legal_entity)?.data?.legal_entity?.id,
  });
  const legalEntity = useQuery({
    ...legalEntityQuery(legalEntityId ?? 0),
    enabled: legalEntityId !== undefined,
    staleTime: Infinity,
  });
  return legalEntityId === undefined ? undefined : legalEntity.data?.legal_name;
}
