import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordVersion } from '../../src/shared/editVersion.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const CONFLICT = { detail: 'Someone else saved this record after you opened it.', code: 'edit_conflict' };

describe.each(databaseKinds)('edit versions on %s', (kind) => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  const patch = (url: string, payload: object, ifMatch?: string) =>
    h.app.inject({
      method: 'PATCH',
      url,
      headers: { authorization: `Bearer ${access}`, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it("refuses a save over another person's newer version with 412, the current record and its version", async () => {
    const url = `/account_admin/${h.fixtures.accountIds.bayamon}`;
    const opened = await h.get(url, access);
    const version = opened.headers.etag as string;
    expect(version).toMatch(/^".+"$/);

    // Someone else saves first (with the version they opened: the same one).
    const first = await patch(url, { office_phone: '(787) 555-0101' }, version);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);

    const late = await patch(url, { name: 'Bayamón Dental Care' }, version);
    expect(late.statusCode).toBe(412);
    expect(late.json()).toMatchObject({ ...CONFLICT, current: { office_phone: '(787) 555-0101' } });
    expect(late.json().current.name).toBe(opened.json().name);
    // What the refusal hands over is what a read answers now, version and all: overwriting with it goes through.
    const now = await h.get(url, access);
    expect(late.headers.etag).toBe(now.headers.etag);
    expect(late.json().current).toEqual(now.json());
    const overwrite = await patch(url, { name: 'Bayamón Dental Care' }, late.headers.etag as string);
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json().name).toBe('Bayamón Dental Care');
  });

  it("gives a write's answer the version a read gives, so a second save from the same form is not refused", async () => {
    const url = `/account_admin/${h.fixtures.accountIds.bayamon}`;
    const version = (await h.get(url, access)).headers.etag as string;
    const saved = await patch(url, { office_phone: '(787) 555-0102' }, version);
    expect(saved.headers.etag).toBe((await h.get(url, access)).headers.etag);
    expect((await patch(url, { office_phone: '(787) 555-0103' }, saved.headers.etag as string)).statusCode).toBe(200);
  });

  it('versions the reads a write can follow, not lists, whose versions no save would send', async () => {
    const record = await h.get(`/legal_entities/${h.fixtures.legalEntityId}`, access);
    expect(record.headers.etag).toBe(recordVersion(record.json()));
    const list = await h.get('/legal_entities?page=1', access);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.length).toBeGreaterThan(0);
    expect(list.headers.etag).toBeUndefined();
  });

  const LEGAL_ENTITY_FIELDS = [
    'name',
    'legal_name',
    'ein',
    'email',
    'phone_number',
    'website',
    'street',
    'city',
  ].concat(['zip_code', 'state', 'country', 'company_type', 'vertical_type']);
  const pick = (record: Record<string, unknown>, names: string[]) =>
    Object.fromEntries(names.map((name) => [name, record[name]]));

  it.each([
    [
      'a legal entity',
      (h: Harness) => `/legal_entities/${h.fixtures.legalEntityId}`,
      (read: Record<string, unknown>) => ({ ...pick(read, LEGAL_ENTITY_FIELDS), website: 'https://bayamon.example' }),
    ],
    [
      'a campaign detail',
      (h: Harness) => `/campaign_management/campaign_details/${h.fixtures.campaignDetailId}`,
      () => ({ tcr_description: 'Appointment reminders for {{NAME}} patients.' }),
    ],
  ])('versions %s the same way: saved twice from one form, refused over a newer one', async (_, urlOf, changeOf) => {
    const url = urlOf(h);
    const read = await h.get(url, access);
    expect(read.statusCode).toBe(200);
    const change = changeOf(read.json());
    const saved = await patch(url, change, read.headers.etag as string);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe((await h.get(url, access)).headers.etag);
    expect((await patch(url, change, saved.headers.etag as string)).statusCode).toBe(200);
    expect((await patch(url, change, read.headers.etag as string)).statusCode).toBe(412);
  });

  it("checks a save of a record read inside its account (billing setting, user) against the account's copy", async () => {
    const account = `/account_admin/${h.fixtures.accountIds.bayamon}`;
    const opened = (await h.get(account, access)).json();
    const billingUrl = `/billing_setting/${h.fixtures.billingSettingId}`;
    const billingVersion = recordVersion(opened.billing_setting);
    const saved = await patch(billingUrl, { is_delinquent: !opened.billing_setting.is_delinquent }, billingVersion);
    expect(saved.statusCode).toBe(200);
    // Its answer's version is the one the account now shows for it.
    expect(saved.headers.etag).toBe(recordVersion((await h.get(account, access)).json().billing_setting));
    const late = await patch(billingUrl, { ignore_delinquent_check: true }, billingVersion);
    expect(late.statusCode).toBe(412);
    expect(late.json()).toEqual({ ...CONFLICT, current: saved.json() });
    expect((await patch(billingUrl, { ignore_delinquent_check: true }, late.headers.etag as string)).statusCode).toBe(
      200,
    );

    const user = opened.user_set[0];
    const userUrl = `/users/${user.id}`;
    const renamed = await patch(userUrl, { last_name: 'Rivera' }, recordVersion(user));
    expect(renamed.statusCode).toBe(200);
    const stale = await patch(userUrl, { first_name: 'Ana' }, recordVersion(user));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toEqual(renamed.json());
    // Nobody learns a record by guessing at versions: the caller is known before the version is looked at.
    const anonymous = await h.app.inject({
      method: 'PATCH',
      url: userUrl,
      headers: { 'if-match': '"stale"' },
      payload: { first_name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes If-Match as RFC 9110 says: * matches the current record, a list matches by any tag, a weak tag never', async () => {
    const url = `/account_admin/${h.fixtures.accountIds.bayamon}`;
    expect((await patch(url, { office_phone: '(787) 555-0105' }, '*')).statusCode).toBe(200);
    const current = (await h.get(url, access)).headers.etag as string;
    expect((await patch(url, { office_phone: '(787) 555-0106' }, `"stale", ${current}`)).statusCode).toBe(200);
    const now = (await h.get(url, access)).headers.etag as string;
    const weak = await patch(url, { office_phone: '(787) 555-0107' }, `W/${now}`);
    expect(weak.statusCode).toBe(412);
    expect(weak.json()).toMatchObject(CONFLICT);
    expect((await patch(url, { office_phone: '(787) 555-0107' }, '"stale", "older"')).statusCode).toBe(412);
  });

  it('answers a read sent with the version the client holds (If-None-Match) with 304 and no record', async () => {
    const url = `/account_admin/${h.fixtures.accountIds.bayamon}`;
    const read = await h.get(url, access);
    const version = read.headers.etag as string;
    const ask = (ifNoneMatch: string) =>
      h.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${access}`, 'if-none-match': ifNoneMatch },
      });
    for (const held of [version, `W/${version}`, `"older", ${version}`, '*']) {
      const unchanged = await ask(held);
      expect(unchanged.statusCode, held).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(version);
    }
    const changed = await ask('"older"');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(read.json());
  });

  it('leaves a write without If-Match, or one refused for what it says, to the route', async () => {
    const url = `/account_admin/${h.fixtures.accountIds.bayamon}`;
    expect((await patch(url, { office_phone: '(787) 555-0104' })).statusCode).toBe(200);
    const unauthenticated = await h.app.inject({
      method: 'PATCH',
      url,
      headers: { 'if-match': '"stale"' },
      payload: { name: 'x' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('lets the console read the version and send If-Match across origins', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: `/account_admin/${h.fixtures.accountIds.bayamon}`,
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('if-match');
    const read = await h.app.inject({
      method: 'GET',
      url: `/account_admin/${h.fixtures.accountIds.bayamon}`,
      headers: { authorization: `Bearer ${access}`, origin: 'http://localhost:4321' },
    });
    expect(String(read.headers['access-control-expose-headers'])).toContain('ETag');
  });
});
