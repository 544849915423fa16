import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import { ProviderError } from '../../src/server/providers/errors.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import type { MessagingProvider } from '../../src/server/providers/messaging/interface.ts';
import { createMessagingSandbox } from '../../src/server/providers/messaging/sandbox.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import { createRegistrationReconciler } from '../../src/server/services/registration-reconciler.ts';
import type { A2pBrandResubmission, TwilioConfigurationResponse } from '../../src/shared/twilioAdmin.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_CONFIG } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOT_FAILED = {
  detail: 'Only a failed A2P brand can be resubmitted; this one has not failed.',
  code: 'a2p_brand_not_failed',
};
const UPDATES_USED = {
  detail: "This A2P brand has used the provider's free updates: only the provider's support can resubmit it now.",
  code: 'a2p_brand_updates_used',
};

/**
 * Resubmitting a failed A2P brand (issue 22): what changed since it was sent, the provider's three free updates
 * counted down, the profiles brought up to date, and the board following the brand back into review.
 */
describe.each(databaseKinds)('A2P brand resubmission on %s', (kind) => {
  let h: Harness;
  let access: string;
  let counter = 0;
  let now = Date.now();
  const clock = () => now;
  /** The provider vets every brand (and resubmission) as failing 30701; `passing` approves them. */
  const failing = createMessagingSandbox({ failures: new SandboxFailures(['messaging.reviewA2pBrand']), clock });
  const passing = createMessagingSandbox({ failures: new SandboxFailures(), clock });
  const apps: FastifyInstance[] = [];
  const appWith = (messaging: MessagingProvider) => {
    const built = buildApp({
      config: TEST_CONFIG,
      database: h.database,
      logger: false,
      providers: { ...createProviders(TEST_CONFIG), messaging },
    });
    apps.push(built);
    return built;
  };
  const headers = () => ({ authorization: `Bearer ${access}` });
  const post = (on: FastifyInstance, accountId: number, path: string, payload?: object) =>
    on.inject({
      method: 'POST',
      url: `/twilio_admin/${accountId}/${path}`,
      headers: { ...headers(), ...oneAction() },
      ...(payload ? { payload } : {}),
    });
  const resubmission = async (on: FastifyInstance, accountId: number) => {
    const response = await on.inject({
      method: 'GET',
      url: `/twilio_admin/${accountId}/a2p_brand_resubmission`,
      headers: headers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<A2pBrandResubmission>();
  };
  /** The account's messaging track on the board. */
  const board = async (accountId: number) => {
    const [row] = await h.database.db
      .select()
      .from(schema.account_registrations)
      .where(eq(schema.account_registrations.account_id, accountId));
    return { step: row!.messaging_step, status: row!.messaging_status, code: row!.messaging_error_code };
  };
  /** Moves the clock past every review and lets the reconciler ask about them. */
  async function reviewsEnd() {
    now += 60 * DAY;
    const reconciler = createRegistrationReconciler({
      db: h.database.db,
      providers: { messaging: passing, tcr: createProviders(TEST_CONFIG).tcr },
      secretBox: createSecretBox(TEST_CONFIG.encryptionKey),
      clock,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    while ((await reconciler.tick()) > 0);
  }

  /** An account whose chain reaches a brand registration its vetting fails. */
  async function failedBrand(on: FastifyInstance) {
    const n = ++counter;
    const [account] = await h.database.db
      .insert(schema.accounts)
      .values({ name: `Clínica Luna ${n}`, email: `citas${n}@clinicaluna.pr`, office_phone: '7875550000' })
      .returning();
    const steps: [string, object?][] = [
      ['create_subaccount'],
      ['create_starter_profile'],
      ['create_end_user', { first_name: 'Ana', last_name: 'Vega', email: 'ana@luna.pr', phone_number: '7875550142' }],
      ['create_address', { street: 'Calle Luna 3', city: 'Ponce', zipcode: '00716', state: 'PR', country: 'US' }],
      ['create_a2p_profile'],
      ['create_a2p_brand'],
    ];
    for (const [path, body] of steps) {
      const response = await post(on, account!.id, path, body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    return account!;
  }

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await h?.close();
  });

  it('resubmits a failed brand with what changed, and the board follows it to approved', async () => {
    const app = appWith(failing);
    const account = await failedBrand(app);
    expect(await board(account.id)).toEqual({ step: 'a2p_brand', status: 'submitted', code: null });
    const registered = await resubmission(app, account.id);
    expect(registered).toMatchObject({ free_updates: 3, updates_used: 0, updates_left: 3, changes: [] });
    expect(registered.last_submitted_at).not.toBeNull();

    // Still in review: there is nothing to resubmit yet.
    expect((await post(app, account.id, 'resubmit_a2p_brand')).json()).toEqual(NOT_FAILED);

    await reviewsEnd();
    expect(await board(account.id)).toEqual({ step: 'a2p_brand', status: 'failed', code: '30701' });

    // The fix: the practice's own e-mail, which the profiles carry.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/account_admin/${account.id}`,
      headers: headers(),
      payload: { email: `hola${counter}@clinicaluna.pr` },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await resubmission(app, account.id)).changes).toEqual([
      { field: 'email', before: account.email, after: `hola${counter}@clinicaluna.pr` },
    ]);

    const resubmitted = await post(appWith(passing), account.id, 'resubmit_a2p_brand');
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const configuration = resubmitted.json<TwilioConfigurationResponse>();
    expect(configuration.a2p_brand_sid).toMatch(/^BN[0-9a-f]{32}$/);
    expect(await board(account.id)).toEqual({ step: 'a2p_brand', status: 'submitted', code: null });
    expect(await resubmission(app, account.id)).toMatchObject({
      brand_sid: configuration.a2p_brand_sid,
      updates_used: 1,
      updates_left: 2,
      changes: [],
    });

    // Approved: the chain moves on to its last step.
    await reviewsEnd();
    expect(await board(account.id)).toEqual({ step: 'a2p_use_case', status: 'not_started', code: null });
    expect((await post(app, account.id, 'resubmit_a2p_brand')).json()).toEqual(NOT_FAILED);
  });

  it("counts down the provider's three free updates, then refuses without asking it", async () => {
    const app = appWith(failing);
    const account = await failedBrand(app);
    for (const left of [2, 1, 0]) {
      await reviewsEnd();
      expect(await board(account.id)).toMatchObject({ status: 'failed', code: '30701' });
      const response = await post(app, account.id, 'resubmit_a2p_brand');
      expect(response.statusCode, response.body).toBe(200);
      expect((await resubmission(app, account.id)).updates_left).toBe(left);
    }
    await reviewsEnd();
    const refused = await post(app, account.id, 'resubmit_a2p_brand');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(UPDATES_USED);
    expect(await board(account.id)).toMatchObject({ status: 'failed', code: '30701' });
  });

  it('believes the provider when it says the updates were used elsewhere', async () => {
    const app = appWith(failing);
    const account = await failedBrand(app);
    await reviewsEnd();
    const usedUp = appWith({
      ...failing,
      resubmitA2pBrand: async () => {
        throw new ProviderError({
          service: 'messaging',
          operation: 'resubmitA2pBrand',
          code: 'http_error',
          status: 400,
          providerCode: '21724',
          detail: 'HTTP 400: Maximum number of brand update requests reached on this brand',
        });
      },
    });
    const refused = await post(usedUp, account.id, 'resubmit_a2p_brand');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(UPDATES_USED);
    expect(await resubmission(app, account.id)).toMatchObject({ updates_used: 0, updates_left: 0 });
    expect(await board(account.id)).toMatchObject({ status: 'failed', code: '30701' });
  });

  it('says which step is missing for an account without a brand, and 404 for no account', async () => {
    const app = appWith(passing);
    const [account] = await h.database.db
      .insert(schema.accounts)
      .values({ name: 'Clínica Sin Marca', email: 'citas@sinmarca.pr', office_phone: '7875550000' })
      .returning();
    const response = await app.inject({
      method: 'GET',
      url: `/twilio_admin/${account!.id}/a2p_brand_resubmission`,
      headers: headers(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The sub-account must be created first.',
      code: 'previous_step_missing',
    });
    const none = await app.inject({
      method: 'GET',
      url: '/twilio_admin/999999/a2p_brand_resubmission',
      headers: headers(),
    });
    expect(none.statusCode).toBe(404);
  });
});
