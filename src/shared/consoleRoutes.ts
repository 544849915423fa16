import type { AccountTab } from './accountTabs.ts';
import type { FixForm } from './registrationErrors.ts';

/**
 * The console's addresses (spec 2, route map), spelled once: what pages, islands, redirects, the navigation and the
 * API's e-mailed links use. The folders of src/pages are the route map itself; an address here names one of them.
 */
export const routes = {
  /** The console's root, which leads on to the accounts list (spec 2: Update user's Back goes here). */
  home: '/',
  signIn: '/login',
  /**
   * The sign-in page, then back to `page` (a signed-in address, path and query): where a person whose session
   * ended, or who opened a signed-in page signed out, is sent. `ended` says the session ended (the page says so).
   */
  signInReturning: (page: string, ended: boolean) =>
    `/login?${new URLSearchParams({ next: page, ...(ended ? { session: 'ended' } : {}) })}`,
  /** Where a completed password reset lands: the sign-in page says the password was changed. */
  signInAfterReset: '/login?reset=done',
  resetPassword: '/reset_password',
  /** The e-mailed link of a password reset (src/server/services/password-reset.ts). */
  setNewPassword: (token: string) => `/reset_password/${encodeURIComponent(token)}`,

  /** The signed-in home: where signing in, the console's root and a missing account lead. */
  accounts: '/app/accounts',
  addAccount: '/app/accounts/create',
  accountTab: (accountId: number | string, tab: AccountTab) => `/app/accounts/${accountId}/${tab}`,
  /** An account's profile, on its overview tab. */
  account: (account: { id: number }) => routes.accountTab(account.id, 'overview'),
  userProfile: '/app/user_profile',
  monitor: '/app/call_rescue_monitor',
  /** The registration board: where every account stands in A2P and TCR registration (issue 22). */
  registration: '/app/registration',

  tcrDashboard: '/app/tcr',
  tcrPhones: '/app/tcr/phones',
  legalEntities: '/app/tcr/legal_entities',
  createLegalEntity: '/app/tcr/legal_entities/create',
  /** A legal entity's page (its edit form). */
  legalEntity: (entity: { id: number }) => `/app/tcr/legal_entities/${entity.id}`,
  campaignDetails: '/app/tcr/campaign_details',
  createCampaignDetail: '/app/tcr/campaign_details/create',
  /** A campaign detail's page (its edit form). */
  campaignDetail: (detail: { id: number }) => `/app/tcr/campaign_details/${detail.id}`,
  scaling: '/app/tcr/scaling',

  /**
   * Where a failed registration step's fix opens (issue 22): the form its field is on, told the field (`fix`) and
   * the account whose registration it is (`account`, so the form can say what went wrong).
   */
  registrationFix: (accountId: number, fix: { form: FixForm; field: string; record_id: number }) => {
    const query = `?fix=${encodeURIComponent(fix.field)}&account=${accountId}`;
    switch (fix.form) {
      case 'legal_entity':
        return `${routes.legalEntity({ id: fix.record_id })}${query}`;
      case 'campaign_detail':
        return `${routes.campaignDetail({ id: fix.record_id })}${query}`;
      case 'account':
        return `${routes.accountTab(fix.record_id, 'overview')}${query}`;
      default:
        return `${routes.accountTab(fix.record_id, 'twilio_configuration')}?fix=${fix.form}.${encodeURIComponent(fix.field)}&account=${accountId}`;
    }
  },
} as const;

/** The account profile's address as a router pattern: its tabs switch without a page load (src/stores). */
export const ACCOUNT_TAB_PATTERN = '/app/accounts/:id/:tab';
