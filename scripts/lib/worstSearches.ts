/**
 * The worst inputs found for each search box of the API (issue 19 §1), for `bench:api`: per scenario a list of
 * distinct addresses, asked in turn, so no answer comes from a cache (the accounts list keeps its counts 5 s). Short
 * terms match the most rows, common trigrams of the seeded names make the largest candidate sets, repeated and
 * many-term searches multiply subqueries, and 200-character terms are the longest the API takes.
 */
import type { Database } from '../../src/server/db/client.ts';

export interface SearchScenario {
  label: string;
  paths: string[];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const q = encodeURIComponent;
/** Every two-letter prefix: 676 distinct short terms. */
const twoLetters = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => `${a}${b}`));
/** Eight different letters, rotated: each request its own combination. */
const eightLetters = (i: number) => Array.from({ length: 8 }, (_, k) => LETTERS[(i + k * 3) % 26]).join(' ');
const longTerm = (i: number) => `${LETTERS[i % 26]}${'ab'.repeat(100)}`.slice(0, 200);

export async function worstSearchScenarios(database: Database, requests: number): Promise<SearchScenario[]> {
  // The most common trigrams of the seeded account names, as many as there are requests, so each is asked once (a
  // count cache keeps a total for 5 s): the largest candidate sets the trigram index yields.
  const common = (
    await database.query<{ gram: string }>(
      `select gram from (select unnest(show_trgm(name_key)) as gram from accounts where id % 17 = 0) g
        where gram ~ '^[a-z]{3}$' group by gram order by count(*) desc limit $1`,
      [requests],
    )
  ).map((row) => row.gram);
  const take = (make: (i: number) => string) => Array.from({ length: requests }, (_, i) => make(i));
  const trigram = (i: number) => common[i % common.length]!;
  const eightTrigrams = (i: number) => Array.from({ length: 8 }, (_, k) => trigram(i + k * 7)).join(' ');

  return [
    { label: 'accounts, two letters', paths: take((i) => `/account_admin?page=1&search=${q(twoLetters[i % 676]!)}`) },
    { label: 'accounts, a common trigram', paths: take((i) => `/account_admin?page=1&search=${q(trigram(i))}`) },
    { label: 'accounts, 200 characters', paths: take((i) => `/account_admin?page=1&search=${q(longTerm(i))}`) },
    {
      label: 'legal entities, "j j j j j j j j"',
      paths: take((i) => `/legal_entities?page=1&search=${q(`${LETTERS[i % 26]} `.repeat(8).trim())}`),
    },
    { label: 'legal entities, 8 letters', paths: take((i) => `/legal_entities?page=1&search=${q(eightLetters(i))}`) },
    {
      label: 'legal entities, 8 common trigrams',
      paths: take((i) => `/legal_entities?page=1&search=${q(eightTrigrams(i))}`),
    },
    { label: 'legal entities, 200 characters', paths: take((i) => `/legal_entities?page=1&search=${q(longTerm(i))}`) },
    {
      label: 'call rescue monitor, two letters',
      paths: take((i) => `/call_rescue_monitor?page=1&search=${q(twoLetters[i % 676]!)}`),
    },
    {
      label: 'call rescue monitor, a common trigram',
      paths: take((i) => `/call_rescue_monitor?page=1&search=${q(trigram(i))}`),
    },
    {
      label: 'call rescue monitor, one digit',
      paths: take((i) => `/call_rescue_monitor?page=1&search=${i % 10}`),
    },
    {
      label: 'campaign details, one letter',
      paths: take((i) => `/campaign_management/campaign_details?page=1&search=${LETTERS[i % 26]}`),
    },
    {
      label: 'parent accounts, one letter',
      paths: take((i) => `/parent_account_paginated_admin?page=1&name=${LETTERS[i % 26]}`),
    },
    {
      label: 'parent account picker, one letter',
      paths: take((i) => `/parent_account_admin?search=${LETTERS[i % 26]}`),
    },
    { label: 'TCR phones, one digit', paths: take((i) => `/campaign_management/phones?page=1&number=${i % 10}`) },
  ];
}
