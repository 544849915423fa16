import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/index.ts';
import { SandboxFailures } from '../../src/server/providers/sandbox.ts';
import type { Brand, TcrProvider } from '../../src/server/providers/tcr/interface.ts';
import { createTcrSandbox, SANDBOX_VETTING_MS, settledStatusOf } from '../../src/server/providers/tcr/sandbox.ts';
import { BRAND_VETTING_ASK_MS, createBrandVetting } from '../../src/server/services/brand-vetting.ts';
import { tcrBrandResult } from '../../src/shared/legalEntities.ts';
import { createHarness, databaseKinds, type Harness, oneAction, TEST_CONFIG } from './harness.ts';

const CREATE = '/campaign_management/tcr_brands/create_tcr_brand';
const UPDATE = '/campaign_management/tcr_brands/update_tcr_brand';

describe.each(databaseKinds)('TCR brands on %s', (kind) => {
  let h: Harness;
  let access: string;
  let counter = 0;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  const call = (url: string, payload: unknown, app: FastifyInstance = h.app, token: string | null = access) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...oneAction() },
      payload: payload as object,
    });
  /** A fresh legal entity, optionally with a stored brand and another EIN. */
  const newLegalEntity = async (
    brand?: {
      brand_id: string;
      brand_identity_status: number;
      set_for_revet: boolean;
    },
    ein = '661112223',
  ) => {
    const [row] = await h.database.db
      .insert(schema.legal_entities)
      .values({
        name: `Grupo Marca ${++counter}`,
        legal_name: `Grupo Marca ${counter} LLC`,
        ein,
        email: `marca${counter}@grupo.pr`,
        phone_number: '7875550150',
        website: 'https://grupo.pr',
        street: 'Calle Sol 45',
        city: 'Arecibo',
        zip_code: '00612',
        company_type: 3,
        vertical_type: 3,
      })
      .returning();
    if (brand) await h.database.db.insert(schema.brands).values({ legal_entity_id: row!.id, ...brand });
    return row!;
  };
  const storedBrands = (legalEntityId: number) =>
    h.database.db.select().from(schema.brands).where(eq(schema.brands.legal_entity_id, legalEntityId));
  const storedBrand = async (brandId: string) =>
    (await h.database.db.select().from(schema.brands).where(eq(schema.brands.brand_id, brandId)))[0]!;
  const brandAudit = (id: number) =>
    h.database.db
      .select()
      .from(schema.audit_log)
      .where(and(eq(schema.audit_log.table_name, 'brands'), eq(schema.audit_log.record_id, String(id))));
  /** An app whose TCR provider is `tcr`. */
  const appWithTcr = (tcr: TcrProvider) => {
    const app = buildApp({
      config: TEST_CONFIG,
      database: h.database,
      logger: false,
      providers: { ...createProviders(TEST_CONFIG), tcr },
    });
    return app;
  };
  const registered = (brandId: string): Brand => ({
    brand_id: brandId,
    reference_id: '',
    identity_status: 'UNVERIFIED',
    vetting: { status: 'PENDING', updated_at: new Date().toISOString() },
    feedback: [],
  });

  describe('POST create_tcr_brand', () => {
    it('registers a brand from the legal entity, stores it and audits it', async () => {
      const entity = await newLegalEntity();
      const response = await call(CREATE, { legal_entity_id: entity.id });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(tcrBrandResult.strict().parse(body)).toEqual(body);
      expect(body).toEqual({ brand_id: expect.stringMatching(/^B[A-Z0-9]{6}$/) });

      const [brand] = await storedBrands(entity.id);
      // Stored as TCR answers a new brand: SELF_DECLARED while its identity vetting runs.
      expect(brand).toMatchObject({
        brand_id: body.brand_id,
        brand_identity_status: 1,
        set_for_revet: false,
        reference_id: String(entity.id),
      });
      const audit = await brandAudit(brand!.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: h.fixtures.userIds.staff,
        action: 'create',
        before: null,
        after: expect.objectContaining({ brand_id: body.brand_id, legal_entity_id: entity.id }),
      });
      const detail = (await h.get(`/legal_entities/${entity.id}`, access)).json();
      expect(detail.brands).toEqual([
        { id: brand!.id, brand_id: body.brand_id, brand_identity_status: 1, set_for_revet: false },
      ]);
    });

    it('sends the legal entity with its company and vertical names', async () => {
      const entity = await newLegalEntity();
      let sent: unknown;
      const app = appWithTcr({
        ...createProviders(TEST_CONFIG).tcr,
        async createBrand(input) {
          sent = input;
          return registered('BSENT01');
        },
      });
      expect((await call(CREATE, { legal_entity_id: entity.id }, app)).json()).toEqual({ brand_id: 'BSENT01' });
      await app.close();
      expect(sent).toEqual({
        reference_id: String(entity.id),
        name: entity.name,
        legal_name: entity.legal_name,
        ein: '661112223',
        email: entity.email,
        phone_number: '7875550150',
        website: 'https://grupo.pr',
        street: 'Calle Sol 45',
        city: 'Arecibo',
        state: 'PR',
        zip_code: '00612',
        country: 'US',
        company_type: 'SOLE_PROPRIETOR',
        vertical_type: 'HEALTHCARE',
      });
    });

    it('refuses a legal entity that has a brand already', async () => {
      const response = await call(CREATE, { legal_entity_id: h.fixtures.legalEntityId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'This legal entity has a TCR brand already (BNEW002).',
        code: 'invalid_state',
      });
    });

    it('reports the registry refusal as a provider error and stores nothing', async () => {
      const entity = await newLegalEntity();
      const failing = h.appWith({ sandboxFailures: ['tcr.*'] });
      const response = await call(CREATE, { legal_entity_id: entity.id }, failing);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: Brand rejected: the EIN does not match the legal name',
        code: 'provider_error',
      });
      expect(await storedBrands(entity.id)).toEqual([]);
    });

    it('answers the brand id with an error when the registered brand cannot be stored', async () => {
      const entity = await newLegalEntity();
      // BOLD001 is stored already (fixtures), so storing it again breaks the unique brand id.
      const app = appWithTcr({ ...createProviders(TEST_CONFIG).tcr, createBrand: async () => registered('BOLD001') });
      const response = await call(CREATE, { legal_entity_id: entity.id }, app);
      await app.close();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        brand_id: 'BOLD001',
        error:
          'TCR accepted the request for brand BOLD001, but the result could not be saved here. Note the brand id and report it to the engineering team.',
      });
      expect(await storedBrands(entity.id)).toEqual([]);
    });

    it('never registers two brands at once for one legal entity', async () => {
      const entity = await newLegalEntity();
      let calls = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const app = appWithTcr({
        ...createProviders(TEST_CONFIG).tcr,
        async createBrand() {
          calls += 1;
          await gate;
          return registered('BSLOW01');
        },
      });
      const first = call(CREATE, { legal_entity_id: entity.id }, app);
      while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await call(CREATE, { legal_entity_id: entity.id }, app);
      release();
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        detail: 'Another request for this TCR brand is running; try again when it has finished.',
        code: 'invalid_state',
      });
      expect((await first).json()).toEqual({ brand_id: 'BSLOW01' });
      await app.close();
      expect(calls).toBe(1);
    });

    it('never registers two brands at once for one legal entity, even from two API processes', async () => {
      const entity = await newLegalEntity();
      let calls = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow: TcrProvider = {
        ...createProviders(TEST_CONFIG).tcr,
        async createBrand() {
          calls += 1;
          await gate;
          return registered('BSLOW02');
        },
      };
      // Two apps on one database share nothing but the database, as two processes would.
      const [one, other] = [appWithTcr(slow), appWithTcr(slow)];
      const first = call(CREATE, { legal_entity_id: entity.id }, one);
      while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await call(CREATE, { legal_entity_id: entity.id }, other);
      release();
      expect(second.json()).toEqual({
        detail: 'Another request for this TCR brand is running; try again when it has finished.',
        code: 'invalid_state',
      });
      expect((await first).json()).toEqual({ brand_id: 'BSLOW02' });
      await Promise.all([one.close(), other.close()]);
      expect(calls).toBe(1);
      // The lease ends with the call.
      expect(await h.database.db.select().from(schema.operation_leases)).toEqual([]);
    });

    it('takes over the lease of a process that died mid-call, once the lease has expired', async () => {
      const entity = await newLegalEntity();
      const key = `tcr_brand:legal_entity:${entity.id}`;
      await h.database.db.insert(schema.operation_leases).values({ key, holder: 'a process that died' });
      const refused = await call(CREATE, { legal_entity_id: entity.id });
      expect(refused.json()).toMatchObject({ code: 'invalid_state' });

      await h.database.db
        .update(schema.operation_leases)
        .set({ started_at: new Date(Date.now() - 11 * 60_000) })
        .where(eq(schema.operation_leases.key, key));
      const response = await call(CREATE, { legal_entity_id: entity.id });
      expect(response.statusCode).toBe(200);
      expect(await storedBrands(entity.id)).toHaveLength(1);
      expect(await h.database.db.select().from(schema.operation_leases)).toEqual([]);
    });

    it('validates the body', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{}, { legal_entity_id: ['This field is required.'] }],
        [{ legal_entity_id: 999999 }, { legal_entity_id: ['Invalid pk "999999" - object does not exist.'] }],
        [{ legal_entity_id: 'x' }, { legal_entity_id: ['Incorrect type. Expected pk value.'] }],
        [{ legal_entity_id: 1, extra: true }, { extra: ['Unknown field.'] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await call(CREATE, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    });

    it('answers 401 without a token', async () => {
      const response = await call(CREATE, { legal_entity_id: h.fixtures.legalEntityId }, h.app, null);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST update_tcr_brand', () => {
    it('revets an UNVERIFIED brand, marks it set for revet and audits it', async () => {
      await newLegalEntity({ brand_id: 'BREVET1', brand_identity_status: 2, set_for_revet: false });
      // The sandbox leaves every brand UNVERIFIED when verifyBrand is forced, so it can be revetted.
      const app = h.appWith({ sandboxFailures: ['tcr.verifyBrand'] });
      const response = await call(UPDATE, { brand_uuid: 'BREVET1' }, app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ brand_id: 'BREVET1' });
      const brand = await storedBrand('BREVET1');
      expect(brand).toMatchObject({ set_for_revet: true, brand_identity_status: 2 });
      const audit = await brandAudit(brand.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: h.fixtures.userIds.staff,
        action: 'update',
        before: { set_for_revet: false },
        after: { set_for_revet: true },
      });

      // Once set for revet, it is refused until vetting has run again.
      const again = await call(UPDATE, { brand_uuid: 'BREVET1' }, app);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'Brand BREVET1 is set for revet already.', code: 'invalid_state' });
    });

    it('refuses a brand that is not UNVERIFIED or is set for revet', async () => {
      const verified = await call(UPDATE, { brand_uuid: 'BOLD001' });
      expect(verified.statusCode).toBe(400);
      expect(verified.json()).toEqual({
        detail: 'Only an UNVERIFIED brand can be updated and revetted; brand BOLD001 is VERIFIED.',
        code: 'invalid_state',
      });
      expect(await storedBrand('BOLD001')).toMatchObject({ set_for_revet: false, brand_identity_status: 3 });

      // BNEW002 is set for revet, and TCR is still vetting it again.
      let revetCalls = 0;
      const vetting = appWithTcr({
        ...createProviders(TEST_CONFIG).tcr,
        getBrand: async (brandId) => ({ ...registered(brandId), identity_status: 'UNVERIFIED' }),
        async updateBrandAndRevet(brandId) {
          revetCalls += 1;
          return registered(brandId);
        },
      });
      const pending = await call(UPDATE, { brand_uuid: 'BNEW002' }, vetting);
      await vetting.close();
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toEqual({ detail: 'Brand BNEW002 is set for revet already.', code: 'invalid_state' });
      expect(revetCalls).toBe(0);
      expect(await storedBrand('BNEW002')).toMatchObject({ set_for_revet: true, brand_identity_status: 2 });
    });

    it('refuses a new brand while TCR vets it, without asking TCR to revet it', async () => {
      const entity = await newLegalEntity();
      const { brand_id } = (await call(CREATE, { legal_entity_id: entity.id })).json();
      const response = await call(UPDATE, { brand_uuid: brand_id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: `Only an UNVERIFIED brand can be updated and revetted; brand ${brand_id} is SELF_DECLARED.`,
        code: 'invalid_state',
      });
      expect(await storedBrand(brand_id)).toMatchObject({ brand_identity_status: 1, set_for_revet: false });
    });

    it("passes on the registry's refusal when its brand is no longer UNVERIFIED", async () => {
      // Stored UNVERIFIED, but TCR has verified it since: the sandbox answers a brand it did not register by its id.
      const brandId = ['BMOVED1', 'BMOVED2', 'BMOVED3', 'BMOVED4'].find((id) => settledStatusOf(id) === 'VERIFIED')!;
      await newLegalEntity({ brand_id: brandId, brand_identity_status: 2, set_for_revet: false });
      const response = await call(UPDATE, { brand_uuid: brandId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: Only an UNVERIFIED brand can be revetted',
        code: 'invalid_state',
      });
      expect(await storedBrand(brandId)).toMatchObject({ set_for_revet: false });
    });

    it('reports a registry failure as a provider error and changes nothing', async () => {
      await newLegalEntity({ brand_id: 'BREVET2', brand_identity_status: 2, set_for_revet: false });
      const failing = h.appWith({ sandboxFailures: ['tcr.verifyBrand', 'tcr.updateBrandAndRevet'] });
      const response = await call(UPDATE, { brand_uuid: 'BREVET2' }, failing);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        detail: 'HTTP 400: Revet refused: too many revet requests for this brand',
        code: 'provider_error',
      });
      const brand = await storedBrand('BREVET2');
      expect(brand.set_for_revet).toBe(false);
      expect(await brandAudit(brand.id)).toEqual([]);
    });

    it('validates the body', async () => {
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{}, { brand_uuid: ['This field is required.'] }],
        [{ brand_uuid: '  ' }, { brand_uuid: ['This field may not be blank.'] }],
        [{ brand_uuid: 'BNOPE00' }, { brand_uuid: ['Invalid pk "BNOPE00" - object does not exist.'] }],
        [{ brand_uuid: 7 }, { brand_uuid: ['Not a valid string.'] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await call(UPDATE, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errors);
      }
    });

    it('answers 401 without a token', async () => {
      expect((await call(UPDATE, { brand_uuid: 'BOLD001' }, h.app, null)).statusCode).toBe(401);
    });
  });

  describe('GET {id}/resubmission and what a revet sends', () => {
    const resubmission = (brandRowId: number) =>
      h.get(`/campaign_management/tcr_brands/${brandRowId}/resubmission`, access);
    const patchEntity = (id: number, payload: object) =>
      h.app.inject({
        method: 'PATCH',
        url: `/legal_entities/${id}`,
        headers: { authorization: `Bearer ${access}` },
        payload,
      });

    it('keeps what each submission sent, and answers what an update and revet would change since the last', async () => {
      const entity = await newLegalEntity(undefined, '660000000');
      let revetSent: unknown;
      // A registry that leaves the brand UNVERIFIED (so it can be revetted) and keeps what a revet is sent.
      const app = appWithTcr({
        ...createProviders(TEST_CONFIG).tcr,
        createBrand: async () => registered('BRESUB1'),
        getBrand: async (brandId) => ({ ...registered(brandId), vetting: { status: 'FAILED', updated_at: '' } }),
        async updateBrandAndRevet(brandId, input) {
          revetSent = input;
          return registered(brandId);
        },
      });
      expect((await call(CREATE, { legal_entity_id: entity.id }, app)).statusCode).toBe(200);
      const brand = await storedBrand('BRESUB1');
      const registeredAnswer = await resubmission(brand.id);
      expect(registeredAnswer.statusCode).toBe(200);
      expect(registeredAnswer.json()).toEqual({
        brand_id: 'BRESUB1',
        last_submitted_at: expect.any(String),
        revets: 0,
        changes: [],
      });

      // The EIN fixed and the website dropped: both are what a revet would change.
      expect((await patchEntity(entity.id, { ein: '661234567', website: '' })).statusCode).toBe(200);
      expect((await resubmission(brand.id)).json().changes).toEqual([
        { field: 'ein', before: '660000000', after: '661234567' },
        { field: 'website', before: 'https://grupo.pr', after: '' },
      ]);

      // The revet sends the entity as it is now; afterwards nothing differs, and the revet is counted.
      expect((await call(UPDATE, { brand_uuid: 'BRESUB1' }, app)).statusCode).toBe(200);
      expect(revetSent).toMatchObject({ ein: '661234567', website: '', reference_id: String(entity.id) });
      const after = (await resubmission(brand.id)).json();
      expect(after).toMatchObject({ revets: 1, changes: [] });
      expect(Date.parse(after.last_submitted_at)).toBeGreaterThanOrEqual(
        Date.parse(registeredAnswer.json().last_submitted_at),
      );
      await app.close();
    });

    it('says no submission is on record for a brand registered before they were kept, and 404 for no brand', async () => {
      const entity = await newLegalEntity({ brand_id: 'BOLDSUB', brand_identity_status: 2, set_for_revet: false });
      const [brand] = await storedBrands(entity.id);
      expect((await resubmission(brand!.id)).json()).toEqual({
        brand_id: 'BOLDSUB',
        last_submitted_at: null,
        revets: 0,
        changes: [],
      });
      expect((await resubmission(999_999)).statusCode).toBe(404);
      expect((await h.get(`/campaign_management/tcr_brands/${brand!.id}/resubmission`)).statusCode).toBe(401);
    });
  });

  describe("a brand's vetting, followed from TCR", () => {
    /** An app on a TCR sandbox whose clock the test moves, and the reconciler's brand vetting on the same one. */
    const sandboxAt = () => {
      const clock = { now: Date.now() };
      const tcr = createTcrSandbox({ failures: new SandboxFailures(), clock: () => clock.now });
      const app = appWithTcr(tcr);
      const logger = { warn: () => {} };
      const vetting = createBrandVetting({ db: h.database.db, tcr, logger, clock: () => clock.now, askEveryMs: 0 });
      return { app, clock, tcr, vetting };
    };
    const detail = async (app: FastifyInstance, id: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/legal_entities/${id}`,
          headers: { authorization: `Bearer ${access}` },
        })
      ).json().brands[0];

    it('stores where vetting ended once the reconciler asks: VERIFIED, or UNVERIFIED for an EIN TCR cannot match', async () => {
      const { app, clock, vetting } = sandboxAt();
      const known = await newLegalEntity();
      const unknown = await newLegalEntity(undefined, '660000000');
      await call(CREATE, { legal_entity_id: known.id }, app);
      await call(CREATE, { legal_entity_id: unknown.id }, app);
      expect(await detail(app, known.id)).toMatchObject({ brand_identity_status: 1, set_for_revet: false });

      clock.now += SANDBOX_VETTING_MS;
      // Reading does not ask TCR: the stored status stands until the reconciler asks.
      expect(await detail(app, known.id)).toMatchObject({ brand_identity_status: 1, set_for_revet: false });
      expect(await vetting.tick()).toBeGreaterThanOrEqual(2);
      expect(await detail(app, known.id)).toMatchObject({ brand_identity_status: 3, set_for_revet: false });
      expect(await detail(app, unknown.id)).toMatchObject({ brand_identity_status: 2, set_for_revet: false });
      await app.close();
      const [stored] = await storedBrands(unknown.id);
      expect(stored!.brand_identity_status).toBe(2);
      // Recorded as no one's change: TCR's.
      expect((await brandAudit(stored!.id)).at(-1)).toMatchObject({
        actor_id: null,
        action: 'update',
        before: { brand_identity_status: 1 },
        after: { brand_identity_status: 2 },
      });
    });

    it('keeps a revetted brand set for revet while TCR vets its update again, then stores the outcome', async () => {
      const { app, clock, vetting } = sandboxAt();
      const entity = await newLegalEntity(undefined, '660000000');
      const { brand_id } = (await call(CREATE, { legal_entity_id: entity.id }, app)).json();
      const followed = async () => {
        await vetting.tick();
        return detail(app, entity.id);
      };
      clock.now += SANDBOX_VETTING_MS;
      expect(await followed()).toMatchObject({ brand_identity_status: 2, set_for_revet: false });

      // Revetted as it is, TCR vets the same EIN and fails it again.
      expect((await call(UPDATE, { brand_uuid: brand_id }, app)).json()).toEqual({ brand_id });
      clock.now += SANDBOX_VETTING_MS;
      expect(await followed()).toMatchObject({ brand_identity_status: 2, set_for_revet: false });

      // With the EIN fixed, the revet sends it and vetting verifies the brand.
      await h.database.db
        .update(schema.legal_entities)
        .set({ ein: '661234567' })
        .where(eq(schema.legal_entities.id, entity.id));
      expect((await call(UPDATE, { brand_uuid: brand_id }, app)).json()).toEqual({ brand_id });
      expect(await followed()).toMatchObject({ brand_identity_status: 2, set_for_revet: true });
      clock.now += SANDBOX_VETTING_MS - 1;
      expect(await followed()).toMatchObject({ brand_identity_status: 2, set_for_revet: true });
      clock.now += 1;
      expect(await followed()).toMatchObject({ brand_identity_status: 3, set_for_revet: false });
      await app.close();
    });

    it('asks about each brand being vetted at most once a minute, and leaves the vetted ones alone', async () => {
      const { app, clock, tcr } = sandboxAt();
      const entity = await newLegalEntity();
      await call(CREATE, { legal_entity_id: entity.id }, app);
      const asked: string[] = [];
      const counting = { ...tcr, getBrand: (id: string) => (asked.push(id), tcr.getBrand(id)) };
      // A batch that takes every brand the other tests left being vetted.
      const vetting = createBrandVetting({
        db: h.database.db,
        tcr: counting,
        logger: { warn: () => {} },
        clock: () => clock.now,
        batchSize: 1000,
      });
      const { brand_id } = (await storedBrands(entity.id))[0]!;
      const asks = () => asked.filter((id) => id === brand_id).length;
      await vetting.tick();
      await vetting.tick();
      expect(asks()).toBe(1);
      clock.now += BRAND_VETTING_ASK_MS;
      await vetting.tick();
      expect(asks()).toBe(2);
      // Vetted: asked once more, stored VERIFIED, and never asked again.
      clock.now += SANDBOX_VETTING_MS;
      await vetting.tick();
      expect((await storedBrands(entity.id))[0]).toMatchObject({ brand_identity_status: 3 });
      clock.now += BRAND_VETTING_ASK_MS;
      await vetting.tick();
      expect(asks()).toBe(3);
      await app.close();
    });

    it('revets a brand whose failed vetting nobody has read yet', async () => {
      const { app, clock } = sandboxAt();
      const entity = await newLegalEntity(undefined, '660000000');
      const { brand_id } = (await call(CREATE, { legal_entity_id: entity.id }, app)).json();
      clock.now += SANDBOX_VETTING_MS;
      // Stored SELF_DECLARED still: the revet asks TCR first, finds it UNVERIFIED, and goes ahead.
      expect((await call(UPDATE, { brand_uuid: brand_id }, app)).json()).toEqual({ brand_id });
      await app.close();
      expect(await storedBrand(brand_id)).toMatchObject({ brand_identity_status: 2, set_for_revet: true });
    });

    it('reads a legal entity without asking TCR or writing', async () => {
      const entity = await newLegalEntity({ brand_id: 'BASKED1', brand_identity_status: 1, set_for_revet: false });
      const down = h.appWith({ sandboxFailures: ['tcr.getBrand'] });
      const [stored] = await storedBrands(entity.id);
      const audits = await brandAudit(stored!.id);
      const response = await down.inject({
        method: 'GET',
        url: `/legal_entities/${entity.id}`,
        headers: { authorization: `Bearer ${access}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().brands).toEqual([
        expect.objectContaining({ brand_id: 'BASKED1', brand_identity_status: 1, set_for_revet: false }),
      ]);
      expect(await storedBrands(entity.id)).toEqual([stored]);
      expect(await brandAudit(stored!.id)).toEqual(audits);
    });
  });
});
