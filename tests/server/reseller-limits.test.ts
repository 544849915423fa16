/**
 * What resellers may not do, whatever account they name (issue 39): the TCR area, the registration board, the TCR
 * dashboard, billing changes and the Salesforce search are the provider's staff's (403 before anything of the call
 * is looked at, and before an Idempotency-Key is spent); and a person who changes their own account or account
 * flags confirms it with their current password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '../../src/shared/contracts/auth.ts';
import { authEventsContract } from '../../src/shared/contracts/authEvents.ts';
import { callRescueContract } from '../../src/shared/contracts/callRescue.ts';
import { twilioAdminContract } from '../../src/shared/contracts/twilioAdmin.ts';
import { usersContract } from '../../src/shared/contracts/users.ts';
import { accountsContract } from '../../src/shared/contracts/accounts.ts';
import { analyticsContract } from '../../src/shared/contracts/analytics.ts';
import { billingAndPhonesContract } from '../../src/shared/contracts/billingAndPhones.ts';
import { campaignManagementContract } from '../../src/shared/contracts/campaignManagement.ts';
import { splitKey, type Contract, type EndpointKey } from '../../src/shared/contracts/endpoint.ts';
import { legalEntitiesContract } from '../../src/shared/contracts/legalEntities.ts';
import { lookupsContract } from '../../src/shared/contracts/lookups.ts';
import { registrationContract } from '../../src/shared/contracts/registration.ts';
import { PASSWORD, USERS } from './fixtures.ts';
import { createHarness, databaseKinds, oneAction, type Harness } from './harness.ts';

const STAFF_ONLY = { detail: "This is for the provider's staff: resellers cannot use it.", code: 'permission_denied' };
/** Every contract of the API. */
const contracts: Contract[] = [
  accountsContract,
  analyticsContract,
  authContract,
  authEventsContract,
  billingAndPhonesContract,
  callRescueContract,
  campaignManagementContract,
  legalEntitiesContract,
  lookupsContract,
  registrationContract,
  twilioAdminContract,
  usersContract,
];
const staffOnly = contracts.flatMap((contract) =>
  (Object.keys(contract) as EndpointKey[])
    .filter((key) => contract[key]!.staffOnly)
    .map((key) => ({ key, ...splitKey(key) })),
);

describe.each(databaseKinds)('what only staff may do, on %s', (kind) => {
  let h: Harness;
  let reseller: string;
  let staff: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    reseller = (await h.signIn(USERS.reseller.username)).access;
    staff = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  const send = (method: string, path: string, access: string) =>
    h.app.inject({
      method: method as 'GET',
      url: path.replace(/:\w+/g, String(Object.values(h.fixtures.accountIds)[0])),
      headers: { authorization: `Bearer ${access}`, ...oneAction() },
      ...(method === 'GET' ? {} : { payload: {} }),
    });

  it('declares the TCR area, the board, the dashboard, billing changes and the Salesforce search staff-only', () => {
    const keys = staffOnly.map(({ key }) => key);
    for (const key of [
      'GET /legal_entities',
      'POST /campaign_management/scaling',
      'GET /campaign_management/phones',
      'GET /registration',
      'GET /third_party/metabase/dashboard_token',
      'PATCH /billing_setting/:id',
      'GET /account_admin/search',
    ]) {
      expect(keys).toContain(key);
    }
    expect(staffOnly).toHaveLength(25);
  });

  it.each(staffOnly)('refuses $key to a reseller, and lets staff through the gate', async ({ method, path }) => {
    const refused = await send(method, path, reseller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(STAFF_ONLY);
    const passed = await send(method, path, staff);
    expect(passed.json()).not.toEqual(STAFF_ONLY);
  });

  it('spends no Idempotency-Key on a refused paid call', async () => {
    const key = oneAction();
    const url = '/campaign_management/tcr_campaigns/create_tcr_campaign';
    const headers = (access: string) => ({ authorization: `Bearer ${access}`, ...key });
    expect((await h.app.inject({ method: 'POST', url, headers: headers(reseller), payload: {} })).statusCode).toBe(403);
    const [row] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from idempotent_requests where key = $1',
      [key['idempotency-key']],
    );
    expect(row!.n).toBe(0);
  });

  it('asks for the current password when a person changes their own account or account flags', async () => {
    const id = h.fixtures.userIds.reseller;
    const patch = (payload: object) =>
      h.app.inject({ method: 'PATCH', url: `/users/${id}`, headers: { authorization: `Bearer ${reseller}` }, payload });
    const other = Object.values(h.fixtures.accountIds)[1]!;
    // One of its own accounts (reseller-ownership.test.ts): another's would not be found.
    await h.database.query('update accounts set reseller_id = $1 where id = $2', [id, other]);
    for (const payload of [{ account: other }, { is_account_manager: true }, { can_switch_accounts: true }]) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ current_password: ['The current password is required'] });
    }
    const confirmed = await patch({ can_switch_accounts: true, current_password: PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ can_switch_accounts: true });
  });
});
