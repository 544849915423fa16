/**
 * Issue 20's workload for `bench:api -- --only first-time`: what staff type for the first time, drawn from the
 * seeded data (full account names, with and without accents, two- and three-letter starts of their words, phone
 * fragments and whole numbers in E.164, emails, their domains and the words of their addresses; legal
 * entity, parent account, campaign detail, monitor and TCR phone searches; pages deep in the list). The API runs
 * with LIST_COUNT_CACHE_SECONDS=0 for it, so no figure is a cached total, and each scenario has two distinct sets
 * of requests: one for a single client, another for eight at once.
 */
import type { Database } from '../../src/server/db/client.ts';
import { withoutAccents } from '../../src/server/db/seed-names.ts';
import { PAGE_SIZE } from '../../src/shared/constants.ts';
import type { SearchScenario } from './worstSearches.ts';

const q = encodeURIComponent;

/** Distinct values, spread over the list, `count` of them (repeated in turn when there are fewer). */
function spread(values: string[], count: number): string[] {
  const distinct = [...new Set(values.filter(Boolean))];
  if (distinct.length === 0) throw new Error('The bench database has no values to search for.');
  return Array.from({ length: count }, (_, i) => distinct[i % distinct.length]!);
}

const words = (names: string[]) => names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u));

export async function firstTimeScenarios(database: Database, requests: number): Promise<SearchScenario[]> {
  const wanted = requests * 2;
  const [counted] = await database.query<{ total: number }>('select count(*)::int as total from accounts');
  const total = counted!.total;
  const step = Math.max(1, Math.floor(total / wanted));
  // Every step-th account: its name, email and phone digits (a sample spread over the whole table).
  const sample = await database.query<{ name: string; email: string; digits: string }>(
    'select name, email, office_phone_digits as digits from accounts where id % $1 = 0 order by id limit $2',
    [step, wanted],
  );
  const names = sample.map((row) => row.name);
  const column = async (sql: string) => (await database.query<{ value: string }>(sql)).map((row) => row.value);
  const legalEntityNames = await column('select name as value from legal_entities order by id');
  const parentNames = await column('select name as value from parent_accounts order by id');
  const campaignDetailNames = await column('select name as value from campaign_details order by id');
  const tcrNumbers = await column('select number as value from tcr_phone_numbers order by number');
  const monitored = await column(
    'select a.name as value from call_rescue_tests t join accounts a on a.id = t.account_id order by t.id desc limit 2000',
  );

  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const take = (values: string[], path: (value: string) => string) => spread(values, wanted).map(path);
  const prefixes = (length: number) =>
    words(names)
      .filter((word) => word.length >= length)
      .map((w) => w.slice(0, length));
  const fragments = sample.map((row, i) => row.digits.slice(i % 4, (i % 4) + 4 + (i % 4)));

  return [
    { label: 'list page 1', paths: Array.from({ length: wanted }, () => '/account_admin?page=1') },
    {
      label: 'list, a page anywhere',
      paths: Array.from({ length: wanted }, (_, i) => `/account_admin?page=${1 + ((i * 7919) % lastPage)}`),
    },
    {
      label: 'list page 2000',
      paths: Array.from({ length: wanted }, () => `/account_admin?page=${Math.min(2000, lastPage)}`),
    },
    { label: 'accounts, a full name', paths: take(names, (v) => `/account_admin?page=1&search=${q(v)}`) },
    { label: 'accounts, two letters', paths: take(prefixes(2), (v) => `/account_admin?page=1&search=${q(v)}`) },
    { label: 'accounts, three letters', paths: take(prefixes(3), (v) => `/account_admin?page=1&search=${q(v)}`) },
    { label: 'accounts, phone digits', paths: take(fragments, (v) => `/account_admin?page=1&search=${q(v)}`) },
    {
      label: 'accounts, an email',
      paths: take(
        sample.map((row) => row.email),
        (v) => `/account_admin?page=1&search=${q(v)}`,
      ),
    },
    // Issue 40: as staff type them on US keyboards and paste them.
    {
      label: 'accounts, a full name without accents',
      paths: take(
        names.map((name) => withoutAccents(name).toLowerCase()),
        (v) => `/account_admin?page=1&search=${q(v)}`,
      ),
    },
    {
      label: 'accounts, a phone in E.164',
      paths: take(
        sample.map((row) => `+1${row.digits}`),
        (v) => `/account_admin?page=1&search=${q(v)}`,
      ),
    },
    {
      label: 'accounts, an email domain',
      paths: take(
        sample.map((row) => row.email.slice(row.email.indexOf('@') + 1)),
        (v) => `/account_admin?page=1&search=${q(v)}`,
      ),
    },
    {
      label: 'accounts, a word of an address',
      paths: take(
        sample.map((row) => row.email.slice(row.email.indexOf('@') + 1).split('.')[0]!),
        (v) => `/account_admin?page=1&search=${q(v)}`,
      ),
    },
    {
      label: 'call rescue monitor, a name without accents',
      paths: take(
        monitored.map((name) => withoutAccents(name).toLowerCase()),
        (v) => `/call_rescue_monitor?page=1&search=${q(v)}`,
      ),
    },
    {
      label: 'legal entities, a name',
      paths: take(legalEntityNames, (v) => `/legal_entities?page=1&search=${q(v)}`),
    },
    {
      label: 'legal entities, an account name',
      paths: take(names, (v) => `/legal_entities?page=1&search=${q(v)}`),
    },
    {
      label: 'parent accounts, three letters',
      paths: take(
        words(parentNames)
          .filter((w) => w.length >= 3)
          .map((w) => w.slice(0, 3)),
        (v) => `/parent_account_paginated_admin?page=1&name=${q(v)}`,
      ),
    },
    {
      label: 'campaign details, a word',
      paths: take(
        words(campaignDetailNames).filter((w) => w.length >= 3),
        (v) => `/campaign_management/campaign_details?page=1&search=${q(v)}`,
      ),
    },
    {
      label: 'call rescue monitor, a name',
      paths: take(monitored, (v) => `/call_rescue_monitor?page=1&search=${q(v)}`),
    },
    {
      label: 'TCR phones, four digits',
      paths: take(
        tcrNumbers.map((number, i) => number.replace(/\D/g, '').slice(-4 - (i % 4), -(i % 4) || undefined)),
        (v) => `/campaign_management/phones?page=1&number=${q(v)}`,
      ),
    },
  ];
}
