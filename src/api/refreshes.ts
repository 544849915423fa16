/**
 * What each write has read again once it succeeds: the views that show what it changed and that its answer does not
 * replace itself (a hook puts its own answer in the cache). Keyed by the write's call (src/shared/contracts); the
 * id is the record the hook wrote. Every mutation hook of src/api refreshes through `refreshAfter`, and
 * tests/unit/writeRefreshes.test.tsx runs each write against this table.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ApiCalls } from '../shared/contracts/endpoint.ts';
import { queryClient } from './queryClient.ts';
import {
  accountKeys,
  campaignDetailKeys,
  legalEntityKeys,
  lookupKeys,
  registrationKeys,
  scalingKeys,
  tcrPhoneKeys,
  testCallKeys,
  userKeys,
} from './queryKeys.ts';

/** The messaging chain's steps, POST /twilio_admin/{id}/create_<step>, share one entry. */
type ChainStepWrite = 'POST /twilio_admin/:id/create_<step>';
type WriteCall = Exclude<keyof ApiCalls, `GET ${string}`> | ChainStepWrite;

/** The key prefixes a write refreshes, for the id of the record it wrote. */
type Refresh = (id: number) => QueryKey[];

/**
 * An account's own views (its detail is the write's answer): the accounts list and the account pickers show its
 * name; a reseller's parent account picker offers the parents of its accounts; the registration board has a row per
 * account (counted in its stages) and its panel's fixes are on the legal entity and campaign detail it links;
 * manual scaling lists the accounts without a parent with their legal entity's brands; a legal entity and a campaign
 * detail list the accounts they answer for.
 */
const accountViews: Refresh = () => [
  accountKeys.lists(),
  lookupKeys.searches('account'),
  lookupKeys.searches('parentAccount'),
  registrationKeys.all,
  scalingKeys.lists(),
  legalEntityKeys.all,
  campaignDetailKeys.all,
];

/**
 * A legal entity saved (its page is the answer): its list and pickers show it; the accounts it now answers for (and
 * those it left) show it on their page and, with its brands, in manual scaling; the registration views name it in
 * their fixes.
 */
const legalEntityViews: Refresh = () => [
  legalEntityKeys.lists(),
  lookupKeys.searches('legalEntity'),
  accountKeys.details(),
  scalingKeys.lists(),
  registrationKeys.all,
];

/**
 * A campaign detail saved (its page is the answer): its list and pickers show it; the accounts now associated (and
 * those left out) show it on their page; the registration views name it in their fixes (their TCR campaign track).
 */
const campaignDetailViews: Refresh = () => [
  campaignDetailKeys.lists(),
  lookupKeys.searches('campaignDetail'),
  accountKeys.details(),
  registrationKeys.all,
];

/**
 * A brand registered or vetted again, by its legal entity's id: the legal entity's page and its list's TCR brand
 * column show its brands, and so do its accounts' pages and manual scaling's rows (the brand to scale to); the
 * brand track moves on the registration views.
 */
const brandViews: Refresh = (legalEntityId) => [
  legalEntityKeys.detail(legalEntityId),
  legalEntityKeys.lists(),
  accountKeys.details(),
  scalingKeys.lists(),
  registrationKeys.all,
];

/** Written into the cache by the hook from the answer: nothing else shows it. */
const answerOnly: Refresh = () => [];

export const REFRESHES = {
  'POST /account_admin': accountViews,
  'PATCH /account_admin/:id': accountViews,
  /** The number bought: the account lists it (not in the answer), and so do the TCR phone lists. */
  'POST /account_admin/:id/provision_bot_number': (accountId) => [accountKeys.detail(accountId), tcrPhoneKeys.lists()],
  /** The account's billing setting (the answer): shown on its page alone. */
  'PATCH /billing_setting/:id': answerOnly,
  /** The account's business phones (the answer joins them): shown on its page alone. */
  'POST /business_phone': answerOnly,
  'PATCH /business_phone/:id': answerOnly,
  /** The account's user list (the answer joins it): a new user cannot be a reseller, so no picker offers it. */
  'POST /users': answerOnly,
  /**
   * The user saved may be the one signed in (the console shows their names), or a reseller: the account overview's
   * Reseller picker offers the active ones by username and name.
   */
  'PATCH /users/:id': () => [userKeys.current(), lookupKeys.searches('reseller')],
  /** "Your sessions" lists the sign-ins that go on. */
  'POST /users/:id/sessions/end': (userId) => [userKeys.sessions(userId)],
  /** The panel is the answer; the board's row and stage counts follow the tracks the providers moved. */
  'POST /registration/accounts/:id/check': () => [registrationKeys.boards()],
  /** The step moved a track: the account's Registration panel, the board and its stage counts read it again. */
  'POST /twilio_admin/:id/create_<step>': () => [registrationKeys.all],
  /** The brand is in review again: the panel and the board show its track. */
  'POST /twilio_admin/:id/resubmit_a2p_brand': () => [registrationKeys.all],
  'POST /legal_entities': legalEntityViews,
  'PATCH /legal_entities/:id': legalEntityViews,
  'POST /campaign_management/campaign_details': campaignDetailViews,
  'PATCH /campaign_management/campaign_details/:id': campaignDetailViews,
  /**
   * Gone from the list and the pickers. Refused while accounts use it, so no account or registration view names it.
   */
  'DELETE /campaign_management/campaign_details/:id': () => [
    campaignDetailKeys.lists(),
    lookupKeys.searches('campaignDetail'),
  ],
  'POST /campaign_management/tcr_brands/create_tcr_brand': brandViews,
  'POST /campaign_management/tcr_brands/update_tcr_brand': brandViews,
  /**
   * The numbers moved to the brand's campaign (the phone lists), which it may have registered (the campaigns of the
   * phone filters, and the TCR campaign track of the registration views). Its rows (name, TCR ready, brands) stay.
   */
  'POST /campaign_management/scaling': () => [tcrPhoneKeys.all, registrationKeys.all],
  /** The phone lists show each number's campaign and account. */
  'POST /campaign_management/twilio/assign_campaign_to_phones': () => [tcrPhoneKeys.lists()],
  /** Also the accounts' pages, which list their bot numbers: a number moved leaves one account for another. */
  'POST /campaign_management/twilio/assign_account_to_phones': () => [tcrPhoneKeys.lists(), accountKeys.details()],
  /** The scheduled calls join the call rescue monitor. */
  'POST /call_rescue_test_for_account/create_call_rescue_test': () => [testCallKeys.all],
} satisfies Partial<Record<WriteCall, Refresh>>;

export type Write = keyof typeof REFRESHES;

/** Marks what `write` changed as stale: the queries on screen ask again at once, the others when next shown. */
export async function refreshAfter(write: Write, id: number): Promise<void> {
  await Promise.all(REFRESHES[write](id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
