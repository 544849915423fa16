import type { AccountTab } from './accountTabs.ts';

/** The console's own addresses that screens of several areas link to (spec 2). */

export const accountTabHref = (accountId: number, tab: AccountTab) => `/app/accounts/${accountId}/${tab}`;

/** An account's profile, on its overview tab. */
export const accountHref = (account: { id: number }) => accountTabHref(account.id, 'overview');

/** A legal entity's page (its edit form). */
export const legalEntityHref = (entity: { id: number }) => `/app/tcr/legal_entities/${entity.id}`;

/** A campaign detail's page (its edit form). */
export const campaignDetailHref = (detail: { id: number }) => `/app/tcr/campaign_details/${detail.id}`;
