/**
 * The pickers and lookups of spec 7 (Accounts): the Salesforce account search, parent accounts (paged and as a
 * picker) and industries.
 */
import { PAGE_SIZE } from '../constants.ts';
import {
  industryList,
  parentAccountListPage,
  parentAccountListQuery,
  parentAccountPickerQuery,
  parentAccountPickerResults,
  PARENT_ACCOUNT_PICKER_LIMIT,
  SALESFORCE_SEARCH_MIN_LENGTH,
  salesforceSearchQuery,
  salesforceSearchResults,
  resellerPickerQuery,
  resellerPickerResults,
} from '../lookups.ts';
import { defineContract, type ContractTypes } from './endpoint.ts';

const tags = ['Accounts'] as const;

export const lookupsContract = defineContract({
  'GET /account_admin/search': {
    summary: 'Search Salesforce accounts by name',
    description: `Accounts whose name contains the text (case and accent-insensitive), by name, at most 20, with what the add-account wizard prefills (Salesforce's own texts) and the record's page in Salesforce (null in the sandbox). A text shorter than ${SALESFORCE_SEARCH_MIN_LENGTH} characters finds nothing. A Salesforce failure answers 502 {detail, code: 'provider_error'}.`,
    tags,
    staffOnly: true,
    query: salesforceSearchQuery,
    response: salesforceSearchResults,
  },
  'GET /parent_account_paginated_admin': {
    summary: 'List parent accounts',
    description: `Pages of ${PAGE_SIZE}, by name; name filters by a case-insensitive substring. Manual scaling's list.`,
    tags,
    staffOnly: true,
    query: parentAccountListQuery,
    response: parentAccountListPage,
  },
  'GET /parent_account_admin': {
    summary: 'Pick a parent account',
    description: `At most ${PARENT_ACCOUNT_PICKER_LIMIT} parent accounts whose name contains the search text (all when empty), by name. A reseller gets only the parent accounts of the accounts it owns.`,
    tags,
    query: parentAccountPickerQuery,
    response: parentAccountPickerResults,
  },
  'GET /reseller_admin': {
    summary: 'Pick a reseller',
    description: `At most ${PARENT_ACCOUNT_PICKER_LIMIT} active resellers whose username or full name contains the search text (all when empty), by username, each named by its full name (its username when it has none): the account overview's Reseller field.`,
    tags,
    staffOnly: true,
    query: resellerPickerQuery,
    response: resellerPickerResults,
  },
  'GET /industry': {
    summary: 'List industries',
    description: 'Every industry an account can be in, by name, with its type (HEALTHCARE or BASE).',
    tags,
    response: industryList,
  },
});

declare module './endpoint.ts' {
  interface ApiCalls extends ContractTypes<typeof lookupsContract> {}
}
