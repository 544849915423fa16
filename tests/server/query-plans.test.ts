/**
 * The plans PostgreSQL's planner picks for each search on a seeded database big enough for it to choose (issue 20):
 * no sequential scan of accounts, each search through the index it was built for. The query-shape tests of
 * database.test.ts prove an index *can* serve a query (sequential scans priced out, on the fixtures); these fail
 * when, with real numbers, the planner stops using it.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountListQuery } from '../../src/shared/accounts.ts';
import { callRescueMonitorQuery } from '../../src/shared/callRescue.ts';
import { COUNT_CAP } from '../../src/shared/constants.ts';
import { explain } from '../../src/server/db/explain.ts';
import { legal_entity_word_sets } from '../../src/server/db/schema.ts';
import { analyze, seedDatabase } from '../../src/server/db/seed.ts';
import { withoutAccents } from '../../src/server/db/seed-names.ts';
import { searchKeyOf } from '../../src/shared/searchKey.ts';
import {
  accountCountQuery,
  accountPageQuery,
  markedPageQuery,
  nameWordCountQuery,
  nameWordPageQuery,
  startsCountQuery,
} from '../../src/server/services/account-list.ts';
import { monitorCountQuery } from '../../src/server/services/call-rescue-tests.ts';
import { entityAccountsQuery, searchCondition } from '../../src/server/services/legal-entities.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

/** Enough accounts that a sequential scan is the planner's choice only where it is right (a tenth of the bench's). */
const ACCOUNTS = 30_000;

describe.each(databaseKinds)('query plans of 30,000 accounts on %s', (kind) => {
  let h: Harness;
  /** A seeded full name of three words or more, its first word, its email and its phone's digits. */
  let sample: { name: string; word: string; email: string; digits: string };

  beforeAll(async () => {
    h = await createHarness(kind);
    await seedDatabase(h.database, { accounts: ACCOUNTS, now: new Date('2026-11-01T12:00:00Z') });
    await analyze(h.database);
    const [row] = await h.database.query<{ name: string; email: string; digits: string }>(
      `select name, email, office_phone_digits as digits from accounts
       where name like '% % %' and office_phone_digits <> '' order by id limit 1 offset 500`,
    );
    sample = { ...row!, word: searchKeyOf(row!.name.split(' ')[0]!) };
  }, 180_000);
  afterAll(() => h?.close());

  const plan = async (query: Parameters<typeof explain>[1]) => (await explain(h.database, query)).join('\n');

  it('answers a word and a full name from the name words, never scanning accounts', async () => {
    // Typed without accents too (issue 40): the same words, folded as search_key keeps them.
    for (const term of [sample.word, sample.name, withoutAccents(sample.name).toLowerCase()]) {
      const counted = await plan(nameWordCountQuery(h.database.db, term, 2 * (COUNT_CAP + 1)));
      expect(counted, term).toMatch(/Index Only Scan using account_name_words_key on account_name_words/);
      expect(counted, term).not.toMatch(/ on accounts/);
      const page = await plan(nameWordPageQuery(h.database.db, term, 'name', 1, { count: 100, capped: false }));
      expect(page, term).toMatch(/using account_name_words_key on account_name_words/);
      expect(page, term).not.toMatch(/Seq Scan on (accounts|account_name_words)/);
    }
  });

  it('reads a name start, an email and a phone from their ranges and trigrams', async () => {
    const start = accountListQuery.parse({ search: sample.word.slice(0, 2) });
    expect(await plan(accountPageQuery(h.database.db, start, 'ordered'))).toMatch(
      /Index Scan using accounts_name_order_idx on accounts/,
    );
    expect(await plan(accountCountQuery(h.database.db, start))).toMatch(
      /Index Only Scan using accounts_name_order_idx on accounts/,
    );
    const email = accountListQuery.parse({ search: sample.email.slice(0, sample.email.indexOf('@') + 3) });
    expect(await plan(accountCountQuery(h.database.db, email))).toMatch(
      /Bitmap Index Scan on accounts_email_prefix_idx/,
    );
    // A domain, and a whole number pasted in E.164 (issue 40).
    const domain = accountListQuery.parse({ search: sample.email.slice(sample.email.indexOf('@') + 1) });
    const domainCount = await plan(accountCountQuery(h.database.db, domain));
    expect(domainCount).toMatch(/Bitmap Index Scan on accounts_email_reversed_idx/);
    expect(domainCount).toMatch(/Bitmap Index Scan on accounts_email_domain_idx/);
    expect(await plan(startsCountQuery(h.database.db, domain)!)).toMatch(
      /Index Only Scan using accounts_email_domain_idx on accounts/,
    );
    const e164 = accountListQuery.parse({ search: `+1${sample.digits}` });
    const e164Count = await plan(accountCountQuery(h.database.db, e164));
    expect(e164Count).toMatch(/Bitmap Index Scan on accounts_phone_digits_prefix_idx/);
    expect(e164Count).not.toMatch(/accounts_phone_digits_trgm_idx/);
    expect(e164Count).not.toMatch(/Seq Scan on accounts/);
    const phone = accountListQuery.parse({ search: sample.digits.slice(3, 8) });
    const phoneCount = await plan(accountCountQuery(h.database.db, phone));
    expect(phoneCount).toMatch(/Bitmap Index Scan on accounts_phone_digits_trgm_idx/);
    expect(phoneCount).not.toMatch(/Seq Scan on accounts/);
    expect(await plan(startsCountQuery(h.database.db, phone)!)).toMatch(
      /Index Only Scan using accounts_phone_digits_prefix_idx on accounts/,
    );
  });

  it('starts a deep page of the whole list from its mark', async () => {
    const deep = await plan(markedPageQuery(h.database.db, 'name', { position: ACCOUNTS - 500, limit: 20 }));
    expect(deep).toMatch(/on account_order_marks/);
    expect(deep).toMatch(/Index Only Scan using accounts_name_order_idx on accounts/);
    expect(deep).not.toMatch(/Seq Scan on accounts/);
  });

  it("intersects the legal entities' word sets, and reads a page's accounts from one index", async () => {
    const search = h.database.db
      .select({ count: count() })
      .from(legal_entity_word_sets)
      .where(searchCondition(sample.name));
    expect(await plan(search)).toMatch(/Bitmap Index Scan on legal_entity_word_sets_words_idx/);
    const ids = await h.database.query<{ id: number }>('select id from legal_entities order by id limit 20');
    expect(
      await plan(
        entityAccountsQuery(
          h.database.db,
          ids.map((row) => row.id),
        ),
      ),
    ).toMatch(/Index Only Scan using accounts_legal_entity_names_idx on accounts/);
  });

  it("finds the monitor's tests of a name through the name words and the tests' account index", async () => {
    const counted = await plan(monitorCountQuery(h.database.db, callRescueMonitorQuery.parse({ search: sample.name })));
    expect(counted).toMatch(/using account_name_words_key on account_name_words/);
    expect(counted).toMatch(/Index Scan using call_rescue_tests_account_idx on call_rescue_tests/);
    expect(counted).not.toMatch(/Seq Scan on (accounts|account_name_words|call_rescue_tests)/);
  });
});
