/**
 * Calls that cost money take an Idempotency-Key (http/idempotency.ts): a repeat answers the first result and buys
 * nothing, the same key with another request is refused, and so is a repeat while the first call runs. Shown on
 * provision_bot_number, which buys a phone number from the messaging provider.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS, hashRequest } from '../../src/server/http/idempotency.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/server/providers/http.ts';
import { USERS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const ANOTHER = { additional: true };

describe.each(databaseKinds)('idempotent calls on %s', (kind) => {
  let h: Harness;
  let access: string;
  let accountId: number;
  let url: string;
  let counter = 0;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    // One without a messaging sub-account: numbers are bought on the main account, which the sandbox knows.
    const [account] = await h.database.query<{ id: number }>(
      'select id from accounts where id not in (select account_id from twilio_configurations) order by id limit 1',
    );
    accountId = account!.id;
    url = `/account_admin/${accountId}/provision_bot_number`;
    await h.database.query(`update accounts set bot_number_area_code = '787' where id = $1`, [accountId]);
  });
  afterAll(() => h?.close());

  const newKey = () => `test-action-${++counter}-${kind}`;
  const provision = (key: string | null, payload: object = ANOTHER, app: FastifyInstance = h.app, token = access) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const numbersBought = async () =>
    (await h.database.query('select count(*)::int as n from bot_numbers where account_id = $1', [accountId]))[0]!
      .n as number;

  it('refuses a call that costs money without a key, and buys nothing', async () => {
    const before = await numbersBought();
    for (const key of [null, 'short']) {
      const response = await provision(key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail:
          'This call needs an Idempotency-Key header (8 to 255 characters): a new key for each action, the same key when the action is sent again.',
        code: 'idempotency_key_required',
      });
    }
    expect(await numbersBought()).toBe(before);
  });

  it('answers a repeat with the first result, from any API process, and buys once', async () => {
    const key = newKey();
    const before = await numbersBought();
    const first = await provision(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (const app of [h.app, h.appWith({})]) {
      const again = await provision(key, ANOTHER, app);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect(await numbersBought()).toBe(before + 1);
    // A new action is a new key: it buys another number.
    expect((await provision(newKey())).statusCode).toBe(201);
    expect(await numbersBought()).toBe(before + 2);
  });

  it('refuses the same key with another request', async () => {
    const key = newKey();
    expect((await provision(key)).statusCode).toBe(201);
    const other = await provision(key, { additional: false });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      detail: 'This Idempotency-Key was sent with another request. Use a new key for a new action.',
      code: 'idempotency_key_reused',
    });
  });

  it('asks a repeat to wait while the first call still runs', async () => {
    const key = newKey();
    const before = await numbersBought();
    // The first call has claimed the key and is still at the provider.
    await h.database.query('insert into idempotent_requests (user_id, key, request_hash) values ($1, $2, $3)', [
      h.fixtures.userIds.staff,
      key,
      hashRequest('POST', url, JSON.stringify(ANOTHER)),
    ]);
    const response = await provision(key);
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      detail: 'This action is still being carried out. Try again in a moment to see its result.',
      code: 'idempotency_key_in_use',
    });
    expect(await numbersBought()).toBe(before);
  });

  it('tells a repeat of a first call that stopped without an answer where to see what it did, past its lease', async () => {
    const key = newKey();
    const before = await numbersBought();
    // The first call's process died mid-call: its claim is unfinished, and older than the lease.
    await h.database.query(
      `insert into idempotent_requests (user_id, key, request_hash, created_at)
       values ($1, $2, $3, now() - make_interval(secs => $4))`,
      [h.fixtures.userIds.staff, key, hashRequest('POST', url, JSON.stringify(ANOTHER)), CLAIM_LEASE_MS / 1000 + 1],
    );
    const response = await provision(key);
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({
      detail:
        'The first attempt of this action stopped before it answered, so whether it was carried out is not known. ' +
        "Check the account's bot numbers on its Overview tab. If it was not, do it again as a new action.",
      code: 'idempotency_outcome_unknown',
    });
    // The key stays spent: asking again does not buy behind the person's back.
    expect((await provision(key)).json().code).toBe('idempotency_outcome_unknown');
    expect(await numbersBought()).toBe(before);
  });

  it('leases a claim for longer than its provider requests can take', () => {
    expect(CLAIM_LEASE_MS).toBeGreaterThanOrEqual(3 * DEFAULT_TIMEOUT_MS);
  });

  it('forgets a first call that the provider failed, so the same key tries again', async () => {
    const key = newKey();
    const failing = h.appWith({ sandboxFailures: ['messaging.provisionNumber'] });
    expect((await provision(key, ANOTHER, failing)).statusCode).toBe(502);
    const retried = await provision(key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it("keeps each person's keys apart, and a key answers for a day", async () => {
    const key = newKey();
    const before = await numbersBought();
    expect((await provision(key)).statusCode).toBe(201);
    const reseller = (await h.signIn(USERS.reseller.username)).access;
    // A reseller reaches the accounts it owns (reseller-ownership.test.ts).
    await h.database.query('update accounts set reseller_id = $1 where id = $2', [
      h.fixtures.userIds.reseller,
      accountId,
    ]);
    const theirs = await provision(key, ANOTHER, h.app, reseller);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await numbersBought()).toBe(before + 2);

    await h.database.query(`update idempotent_requests set created_at = now() - interval '25 hours' where key = $1`, [
      key,
    ]);
    const dayLater = await provision(key);
    expect(dayLater.statusCode).toBe(201);
    expect(dayLater.headers['idempotent-replayed']).toBeUndefined();
    expect(await numbersBought()).toBe(before + 3);
  });

  it('lists the header among the parameters of every call that costs money', async () => {
    const document = (await h.app.inject({ url: '/api/schema' })).json();
    const withKey = Object.entries(
      document.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>,
    )
      .filter(([, operations]) =>
        operations.post?.parameters?.some((parameter) => parameter.name === 'Idempotency-Key'),
      )
      .map(([path]) => path)
      .sort();
    expect(withKey).toEqual([
      '/account_admin/{id}/provision_bot_number',
      '/call_rescue_test_for_account/create_call_rescue_test',
      '/campaign_management/scaling',
      '/campaign_management/tcr_brands/create_tcr_brand',
      '/campaign_management/tcr_brands/update_tcr_brand',
      '/campaign_management/tcr_campaigns/create_tcr_campaign',
      '/campaign_management/twilio/assign_account_to_phones',
      '/campaign_management/twilio/assign_campaign_to_phones',
      '/twilio_admin/{id}/create_a2p_brand',
      '/twilio_admin/{id}/create_a2p_profile',
      '/twilio_admin/{id}/create_a2p_use_case',
      '/twilio_admin/{id}/create_address',
      '/twilio_admin/{id}/create_end_user',
      '/twilio_admin/{id}/create_starter_profile',
      '/twilio_admin/{id}/create_subaccount',
      '/twilio_admin/{id}/resubmit_a2p_brand',
    ]);
  });
});
