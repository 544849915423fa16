/**
 * The pickers and lookups of spec 7 (Accounts): GET /account_admin/search (Salesforce accounts),
 * GET /parent_account_paginated_admin (paged parent accounts), GET /parent_account_admin (parent-account
 * picker) and GET /industry. Staff only; read-only, so nothing is audited.
 *
 * /account_admin/search shares its prefix with /account_admin/:id (routes/accounts.ts): the router prefers the
 * static segment, so "search" never reaches the detail route.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Reference } from '../../shared/accounts.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
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
  type Industry,
  type SalesforceAccountMatch,
} from '../../shared/lookups.ts';
import { requireStaff } from '../http/authenticate.ts';
import { pagedList } from '../http/paged-list.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const TAGS = ['Accounts'];

export const accountLookupsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const lookups = services.accountLookups;
  app.addHook('preHandler', requireStaff(services.auth));

  app.get(
    '/account_admin/search',
    {
      config: {
        contract: {
          summary: 'Search Salesforce accounts by name',
          description: `Accounts whose name contains the text (case and accent-insensitive), by name, at most 20, with what the add-account wizard prefills (Salesforce's own texts) and the record's page in Salesforce (null in the sandbox). A text shorter than ${SALESFORCE_SEARCH_MIN_LENGTH} characters finds nothing. A Salesforce failure answers 502 {detail, code: 'provider_error'}.`,
          tags: TAGS,
          querystring: salesforceSearchQuery,
          response: { 200: salesforceSearchResults },
        },
      },
    },
    async (request): Promise<SalesforceAccountMatch[]> => {
      const { name } = parseOrThrow(salesforceSearchQuery, request.query);
      return lookups.searchSalesforce(name);
    },
  );

  app.get(
    '/parent_account_paginated_admin',
    {
      config: {
        contract: {
          summary: 'List parent accounts',
          description: `Pages of ${PAGE_SIZE}, by name; name filters by a case-insensitive substring.`,
          tags: TAGS,
          querystring: parentAccountListQuery,
          response: { 200: parentAccountListPage },
        },
      },
    },
    pagedList(parentAccountListQuery, lookups.parentAccounts),
  );

  app.get(
    '/parent_account_admin',
    {
      config: {
        contract: {
          summary: 'Pick a parent account',
          description: `At most ${PARENT_ACCOUNT_PICKER_LIMIT} parent accounts whose name contains the search text (all when empty), by name.`,
          tags: TAGS,
          querystring: parentAccountPickerQuery,
          response: { 200: parentAccountPickerResults },
        },
      },
    },
    async (request): Promise<Reference[]> => {
      const { search } = parseOrThrow(parentAccountPickerQuery, request.query);
      return lookups.parentAccountPicker(search);
    },
  );

  app.get(
    '/industry',
    {
      config: {
        contract: { summary: 'List industries', tags: TAGS, response: { 200: industryList } },
      },
    },
    async (): Promise<Industry[]> => lookups.industries(),
  );
};
