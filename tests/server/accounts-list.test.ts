import { searchKeyOf } from '../../src/shared/searchKey.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../src/server/db/schema.ts';
import type { AccountListItem } from '../../src/shared/accounts.ts';
import { COUNT_CAP } from '../../src/shared/constants.ts';
import { walkWindow } from '../../src/server/services/account-list.ts';
import { ACCOUNTS, byName, isOutOfSync, lastSyncTime, type FixtureAccount, type FixtureFlags } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness, TEST_API_URL as API } from './harness.ts';

interface ListBody {
  count: number;
  next: string | null;
  previous: string | null;
  results: AccountListItem[];
}

describe.each(databaseKinds)('GET /account_admin on %s', (kind) => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  async function list(query = ''): Promise<ListBody> {
    const response = await h.get(`/account_admin${query}`, access);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  }
  /** Every result of a query across all its pages, as fixture keys. */
  async function allKeys(query: string): Promise<string[]> {
    const keys: string[] = [];
    const byId = new Map(Object.entries(h.fixtures.accountIds).map(([key, id]) => [id, key]));
    for (let page = 1; ; page++) {
      const body = await list(`${query}${query ? '&' : '?'}page=${page}`);
      keys.push(...body.results.map((r) => byId.get(r.id)!));
      if (!body.next) return keys;
    }
  }
  const keysOf = (accounts: FixtureAccount[]) => byName(accounts).map((a) => a.key);

  describe('paging', () => {
    it('sends a page brotli to a client that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
      const asked = (acceptEncoding?: string) =>
        h.app.inject({
          method: 'GET',
          url: '/account_admin',
          headers: { authorization: `Bearer ${access}`, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
        });
      const plain = await asked();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await asked('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const gzip = await asked('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it("links pages on the API's configured address, never on a Host the request names", async () => {
      const proxied = h.appWith({ publicUrl: 'https://console.example.test/api/', trustProxy: ['127.0.0.1'] });
      const response = await proxied.inject({
        method: 'GET',
        url: '/account_admin?page=2',
        headers: { authorization: `Bearer ${access}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      const body = response.json<ListBody>();
      expect(body.previous).toBe('https://console.example.test/api/account_admin');
      expect(body.next).toBe('https://console.example.test/api/account_admin?page=3');
      expect(response.body).not.toContain('evil.example');
    });

    it('returns 20 accounts a page ordered by name, with the total and a next link', async () => {
      const body = await list();
      expect(body.count).toBe(ACCOUNTS.length);
      expect(body.results).toHaveLength(20);
      expect(body.previous).toBeNull();
      expect(body.next).toBe(`${API}/account_admin?page=2`);
      expect(body.results.map((r) => r.name)).toEqual(
        byName(ACCOUNTS)
          .slice(0, 20)
          .map((a) => a.name),
      );
    });

    it('serialises list items as the contract says', async () => {
      const body = await list('?search=dental%20bayam%C3%B3n');
      const bayamon = ACCOUNTS.find((a) => a.key === 'bayamon')!;
      expect(body.results).toEqual([
        {
          id: h.fixtures.accountIds.bayamon,
          name: 'Clínica Dental Bayamón',
          email: 'info@clinicadentalbayamon.com',
          office_phone: '(787) 555-0142',
          calendar_type: 1,
          company_industry: { name: 'Dental' },
          last_sync_time: lastSyncTime(bayamon, h.fixtures.writtenAt)!.toISOString(),
          // Without basic_info=true: what manual scaling shows (its legal entity's brands, by brand id).
          tcr_ready: true,
          brands: [
            { id: expect.any(Number), brand_id: 'BNEW002' },
            { id: expect.any(Number), brand_id: 'BOLD001' },
          ],
        },
      ]);
      const zeta = (await list('?search=zeta')).results[0]!;
      expect(zeta.company_industry).toBeNull();
      expect(zeta.last_sync_time).toBeNull();
    });

    it('links previous and next pages keeping the other parameters', async () => {
      const page2 = await list('?basic_info=true&ordering=name&page=2');
      expect(page2.count).toBe(ACCOUNTS.length);
      expect(page2.previous).toBe(`${API}/account_admin?basic_info=true&ordering=name`);
      expect(page2.next).toBe(`${API}/account_admin?basic_info=true&ordering=name&page=3`);
      const filtered = await list('?search=oficina&page=2');
      expect(filtered.count).toBe(40);
      expect(filtered.next).toBeNull();
      expect(filtered.previous).toBe(`${API}/account_admin?search=oficina`);
    });

    it('ends on the last page with no next link', async () => {
      const last = await list('?page=3');
      expect(last.count).toBe(ACCOUNTS.length);
      expect(last.results).toHaveLength(ACCOUNTS.length - 40);
      expect(last.next).toBeNull();
      expect(last.previous).toBe(`${API}/account_admin?page=2`);
    });

    it('pages the whole list in order in every ordering, pages near the end read from it alike', async () => {
      const ids = (keys: string[]) => keys.map((key) => h.fixtures.accountIds[key]!);
      const byId = [...ACCOUNTS].map((a) => h.fixtures.accountIds[a.key]!).sort((a, b) => a - b);
      expect(ids(await allKeys(''))).toEqual(ids(keysOf(ACCOUNTS)));
      expect(ids(await allKeys('?ordering=-name'))).toEqual(ids(keysOf(ACCOUNTS)).reverse());
      expect(ids(await allKeys('?ordering=id'))).toEqual(byId);
      expect(ids(await allKeys('?ordering=-id'))).toEqual([...byId].reverse());
    });

    it('answers a page past the end with 404 Invalid page', async () => {
      const response = await h.get('/account_admin?page=4', access);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    });

    it('returns an empty first page when nothing matches', async () => {
      expect(await list('?search=no-such-practice')).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('orders by -name and by id on request', async () => {
      expect((await list('?ordering=-name')).results[0]!.name).toBe(byName(ACCOUNTS).at(-1)!.name);
      expect((await list('?ordering=id')).results[0]!.id).toBe(h.fixtures.accountIds[ACCOUNTS[0]!.key]);
      expect((await list('?ordering=-id')).results[0]!.id).toBe(h.fixtures.accountIds[ACCOUNTS.at(-1)!.key]);
    });

    it('accepts the trailing-slash path', async () => {
      expect((await h.get('/account_admin/?page=1', access)).statusCode).toBe(200);
    });
  });

  describe('search', () => {
    it('matches names case-insensitively, accents included', async () => {
      expect(await allKeys('?search=CL%C3%8DNICA%20dental')).toEqual(['bayamon']);
      expect(await allKeys('?search=smile')).toEqual(keysOf(ACCOUNTS.filter((a) => /smile/i.test(a.name))));
    });

    it('matches a substring in the middle of a name', async () => {
      expect(await allKeys('?search=pedi%C3%A1trico%20del')).toEqual(['pediatrico']);
    });

    it('matches a phrase anywhere in a name: the end of a word, whole words, the start of a word', async () => {
      const containing = (phrase: string) =>
        keysOf(ACCOUNTS.filter((a) => searchKeyOf(a.name).includes(searchKeyOf(phrase))));
      for (const phrase of ['ínica dental bay', 'médica a', 'ica s', 'dica aguas bu', 'ca den', 'design dorado']) {
        const found = await allKeys(`?search=${encodeURIComponent(phrase)}`);
        expect(found, phrase).toEqual(containing(phrase));
      }
      expect(containing('médica a').length).toBeGreaterThan(3);
      // The words must follow each other, as the phrase has them.
      expect(await allKeys('?search=dental%20cl%C3%ADnica')).toEqual([]);
    });

    it('matches any part of an email, case-insensitively: with an @, a domain, or a word no name holds', async () => {
      expect(await allKeys('?search=FRONTDESK@')).toEqual(['zeta']);
      expect(await allKeys('?search=frontdesk%40zetachiro.com')).toEqual(['zeta']);
      expect(await allKeys('?search=oficina07%40medica')).toEqual(['generated-7']);
      expect(await allKeys('?search=%40zetachiro.com')).toEqual(['zeta']);
      expect(await allKeys('?search=zetachiro.com')).toEqual(['zeta']);
      expect(await allKeys('?search=ZetaChiro.COM')).toEqual(['zeta']);
      // Neither the start nor the end of an address: anywhere in one.
      expect(await allKeys('?search=desk%40zeta')).toEqual(['zeta']);
      expect(await allKeys('?search=zetachiro')).toEqual(['zeta']);
      // A word that no name holds is looked for in the addresses: at their edges (the domain's start too), else
      // anywhere in them.
      expect(await allKeys('?search=frontdesk')).toEqual(['zeta']);
      expect(await allKeys('?search=smiledesign')).toEqual(['smile']);
      expect(await allKeys('?search=%40smiledesign')).toEqual(['smile']);
      expect(await allKeys('?search=designdorado')).toEqual(['smile']);
      expect(await allKeys('?search=pediatricodel')).toEqual(['pediatrico']);
      // A word a name holds finds the names only ("dental" is in a third of the addresses).
      expect(await allKeys('?search=zeta')).toEqual(['zeta']);
    });

    it('matches names whatever their accents, both ways', async () => {
      const folded = (term: string) => keysOf(byName(ACCOUNTS.filter((a) => searchKeyOf(a.name).includes(term))));
      const clinica = await allKeys('?search=clinica');
      expect(clinica).toEqual(folded('clinica'));
      expect(clinica.length).toBeGreaterThan(0);
      expect(await allKeys('?search=Cl%C3%ADnica')).toEqual(clinica);
      expect(await allKeys('?search=CLINICA')).toEqual(clinica);
      expect(await allKeys('?search=bayamon')).toEqual(folded('bayamon'));
      expect(folded('bayamon')).toEqual(['bayamon', 'generated-11']);
      expect(await allKeys('?search=clinica%20dental%20bayamon')).toEqual(['bayamon']);
      expect(await allKeys('?search=pediatrico')).toEqual(folded('pediatrico'));
      // A name start too short for the words (the order index's range).
      expect(await allKeys('?search=cl')).toEqual(
        keysOf(byName(ACCOUNTS.filter((a) => searchKeyOf(a.name).startsWith('cl')))),
      );
    });

    it('matches phones whatever their punctuation', async () => {
      expect(await allKeys('?search=7875550142')).toEqual(['bayamon']);
      expect(await allKeys('?search=(787)%20555-0142')).toEqual(['bayamon']);
      expect(await allKeys('?search=787-555')).toEqual(['bayamon']);
      expect(await allKeys('?search=555-01')).toEqual(
        keysOf(ACCOUNTS.filter((a) => a.office_phone.includes('555-01'))),
      );
      expect(await allKeys('?search=787.300.4444')).toEqual(['zeta']);
      expect(await allKeys('?search=3004444')).toEqual(['zeta']);
    });

    it('matches phones pasted with the country code: E.164, a leading 1, spaces and parentheses', async () => {
      for (const term of ['+17875550142', '1-787-555-0142', '+1 (787) 555-0142', '1 787 555 0142', '17875550142']) {
        expect(await allKeys(`?search=${encodeURIComponent(term)}`), term).toEqual(['bayamon']);
      }
    });

    it('matches a whole number stored with its country code', async () => {
      const zeta = eq(schema.accounts.id, h.fixtures.accountIds.zeta!);
      await h.database.db.update(schema.accounts).set({ office_phone: '+1 787 300 4444' }).where(zeta);
      try {
        for (const term of ['787 300 4444', '+1 787-300-4444']) {
          expect(await allKeys(`?search=${encodeURIComponent(term)}`), term).toEqual(['zeta']);
        }
      } finally {
        await h.database.db.update(schema.accounts).set({ office_phone: '787.300.4444' }).where(zeta);
      }
    });

    it('matches 1-2 character terms as name prefixes', async () => {
      expect(await allKeys('?search=ze')).toEqual(['zeta']);
      expect(await allKeys('?search=S')).toEqual(keysOf(ACCOUNTS.filter((a) => /^s/i.test(a.name))));
      expect(await allKeys('?search=of')).toEqual(keysOf(ACCOUNTS.filter((a) => a.name.startsWith('Oficina'))));
      // "he" starts hello@smiledesigndorado.com but no name.
      expect(await allKeys('?search=he')).toEqual([]);
    });

    it('matches 1-2 digit terms as phone prefixes too', async () => {
      expect(await allKeys('?search=93')).toEqual(keysOf(ACCOUNTS.filter((a) => a.office_phone.startsWith('(939)'))));
    });

    it('takes % and _ literally', async () => {
      expect(await allKeys('?search=100%25')).toEqual(['percent']);
      expect(await allKeys('?search=les_ki')).toEqual(['percent']);
      expect(await allKeys('?search=%25%25%25')).toEqual([]);
    });

    it('ignores a blank search', async () => {
      expect((await list('?search=%20%20')).count).toBe(ACCOUNTS.length);
    });

    it('counts all matches, not just the page', async () => {
      const body = await list('?search=oficina%20m%C3%A9dica');
      expect(body.count).toBe(40);
      expect(body.results).toHaveLength(20);
    });
  });

  describe('filters', () => {
    const featureFilters: Array<keyof FixtureFlags> = [
      'scheduling_enabled',
      'cancelations_enabled',
      'confirmations_enabled',
      'calendar_sync_enabled',
      'is_waiting_list_enabled',
      'sms_language_detection_enabled',
    ];

    it.each(featureFilters.flatMap((flag) => [true, false].map((value) => [flag, value] as const)))(
      '%s=%s keeps the accounts with that feature flag',
      async (flag, value) => {
        const expected = keysOf(ACCOUNTS.filter((a) => a.features[flag] === value));
        expect(expected.length).toBeGreaterThan(0);
        const body = await list(`?${flag}=${value}`);
        expect(body.count).toBe(expected.length);
        expect(await allKeys(`?${flag}=${value}`)).toEqual(expected);
      },
    );

    it.each([true, false])('is_out_of_sync=%s splits on calendar sync and a sync within 24 hours', async (value) => {
      const expected = keysOf(ACCOUNTS.filter((a) => isOutOfSync(a) === value));
      expect(expected.length).toBeGreaterThan(0);
      expect(await allKeys(`?is_out_of_sync=${value}`)).toEqual(expected);
    });

    it('is_out_of_sync=true includes synced-on accounts that never synced and ones that lag', async () => {
      const keys = await allKeys('?is_out_of_sync=true');
      expect(keys).toContain('smile'); // sync on, never synced
      expect(keys).toContain('pediatrico'); // last sync 72 hours ago
      expect(keys).not.toContain('bayamon'); // synced an hour ago
      expect(keys).not.toContain('zeta'); // sync off
    });

    it('calendar_type takes one value', async () => {
      expect(await allKeys('?calendar_type=5')).toEqual(keysOf(ACCOUNTS.filter((a) => a.calendar_type === 5)));
    });

    it('calendar_type takes a comma-joined list', async () => {
      const expected = keysOf(ACCOUNTS.filter((a) => [1, 3].includes(a.calendar_type)));
      expect(await allKeys('?calendar_type=1,3')).toEqual(expected);
      expect(await allKeys('?calendar_type=3%2C1')).toEqual(expected);
    });

    it('parent_blank=true keeps accounts without a parent account', async () => {
      expect(await allKeys('?parent_blank=true')).toEqual(keysOf(ACCOUNTS.filter((a) => !a.has_parent)));
      expect(await allKeys('?parent_blank=false')).toEqual(keysOf(ACCOUNTS.filter((a) => a.has_parent)));
    });

    it('combines filters and search with AND', async () => {
      const expected = keysOf(
        ACCOUNTS.filter(
          (a) =>
            /oficina/i.test(a.name) &&
            a.features.scheduling_enabled &&
            !a.features.confirmations_enabled &&
            [0, 2, 4].includes(a.calendar_type) &&
            !a.has_parent,
        ),
      );
      const keys = await allKeys(
        '?search=oficina&scheduling_enabled=true&confirmations_enabled=false&calendar_type=0,2,4&parent_blank=true',
      );
      expect(keys).toEqual(expected);
      const withSync = keysOf(
        ACCOUNTS.filter((a) => a.features.calendar_sync_enabled && isOutOfSync(a) && a.features.scheduling_enabled),
      );
      expect(await allKeys('?calendar_sync_enabled=true&is_out_of_sync=true&scheduling_enabled=true')).toEqual(
        withSync,
      );
    });

    it.each([
      ['scheduling_enabled=yes', { scheduling_enabled: ['Must be true or false.'] }],
      ['is_out_of_sync=1', { is_out_of_sync: ['Must be true or false.'] }],
      ['calendar_type=9', { calendar_type: ['Unknown calendar type.'] }],
      ['calendar_type=1,,2', { calendar_type: ['Enter comma-separated calendar type numbers.'] }],
      ['page=0', { page: ['A valid page number is required.'] }],
      ['page=two', { page: ['A valid page number is required.'] }],
    ])('rejects %s with a field error', async (query, errors) => {
      const response = await h.get(`/account_admin?${query}`, access);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    });

    it('rejects an unknown ordering with a field error', async () => {
      const response = await h.get('/account_admin?ordering=email', access);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['ordering']);
    });
  });

  it('requires authentication', async () => {
    const response = await h.get('/account_admin');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });
});

describe.each(databaseKinds)('GET /account_admin past %s COUNT_CAP matches', (kind) => {
  let h: Harness;
  let access: string;
  const added = COUNT_CAP + 30;
  const fillers = walkWindow(1) + 100;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    // More accounts than the count goes to, all named alike and with scheduling on (one statement each: fast).
    await h.database.query(
      `insert into accounts (name, email, office_phone)
         select 'Capped Dental ' || n, 'capped' || n || '@clinic.test', '(787) 600-' || lpad((n % 10000)::text, 4, '0')
         from generate_series(1, ${added}) n`,
    );
    // Accounts that sort before all of them and match nothing: a walk in list order finds no match in its window.
    await h.database.query(
      `insert into accounts (name, email, office_phone)
         select 'Aaa Filler ' || n, 'filler' || n || '@clinic.test', '(939) 600-0000' from generate_series(1, ${fillers}) n`,
    );
    await h.database.query(
      `insert into features (account_id, scheduling_enabled)
         select id, true from accounts where name like 'Capped Dental %'
         on conflict (account_id) do update set scheduling_enabled = true`,
    );
  }, 120_000);
  afterAll(() => h?.close());

  const list = async (query: string) => {
    const response = await h.get(`/account_admin${query}`, access);
    return { status: response.statusCode, body: response.json<ListBody & { count_capped?: boolean }>() };
  };

  it('says a search matches COUNT_CAP and more, and pages it by name', async () => {
    const { status, body } = await list('?search=capped%20dental');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: COUNT_CAP, count_capped: true, previous: null });
    expect(body.next).toBe(`${API}/account_admin?search=capped+dental&page=2`);
    // The first 20 by name, though a walk of the list's first accounts finds none of them (it sorts them instead).
    const expected = await h.database.query<{ id: number }>(
      `select id from accounts where name like 'Capped Dental %' order by search_key(name) collate "C", id limit 20`,
    );
    expect(body.results.map((r) => r.id)).toEqual(expected.map((row) => row.id));
  });

  it('offers pages up to the cap, and refuses the page past it as past the end', async () => {
    const last = await list(`?search=capped%20dental&page=${COUNT_CAP / 20}`);
    expect(last.status).toBe(200);
    expect(last.body.results).toHaveLength(20);
    expect(last.body.next).toBeNull();
    const past = await list(`?search=capped%20dental&page=${COUNT_CAP / 20 + 1}`);
    expect(past).toEqual({ status: 404, body: { detail: 'Invalid page.', code: 'not_found' } });
  });

  it('pages a one-word search past the cap from its words, in either order, up to the cap', async () => {
    for (const [ordering, order] of [
      ['name', 'search_key(name) collate "C", id'],
      ['-name', 'search_key(name) collate "C" desc, id desc'],
    ] as const) {
      for (const page of [1, 2, COUNT_CAP / 20]) {
        const expected = await h.database.query<{ id: number }>(
          `select id from accounts where search_key(name) like '%apped%' order by ${order} offset ${(page - 1) * 20} limit 20`,
        );
        const { body } = await list(`?search=APPED&ordering=${ordering}&page=${page}`);
        expect(body).toMatchObject({ count: COUNT_CAP, count_capped: true });
        expect(body.results.map((r) => r.id)).toEqual(expected.map((row) => row.id));
      }
    }
    expect((await list(`?search=apped&page=${COUNT_CAP / 20 + 1}`)).status).toBe(404);
  });

  it('counts an account once though several of its words hold the term', async () => {
    await h.database.query(
      `insert into accounts (name, email, office_phone) values ('Twice Twicedental Twice', 'twice@x.test', '787')`,
    );
    const { body } = await list('?search=twice');
    expect(body).toMatchObject({ count: 1, results: [{ name: 'Twice Twicedental Twice' }] });
    await h.database.query(`delete from accounts where email = 'twice@x.test'`);
  });

  it('caps a filter without a search the same way', async () => {
    const { body } = await list('?scheduling_enabled=true');
    expect(body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    const past = await list(`?scheduling_enabled=true&page=${COUNT_CAP / 20 + 1}`);
    expect(past.status).toBe(404);
  });

  it('counts a narrower search exactly and says nothing of a cap', async () => {
    // 'capped dental 1' names 1, 10-19, 100-199, 1000-1999 and 10000-10030.
    const { body } = await list('?search=capped%20dental%201');
    expect(body.count).toBe(1 + 10 + 100 + 1000 + (added - 9999));
    expect(body).not.toHaveProperty('count_capped');
  });

  it('answers a page in the back half (read from the end) with the rows an offset from the front finds', async () => {
    for (const [page, ordering, order] of [
      [400, 'name', 'search_key(name) collate "C", id'],
      [300, '-name', 'search_key(name) collate "C" desc, id desc'],
      [503, '-id', 'id desc'],
      [Math.ceil((ACCOUNTS.length + added + fillers) / 20), 'id', 'id'],
    ] as const) {
      const expected = await h.database.query<{ id: number }>(
        `select id from accounts order by ${order} offset ${(page - 1) * 20} limit 20`,
      );
      const { body } = await list(`?ordering=${ordering}&page=${page}`);
      expect(body.results.map((r) => r.id)).toEqual(expected.map((row) => row.id));
    }
  });

  it('counts the whole list exactly, however long', async () => {
    const { body } = await list('');
    expect(body.count).toBe(ACCOUNTS.length + added + fillers);
    expect(body).not.toHaveProperty('count_capped');
  });
});
