import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountListQuery } from '../../src/shared/accounts.ts';
import { callRescueMonitorQuery } from '../../src/shared/callRescue.ts';
import { monitorCountQuery } from '../../src/server/services/call-rescue-tests.ts';
import { COUNT_CAP } from '../../src/shared/constants.ts';
import { FEATURE_FLAG_KEYS } from '../../src/shared/featureFlags.ts';
import { explain } from '../../src/server/db/explain.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { countAccounts, resetDatabase, seedDatabase } from '../../src/server/db/seed.ts';
import { brandIdentityStatusCode } from '../../src/server/providers/tcr/interface.ts';
import { createTcrSandbox, settledFeedbackOf, settledStatusOf } from '../../src/server/providers/tcr/sandbox.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { createTcrBrandService } from '../../src/server/services/tcr-brands.ts';
import { ensureDemoUsers, DEMO_USERS } from '../../src/server/db/demo.ts';
import { legal_entities, legal_entity_word_sets, users } from '../../src/server/db/schema.ts';
import { entityAccountsQuery, searchCondition as legalEntitySearch } from '../../src/server/services/legal-entities.ts';
import {
  accountCountQuery,
  accountPageQuery,
  markedPageQuery,
  nameWordCountQuery,
  nameWordTotal,
  startsCountQuery,
  nameWordPageQuery,
  byNameStart,
  pageStrategy,
  unfilteredPageQuery,
  type Total,
} from '../../src/server/services/account-list.ts';
import { USERS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

describe.each(databaseKinds)('database on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('has pg_trgm and treats a second migration run as a no-op', async () => {
    const before = await h.database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await migrateDatabase(h.database);
    const after = await h.database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(after).toEqual(before);
    expect(await h.database.query("select extname from pg_extension where extname = 'pg_trgm'")).toHaveLength(1);
  });

  it('has a features column for each flag of the list, and no other (the migrations follow the list)', async () => {
    const columns = await h.database.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'features'",
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(['account_id', ...FEATURE_FLAG_KEYS].sort());
  });

  describe('the search can use its indexes', () => {
    // The page query as the service runs it for few matches (the ordered strategy needs no search index).
    const plan = async (search: string) => {
      const query = accountListQuery.parse({ search });
      const [page, count] = await Promise.all([
        explain(h.database, accountPageQuery(h.database.db, query, 'matches-first'), { disableSeqScan: true }),
        explain(h.database, accountCountQuery(h.database.db, query), { disableSeqScan: true }),
      ]);
      return `${page.join('\n')}\n${count.join('\n')}`;
    };

    it('serves a one-word term from the name words alone, count and page, sorted or merged', async () => {
      const explained = async (query: Parameters<typeof explain>[1]) =>
        (await explain(h.database, query, { disableSeqScan: true })).join('\n');
      for (const capped of [false, true]) {
        const page = await explained(
          nameWordPageQuery(h.database.db, 'dental', 'name', 1, { count: COUNT_CAP, capped }),
        );
        // The page's ids come from the words' entries; the accounts are read for those 20 ids by key only.
        expect(page).toMatch(/on name_words/);
        expect(page).toMatch(/Index Only Scan using account_name_words_key on account_name_words/);
        expect(page).toMatch(/Index Cond: \(id = ANY/);
        expect(page).not.toMatch(/Seq Scan on accounts|accounts_name_trgm_idx/);
      }
      const count = await explained(nameWordCountQuery(h.database.db, 'dental', 2 * (COUNT_CAP + 1)));
      expect(count).toMatch(/Index Only Scan using account_name_words_key on account_name_words/);
      expect(count).not.toMatch(/ on accounts/);
      // The entries are read only when no word alone holds more accounts than the cap.
      expect(count).toMatch(/One-Time Filter: \(?(\$\d+|\(InitPlan \d+\)\.col1) <= 10000\)/);
    });

    it('caps a term one of whose words alone holds more accounts than the cap, reading no entry', async () => {
      const entries = async (term: string) => (await nameWordCountQuery(h.database.db, term, 2 * (COUNT_CAP + 1)))[0]!;
      const clinica = await h.database.query<{ id: number }>(`select id from name_words where word = 'clinica'`);
      expect(clinica).toHaveLength(1);
      const before = await entries('clínica');
      expect(before.widest).toBeGreaterThan(0);
      expect(before.read).toBeGreaterThan(0);
      // As if a million accounts were called "Clínica …" (its word folded, as search_key keeps it): the count stops at
      // the word's own count.
      await h.database.query(`update name_words set accounts = accounts + $1 where word = 'clinica'`, [COUNT_CAP]);
      try {
        expect(await entries('línic')).toMatchObject({ read: 0 });
        expect(await nameWordTotal(h.database.db, 'línic')).toMatchObject({ count: COUNT_CAP, capped: true });
        // A phrase is counted from its entries, whatever its words hold.
        expect((await entries('clínica dental')).read).toBeGreaterThan(0);
      } finally {
        await h.database.query(`update name_words set accounts = accounts - $1 where word = 'clinica'`, [COUNT_CAP]);
      }
    });

    it('serves a phrase from the name words of its rarest piece, checking the names the entries keep', async () => {
      const explained = async (query: Parameters<typeof explain>[1]) =>
        (await explain(h.database, query, { disableSeqScan: true })).join('\n');
      const count = await explained(nameWordCountQuery(h.database.db, 'clínica dental', 2 * (COUNT_CAP + 1)));
      expect(count).toMatch(/Index Only Scan using account_name_words_key on account_name_words/);
      expect(count).toMatch(/Filter: \(name_key ~~ '%clinica dental%'::text\)/);
      expect(count).not.toMatch(/ on accounts/);
      // Other filters take the general way, with the same entries as the name condition.
      const text = await plan('clínica dental');
      expect(text).toMatch(/Index Only Scan using account_name_words_key on account_name_words/);
      expect(text).not.toMatch(/Seq Scan on accounts|accounts_name_trgm_idx/);
    });

    it("serves an email term from the ranges of the addresses' starts, ends and domains, then from their trigrams", async () => {
      for (const term of ['info@clinica', 'gmail.com']) {
        const text = await plan(term);
        expect(text).toContain('Bitmap Index Scan on accounts_email_prefix_idx');
        expect(text).toContain('Bitmap Index Scan on accounts_email_reversed_idx');
        // A domain's start is an edge too; an address with an @ inside starts no domain.
        if (term === 'gmail.com') expect(text).toContain('Bitmap Index Scan on accounts_email_domain_idx');
        else expect(text).not.toContain('accounts_email_domain_idx');
        expect(text).not.toMatch(/Seq Scan on accounts|accounts_email_trgm_idx/);
      }
      const edges = (
        await explain(
          h.database,
          accountCountQuery(h.database.db, { page: 1, search: 'gmail', in_addresses: 'edges' } as never),
          { disableSeqScan: true },
        )
      ).join('\n');
      expect(edges).toContain('Bitmap Index Scan on accounts_email_domain_idx');
      expect(edges).not.toMatch(/accounts_email_trgm_idx/);
      const anywhere = (
        await explain(
          h.database,
          accountCountQuery(h.database.db, { page: 1, search: 'desk@zeta', in_addresses: 'anywhere' } as never),
          {
            disableSeqScan: true,
          },
        )
      ).join('\n');
      expect(anywhere).toContain('Bitmap Index Scan on accounts_email_trgm_idx');
    });

    it('serves phone-like terms from the digits trigram index too', async () => {
      const text = await plan('787-555');
      expect(text).toContain('Bitmap Index Scan on accounts_phone_digits_trgm_idx');
      expect(text).not.toMatch(/Seq Scan on accounts/);
    });

    it('caps a phone or domain search that starts more numbers or domains than the cap from a prefix index alone', async () => {
      const query = accountListQuery.parse({ search: '939-4' });
      const plan = (await explain(h.database, startsCountQuery(h.database.db, query)!, { disableSeqScan: true })).join(
        '\n',
      );
      expect(plan).toMatch(/Index Only Scan using accounts_phone_digits_prefix_idx on accounts/);
      // A domain's start too: a domain, and a word of an address looked for at the addresses' edges.
      const gmail = accountListQuery.parse({ search: 'gmail' });
      for (const query of [
        accountListQuery.parse({ search: 'gmail.com' }),
        { ...gmail, in_addresses: 'edges' as const },
      ]) {
        expect(
          (await explain(h.database, startsCountQuery(h.database.db, query)!, { disableSeqScan: true })).join('\n'),
        ).toMatch(/Index Only Scan using accounts_email_domain_idx on accounts/);
      }
      // Only a phone or address search with nothing else has it.
      expect(startsCountQuery(h.database.db, accountListQuery.parse({ search: 'dental' }))).toBeUndefined();
      expect(startsCountQuery(h.database.db, accountListQuery.parse({ search: 'info@gmail' }))).toBeUndefined();
      expect(
        startsCountQuery(h.database.db, accountListQuery.parse({ search: '939-4', parent_blank: 'true' })),
      ).toBeUndefined();
      // On a database of its own: 10,001 more accounts would change the plans the other tests look at.
      const own = await createHarness(kind);
      try {
        await own.database.query(
          `insert into accounts (name, email, office_phone)
             select 'Tope ' || i, 'tope' || i || '@topes.test', '939' || lpad(i::text, 7, '4') from generate_series(1, $1) as i`,
          [COUNT_CAP + 1],
        );
        const { access } = await own.signIn();
        // A phone's digits, a domain, and a word that no name holds at the start of the addresses' domain.
        for (const search of ['939-4', 'topes.test', 'topes']) {
          const capped = await own.get(`/account_admin?page=1&search=${search}`, access);
          expect(capped.json(), search).toMatchObject({ count: COUNT_CAP, count_capped: true });
          expect(capped.json().results, search).toHaveLength(20);
        }
      } finally {
        await own.close();
      }
    }, 60_000);

    it('serves 1-2 character terms as a range of the name order index', async () => {
      const query = accountListQuery.parse({ search: 'cl' });
      const text = (
        await explain(h.database, accountPageQuery(h.database.db, query, 'ordered'), { disableSeqScan: true })
      ).join('\n');
      expect(text).toMatch(
        /Index Scan using accounts_name_order_idx on accounts[\s\S]*Index Cond: \(\(\(name_key\)::text >= 'cl'::text\) AND \(\(name_key\)::text < 'cm'::text\)\)/,
      );
      expect(text).not.toMatch(/Sort|Seq Scan on accounts/);
    });

    it('reads a deep unfiltered page in name order from its mark along the order index alone', async () => {
      const query = markedPageQuery(h.database.db, 'name', { position: 40_000, limit: 20 });
      const text = (await explain(h.database, query, { disableSeqScan: true })).join('\n');
      expect(text).toMatch(/on account_order_marks/);
      expect(text).toMatch(/Index Only Scan using accounts_name_order_idx on accounts[\s\S]*Index Cond: \(ROW\(/);
      expect(text).not.toMatch(/Seq Scan on accounts/);
    });

    it('reads a deep unfiltered page by id from the primary key alone, from either end', async () => {
      for (const fromEnd of [false, true]) {
        const query = unfilteredPageQuery(h.database.db, 'id', fromEnd, { offset: 40_000, limit: 20 });
        const text = (await explain(h.database, query, { disableSeqScan: true })).join('\n');
        expect(text).toContain(`Index Only Scan ${fromEnd ? 'Backward ' : ''}using accounts_pkey on accounts`);
        // The only sort is of the page's 20 rows, at the top; the ids come in order from the index.
        expect(text).not.toMatch(/->\s+Sort|Seq Scan on accounts/);
      }
    });

    it("serves the monitor's 1-2 letter terms as a range of the name order index", async () => {
      const query = callRescueMonitorQuery.parse({ search: 'cl' });
      const text = (await explain(h.database, monitorCountQuery(h.database.db, query), { disableSeqScan: true })).join(
        '\n',
      );
      expect(text).toMatch(/Index Only Scan using accounts_name_order_idx[\s\S]*Index Cond: .*name_key.*'cl'/);
    });

    it("serves the legal entity search's account terms from their words and names' starts, never the accounts", async () => {
      const query = h.database.db
        .select({ count: count() })
        .from(legal_entity_word_sets)
        .where(legalEntitySearch('dental, cl'));
      const text = (await explain(h.database, query, { disableSeqScan: true })).join('\n');
      // A prefix is a range of the C-collated index, read without the table.
      expect(text).toMatch(
        /Index Only Scan using legal_entity_account_names_prefix_idx[\s\S]*Index Cond: \(\(name >= 'cl'::text\) AND \(name < 'cm'::text\)\)/,
      );
      // A substring is looked up among the distinct words, then the entities whose word sets meet them.
      expect(text).toMatch(/on name_words/);
      expect(text).toMatch(/ on legal_entity_word_sets/);
      expect(text.match(/ on legal_entity_account_names/g)).toHaveLength(1);
      expect(text).not.toMatch(/ on accounts/);
    });

    it("reads a page of legal entities' accounts, each entity's by name, from one index alone", async () => {
      const ids = (await h.database.db.select({ id: legal_entities.id }).from(legal_entities)).map((row) => row.id);
      const text = (await explain(h.database, entityAccountsQuery(h.database.db, ids), { disableSeqScan: true })).join(
        '\n',
      );
      expect(text).toMatch(/Index Only Scan using accounts_legal_entity_names_idx on accounts/);
      expect(text).not.toMatch(/Sort/);
    });

    it("keeps the words of account names per legal entity, and each entity's word set, through every kind of write", async () => {
      const kept = async () => ({ words: await legalEntityWords.kept(), sets: await legalEntityWordSets.kept() });
      const expected = async () => ({
        words: await legalEntityWords.expected(),
        sets: await legalEntityWordSets.expected(),
      });
      const newEntity = async (name: string) =>
        (
          await h.database.query<{ id: number }>(
            `insert into legal_entities (name, legal_name, ein, email, phone_number, street, city, zip_code,
                                         company_type, vertical_type)
               values ($1, $1, '12-3456789', 'le@x.test', '7875550000', 'Calle 1', 'San Juan', '00901', 0, 0)
             returning id`,
            [name],
          )
        )[0]!;
      const entity = await newEntity('Words Test');
      const other = await newEntity('Words Other');
      await h.database.query(
        `insert into accounts (name, email, office_phone, legal_entity_id)
           values ('Sonrisa  Feliz Sonrisa', 'w1@x.test', '787', $1), ('Sonrisa Norte', 'w2@x.test', '787', $1),
                  ('Feliz Sur', 'w3@x.test', '787', null)`,
        [entity.id],
      );
      expect(await kept()).toEqual(await expected());
      await h.database.query(`update accounts set name = 'Sonrisa Oeste' where email = 'w2@x.test'`);
      await h.database.query(`update accounts set legal_entity_id = $1 where email = 'w3@x.test'`, [other.id]);
      await h.database.query(`update accounts set last_sync_time = now() where email like 'w_@x.test'`);
      expect(await kept()).toEqual(await expected());
      await h.database.query(`update legal_entities set name = 'Palabras Nuevas' where id = $1`, [entity.id]);
      await h.database.query(`update legal_entities set city = 'Ponce' where id = $1`, [other.id]);
      expect(await kept()).toEqual(await expected());
      expect((await legalEntityWordSets.kept()).find((set) => set.legal_entity_id === entity.id)?.words).toEqual([
        'feliz',
        'nuevas',
        'oeste',
        'palabras',
        'sonrisa',
      ]);
      await h.database.query(`delete from accounts where email = 'w1@x.test'`);
      await h.database.query(`delete from legal_entities where id = $1`, [other.id]);
      expect(await kept()).toEqual(await expected());
      await h.database.query(`delete from accounts where email like 'w_@x.test'`);
      await h.database.query(`delete from legal_entities where id = $1`, [entity.id]);
      expect(await kept()).toEqual(await expected());
    });
  });

  /** What legal_entity_words must hold, computed from the accounts themselves, and what it holds. */
  const legalEntityWords = {
    expected: () =>
      h.database.query<{ word: string; legal_entity_id: number; accounts: number }>(
        `select w.word, a.legal_entity_id, count(distinct a.id)::int as accounts
           from accounts a, regexp_split_to_table(search_key(a.name), '\\s+') w(word)
          where a.legal_entity_id is not null and w.word <> ''
          group by 1, 2 order by 1, 2`,
      ),
    kept: () =>
      h.database.query<{ word: string; legal_entity_id: number; accounts: number }>(
        `select d.word, e.legal_entity_id, e.accounts from legal_entity_words e join name_words d on d.id = e.word_id
          order by 1, 2`,
      ),
  };

  /** What legal_entity_word_sets must hold (the words of each entity's name and its accounts'), and what it holds. */
  const legalEntityWordSets = {
    expected: () =>
      h.database.query<{ legal_entity_id: number; name_key: string; words: string[] }>(
        `select e.id as legal_entity_id, e.name_key,
                array(select w.word from (select e.name union all select a.name from accounts a where a.legal_entity_id = e.id) n,
                        regexp_split_to_table(search_key(n.name), '\\s+') w(word)
                       where w.word <> '' group by w.word order by w.word collate "C") as words
           from legal_entities e order by 1`,
      ),
    kept: () =>
      h.database.query<{ legal_entity_id: number; name_key: string; words: string[] }>(
        `select s.legal_entity_id, s.name_key,
                array(select d.word from name_words d where d.id = any (s.word_ids) order by d.word collate "C") as words
           from legal_entity_word_sets s order by 1`,
      ),
  };

  /** What account_name_words must hold, computed from the accounts themselves, and what it holds. */
  const nameWords = {
    expected: () =>
      h.database.query<{ word: string; name_key: string; account_id: number }>(
        `select distinct w.word, search_key(a.name) as name_key, a.id as account_id
           from accounts a, regexp_split_to_table(search_key(a.name), '\\s+') w(word)
          where w.word <> '' order by 1, 2, 3`,
      ),
    kept: () =>
      h.database.query<{ word: string; name_key: string; account_id: number }>(
        `select d.word, e.name_key, e.account_id from account_name_words e join name_words d on d.id = e.word_id
          order by 1, 2, 3`,
      ),
    /** Words whose count of accounts is not the number of their entries (none when it is kept right). */
    miscounted: () =>
      h.database.query<{ word: string; accounts: number; entries: number }>(
        `select d.word, d.accounts, (select count(*)::int from account_name_words e where e.word_id = d.id) as entries
           from name_words d
          where d.accounts <> (select count(*) from account_name_words e where e.word_id = d.id)`,
      ),
  };

  /** How account_order_marks differs from the accounts it marks (none of it when it is kept right). */
  const orderMarkFaults = async () => {
    const marks = await h.database.query<{ name_key: string; account_id: number; accounts: number; actual: number }>(
      `select m.name_key, m.account_id, m.accounts,
              (select count(*)::int from accounts a
                where (a.name_key collate "C", a.id) >= (m.name_key collate "C", m.account_id)
                  and (n.name_key is null or (a.name_key collate "C", a.id) < (n.name_key collate "C", n.account_id))) as actual
         from account_order_marks m
         left join lateral (select name_key, account_id from account_order_marks x
                             where (x.name_key collate "C", x.account_id) > (m.name_key collate "C", m.account_id)
                             order by x.name_key collate "C", x.account_id limit 1) n on true
        order by m.name_key collate "C", m.account_id`,
    );
    return [
      ...(marks[0]?.name_key === '' && marks[0].account_id === 0 ? [] : ['no first mark']),
      ...marks.filter((m) => m.accounts !== m.actual).map((m) => `${m.name_key}/${m.account_id}: ${m.accounts}`),
      ...marks.filter((m) => m.accounts > 2000).map((m) => `${m.name_key}/${m.account_id} holds ${m.accounts}`),
    ];
  };

  it('keeps the marks along the list order through every kind of write, cutting a crowded one', async () => {
    expect(await orderMarkFaults()).toEqual([]);
    await h.database.query(
      `insert into accounts (name, email, office_phone)
         select 'Marked ' || n, 'm' || n || '@x.test', '787' from generate_series(1, 2500) n`,
    );
    const [marked] = await h.database.query<{ n: number }>('select count(*)::int as n from account_order_marks');
    expect(marked!.n).toBeGreaterThan(2);
    expect(await orderMarkFaults()).toEqual([]);
    await h.database.query(`update accounts set name = 'Aaa ' || name where email like 'm1%@x.test'`);
    await h.database.query(`update accounts set last_sync_time = now() where email like 'm2%@x.test'`);
    expect(await orderMarkFaults()).toEqual([]);
    await h.database.query(`delete from accounts where email like 'm%@x.test'`);
    expect(await orderMarkFaults()).toEqual([]);
  }, 60_000);

  it('keeps every account under each word of its name, and how many accounts each word has, through every write', async () => {
    const { expected, kept, miscounted } = nameWords;
    const sonrisa = async () =>
      (await h.database.query<{ accounts: number }>(`select accounts from name_words where word = 'sonrisa'`))[0]
        ?.accounts ?? 0;
    expect(await kept()).toEqual(await expected());
    const before = await sonrisa();
    await h.database.query(
      `insert into accounts (name, email, office_phone)
         values ('Sonrisa  Feliz Sonrisa', 'n1@x.test', '787'), ('Sonrisa Norte', 'n2@x.test', '787')`,
    );
    expect(await kept()).toEqual(await expected());
    // An account whose name says a word twice counts once.
    expect(await sonrisa()).toBe(before + 2);
    await h.database.query(`update accounts set name = 'Sonrisa Oeste' where email = 'n2@x.test'`);
    await h.database.query(`update accounts set last_sync_time = now() where email like 'n_@x.test'`);
    expect(await kept()).toEqual(await expected());
    expect(await miscounted()).toEqual([]);
    await h.database.query(`delete from accounts where email like 'n_@x.test'`);
    expect(await kept()).toEqual(await expected());
    expect(await miscounted()).toEqual([]);
    expect(await sonrisa()).toBe(before);
  });

  it.skipIf(kind !== 'postgres')(
    'runs without JIT, and prepares each statement with parameters once per connection',
    async () => {
      const { db } = h.database;
      // One transaction holds one connection, whose prepared statements pg_prepared_statements lists.
      const seen = await db.transaction(async (tx) => {
        const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
        for (const id of [1, 2, 3]) await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        await tx.execute(sql`select 'no parameters' as text`);
        return {
          jit: await rows<{ jit: string }>(sql`show jit`),
          prepared: await rows<{ name: string; statement: string }>(
            sql`select name, statement from pg_prepared_statements`,
          ),
        };
      });
      expect(seen.jit).toEqual([{ jit: 'off' }]);
      const mine = seen.prepared.filter((row) => row.statement.includes('from "users" where "users"."id" = $1'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.name).toMatch(/^q[\w-]{20}$/);
      expect(seen.prepared.some((row) => row.statement.includes('no parameters'))).toBe(false);
    },
  );

  it('sorts the matches of rare terms and walks the name index for common ones, by the size of the table', () => {
    const total = (count: number) => ({ count, capped: false });
    // Page 1 of 100,000 accounts (or fewer): up to 2,000 matches are sorted.
    expect(pageStrategy(total(0), 1, 250)).toBe('matches-first');
    expect(pageStrategy(total(2000), 1, 100_000)).toBe('matches-first');
    expect(pageStrategy(total(2001), 1, 100_000)).toBe('ordered');
    expect(pageStrategy(total(2001), 1, 0)).toBe('ordered');
    // A million accounts: walking the index for 5,000 matches would read about 4,000 entries a page.
    expect(pageStrategy(total(5000), 1, 1_000_000)).toBe('matches-first');
    expect(pageStrategy(total(7000), 1, 1_000_000)).toBe('ordered');
    // A deeper page costs the walk more, not the sort.
    expect(pageStrategy(total(7000), 3, 1_000_000)).toBe('matches-first');
    expect(pageStrategy({ count: COUNT_CAP, capped: true }, 1, 1_000_000)).toBe('ordered');
  });

  it('reads a name start in name order from its range, however many match', () => {
    const byStart = (params: Record<string, string>) => byNameStart(accountListQuery.parse(params));
    expect(byStart({ search: 'gu' })).toBe(true);
    expect(byStart({ search: 'G', ordering: '-name' })).toBe(true);
    // By id, with a filter, or for a word, an email or a phone, the range is not the page: the strategy decides.
    expect(byStart({ search: 'gu', ordering: 'id' })).toBe(false);
    expect(byStart({ search: 'gu', parent_blank: 'true' })).toBe(false);
    expect(byStart({ search: 'gua' })).toBe(false);
    expect(byStart({ search: 'g@' })).toBe(false);
    expect(byStart({ search: '78' })).toBe(false);
  });

  it('keeps the exact number of accounts in table_rows through inserts, deletes and truncates', async () => {
    const kept = async () =>
      (await h.database.query<{ rows: number }>(`select rows::int from table_rows where table_name = 'accounts'`))[0]
        ?.rows;
    const counted = async () =>
      (await h.database.query<{ n: number }>('select count(*)::int as n from accounts'))[0]!.n;
    expect(await kept()).toBe(await counted());
    await h.database.query(
      `insert into accounts (name, email, office_phone) select 'Counted ' || n, 'c' || n || '@x.test', '787' from generate_series(1, 5) n`,
    );
    await h.database.query(`delete from accounts where name in ('Counted 1', 'Counted 2')`);
    expect(await kept()).toBe(await counted());
    // Emptied alone, the list counts the table until the row comes back, from the table's own count, at its next
    // change.
    await h.database.query('truncate table_rows');
    const [total] = await accountCountQuery(h.database.db, accountListQuery.parse({}));
    expect(total).toEqual({ count: await counted(), capped: false });
    await h.database.query(`delete from accounts where name = 'Counted 3'`);
    expect(await kept()).toBe(await counted());
    await h.database.query(`delete from accounts where name like 'Counted %'`);
    expect(await kept()).toBe(await counted());
  });

  describe('seed', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const snapshot = () =>
      h.database.query<Record<string, unknown>>(
        `select a.id, a.name, a.email, a.office_phone, a.calendar_type, a.last_sync_time, a.parent_account_id,
                i.name as industry, f.scheduling_enabled, f.calendar_sync_enabled
         from accounts a left join industries i on i.id = a.company_industry_id join features f on f.account_id = a.id
         order by a.id`,
      );

    it('is deterministic, keeps staff across --reset and creates realistic rows', async () => {
      await resetDatabase(h.database);
      expect(await countAccounts(h.database)).toBe(0);
      const staff = await h.database.query<{ username: string }>('select username from users order by id');
      expect(staff.map((u) => u.username)).toEqual([
        USERS.staff.username,
        USERS.reseller.username,
        USERS.inactive.username,
      ]);

      const summary = await seedDatabase(h.database, { accounts: 300, now });
      expect(summary.accounts).toBe(300);
      const first = await snapshot();
      await resetDatabase(h.database);
      await seedDatabase(h.database, { accounts: 300, now });
      expect(await snapshot()).toEqual(first);

      expect(first).toHaveLength(300);
      for (const row of first) {
        expect(row.office_phone).toMatch(/^\((787|939)\) \d{3}-\d{4}$/);
        expect(row.email).toMatch(/^[a-z0-9.]+@[a-z0-9]+\.com$/);
        expect(row.name).toEqual(expect.any(String));
      }
      const share = (predicate: (row: Record<string, unknown>) => boolean) =>
        first.filter(predicate).length / first.length;
      expect(share((r) => r.industry === null)).toBeGreaterThan(0.02);
      expect(share((r) => r.last_sync_time === null)).toBeGreaterThan(0.1);
      expect(share((r) => r.parent_account_id !== null)).toBeGreaterThan(0.05);
      expect(share((r) => r.industry === 'Dental')).toBeGreaterThan(0.3);
      expect(new Set(first.map((r) => r.calendar_type)).size).toBeGreaterThanOrEqual(6);
      // Calendar sync mostly follows an integrated calendar (types other than 0).
      expect(share((r) => r.calendar_sync_enabled === true && r.calendar_type === 0)).toBeLessThan(0.1);

      const [related] = await h.database.query<Record<string, number>>(
        `select (select count(*)::int from bot_numbers) as bots, (select count(*)::int from billing_settings) as billing,
                (select count(*)::int from legal_entities) as legal, (select count(*)::int from brands) as brands,
                (select count(*)::int from campaign_details) as details, (select count(*)::int from call_rescue_tests) as tests,
                (select count(*)::int from business_phones) as phones`,
      );
      expect(related!.billing).toBe(300);
      expect(related!.bots).toBeGreaterThan(250);
      for (const key of ['legal', 'brands', 'details', 'tests', 'phones']) expect(related![key]).toBeGreaterThan(0);
      // Brands are stored where the TCR sandbox says their vetting ended, so the console offers a revet only where
      // the sandbox accepts one; some are UNVERIFIED and not set for revet, to revet in the demo.
      const seededBrands = await h.database.query<{ brand_id: string; status: number; revet: boolean }>(
        'select brand_id, brand_identity_status as status, set_for_revet as revet from brands',
      );
      for (const brand of seededBrands) {
        expect(brand.status, brand.brand_id).toBe(brandIdentityStatusCode(settledStatusOf(brand.brand_id)));
      }
      expect(seededBrands.filter((b) => b.status === 2 && !b.revet).length).toBeGreaterThan(0);
      // Vetting that found no non-profit status was of a brand registered as one.
      const nonProfitFeedback = await h.database.query<{ brand_id: string; company_type: number }>(
        'select b.brand_id, e.company_type from brands b join legal_entities e on e.id = b.legal_entity_id',
      );
      const flagged = nonProfitFeedback.filter((row) => settledFeedbackOf(row.brand_id).includes('NONPROFIT'));
      expect(flagged.length).toBeGreaterThan(0);
      for (const row of flagged) expect(row.company_type, row.brand_id).toBe(4);
      // Each brand's registration is on record as its legal entity holds it: a revet shows no change until a fix.
      const tcrBrands = createTcrBrandService(h.database.db, createTcrSandbox({ failures: new SandboxFailures() }));
      const brandRows = await h.database.query<{ id: number }>('select id from brands order by id');
      for (const { id } of brandRows) {
        expect(await tcrBrands.resubmission(id)).toMatchObject({ last_submitted_at: expect.any(String), changes: [] });
      }
      // Bot numbers place the test calls: each must be a number the messaging provider accepts as a caller.
      const invalidBots = await h.database.query(
        `select number from bot_numbers where number !~ '^\\+1[2-9]\\d{2}[2-9]\\d{6}$'`,
      );
      expect(invalidBots).toEqual([]);
    });

    it('writes the name words of a bulk load once at its end, and keeps them by trigger after it', async () => {
      await resetDatabase(h.database);
      // The load drops indexes and foreign keys and adds them back: every one is there after it, checked.
      const structure = () =>
        h.database.query(
          `select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition,
             convalidated as checked from pg_constraint where connamespace = 'public'::regnamespace
           union all select tablename, indexname, indexdef, true from pg_indexes where schemaname = 'public'
           order by 1, 2, 3`,
        );
      const before = await structure();
      await seedDatabase(h.database, { accounts: 5000, now });
      expect(await structure()).toEqual(before);
      // Every account has its registration row (drizzle/0023's trigger), in a bulk load too.
      const [registrations] = await h.database.query<{ missing: number }>(
        'select count(*)::int as missing from accounts a where not exists (select 1 from account_registrations r where r.account_id = a.id)',
      );
      expect(registrations!.missing).toBe(0);
      const kept = await nameWords.kept();
      expect(kept.length).toBeGreaterThan(15_000);
      expect(kept).toEqual(await nameWords.expected());
      expect(await nameWords.miscounted()).toEqual([]);
      await h.database.query(
        `insert into accounts (name, email, office_phone) values ('Bulk After', 'b@x.test', '787')`,
      );
      expect(await nameWords.kept()).toEqual(await nameWords.expected());
      expect(await nameWords.miscounted()).toEqual([]);
      await h.database.query(`delete from accounts where email = 'b@x.test'`);
      // A page merged from each word's first entries is the page sorted from all of them.
      for (const term of ['den', 'ric', 'clínica dental']) {
        for (const ordering of ['name', '-name'] as const) {
          for (const page of [1, 3]) {
            const ids = async (total: Total) =>
              (await nameWordPageQuery(h.database.db, term, ordering, page, total)).map((row) => row.id);
            const sorted = await ids({ count: COUNT_CAP, capped: false });
            expect(sorted.length, `${term} ${ordering} page ${page}`).toBeGreaterThan(0);
            expect(await ids({ count: COUNT_CAP, capped: false, words: 0 })).toEqual(sorted);
          }
        }
      }
      // The legal entities' word sets too, and the search intersects them in their GIN index.
      expect(await legalEntityWordSets.kept()).toEqual(await legalEntityWordSets.expected());
      const search = h.database.db
        .select({ count: count() })
        .from(legal_entity_word_sets)
        .where(legalEntitySearch('dental sur'));
      expect((await explain(h.database, search, { disableSeqScan: true })).join('\n')).toMatch(
        /Bitmap Index Scan on legal_entity_word_sets_words_idx.*\n\s+Index Cond: \(\(word_ids && .*\) AND \(word_ids && /,
      );
    }, 120_000);

    it('appends on a second run and keeps ids going', async () => {
      const before = await countAccounts(h.database);
      await seedDatabase(h.database, { accounts: 25, now });
      expect(await countAccounts(h.database)).toBe(before + 25);
      const [row] = await h.database.query<{ max: number }>('select max(id)::int as max from accounts');
      expect(row!.max).toBe(before + 25);
    });
  });

  it(kind === 'pglite' ? 'creates the demo users once' : 'refuses to create demo users', async () => {
    if (kind === 'pglite') {
      expect(await ensureDemoUsers(h.database)).toEqual(DEMO_USERS.map((u) => u.username));
      expect(await ensureDemoUsers(h.database)).toEqual([]);
      // Each belongs to an account it may see (Update user requires one): the reseller's is one it owns.
      const belongs = await h.database.query<{ username: string; account_id: number | null; owner: boolean }>(
        `select u.username, u.account_id, a.reseller_id = u.id as owner
           from users u left join accounts a on a.id = u.account_id
          where u.username in ('demo', 'reseller') order by u.username`,
      );
      expect(belongs.map((row) => [row.username, row.account_id !== null])).toEqual([
        ['demo', true],
        ['reseller', true],
      ]);
      expect(belongs.find((row) => row.username === 'reseller')?.owner).toBe(true);
    } else {
      await expect(ensureDemoUsers(h.database)).rejects.toThrow('Demo users are only created on the embedded database');
    }
  });
});
