/**
 * Resellers see and change only their own customers (issue 39): for a reseller every account-scoped read, search,
 * picker, count and write is kept to the accounts it owns (accounts.reseller_id), and another's account answers as
 * a missing one would: the same 404, the same "object does not exist", never a hint that it is there. Staff see
 * and change every account, and set or clear an account's reseller.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { drfTexts } from '../../src/shared/drfTexts.ts';
import { ACCOUNTS, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, oneAction, type Harness } from './harness.ts';

const NOT_FOUND = { detail: drfTexts.notFound, code: 'not_found' };

describe.each(databaseKinds)('a reseller kept to its own accounts, on %s', (kind) => {
  let h: Harness;
  let reseller: string;
  let staff: string;
  /** The accounts the reseller owns: one with a parent account and everything around it, two without. */
  let owned: number[];
  /** An account the reseller does not own. */
  let other: number;

  const as = (access: string) => ({ authorization: `Bearer ${access}` });
  const send = (access: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { ...as(access), ...oneAction() }, ...(payload && { payload }) });

  const setOwner = (ids: number[], reseller: number | null) =>
    h.database.db.update(schema.accounts).set({ reseller_id: reseller }).where(inArray(schema.accounts.id, ids));

  beforeAll(async () => {
    h = await createHarness(kind);
    const ids = h.fixtures.accountIds;
    owned = [ids.bayamon!, ids.pediatrico!, ids.zeta!];
    other = ids.smile!;
    reseller = (await h.signIn(USERS.reseller.username)).access;
    staff = (await h.signIn()).access;
  });
  beforeEach(async () => {
    await h.database.db.update(schema.accounts).set({ reseller_id: null });
    await setOwner(owned, h.fixtures.userIds.reseller);
  });
  afterAll(() => h?.close());

  it('lists, counts and searches only its own accounts; staff list every one', async () => {
    const mine = await send(reseller, 'GET', '/account_admin?basic_info=true');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().count).toBe(3);
    expect(
      mine
        .json()
        .results.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([...owned].sort());

    // The same search and filter, each with its own total: staff's count is not the reseller's.
    const everyone = await send(staff, 'GET', '/account_admin?search=smile');
    expect(everyone.json().count).toBeGreaterThan(0);
    const searched = await send(reseller, 'GET', '/account_admin?search=smile');
    expect(searched.json()).toMatchObject({ count: 0, results: [] });
    const byName = await send(reseller, 'GET', '/account_admin?search=pedi&ordering=-id');
    expect(byName.json().results.map((row: { id: number }) => row.id)).toEqual([h.fixtures.accountIds.pediatrico]);
    const parentless = await send(reseller, 'GET', '/account_admin?parent_blank=true&ordering=id');
    expect(parentless.json().results.map((row: { id: number }) => row.id)).toEqual(
      [h.fixtures.accountIds.pediatrico!, h.fixtures.accountIds.zeta!].sort((a, b) => a - b),
    );

    const all = await send(staff, 'GET', '/account_admin?basic_info=true');
    expect(all.json().count).toBe(ACCOUNTS.length);
  });

  it("answers another's account as a missing one, for every call that names it", async () => {
    const missing = 999_999;
    const calls: Array<[method: 'GET' | 'POST' | 'PATCH', path: (id: number) => string, body?: object]> = [
      ['GET', (id) => `/account_admin/${id}`],
      ['PATCH', (id) => `/account_admin/${id}`, { name: 'Renamed' }],
      ['POST', (id) => `/account_admin/${id}/provision_bot_number`, {}],
      ['GET', (id) => `/registration/accounts/${id}`],
      ['POST', (id) => `/registration/accounts/${id}/check`, {}],
      ['GET', (id) => `/twilio_admin/${id}/subaccount_status`],
      ['POST', (id) => `/twilio_admin/${id}/create_subaccount`, {}],
      ['GET', (id) => `/account/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const theirs = await send(reseller, method, path(other), body);
      const nothing = await send(reseller, method, path(missing), body);
      expect({ call: `${method} ${path(0)}`, status: theirs.statusCode }).toEqual({
        call: `${method} ${path(0)}`,
        status: 404,
      });
      expect(theirs.json()).toEqual(nothing.json());
    }
    const [account] = await h.database.db
      .select({ name: schema.accounts.name })
      .from(schema.accounts)
      .where(eq(schema.accounts.id, other));
    expect(account!.name).not.toBe('Renamed');

    // Its own answer, and staff reach the other one.
    expect((await send(reseller, 'GET', `/account_admin/${owned[0]}`)).statusCode).toBe(200);
    expect((await send(staff, 'GET', `/account_admin/${other}`)).statusCode).toBe(200);
  });

  it("spends no Idempotency-Key on another's account", async () => {
    const key = oneAction();
    const theirs = await h.app.inject({
      method: 'POST',
      url: `/account_admin/${other}/provision_bot_number`,
      headers: { ...as(reseller), ...key },
      payload: {},
    });
    expect(theirs.statusCode).toBe(404);
    const rows = await h.database.db
      .select()
      .from(schema.idempotent_requests)
      .where(eq(schema.idempotent_requests.key, key['idempotency-key']));
    expect(rows).toEqual([]);
  });

  it("refuses another's account named in a body as one that does not exist", async () => {
    const phone = await send(reseller, 'POST', '/business_phone', { account: other, number: '7875550177' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ account: [drfTexts.doesNotExist(other)] });

    const test = await send(reseller, 'POST', '/call_rescue_test_for_account/create_call_rescue_test', {
      account_id: other,
    });
    expect(test.statusCode).toBe(400);
    expect(test.json()).toEqual({ account_id: [drfTexts.doesNotExist(other)] });

    const user = await send(reseller, 'POST', '/users', {
      username: 'newperson',
      first_name: 'New',
      last_name: 'Person',
      email: 'new@example.com',
      account: other,
      password: 'a long passphrase 2026',
      confirm_password: 'a long passphrase 2026',
    });
    expect(user.statusCode).toBe(400);
    expect(user.json()).toMatchObject({ account: [drfTexts.doesNotExist(other)] });

    // The same on its own account goes through.
    const own = await send(reseller, 'POST', '/business_phone', { account: owned[0], number: '7875550177' });
    expect(own.statusCode).toBe(201);
  });

  it("changes another's business phone or user only as missing ones", async () => {
    const otherPhone = await h.database.db
      .insert(schema.business_phones)
      .values({ account_id: other, number: '7875550188' })
      .returning({ id: schema.business_phones.id });
    const phone = await send(reseller, 'PATCH', `/business_phone/${otherPhone[0]!.id}`, {
      is_enabled_for_call_rescue: true,
    });
    expect(phone.statusCode).toBe(404);
    expect(phone.json()).toEqual(NOT_FOUND);

    // Nora belongs to an owned account: the reseller reaches her until the account is no longer its.
    const nora = h.fixtures.userIds.nonStaff;
    const rename = { first_name: 'Nora' };
    expect((await send(reseller, 'PATCH', `/users/${nora}`, rename)).statusCode).toBe(200);
    await setOwner([h.fixtures.accountIds.bayamon!], null);
    const gone = await send(reseller, 'PATCH', `/users/${nora}`, rename);
    const nobody = await send(reseller, 'PATCH', '/users/999999', rename);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(nobody.json());
    // Another staff member is not found either; itself it reaches.
    expect((await send(reseller, 'PATCH', `/users/${h.fixtures.userIds.staff}`, rename)).statusCode).toBe(404);
    expect(
      (await send(reseller, 'PATCH', `/users/${h.fixtures.userIds.reseller}`, { first_name: 'Rita' })).statusCode,
    ).toBe(200);
  });

  it("moves a user into another's account as into one that does not exist", async () => {
    const moved = await send(reseller, 'PATCH', `/users/${h.fixtures.userIds.nonStaff}`, { account: other });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ account: [drfTexts.doesNotExist(other)] });
  });

  it('sees the test calls of its own accounts only', async () => {
    const [phone] = await h.database.db
      .insert(schema.business_phones)
      .values({ account_id: other, number: '7875550199' })
      .returning({ id: schema.business_phones.id });
    await h.database.db.insert(schema.call_rescue_tests).values([
      { account_id: other, phone_called_id: phone!.id, phone_calling: '+17875550101' },
      { account_id: owned[0]!, phone_called_id: h.fixtures.businessPhoneId, phone_calling: '+17875550101' },
    ]);
    const mine = await send(reseller, 'GET', '/call_rescue_monitor');
    expect(mine.json().count).toBe(1);
    expect(mine.json().results[0].account).toMatchObject({ id: owned[0] });
    const searched = await send(reseller, 'GET', '/call_rescue_monitor?search=787555');
    expect(searched.json().count).toBe(1);
    expect((await send(staff, 'GET', '/call_rescue_monitor')).json().count).toBe(2);
  });

  it('picks among the parent accounts of its own accounts only', async () => {
    const [elsewhere] = await h.database.db
      .insert(schema.parent_accounts)
      .values({ name: 'Grupo Ajeno' })
      .returning({ id: schema.parent_accounts.id });
    await h.database.db
      .update(schema.accounts)
      .set({ parent_account_id: elsewhere!.id })
      .where(eq(schema.accounts.id, other));
    const picker = await send(reseller, 'GET', '/parent_account_admin?search=grupo');
    expect(picker.json()).toEqual([{ id: h.fixtures.parentAccountId, name: 'Grupo Dental Caribe' }]);
    const all = await send(staff, 'GET', '/parent_account_admin?search=grupo');
    expect(all.json().map((row: { name: string }) => row.name)).toEqual(['Grupo Ajeno', 'Grupo Dental Caribe']);

    // Nor can it put an account under another's parent account.
    const moved = await send(reseller, 'PATCH', `/account_admin/${owned[1]}`, { parent_account: elsewhere!.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ parent_account: [drfTexts.doesNotExist(elsewhere!.id)] });
  });

  it('owns the accounts it creates, without TCR references, under its parent accounts', async () => {
    const form = {
      name: 'Dental Vega Alta',
      email: 'citas@dentalvegaalta.com',
      office_phone: '(787) 555-0123',
      lang: 'es_ES',
      timezone: 'America/Puerto_Rico',
      company_industry: h.fixtures.industryIds.Dental,
      calendar_name: 'OPEN_DENTAL',
      parent_account: h.fixtures.parentAccountId,
      bot_number_area_code: '787',
      town: 'Vega Alta',
      notes: 'Opens Saturdays.',
    };
    const withTcr = await send(reseller, 'POST', '/account_admin', {
      ...form,
      legal_entity: h.fixtures.legalEntityId,
      campaign_detail: h.fixtures.campaignDetailId,
    });
    expect(withTcr.statusCode).toBe(400);
    expect(Object.keys(withTcr.json()).sort()).toEqual(['campaign_detail', 'legal_entity']);

    const created = await send(reseller, 'POST', '/account_admin', form);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      reseller: { id: h.fixtures.userIds.reseller, name: 'Rita Reseller' },
      legal_entity: null,
      campaign_detail: null,
    });
    const listed = await send(reseller, 'GET', '/account_admin?search=vega%20alta');
    expect(listed.json().results.map((row: { id: number }) => row.id)).toEqual([created.json().id]);

    // Staff's wizard still requires them, and makes an account of the provider's own.
    const staffForm = await send(staff, 'POST', '/account_admin', { ...form, name: 'Dental Manatí' });
    expect(staffForm.statusCode).toBe(400);
    expect(staffForm.json()).toMatchObject({ legal_entity: expect.any(Array), campaign_detail: expect.any(Array) });
  });

  it('cannot change the TCR references or the owner; staff set and clear the owner', async () => {
    const tcr = await send(reseller, 'PATCH', `/account_admin/${owned[1]}`, { legal_entity: h.fixtures.legalEntityId });
    expect(tcr.statusCode).toBe(400);
    const owner = await send(reseller, 'PATCH', `/account_admin/${owned[1]}`, { reseller: null });
    expect(owner.statusCode).toBe(400);

    const given = await send(staff, 'PATCH', `/account_admin/${other}`, { reseller: h.fixtures.userIds.reseller });
    expect(given.statusCode).toBe(200);
    expect(given.json().reseller).toEqual({ id: h.fixtures.userIds.reseller, name: 'Rita Reseller' });
    expect((await send(reseller, 'GET', `/account_admin/${other}`)).statusCode).toBe(200);

    const notAReseller = await send(staff, 'PATCH', `/account_admin/${other}`, { reseller: h.fixtures.userIds.staff });
    expect(notAReseller.statusCode).toBe(400);
    expect(notAReseller.json()).toEqual({ reseller: [drfTexts.doesNotExist(h.fixtures.userIds.staff)] });

    const cleared = await send(staff, 'PATCH', `/account_admin/${other}`, { reseller: null });
    expect(cleared.json().reseller).toBeNull();
    expect((await send(reseller, 'GET', `/account_admin/${other}`)).statusCode).toBe(404);
  });

  it('offers staff the active resellers to pick, by name', async () => {
    const picker = await send(staff, 'GET', '/reseller_admin?search=rit');
    expect(picker.statusCode).toBe(200);
    expect(picker.json()).toEqual([{ id: h.fixtures.userIds.reseller, name: 'Rita Reseller' }]);
    expect((await send(staff, 'GET', '/reseller_admin?search=alice')).json()).toEqual([]);
  });

  it('finds a reseller by name whatever the accents, typed or stored', async () => {
    const renamed = { id: h.fixtures.userIds.reseller, name: 'Rita Ibáñez' };
    await h.database.query(`update users set last_name = 'Ibáñez' where id = $1`, [renamed.id]);
    try {
      expect((await send(staff, 'GET', '/reseller_admin?search=ibanez')).json()).toEqual([renamed]);
      expect((await send(staff, 'GET', '/reseller_admin?search=RITA%20IBÁÑ')).json()).toEqual([renamed]);
    } finally {
      await h.database.query(`update users set last_name = 'Reseller' where id = $1`, [renamed.id]);
    }
  });
});
