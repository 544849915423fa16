import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../shared/constants.ts';
import { containsMatches, eachWordMatches, searchMatches, type MatchRange } from '../shared/searchKey.ts';
import { ApiError } from './errors.ts';
import { lookupKeys } from './queryKeys.ts';
import { api } from './session.ts';

/** What each picker searches, and how its answer becomes options (spec 7, the dropdown calls). */
const SEARCHES = {
  parentAccount: (search: string, signal: AbortSignal) =>
    api.call('GET /parent_account_admin', { query: { search }, signal }),
  legalEntity: async (search: string, signal: AbortSignal) =>
    (await api.call('GET /legal_entities', { query: { search }, signal })).results.map(({ id, name }) => ({
      id,
      name,
    })),
  campaignDetail: async (search: string, signal: AbortSignal) =>
    (await api.call('GET /campaign_management/campaign_details', { query: { search }, signal })).results.map(
      ({ id, name }) => ({ id, name }),
    ),
  account: async (search: string, signal: AbortSignal) =>
    (await api.call('GET /account_admin', { query: { basic_info: 'true', search, page: 1 }, signal })).results.map(
      ({ id, name }) => ({ id, name }),
    ),
  reseller: (search: string, signal: AbortSignal) => api.call('GET /reseller_admin', { query: { search }, signal }),
  salesforceAccount: (name: string, signal: AbortSignal) =>
    api.call('GET /account_admin/search', { query: { name }, signal }),
} satisfies Record<string, (text: string, signal: AbortSignal) => Promise<{ id: number | string; name: string }[]>>;

export type PickerKind = keyof typeof SEARCHES;

/** Where each picker's search matched an option's name, as its server matches it, to mark in the option (issue 40). */
const MARKS: Record<PickerKind, (name: string, search: string) => MatchRange[]> = {
  parentAccount: containsMatches,
  legalEntity: eachWordMatches,
  campaignDetail: containsMatches,
  account: searchMatches,
  reseller: containsMatches,
  salesforceAccount: searchMatches,
};
export type PickerOption<K extends PickerKind> = Awaited<ReturnType<(typeof SEARCHES)[K]>>[number];

/** The state a remote search picker shows (src/ui ComboBox and ReferenceField take it as is). */
export interface PickerSearch<T> {
  inputValue: string;
  onInputChange: (text: string) => void;
  items: T[];
  /** From the first key on, through the pause, until the answer: no 'No results' flashes meanwhile. */
  isLoading: boolean;
  /** The server's detail text, or true for the spec's 'An unknown error has occurred'; the results are cleared. */
  loadError: string | boolean;
  /** Where the search matched an option's name. */
  marks: (name: string) => MatchRange[];
}

/**
 * One remote search picker (spec 2, 8, 9): the text searches after a 1 s pause; a failure clears the results and
 * says why. Every picker of the console (parent account, legal entity, campaign detail, account, Salesforce) uses it.
 */
export function usePickerSearch<K extends PickerKind>(kind: K): PickerSearch<PickerOption<K>> {
  const [inputValue, setInputValue] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(inputValue.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [inputValue]);

  const results = useQuery({
    queryKey: lookupKeys.search(kind, searched),
    queryFn: ({ signal }) => SEARCHES[kind](searched, signal) as Promise<PickerOption<K>[]>,
    enabled: searched !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });

  // One function per searched term: the options redraw their marks when it changes (ComboBox `dependencies`).
  const marks = useCallback((name: string) => MARKS[kind](name, searched), [kind, searched]);
  const waiting = inputValue.trim() !== searched;
  return {
    inputValue,
    onInputChange: setInputValue,
    items: results.isError || inputValue.trim() === '' ? [] : (results.data ?? []),
    isLoading: inputValue.trim() !== '' && (waiting || results.isFetching),
    loadError:
      results.isError && !waiting ? (results.error instanceof ApiError && results.error.detail) || true : false,
    marks,
  };
}

/** GET /industry: the short fixed list of the industry dropdowns. */
export function industriesQuery() {
  return queryOptions({
    queryKey: lookupKeys.industries(),
    queryFn: ({ signal }) => api.call('GET /industry', { signal }),
    staleTime: Infinity,
  });
}

export const useIndustries = () => useQuery(industriesQuery());
