import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { SANDBOX_PRACTICES } from '../../src/server/providers/salesforce/practices.ts';
import { industryList, parentAccountListPage, salesforceSearchResults } from '../../src/shared/lookups.ts';
import { ACCOUNTS, INDUSTRY_NAMES } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness, TEST_API_URL as API } from './harness.ts';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const INVALID_PAGE = { detail: 'Invalid page.', code: 'not_found' };
const FIXTURE_PARENT = 'Grupo Dental Caribe';
/** 55 parent accounts added by this file, so paging and the picker's cap have something to cut. */
const NETWORK_NAMES = Array.from({ length: 55 }, (_, i) => `Red Salud ${String(i + 1).padStart(2, '0')}`);
const EXTRA_NAMES = ['alianza 100% Total', 'Alianza_Norte', 'ZZ Sin Cuentas'];

/** The API's order: lower(name) in byte order, then id. */
const sortedByName = (names: string[]) =>
  [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

describe.each(databaseKinds)('account lookups on %s', (kind) => {
  let h: Harness;
  let access: string;
  const parentIds = new Map<string, number>();
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    parentIds.set(FIXTURE_PARENT, h.fixtures.parentAccountId);
    const rows = await h.database.db
      .insert(schema.parent_accounts)
      .values([...NETWORK_NAMES, ...EXTRA_NAMES].map((name) => ({ name })))
      .returning();
    for (const row of rows) parentIds.set(row.name, row.id);
    // 'alianza 100% Total' has two accounts, both TCR ready: the only parent that is ready.
    await h.database.db.insert(schema.accounts).values(
      ['Alianza Uno', 'Alianza Dos'].map((name, i) => ({
        name,
        email: `alianza${i}@salud.pr`,
        office_phone: `(787) 900-000${i}`,
        parent_account_id: parentIds.get('alianza 100% Total')!,
        tcr_ready: true,
      })),
    );
  });
  afterAll(() => h?.close());

  const allParentNames = () => [FIXTURE_PARENT, ...NETWORK_NAMES, ...EXTRA_NAMES];

  describe('GET /account_admin/search (Salesforce picker)', () => {
    it('answers the sandbox matches, by name, with what the wizard prefills', async () => {
      const response = await h.get('/account_admin/search?name=clinica', access);
      expect(response.statusCode).toBe(200);
      const body = response.json<Array<{ id: string; name: string }>>();
      expect(salesforceSearchResults.parse(body)).toEqual(body);
      const expected = SANDBOX_PRACTICES.filter((p) => p.name.startsWith('Clínica')).slice(0, 20);
      expect(expected.length).toBeGreaterThan(0);
      // The sandbox has no Salesforce pages to link to.
      expect(body).toEqual(expected.map((practice) => ({ ...practice, url: null })));
      for (const match of body) expect(match.id).toMatch(/^001[A-Za-z0-9]{15}$/);
    });

    it('carries every field the wizard prefills: phone, email, town, calendar, notes and industry (spec 2)', async () => {
      const body = (await h.get('/account_admin/search?name=dental', access)).json<Array<Record<string, unknown>>>();
      expect(body.length).toBeGreaterThan(0);
      for (const match of body) {
        expect(Object.keys(match).sort()).toEqual(
          ['calendar_name', 'company_industry', 'email', 'id', 'name', 'notes', 'phone', 'town', 'url'].sort(),
        );
      }
      const filled = (key: string) => body.filter((match) => typeof match[key] === 'string' && match[key] !== '');
      for (const key of ['phone', 'email', 'town', 'calendar_name', 'notes', 'company_industry']) {
        expect(filled(key).length, key).toBeGreaterThan(0);
      }
      expect(filled('email')[0]!.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    });

    it('finds one practice by its whole name, whatever the case', async () => {
      const practice = SANDBOX_PRACTICES[7]!;
      const response = await h.get(
        `/account_admin/search?name=${encodeURIComponent(practice.name.toUpperCase())}`,
        access,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContainEqual({ ...practice, url: null });
    });

    it('caps the matches at 20', async () => {
      expect((await h.get('/account_admin/search?name=dental', access)).json()).toHaveLength(20);
    });

    it.each([
      '/account_admin/search',
      '/account_admin/search?name=',
      '/account_admin/search?name=c',
      '/account_admin/search?name=%20c%20',
    ])('answers [] to %s (under 2 characters) without asking Salesforce', async (url) => {
      const failing = h.appWith({ sandboxFailures: ['salesforce.*'] });
      const response = await failing.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('answers [] when nothing matches', async () => {
      expect((await h.get('/account_admin/search?name=zzzz', access)).json()).toEqual([]);
    });

    it('answers 502 provider_error when Salesforce fails', async () => {
      const failing = h.appWith({ sandboxFailures: ['salesforce.searchAccounts'] });
      const response = await failing.inject({
        method: 'GET',
        url: '/account_admin/search?name=dental',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: 'HTTP 401: Session expired or invalid', code: 'provider_error' });
    });

    it('is routed before /account_admin/:id, with or without a trailing slash', async () => {
      for (const url of ['/account_admin/search?name=ortodoncia', '/account_admin/search/?name=ortodoncia']) {
        const response = await h.get(url, access);
        expect(response.statusCode).toBe(200);
        const names = response.json<Array<{ name: string }>>().map((m) => m.name);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) expect(name).toMatch(/^Ortodoncia /);
      }
      const detail = await h.get(`/account_admin/${h.fixtures.accountIds.bayamon}`, access);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ name: 'Clínica Dental Bayamón' });
    });

    it('refuses a text over 200 characters', async () => {
      const response = await h.get(`/account_admin/search?name=${'a'.repeat(201)}`, access);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ name: ['Ensure this field has no more than 200 characters.'] });
    });
  });

  describe('GET /parent_account_paginated_admin', () => {
    const url = (query: string) => `${API}/parent_account_paginated_admin${query}`;

    it('answers the first page of 20 by name, with counts, TCR readiness and brands', async () => {
      const response = await h.get('/parent_account_paginated_admin', access);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(parentAccountListPage.parse(body)).toEqual(body);
      const names = sortedByName(allParentNames());
      expect(body.count).toBe(names.length);
      expect(body.previous).toBeNull();
      expect(body.next).toBe(url('?page=2'));
      expect(body.results.map((r: { name: string }) => r.name)).toEqual(names.slice(0, 20));
      // Fixture accounts with has_parent: bayamon (TCR ready, brands BOLD001 and BNEW002) and the rest not ready.
      const fixtureChildren = ACCOUNTS.filter((a) => a.has_parent).length;
      expect(body.results).toContainEqual({
        id: h.fixtures.parentAccountId,
        name: FIXTURE_PARENT,
        accounts_count: fixtureChildren,
        tcr_ready: false,
        brands: [
          { id: h.fixtures.brandIds[1], brand_id: 'BNEW002' },
          { id: h.fixtures.brandIds[0], brand_id: 'BOLD001' },
        ],
      });
      expect(body.results).toContainEqual({
        id: parentIds.get('alianza 100% Total'),
        name: 'alianza 100% Total',
        accounts_count: 2,
        tcr_ready: true,
        brands: [],
      });
      expect(body.results).toContainEqual({
        id: parentIds.get('Red Salud 01'),
        name: 'Red Salud 01',
        accounts_count: 0,
        tcr_ready: false,
        brands: [],
      });
    });

    it('walks the pages with DRF links and refuses a page past the end', async () => {
      const names = sortedByName(allParentNames());
      const second = (await h.get('/parent_account_paginated_admin?page=2', access)).json();
      expect(second.previous).toBe(url(''));
      expect(second.next).toBe(url('?page=3'));
      expect(second.results.map((r: { name: string }) => r.name)).toEqual(names.slice(20, 40));
      const last = (await h.get('/parent_account_paginated_admin?page=3', access)).json();
      expect(last.next).toBeNull();
      expect(last.results.map((r: { name: string }) => r.name)).toEqual(names.slice(40));
      const past = await h.get('/parent_account_paginated_admin?page=4', access);
      expect(past.statusCode).toBe(404);
      expect(past.json()).toEqual(INVALID_PAGE);
    });

    it('filters by a case-insensitive substring of the name and keeps it in the links', async () => {
      const response = await h.get('/parent_account_paginated_admin?name=SALUD', access);
      const body = response.json();
      expect(body.count).toBe(55);
      expect(body.next).toBe(url('?name=SALUD&page=2'));
      expect(body.results.map((r: { name: string }) => r.name)).toEqual(NETWORK_NAMES.slice(0, 20));
      const dental = (await h.get('/parent_account_paginated_admin?name=dental%20car', access)).json();
      expect(dental.results.map((r: { id: number }) => r.id)).toEqual([h.fixtures.parentAccountId]);
    });

    it('matches % and _ literally', async () => {
      const percent = (await h.get('/parent_account_paginated_admin?name=100%25', access)).json();
      expect(percent.results.map((r: { name: string }) => r.name)).toEqual(['alianza 100% Total']);
      const underscore = (await h.get('/parent_account_paginated_admin?name=a_n', access)).json();
      expect(underscore.results.map((r: { name: string }) => r.name)).toEqual(['Alianza_Norte']);
    });

    it('answers an empty first page when nothing matches', async () => {
      const response = await h.get('/parent_account_paginated_admin?name=nothing-like-this', access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it.each(['0', '-1', 'abc', '1.5'])('refuses the page %j', async (page) => {
      const response = await h.get(`/parent_account_paginated_admin?page=${page}`, access);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ page: ['A valid page number is required.'] });
    });
  });

  describe('GET /parent_account_admin (picker)', () => {
    it('lists at most 50 parent accounts by name', async () => {
      const response = await h.get('/parent_account_admin', access);
      expect(response.statusCode).toBe(200);
      const expected = sortedByName(allParentNames()).slice(0, 50);
      expect(response.json()).toEqual(expected.map((name) => ({ id: parentIds.get(name), name })));
    });

    it('narrows by a case-insensitive substring of the name', async () => {
      const response = await h.get('/parent_account_admin?search=aLiAnZa', access);
      expect(response.json()).toEqual([
        { id: parentIds.get('alianza 100% Total'), name: 'alianza 100% Total' },
        { id: parentIds.get('Alianza_Norte'), name: 'Alianza_Norte' },
      ]);
      const capped = (await h.get('/parent_account_admin?search=red%20salud', access)).json();
      expect(capped).toHaveLength(50);
      expect(capped[49]).toEqual({ id: parentIds.get('Red Salud 50'), name: 'Red Salud 50' });
      expect((await h.get('/parent_account_admin?search=qqq', access)).json()).toEqual([]);
    });
  });

  describe('GET /industry', () => {
    it('lists every industry by name with its type', async () => {
      const response = await h.get('/industry', access);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(industryList.parse(body)).toEqual(body);
      expect(body).toEqual(
        [...INDUSTRY_NAMES].sort().map((name) => ({ id: h.fixtures.industryIds[name], name, type: 'HEALTHCARE' })),
      );
    });

    it('includes an industry added later, in its place', async () => {
      const [row] = await h.database.db
        .insert(schema.industries)
        .values({ name: 'Optometry', type: 'BASE' })
        .returning();
      const names = (await h.get('/industry/', access)).json<Array<{ name: string; type: string }>>();
      expect(names.map((i) => i.name)).toEqual(['Chiropractic', 'Dental', 'Medical', 'Optometry', 'Pediatrics']);
      expect(names[3]).toEqual({ id: row!.id, name: 'Optometry', type: 'BASE' });
    });
  });

  it.each([
    '/account_admin/search?name=dental',
    '/parent_account_paginated_admin',
    '/parent_account_admin',
    '/industry',
  ])('answers 401 to %s without a token', async (path) => {
    const response = await h.get(path);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });
});
