/** Accounts (spec 7): the paged list, the detail, and the writes (create, update, provision a bot number). */
import { accountDetail, accountListPage, accountListQuery } from '../accounts.ts';
import { createAccountRequest, provisionBotNumberRequest, updateAccountRequest } from '../accountWrites.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Accounts'] as const;

export const accountsContract = defineContract({
  'GET /account_admin': {
    summary: 'List accounts',
    description: 'Pages of 20, searched by name, e-mail or phone and filtered; select filters take comma lists.',
    tags,
    query: accountListQuery,
    response: accountListPage,
  },
  'GET /account_admin/:id': {
    summary: 'An account in detail',
    description:
      "Everything the profile's tabs show: the overview fields, features, billing setting, business phones, bot numbers, users, the messaging configuration and the TCR brand.",
    tags,
    response: accountDetail,
  },
  'POST /account_admin': {
    summary: 'Create an account (add-account wizard)',
    description:
      'Creates the account with its features and billing settings. Town and notes are required when the ' +
      'connected user is a reseller.',
    tags,
    body: createAccountRequest,
    response: accountDetail,
    status: 201,
  },
  'PATCH /account_admin/:id': {
    summary: 'Update an account: overview fields, feature flags or the bot number area code',
    description:
      'Any subset of the overview fields (requests_time_in_advance_minutes in minutes; references by id, ' +
      '{id, name} or null), a `features` object with any subset of the flags, or bot_number_area_code.',
    tags,
    body: updateAccountRequest,
    response: accountDetail,
  },
  'POST /account_admin/:id/provision_bot_number': {
    summary: "Provision a bot number in the account's bot number area code",
    idempotent: true,
    outcome: "Check the account's bot numbers on its Overview tab.",
    description:
      "Buys a local number through the messaging provider (on the account's sub-account when it has one). " +
      "The account's first number becomes its call-rescue number. An account that has a bot number gets " +
      'another only with `"additional": true` (409 bot_number_exists otherwise); one provisioning of an ' +
      'account runs at a time (409 bot_number_provisioning). Without an area code: 400 ' +
      'bot_number_area_code_missing; a provider failure: 502 provider_error.',
    body: provisionBotNumberRequest,
    tags,
    response: accountDetail,
    status: 201,
    errors: [400, 401, 404, 409, 502],
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof accountsContract> {}
}
