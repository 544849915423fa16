import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRegistrationCheck, LegalEntityRegistration } from '../../src/shared/registration.ts';
import { buildApp } from '../../src/server/app.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import { ProviderError } from '../../src/server/providers/errors.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import type { TcrProvider } from '../../src/server/providers/tcr/interface.ts';
import { createTcrSandbox, SANDBOX_VETTING_MS, UNVERIFIED_EIN_SUFFIX } from '../../src/server/providers/tcr/sandbox.ts';
import { createRegistrationReconciler } from '../../src/server/services/registration-reconciler.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_CONFIG } from './harness.ts';

const CREATE_BRAND = '/campaign_management/tcr_brands/create_tcr_brand';
const REVET = '/campaign_management/tcr_brands/update_tcr_brand';
const CREATE_CAMPAIGN = '/campaign_management/tcr_campaigns/create_tcr_campaign';

/**
 * The TCR tracks of the registration board as staff move them: registering a brand or a campaign puts every
 * account of the legal entity in the registry's review, a refusal fails them with its code, and the reconciler
 * follows the review to its end, through a failure, a fix and a revet to approval.
 */
describe.each(databaseKinds)('registration board writers on %s', (kind) => {
  let h: Harness;
  let access: string;
  let counter = 0;
  // The routes' writers record at the real time: the sandbox's and the reconciler's clock starts there and only
  // moves on, or what they queue would never fall due.
  let now = Date.now();
  const clock = () => now;
  const tcr = createTcrSandbox({ failures: new SandboxFailures(), clock });
  let app: FastifyInstance;
  const apps: FastifyInstance[] = [];

  /** An app on this database whose TCR is `provider`, or a sandbox failing `failures`. */
  const appWith = (failures: string[], provider: TcrProvider = tcr) => {
    const built = buildApp({
      config: TEST_CONFIG,
      database: h.database,
      logger: false,
      providers: {
        ...createProviders(TEST_CONFIG),
        tcr: failures.length > 0 ? createTcrSandbox({ failures: new SandboxFailures(failures), clock }) : provider,
      },
    });
    apps.push(built);
    return built;
  };
  const post = (url: string, payload: object, on = app) =>
    on.inject({ method: 'POST', url, headers: { authorization: `Bearer ${access}`, ...oneAction() }, payload });
  const reconcile = () =>
    createRegistrationReconciler({
      db: h.database.db,
      providers: { messaging: createProviders(TEST_CONFIG).messaging, tcr },
      secretBox: createSecretBox(TEST_CONFIG.encryptionKey),
      clock,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    }).tick();

  /** A legal entity with two practices (accounts) registered through it. */
  async function practices(ein = '661112223') {
    const { db } = h.database;
    const n = ++counter;
    const [entity] = await db
      .insert(schema.legal_entities)
      .values({
        name: `Grupo Sonrisa ${n}`,
        legal_name: `Grupo Sonrisa ${n} LLC`,
        ein,
        email: `legal${n}@sonrisa.pr`,
        phone_number: '7875550150',
        street: 'Calle Sol 45',
        city: 'Arecibo',
        zip_code: '00612',
        company_type: 1,
        vertical_type: 3,
      })
      .returning();
    const accounts = await db
      .insert(schema.accounts)
      .values(
        ['Arecibo', 'Hatillo'].map((town) => ({
          name: `Sonrisa ${town} ${n}`,
          email: `${town.toLowerCase()}${n}@sonrisa.pr`,
          office_phone: '7875550150',
          legal_entity_id: entity!.id,
        })),
      )
      .returning({ id: schema.accounts.id });
    return { entity: entity!, accountIds: accounts.map((a) => a.id) };
  }

  /** Each account's track: step, status and error code, and whether the reconciler asks about it. */
  async function tracks(accountIds: number[], track: 'brand' | 'campaign') {
    const rows = await h.database.db
      .select()
      .from(schema.account_registrations)
      .where(inArray(schema.account_registrations.account_id, accountIds))
      .orderBy(asc(schema.account_registrations.account_id));
    const asked = await h.database.db
      .select({ account_id: schema.registration_checks.account_id })
      .from(schema.registration_checks)
      .where(
        and(inArray(schema.registration_checks.account_id, accountIds), eq(schema.registration_checks.track, track)),
      );
    return rows.map((row) => ({
      status: row[`${track}_status`],
      errorCode: row[`${track}_error_code`],
      asked: asked.some((a) => a.account_id === row.account_id),
    }));
  }
  const both = (state: { status: string; errorCode: string | null; asked: boolean }) => [state, state];

  /** Moves the clock past every due check and runs the reconciler until nothing is due. */
  async function reconcileAfter(ms: number) {
    now += ms;
    while ((await reconcile()) > 0);
  }

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    app = appWith([]);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await h?.close();
  });

  it('takes a brand from sent, through a failed vetting, a fix and a revet, to approved', async () => {
    const { entity, accountIds } = await practices(`66111${UNVERIFIED_EIN_SUFFIX}`);
    const created = await post(CREATE_BRAND, { legal_entity_id: entity.id });
    expect(created.statusCode, created.body).toBe(200);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'submitted', errorCode: null, asked: true }));

    await reconcileAfter(60_000);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'in_review', errorCode: null, asked: true }));

    // Vetting ends: TCR knows no company with this EIN.
    await reconcileAfter(SANDBOX_VETTING_MS);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'failed', errorCode: 'TAX_ID', asked: false }));

    // A revet TCR refuses leaves the brand failed, as it was.
    const brandUuid = created.json<{ brand_id: string }>().brand_id;
    const refusing = appWith([], {
      ...tcr,
      updateBrandAndRevet: async () => {
        throw new ProviderError({
          service: 'tcr',
          operation: 'updateBrandAndRevet',
          code: 'http_error',
          status: 400,
          providerCode: '582',
          detail: 'HTTP 400: Revet refused: too many revet requests for this brand',
        });
      },
    });
    expect((await post(REVET, { brand_uuid: brandUuid }, refusing)).statusCode).toBe(502);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'failed', errorCode: 'TAX_ID', asked: false }));

    // The fix: the EIN as the IRS knows it. The revet sends it to TCR, whose vetting then verifies the brand.
    const fixed = await app.inject({
      method: 'PATCH',
      url: `/legal_entities/${entity.id}`,
      headers: { authorization: `Bearer ${access}` },
      payload: { ein: '661112345' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const revet = await post(REVET, { brand_uuid: brandUuid });
    expect(revet.statusCode, revet.body).toBe(200);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'submitted', errorCode: null, asked: true }));
    await reconcileAfter(SANDBOX_VETTING_MS + 60_000);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'approved', errorCode: null, asked: false }));

    // The legal entity's brand area: where the brand stands, and each change once (both accounts recorded it).
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });
    const brandArea = await get(`/registration/legal_entities/${entity.id}`);
    expect(brandArea.statusCode, brandArea.body).toBe(200);
    const { brand, events } = brandArea.json<LegalEntityRegistration>();
    expect(brand).toMatchObject({ status: 'approved', status_text: 'Approved' });
    // (The writers here record at the real time, the reconciler at the test's clock: only the order by time is
    // checked, not which change came first.)
    expect(events.map((event) => [event.text, event.error_label]).sort()).toEqual([
      ['TCR brand: Approved', null],
      ['TCR brand: Failed', 'Brand feedback: tax ID mismatch'],
      ['TCR brand: In review', null],
      ['TCR brand: Submitted', null],
      ['TCR brand: Submitted', null],
    ]);
    const times = events.map((event) => event.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get('/registration/legal_entities/999999')).statusCode).toBe(404);
  });

  it('asks TCR at once when staff press Check now, and answers what came of it with the panel', async () => {
    const { entity, accountIds } = await practices(`66122${UNVERIFIED_EIN_SUFFIX}`);
    expect((await post(CREATE_BRAND, { legal_entity_id: entity.id })).statusCode).toBe(200);
    const checkNow = async (accountId: number, on = app) => {
      const answer = await post(`/registration/accounts/${accountId}/check`, {}, on);
      return { status: answer.statusCode, body: answer.json<AccountRegistrationCheck>() };
    };

    // TCR has picked the new brand up: in review, on this account only (the other is asked when it is due).
    const picked = await checkNow(accountIds[0]!);
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({ asked: 1, changed: 1, unreachable: 0 });
    expect(picked.body.registration.brand).toMatchObject({ status: 'in_review', status_text: 'In review' });
    expect(await tracks(accountIds, 'brand')).toEqual([
      { status: 'in_review', errorCode: null, asked: true },
      { status: 'submitted', errorCode: null, asked: true },
    ]);

    // TCR down: nothing changes, and the answer says it could not ask.
    expect((await checkNow(accountIds[0]!, appWith(['tcr.getBrand']))).body).toMatchObject({
      asked: 1,
      changed: 0,
      unreachable: 1,
    });

    // Vetting over: failed on the EIN, with the fix in the panel's words; then nothing waits any more.
    now += SANDBOX_VETTING_MS;
    const failed = await checkNow(accountIds[0]!);
    expect(failed.body).toMatchObject({ asked: 1, changed: 1, unreachable: 0 });
    expect(failed.body.registration.brand).toMatchObject({
      status: 'failed',
      error_label: 'Brand feedback: tax ID mismatch',
    });
    expect(failed.body.registration.brand.fix?.label).toBe(`Fix the EIN on legal entity ${entity.name}`);
    expect((await checkNow(accountIds[0]!)).body).toMatchObject({ asked: 0, changed: 0, unreachable: 0 });

    const missing = await post('/registration/accounts/999999/check', {});
    expect(missing.statusCode).toBe(404);
  });

  it("fails every account's brand with the registry's code when it refuses the registration", async () => {
    const { entity, accountIds } = await practices();
    const refused = await post(CREATE_BRAND, { legal_entity_id: entity.id }, appWith(['tcr.createBrand']));
    expect(refused.statusCode).toBe(502);
    expect(await tracks(accountIds, 'brand')).toEqual(both({ status: 'failed', errorCode: '503', asked: false }));
    const [event] = await h.database.db
      .select({ text: schema.registration_events.error_text })
      .from(schema.registration_events)
      .where(eq(schema.registration_events.account_id, accountIds[0]!));
    expect(event!.text).toBe('HTTP 400: Brand rejected: the EIN does not match the legal name');
  });

  it("puts the legal entity's accounts in the carriers' review when a campaign is registered, or fails them", async () => {
    const { entity, accountIds } = await practices();
    const brand = await post(CREATE_BRAND, { legal_entity_id: entity.id });
    const brandId = brand.json<{ brand_id: string }>().brand_id;
    const detail = h.fixtures.campaignDetailId;

    // TCR refuses a campaign while the brand's vetting runs.
    const early = await post(CREATE_CAMPAIGN, { brand_id: brandId, campaign_detail_id: detail });
    expect(early.statusCode).toBe(400);
    expect(await tracks(accountIds, 'campaign')).toEqual(both({ status: 'failed', errorCode: '529', asked: false }));

    await reconcileAfter(SANDBOX_VETTING_MS);
    const created = await post(CREATE_CAMPAIGN, { brand_id: brandId, campaign_detail_id: detail });
    expect(created.statusCode, created.body).toBe(201);
    expect(await tracks(accountIds, 'campaign')).toEqual(both({ status: 'submitted', errorCode: null, asked: true }));
    await reconcileAfter(60_000);
    expect(await tracks(accountIds, 'campaign')).toEqual(both({ status: 'in_review', errorCode: null, asked: true }));
  });
});
