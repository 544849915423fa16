import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { billingSetting, businessPhone, businessPhoneRules } from '../../src/shared/billingAndPhones.ts';
import { firstError } from '../../src/shared/validation.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const NUMBER_DIGITS = 'The phone number must have exactly 10 digits.';
const NUMBER_REQUIRED = 'The phone number is required.';
const DIGITS_FORMAT = 'Only digits, *, # and commas (pauses) are allowed.';
const BOOLEAN = 'Must be a valid boolean.';
const PK = 'Incorrect type. Expected pk value.';

describe('business phone rules (shared with the Add business phone dialog)', () => {
  it.each([
    ['7875550142', undefined],
    ['(787) 555-0142', undefined],
    ['787.555.0142', undefined],
    ['+ 787 555 0142', undefined],
    ['', NUMBER_REQUIRED],
    ['   ', NUMBER_REQUIRED],
    ['787555014', NUMBER_DIGITS],
    ['17875550142', NUMBER_DIGITS],
    ['787_555_0142', NUMBER_DIGITS],
    ['787555014a', NUMBER_DIGITS],
  ])('number %j → %s', (value, message) => {
    expect(firstError(businessPhoneRules.number, value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['2#', undefined],
    ['1,,,2*#', undefined],
    ['2 #', DIGITS_FORMAT],
    ['ext 2', DIGITS_FORMAT],
    ['1'.repeat(33), 'Ensure this field has no more than 32 characters.'],
  ])('digits_after_call %j → %s', (value, message) => {
    expect(firstError(businessPhoneRules.digits_after_call, value)).toBe(message);
  });
});

describe.each(databaseKinds)('billing settings and business phones on %s', (kind) => {
  let h: Harness;
  let access: string;
  let staffId: number;
  let accountId: number;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    staffId = h.fixtures.userIds.staff;
    accountId = h.fixtures.accountIds.bayamon!;
  });
  afterAll(() => h?.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload?: unknown, token: string | null = access) =>
    h.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const auditRows = (table: string, recordId: number) =>
    h.database.db
      .select()
      .from(schema.audit_log)
      .where(and(eq(schema.audit_log.table_name, table), eq(schema.audit_log.record_id, String(recordId))))
      .orderBy(schema.audit_log.id);

  describe('PATCH /billing_setting/:id', () => {
    it('updates the flags, answers the setting and audits the change', async () => {
      const id = h.fixtures.billingSettingId;
      const response = await send('PATCH', `/billing_setting/${id}`, {
        id,
        is_delinquent: false,
        ignore_delinquent_check: true,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(billingSetting.strict().parse(body)).toEqual(body);
      expect(body).toEqual({ id, is_delinquent: false, ignore_delinquent_check: true });
      const [stored] = await h.database.db
        .select()
        .from(schema.billing_settings)
        .where(eq(schema.billing_settings.id, id));
      expect(stored).toMatchObject({ account_id: accountId, is_delinquent: false, ignore_delinquent_check: true });
      const audit = await auditRows('billing_settings', id);
      expect(audit.at(-1)).toMatchObject({
        actor_id: staffId,
        action: 'update',
        before: { is_delinquent: true, ignore_delinquent_check: false },
        after: { is_delinquent: false, ignore_delinquent_check: true },
      });
      // The account detail shows the new values.
      const detail = (await h.get(`/account_admin/${accountId}`, access)).json();
      expect(detail.billing_setting).toEqual(body);
    });

    it('takes the flags without the id, one at a time, and audits nothing when nothing changed', async () => {
      const id = h.fixtures.billingSettingId;
      const before = (await auditRows('billing_settings', id)).length;
      const first = await send('PATCH', `/billing_setting/${id}`, { is_delinquent: true });
      expect(first.json()).toEqual({ id, is_delinquent: true, ignore_delinquent_check: true });
      expect(await auditRows('billing_settings', id)).toHaveLength(before + 1);
      const same = await send('PATCH', `/billing_setting/${id}/`, { is_delinquent: true });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toEqual({ id, is_delinquent: true, ignore_delinquent_check: true });
      const empty = await send('PATCH', `/billing_setting/${id}`, {});
      expect(empty.json()).toEqual({ id, is_delinquent: true, ignore_delinquent_check: true });
      expect(await auditRows('billing_settings', id)).toHaveLength(before + 1);
    });

    it('refuses an id in the body that is not the one in the path', async () => {
      const id = h.fixtures.billingSettingId;
      const response = await send('PATCH', `/billing_setting/${id}`, { id: id + 1, is_delinquent: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ id: ['Does not match the id in the address.'] });
    });

    it('reports wrong types and unknown fields per field', async () => {
      const id = h.fixtures.billingSettingId;
      const response = await send('PATCH', `/billing_setting/${id}`, {
        id: 'x',
        is_delinquent: 'yes',
        ignore_delinquent_check: null,
        account: 3,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        id: [PK],
        is_delinquent: [BOOLEAN],
        ignore_delinquent_check: [BOOLEAN],
        account: ['Unknown field.'],
      });
      const [stored] = await h.database.db
        .select()
        .from(schema.billing_settings)
        .where(eq(schema.billing_settings.id, id));
      expect(stored!.is_delinquent).toBe(true);
    });

    it.each(['999999', 'abc', '0'])('answers 404 for the billing setting %s', async (id) => {
      const response = await send('PATCH', `/billing_setting/${id}`, { is_delinquent: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });
  });

  describe('POST /business_phone', () => {
    it('adds the phone with its 10 digits, answers 201 and audits the create', async () => {
      const response = await send('POST', '/business_phone', {
        account: accountId,
        number: '(787) 555-0199',
        digits_after_call: ' 1,,2# ',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(businessPhone.strict().parse(body)).toEqual(body);
      expect(body).toEqual({
        id: expect.any(Number),
        account: accountId,
        number: '7875550199',
        digits_after_call: '1,,2#',
        is_enabled_for_call_rescue: true,
      });
      const audit = await auditRows('business_phones', body.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: staffId,
        action: 'create',
        before: null,
        after: {
          id: body.id,
          account_id: accountId,
          number: '7875550199',
          digits_after_call: '1,,2#',
          is_enabled_for_call_rescue: true,
        },
      });
      const detail = (await h.get(`/account_admin/${accountId}`, access)).json();
      expect(detail.business_phones).toContainEqual(body);
    });

    it.each([
      [undefined, '9395550101'],
      [null, '9395550102'],
      ['', '9395550103'],
    ])('stores a digits_after_call of %j as null', async (digits, number) => {
      const other = h.fixtures.accountIds.smile!;
      const payload = { account: other, number, ...(digits === undefined ? {} : { digits_after_call: digits }) };
      const response = await send('POST', '/business_phone', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ account: other, number, digits_after_call: null });
    });

    it('refuses a number the account already has, however it is written, and stores nothing', async () => {
      const other = h.fixtures.accountIds.smile!;
      expect((await send('POST', '/business_phone', { account: other, number: '787 555 0177' })).statusCode).toBe(201);
      const phones = async () =>
        h.database.db.select().from(schema.business_phones).where(eq(schema.business_phones.account_id, other));
      const before = (await phones()).length;
      const response = await send('POST', '/business_phone', {
        account: other,
        number: '(787) 555-0177',
        digits_after_call: '2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ number: ['This account already has this business phone.'] });
      expect(await phones()).toHaveLength(before);
      // Another account may list the same number.
      expect((await send('POST', '/business_phone', { account: accountId, number: '7875550177' })).statusCode).toBe(
        201,
      );
    });

    it('adds one of two simultaneous adds of the same number', async () => {
      const other = h.fixtures.accountIds.smile!;
      const responses = await Promise.all(
        [1, 2].map(() => send('POST', '/business_phone', { account: other, number: '7875550188' })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    });

    it('reports every missing field', async () => {
      const response = await send('POST', '/business_phone', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ account: ['This field is required.'], number: [NUMBER_REQUIRED] });
    });

    it.each([
      [{ number: '787555014' }, { number: [NUMBER_DIGITS] }],
      [{ number: '787-555-01422' }, { number: [NUMBER_DIGITS] }],
      [{ number: '787_555_0142' }, { number: [NUMBER_DIGITS] }],
      [{ number: '   ' }, { number: [NUMBER_REQUIRED] }],
      [{ number: 7875550142 }, { number: ['Not a valid string.'] }],
      [{ digits_after_call: 'ext. 2' }, { digits_after_call: [DIGITS_FORMAT] }],
      [
        { digits_after_call: '9'.repeat(33) },
        { digits_after_call: ['Ensure this field has no more than 32 characters.'] },
      ],
      [{ account: 'abc' }, { account: [PK] }],
      [{ account: 0 }, { account: [PK] }],
      [{ account: 999999 }, { account: ['Invalid pk "999999" - object does not exist.'] }],
      [{ is_enabled_for_call_rescue: false }, { is_enabled_for_call_rescue: ['Unknown field.'] }],
    ])('refuses %j with %j and stores nothing', async (overrides, errors) => {
      const count = async () => (await h.database.db.select().from(schema.business_phones)).length;
      const before = await count();
      const response = await send('POST', '/business_phone', {
        account: accountId,
        number: '7875550000',
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
      expect(await count()).toBe(before);
    });
  });

  describe('PATCH /business_phone/:id', () => {
    it('turns call rescue off and on, answering the phone and auditing each change', async () => {
      const id = h.fixtures.businessPhoneId;
      const off = await send('PATCH', `/business_phone/${id}`, { is_enabled_for_call_rescue: false });
      expect(off.statusCode).toBe(200);
      const expected = {
        id,
        account: accountId,
        number: '7875550142',
        digits_after_call: '2#',
        is_enabled_for_call_rescue: false,
      };
      expect(off.json()).toEqual(expected);
      const on = await send('PATCH', `/business_phone/${id}`, { is_enabled_for_call_rescue: true });
      expect(on.json()).toEqual({ ...expected, is_enabled_for_call_rescue: true });
      const audit = await auditRows('business_phones', id);
      expect(audit.map(({ actor_id, action, before, after }) => ({ actor_id, action, before, after }))).toEqual([
        {
          actor_id: staffId,
          action: 'update',
          before: { is_enabled_for_call_rescue: true },
          after: { is_enabled_for_call_rescue: false },
        },
        {
          actor_id: staffId,
          action: 'update',
          before: { is_enabled_for_call_rescue: false },
          after: { is_enabled_for_call_rescue: true },
        },
      ]);
    });

    it('reports a wrong type and unknown fields; the read-only ones sent back are ignored', async () => {
      const id = h.fixtures.businessPhoneId;
      const response = await send('PATCH', `/business_phone/${id}`, { is_enabled_for_call_rescue: 'no', color: '1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ is_enabled_for_call_rescue: [BOOLEAN], color: ['Unknown field.'] });
      const before = (await send('PATCH', `/business_phone/${id}`, {})).json();
      const sentBack = await send('PATCH', `/business_phone/${id}`, { ...before, number: '1', account: 0 });
      expect(sentBack.statusCode).toBe(200);
      expect(sentBack.json()).toEqual(before);
    });

    it.each(['999999', 'x1', '-3'])('answers 404 for the phone %s', async (id) => {
      const response = await send('PATCH', `/business_phone/${id}`, { is_enabled_for_call_rescue: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });
  });

  it.each([
    ['PATCH', (): string => `/billing_setting/${h.fixtures.billingSettingId}`, { is_delinquent: false }],
    ['POST', (): string => '/business_phone', { account: 1, number: '7875550000' }],
    ['PATCH', (): string => `/business_phone/${h.fixtures.businessPhoneId}`, { is_enabled_for_call_rescue: false }],
  ] as const)('answers 401 to %s without a token and changes nothing', async (method, url, payload) => {
    const audits = (await h.database.db.select().from(schema.audit_log)).length;
    const response = await send(method, url(), payload, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
    expect((await h.database.db.select().from(schema.audit_log)).length).toBe(audits);
  });
});
