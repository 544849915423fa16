/**
 * Every query's key, by the data it holds: the query modules read through them and the writes' refreshes
 * (refreshes.ts) name them. Types only come in, so this module loads no query code with it.
 */
import type { AccountListParams } from './accounts.ts';
import type { CampaignDetailListParams } from './campaignDetails.ts';
import type { LegalEntityListParams } from './legalEntities.ts';
import type { PickerKind } from './lookups.ts';
import type { RegistrationBoardParams } from './registration.ts';
import type { ScalingListParams } from './scaling.ts';
import type { PhoneListParams } from './tcrPhones.ts';
import type { MonitorListParams } from './testCalls.ts';

export const userKeys = {
  all: ['users'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  sessions: (userId: number) => [...userKeys.all, userId, 'sessions'] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (params: AccountListParams) => [...accountKeys.lists(), params] as const,
  details: () => [...accountKeys.all, 'detail'] as const,
  detail: (id: number) => [...accountKeys.details(), id] as const,
};

export const campaignDetailKeys = {
  all: ['campaign-details'] as const,
  lists: () => [...campaignDetailKeys.all, 'list'] as const,
  list: (params: CampaignDetailListParams) => [...campaignDetailKeys.lists(), params] as const,
  detail: (id: number) => [...campaignDetailKeys.all, 'detail', id] as const,
};

export const testCallKeys = {
  all: ['test-calls'] as const,
  monitor: (params: MonitorListParams) => [...testCallKeys.all, 'monitor', params] as const,
};

export const analyticsKeys = {
  dashboardToken: (dashboardId: number) => ['analytics', 'dashboard-token', dashboardId] as const,
};

export const lookupKeys = {
  all: ['lookups'] as const,
  searches: (kind: PickerKind) => [...lookupKeys.all, kind] as const,
  search: (kind: PickerKind, text: string) => [...lookupKeys.searches(kind), text] as const,
  industries: () => [...lookupKeys.all, 'industries'] as const,
};

/** The board and the panels share the prefix: a write that moves a track refreshes them all at once. */
export const registrationKeys = {
  all: ['registration'] as const,
  boards: () => [...registrationKeys.all, 'board'] as const,
  board: (params: RegistrationBoardParams) => [...registrationKeys.boards(), params] as const,
  /** An account's Registration panel. */
  account: (accountId: number) => [...registrationKeys.all, 'account', accountId] as const,
  /** A legal entity's TCR brand track (its brand area). */
  legalEntity: (legalEntityId: number) => [...registrationKeys.all, 'legal-entity', legalEntityId] as const,
};

export const tcrBrandKeys = {
  /** By the brand's row id (brands[].id), not the registry's brand id. */
  resubmission: (brandRowId: number) => ['tcr-brands', 'resubmission', brandRowId] as const,
};

export const scalingKeys = {
  all: ['scaling'] as const,
  lists: () => [...scalingKeys.all, 'list'] as const,
  list: (params: ScalingListParams) => [...scalingKeys.lists(), params] as const,
};

export const legalEntityKeys = {
  all: ['legal-entities'] as const,
  lists: () => [...legalEntityKeys.all, 'list'] as const,
  list: (params: LegalEntityListParams) => [...legalEntityKeys.lists(), params] as const,
  detail: (id: number) => [...legalEntityKeys.all, 'detail', id] as const,
};

export const tcrPhoneKeys = {
  all: ['tcr-phones'] as const,
  lists: () => [...tcrPhoneKeys.all, 'list'] as const,
  list: (params: PhoneListParams) => [...tcrPhoneKeys.lists(), params] as const,
  campaigns: () => [...tcrPhoneKeys.all, 'campaigns'] as const,
};
