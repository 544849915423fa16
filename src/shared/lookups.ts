/**
 * Lookups behind the console's pickers and the manual-scaling list (spec 7, Accounts): the Salesforce account
 * search, parent accounts (paged and as a picker) and industries.
 */
import { z } from 'zod';
import { brandReference, page, pageNumber, reference, salesforceLink } from './accounts.ts';
import { stringField } from './drf.ts';
import { drfTexts } from './drfTexts.ts';
import { INDUSTRY_TYPES } from './enums.ts';

/**
 * Shorter Salesforce searches answer [] without asking Salesforce: one letter matches most of the org and
 * costs an API call per keystroke.
 */
export const SALESFORCE_SEARCH_MIN_LENGTH = 2;
/** The parent-account picker lists at most this many matches, by name; typing narrows it. */
export const PARENT_ACCOUNT_PICKER_LIMIT = 50;

const SEARCH_MAX_LENGTH = 200;
const searchText = stringField.trim().max(SEARCH_MAX_LENGTH, drfTexts.tooLong(SEARCH_MAX_LENGTH)).default('');

/** GET /account_admin/search?name={text} */
export const salesforceSearchQuery = z.object({ name: searchText });
export type SalesforceSearchQuery = z.infer<typeof salesforceSearchQuery>;

/**
 * One Salesforce match (spec 2, add-account wizard): id, name and the record's link for the picker, and what the
 * wizard prefills. Salesforce's own texts: the console maps company_industry, calendar_name and town onto its lists.
 */
export const salesforceAccount = salesforceLink.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The billing city: a Puerto Rico municipality for most customers. */
  town: z.string().nullable(),
  /** The practice's calendar system as Salesforce names it, e.g. 'Dentrix' or 'Open Dental'. */
  calendar_name: z.string().nullable(),
  notes: z.string().nullable(),
  /** The industry as Salesforce names it, e.g. 'Dental'. */
  company_industry: z.string().nullable(),
});
export type SalesforceAccountMatch = z.infer<typeof salesforceAccount>;
export const salesforceSearchResults = z.array(salesforceAccount);

/** GET /parent_account_paginated_admin?page={n}&name={text} */
export const parentAccountListQuery = z.object({ page: pageNumber, name: searchText });
export type ParentAccountListQuery = z.infer<typeof parentAccountListQuery>;

/** One row of the parent-account list (manual scaling: name, TCR ready, brand ids). */
export const parentAccountListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many accounts belong to it. */
  accounts_count: z.number().int(),
  /** True when it has accounts and every one of them is TCR ready. */
  tcr_ready: z.boolean(),
  /** Distinct brands of its accounts' legal entities, by brand_id. */
  brands: z.array(brandReference),
});
export type ParentAccountListItem = z.infer<typeof parentAccountListItem>;
export const parentAccountListPage = page(parentAccountListItem);

/** GET /parent_account_admin?search={text} */
export const parentAccountPickerQuery = z.object({ search: searchText });
export type ParentAccountPickerQuery = z.infer<typeof parentAccountPickerQuery>;
/** A picker's answer is its first matches only (type more to narrow): the document says how many at most. */
const pickerResults = z.array(reference).max(PARENT_ACCOUNT_PICKER_LIMIT);
export const parentAccountPickerResults = pickerResults;

/** GET /reseller_admin?search={text}: the overview's Reseller picker (staff only). */
export const resellerPickerQuery = z.object({ search: searchText });
export const resellerPickerResults = pickerResults;

const INDUSTRY_TYPE_VALUES = INDUSTRY_TYPES.map((t) => t.value) as [
  (typeof INDUSTRY_TYPES)[number]['value'],
  ...(typeof INDUSTRY_TYPES)[number]['value'][],
];

/** GET /industry: every industry, by name. */
export const industry = z.object({ id: z.number().int(), name: z.string(), type: z.enum(INDUSTRY_TYPE_VALUES) });
export type Industry = z.infer<typeof industry>;
export const industryList = z.array(industry);
