import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../src/server/db/explain.ts';
import * as schema from '../../src/server/db/schema.ts';
import { MATCHES_FIRST_LIMIT } from '../../src/server/services/account-list.ts';
import { monitorPageIdsQuery, monitorPageStrategy } from '../../src/server/services/call-rescue-tests.ts';
import { callRescueMonitorQuery, testCallErrorText } from '../../src/shared/callRescue.ts';
import { ACCOUNTS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_API_URL as API } from './harness.ts';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const INVALID_ACCESS = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const SCHEDULE_URL = '/call_rescue_test_for_account/create_call_rescue_test';
const REFUSED = {
  scheduled: { detail: 'Account has scheduled test calls already.', code: 'call_rescue_tests_scheduled_for_account' },
  disabled: { detail: 'Account has test calls disabled.', code: 'call_rescue_tests_disabled_for_account' },
  noPhone: { detail: 'Account has no business phones.', code: 'account_has_no_business_phone' },
  noneEnabled: {
    detail: 'None of the account’s business phones is enabled for call rescue.',
    code: 'account_has_no_call_rescue_phone',
  },
  noBot: { detail: 'Account has no bot number to place test calls from.', code: 'account_has_no_bot_number' },
};
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const nameOf = (key: string) => ACCOUNTS.find((account) => account.key === key)!.name;

interface MonitorPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Array<{
    id: number;
    account: { id: number; name: string };
    phone_called: { id: number; number: string };
    phone_calling: { number: string };
    call_status: number;
    updated_at: string;
    retry_count: number;
  }>;
}

describe.each(databaseKinds)('scheduling test calls on %s', (kind) => {
  let h: Harness;
  let access: string;
  let nextBot = 7000;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  const schedule = (payload: unknown, token: string | null = access) =>
    h.app.inject({
      method: 'POST',
      url: SCHEDULE_URL,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...oneAction() },
      payload: payload as object,
    });
  const db = () => h.database.db;
  /** Sets an account up for test calls: the flag, business phones and bot numbers as given. */
  async function prepare(
    key: string,
    setup: { enabled?: boolean; phones?: Array<{ number: string; enabled?: boolean }>; bots?: boolean[] },
  ) {
    const id = h.fixtures.accountIds[key]!;
    await db()
      .update(schema.accounts)
      .set({ call_rescue_tests_enabled: setup.enabled ?? true })
      .where(eq(schema.accounts.id, id));
    const phones = [];
    for (const phone of setup.phones ?? []) {
      const [row] = await db()
        .insert(schema.business_phones)
        .values({ account_id: id, number: phone.number, is_enabled_for_call_rescue: phone.enabled ?? true })
        .returning();
      phones.push(row!);
    }
    const bots = [];
    for (const flagged of setup.bots ?? []) {
      const [row] = await db()
        .insert(schema.bot_numbers)
        .values({ account_id: id, number: `+1787555${++nextBot}`, is_call_rescue_number: flagged })
        .returning();
      bots.push(row!);
    }
    return { id, phones, bots };
  }
  const testsOf = (accountId: number) =>
    db()
      .select()
      .from(schema.call_rescue_tests)
      .where(eq(schema.call_rescue_tests.account_id, accountId))
      .orderBy(asc(schema.call_rescue_tests.id));

  describe('POST /call_rescue_test_for_account/create_call_rescue_test', () => {
    it('schedules one test per business phone enabled for call rescue, from the flagged bot number', async () => {
      const f = h.fixtures;
      // The fixture account has a phone (7875550142) and two bot numbers, +17875550101 flagged.
      const { id, phones } = await prepare('bayamon', {
        phones: [{ number: '7875550177' }, { number: '7875550188', enabled: false }],
      });
      const before = Date.now();
      const response = await schedule({ account_id: id });
      expect(response.statusCode).toBe(201);
      const body = response.json<MonitorPage['results']>();
      const account = { id, name: nameOf('bayamon') };
      expect(body).toEqual([
        {
          id: expect.any(Number),
          account,
          phone_called: { id: f.businessPhoneId, number: '7875550142' },
          phone_calling: { number: '+17875550101' },
          call_status: 0,
          updated_at: expect.stringMatching(ISO),
          retry_count: 0,
        },
        {
          id: expect.any(Number),
          account,
          phone_called: { id: phones[0]!.id, number: '7875550177' },
          phone_calling: { number: '+17875550101' },
          call_status: 0,
          updated_at: body[0]!.updated_at,
          retry_count: 0,
        },
      ]);

      const stored = await testsOf(id);
      expect(stored.map((row) => row.id)).toEqual(body.map((row) => row.id));
      for (const row of stored) {
        // Due at once: the job places the call on its next tick, well within spec 9's minute.
        expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before - 5);
        expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
        expect(row.scheduled_at).toEqual(row.next_attempt_at);
        expect(row.call_sid).toBeNull();
      }

      const audit = await db()
        .select()
        .from(schema.audit_log)
        .where(
          and(
            eq(schema.audit_log.table_name, 'call_rescue_tests'),
            inArray(
              schema.audit_log.record_id,
              stored.map((row) => String(row.id)),
            ),
          ),
        )
        .orderBy(asc(schema.audit_log.id));
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({
        actor_id: f.userIds.staff,
        action: 'create',
        record_id: String(stored[0]!.id),
        before: null,
        after: {
          id: stored[0]!.id,
          account_id: id,
          phone_called_id: f.businessPhoneId,
          phone_calling: '+17875550101',
          call_status: 0,
          retry_count: 0,
          call_sid: null,
        },
      });
      expect(audit[1]).toMatchObject({ actor_id: f.userIds.staff, after: { phone_called_id: phones[0]!.id } });
    });

    it('refuses while the account has unfinished tests, and schedules again once they are over', async () => {
      const id = h.fixtures.accountIds.bayamon!;
      const response = await schedule({ account_id: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED.scheduled);
      expect(await testsOf(id)).toHaveLength(2);

      for (const status of [1, 2]) {
        await db()
          .update(schema.call_rescue_tests)
          .set({ call_status: 3 })
          .where(eq(schema.call_rescue_tests.account_id, id));
        const [first] = await testsOf(id);
        await db()
          .update(schema.call_rescue_tests)
          .set({ call_status: status })
          .where(eq(schema.call_rescue_tests.id, first!.id));
        expect((await schedule({ account_id: id })).json()).toEqual(REFUSED.scheduled);
      }

      await db()
        .update(schema.call_rescue_tests)
        .set({ call_status: 4 })
        .where(eq(schema.call_rescue_tests.account_id, id));
      const again = await schedule({ account_id: id });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toHaveLength(2);
      expect(await testsOf(id)).toHaveLength(4);
    });

    it('schedules only once when the same request comes twice at the same time', async () => {
      const { id } = await prepare('smile', { phones: [{ number: '7876221234' }], bots: [false] });
      const answers = await Promise.all([schedule({ account_id: id }), schedule({ account_id: id })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)!.json()).toEqual(REFUSED.scheduled);
      expect(await testsOf(id)).toHaveLength(1);
    });

    it('calls from the first bot number when none is flagged for call rescue', async () => {
      const { id, bots } = await prepare('zeta', { phones: [{ number: '7873004444' }], bots: [false, false] });
      const response = await schedule({ account_id: id });
      expect(response.statusCode).toBe(201);
      expect(response.json()[0].phone_calling).toEqual({ number: bots[0]!.number });
    });

    it('refuses an account with test calls disabled', async () => {
      const { id } = await prepare('pediatrico', { enabled: false, phones: [{ number: '9395550199' }], bots: [true] });
      const response = await schedule({ account_id: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED.disabled);
      expect(await testsOf(id)).toEqual([]);
    });

    it('refuses an account without business phones, or with none enabled for call rescue, saying which', async () => {
      const none = await prepare('generated-1', { bots: [true] });
      expect((await schedule({ account_id: none.id })).json()).toEqual(REFUSED.noPhone);
      const disabledOnly = await prepare('generated-2', {
        phones: [{ number: '7874100002', enabled: false }],
        bots: [true],
      });
      const response = await schedule({ account_id: disabledOnly.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED.noneEnabled);
      expect(await testsOf(disabledOnly.id)).toEqual([]);
    });

    it('refuses an account without a bot number to call from', async () => {
      const { id } = await prepare('generated-3', { phones: [{ number: '7874100003' }] });
      const response = await schedule({ account_id: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED.noBot);
      expect(await testsOf(id)).toEqual([]);
    });

    it('gives the console the spec 8 text of each refusal code, and the default for anything else', () => {
      for (const refusal of Object.values(REFUSED)) expect(testCallErrorText(refusal.code)).toBe(refusal.detail);
      expect(testCallErrorText('provider_error')).toBe('The test calls could not be scheduled at the moment.');
      expect(testCallErrorText(undefined)).toBe('The test calls could not be scheduled at the moment.');
    });

    it.each([
      [{}, { account_id: ['This field is required.'] }],
      [{ account_id: null }, { account_id: ['This field may not be null.'] }],
      [{ account_id: 'bayamon' }, { account_id: ['Incorrect type. Expected pk value.'] }],
      [{ account_id: 1.5 }, { account_id: ['Incorrect type. Expected pk value.'] }],
      [{ account_id: 0 }, { account_id: ['Incorrect type. Expected pk value.'] }],
      [{ account_id: 987654 }, { account_id: ['Invalid pk "987654" - object does not exist.'] }],
      [{ account_id: 1, phone: '1' }, { phone: ['Unknown field.'] }],
    ])('refuses %j with field errors', async (payload, errors) => {
      const response = await schedule(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    });

    it('answers 401 without a valid token and schedules nothing', async () => {
      const { id } = await prepare('generated-4', { phones: [{ number: '7874100004' }], bots: [true] });
      const anonymous = await schedule({ account_id: id }, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(NOT_AUTHENTICATED);
      const forged = await schedule({ account_id: id }, 'not-a-token');
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual(INVALID_ACCESS);
      expect(await testsOf(id)).toEqual([]);
    });
  });
});

describe.each(databaseKinds)('call rescue monitor on %s', (kind) => {
  let h: Harness;
  let access: string;
  /** Test i: account ACCOUNT_KEYS[i % 3], status i % 5, retry_count i % 4, updated i minutes before `base`. */
  const ACCOUNT_KEYS = ['bayamon', 'smile', 'percent'] as const;
  const TOTAL = 45;
  const BOT_NUMBERS = { bayamon: '+17875550101', smile: '+19395551001', percent: '+19395551002' };
  const base = Date.parse('2026-03-01T12:00:00.000Z');
  let ids: number[];
  let phoneIds: Record<(typeof ACCOUNT_KEYS)[number], number>;

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    const { db } = h.database;
    const phones = await db
      .insert(schema.business_phones)
      .values([
        { account_id: h.fixtures.accountIds.smile!, number: '7876221234' },
        { account_id: h.fixtures.accountIds.percent!, number: '9392010000' },
      ])
      .returning({ id: schema.business_phones.id });
    phoneIds = { bayamon: h.fixtures.businessPhoneId, smile: phones[0]!.id, percent: phones[1]!.id };
    // Bayamón calls from its fixture bot number +17875550101.
    await db.insert(schema.bot_numbers).values([
      { account_id: h.fixtures.accountIds.smile!, number: BOT_NUMBERS.smile, is_call_rescue_number: true },
      { account_id: h.fixtures.accountIds.percent!, number: BOT_NUMBERS.percent },
    ]);
    const rows = await db
      .insert(schema.call_rescue_tests)
      .values(
        Array.from({ length: TOTAL }, (_, i) => {
          const key = ACCOUNT_KEYS[i % 3]!;
          return {
            account_id: h.fixtures.accountIds[key]!,
            phone_called_id: phoneIds[key],
            phone_calling: BOT_NUMBERS[key],
            call_status: i % 5,
            retry_count: i % 4,
            updated_at: new Date(base - i * 60_000),
          };
        }),
      )
      .returning({ id: schema.call_rescue_tests.id });
    ids = rows.map((row) => row.id);
  });
  afterAll(() => h?.close());

  const monitor = async (query = '', token: string | null = access) =>
    h.app.inject({
      method: 'GET',
      url: `/call_rescue_monitor${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const monitorPage = async (query = '') => {
    const response = await monitor(query);
    expect(response.statusCode).toBe(200);
    return response.json<MonitorPage>();
  };
  /** The expected row of test i. */
  const row = (i: number) => {
    const key = ACCOUNT_KEYS[i % 3]!;
    return {
      id: ids[i],
      account: { id: h.fixtures.accountIds[key], name: nameOf(key) },
      phone_called: {
        id: phoneIds[key],
        number: { bayamon: '7875550142', smile: '7876221234', percent: '9392010000' }[key],
      },
      phone_calling: { number: BOT_NUMBERS[key] },
      call_status: i % 5,
      updated_at: new Date(base - i * 60_000).toISOString(),
      retry_count: i % 4,
    };
  };
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);
  const only = (predicate: (i: number) => boolean) => range(0, TOTAL).filter(predicate);

  it('lists 20 tests a page, newest update first, with the spec 3 fields and DRF links', async () => {
    const first = await monitorPage();
    expect(first).toEqual({
      count: TOTAL,
      next: `${API}/call_rescue_monitor?page=2`,
      previous: null,
      results: range(0, 20).map(row),
    });
    const second = await monitorPage('?page=2');
    expect(second.previous).toBe(`${API}/call_rescue_monitor`);
    expect(second.next).toBe(`${API}/call_rescue_monitor?page=3`);
    expect(second.results).toEqual(range(20, 40).map(row));
    const last = await monitorPage('?page=3');
    expect(last.next).toBeNull();
    expect(last.results).toEqual(range(40, 45).map(row));
  });

  it('answers 404 past the last page', async () => {
    const response = await monitor('?page=4');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
  });

  it('filters by a comma list of call statuses, keeping the order', async () => {
    const expected = only((i) => i % 5 !== 1 && i % 5 !== 3);
    const body = await monitorPage('?call_status=4,0,2');
    expect(body.count).toBe(27);
    expect(body.next).toBe(`${API}/call_rescue_monitor?call_status=4%2C0%2C2&page=2`);
    expect(body.results).toEqual(expected.slice(0, 20).map(row));
    expect((await monitorPage('?call_status=0,2,4&page=2')).results).toEqual(expected.slice(20).map(row));
    expect((await monitorPage('?call_status=3')).results).toEqual(only((i) => i % 5 === 3).map(row));
    // No status toggled on: everything.
    expect((await monitorPage('?call_status=')).count).toBe(TOTAL);
  });

  it('searches account names case-insensitively, and the digits of the phones called and calling', async () => {
    const smile = only((i) => i % 3 === 1);
    const byName = await monitorPage('?search=SMILE%20des');
    expect(byName.count).toBe(smile.length);
    expect(byName.results).toEqual(smile.slice(0, 20).map(row));
    // '%' is a literal: only '100% Smiles_Kids' has one.
    expect((await monitorPage('?search=100%25')).results).toEqual(
      only((i) => i % 3 === 2)
        .slice(0, 20)
        .map(row),
    );
    expect((await monitorPage('?search=(787)%20555-0142')).results).toEqual(
      only((i) => i % 3 === 0)
        .slice(0, 20)
        .map(row),
    );
    expect((await monitorPage('?search=555-1001')).results).toEqual(smile.slice(0, 20).map(row));
    // Bayamón's other bot number (+17875550100) called nobody.
    expect((await monitorPage('?search=555-0100')).count).toBe(0);
    // A term of 1-2 letters matches the start of a name (trigrams cannot serve it): not '100% Smiles_Kids'.
    const short = await monitorPage('?search=sM');
    expect(short.count).toBe(smile.length);
    expect(short.results).toEqual(smile.slice(0, 20).map(row));
    const combined = await monitorPage('?search=smile&call_status=0');
    expect(combined.results).toEqual(only((i) => i % 3 !== 0 && i % 5 === 0).map(row));
    expect(await monitorPage('?search=no-such-practice')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it.each([
    ['?call_status=abc', { call_status: ['Enter comma-separated call status numbers.'] }],
    ['?call_status=1,,2', { call_status: ['Enter comma-separated call status numbers.'] }],
    ['?call_status=5', { call_status: ['Unknown call status.'] }],
    ['?page=0', { page: ['A valid page number is required.'] }],
  ])('refuses %s with a field error', async (query, errors) => {
    const response = await monitor(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('answers 401 without a token', async () => {
    const response = await monitor('', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('reads each status branch in updated_at order from the status index, never sorting the whole table', async () => {
    const query = callRescueMonitorQuery.parse({ page: '2', call_status: '0,2', search: 'smile' });
    const plan = (await explain(h.database, monitorPageIdsQuery(query, 'merged'), { disableSeqScan: true })).join('\n');
    expect(plan.match(/call_rescue_tests_status_updated_idx/g)).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan on call_rescue_tests/);
    // Each test's account is looked up as it is read: a broad term never collects every matching account first.
    expect(plan).toMatch(/Index Scan using accounts_pkey/);
    expect(plan).not.toMatch(/accounts_name_trgm_idx/);
  });

  it('sorts the matches of a rare search on their own, and walks the status index for common ones', () => {
    expect(monitorPageStrategy(2000)).toBe('matches-first');
    expect(monitorPageStrategy(2001)).toBe('merged');
  });

  it('pages a search with more matches than one pass reads, newest first, counting them all', async () => {
    // Older than every test above: the page keeps smile's 15 tests first.
    const older = await h.database.db
      .insert(schema.call_rescue_tests)
      .values(
        Array.from({ length: MATCHES_FIRST_LIMIT }, (_, i) => ({
          account_id: h.fixtures.accountIds.smile!,
          phone_called_id: phoneIds.smile,
          phone_calling: BOT_NUMBERS.smile,
          call_status: 2,
          retry_count: 0,
          updated_at: new Date(base - (TOTAL + 1 + i) * 60_000),
        })),
      )
      .returning({ id: schema.call_rescue_tests.id });
    try {
      const smile = only((i) => i % 3 === 1);
      const first = await monitorPage('?search=smile%20des');
      expect(first.count).toBe(smile.length + MATCHES_FIRST_LIMIT);
      expect(first.results.map((test) => test.id)).toEqual([
        ...smile.map((i) => ids[i]),
        ...older.slice(0, 20 - smile.length).map((test) => test.id),
      ]);
      const second = await monitorPage('?search=smile%20des&page=2');
      expect(second.results.map((test) => test.id)).toEqual(
        older.slice(20 - smile.length, 40 - smile.length).map((test) => test.id),
      );
    } finally {
      await h.database.db.delete(schema.call_rescue_tests).where(
        inArray(
          schema.call_rescue_tests.id,
          older.map((test) => test.id),
        ),
      );
    }
  });
});
