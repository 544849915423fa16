import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { searchTerms } from '../../src/server/services/legal-entities.ts';
import { legalEntity, legalEntityPage } from '../../src/shared/legalEntities.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const MIN_5 = 'Mínimo 5 caracteres';
const REQUIRED = 'This field is required.';

/** Extra entities beside the fixture's one: "Entidad Legal 01" … "Entidad Legal 24". */
const EXTRA = Array.from({ length: 24 }, (_, i) => `Entidad Legal ${String(i + 1).padStart(2, '0')}`);

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dental Norte Group',
  legal_name: 'Dental Norte Group LLC',
  ein: '661234567',
  email: 'legal@dentalnorte.pr',
  phone_number: '7875550123',
  website: 'https://dentalnorte.pr',
  street: 'Calle Sol 45',
  city: 'Arecibo',
  zip_code: '00612',
  state: 'PR',
  country: 'US',
  company_type: 1,
  vertical_type: 3,
  ...overrides,
});

describe.each(databaseKinds)('legal entities on %s', (kind) => {
  let h: Harness;
  let access: string;
  /** Id of "Entidad Legal NN" by its number. */
  const extraIds: Record<number, number> = {};
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    const rows = await h.database.db
      .insert(schema.legal_entities)
      .values(
        EXTRA.map((name, i) => ({
          name,
          legal_name: `${name} Inc`,
          ein: String(100000000 + i),
          email: `legal${i + 1}@entidad.pr`,
          phone_number: '7875550000',
          street: 'Calle Principal 1',
          city: 'Ponce',
          zip_code: '00716',
          company_type: 2,
          vertical_type: 12,
        })),
      )
      .returning({ id: schema.legal_entities.id, name: schema.legal_entities.name });
    for (const row of rows) extraIds[Number(row.name.slice(-2))] = row.id;
    // Entidad Legal 07 holds two accounts whose names share nothing with its own.
    await h.database.db
      .update(schema.accounts)
      .set({ legal_entity_id: extraIds[7]! })
      .where(inArray(schema.accounts.id, [h.fixtures.accountIds.smile!, h.fixtures.accountIds.zeta!]));
  });
  afterAll(() => h?.close());

  const headers = () => ({ authorization: `Bearer ${access}` });
  const list = (query: string) => h.get(`/legal_entities${query}`, access);
  const post = (payload: unknown) =>
    h.app.inject({ method: 'POST', url: '/legal_entities', headers: headers(), payload: payload as object });
  const patch = (id: number | string, payload: unknown) =>
    h.app.inject({ method: 'PATCH', url: `/legal_entities/${id}`, headers: headers(), payload: payload as object });
  const names = (body: { results: Array<{ name: string }> }) => body.results.map((r) => r.name);
  const auditRows = (table: string, recordId: number) =>
    h.database.db
      .select()
      .from(schema.audit_log)
      .where(and(eq(schema.audit_log.table_name, table), eq(schema.audit_log.record_id, String(recordId))))
      .orderBy(schema.audit_log.id);
  const accountEntity = async (accountId: number) =>
    (
      await h.database.db
        .select({ legal_entity_id: schema.accounts.legal_entity_id })
        .from(schema.accounts)
        .where(eq(schema.accounts.id, accountId))
    )[0]!.legal_entity_id;

  describe('GET /legal_entities', () => {
    it('answers 401 without a token', async () => {
      const response = await h.get('/legal_entities');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });

    it('pages by 20 in name order with DRF links', async () => {
      const first = await list('');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(legalEntityPage.strict().parse(body)).toEqual(body);
      expect(body.count).toBe(25);
      expect(names(body)).toEqual(['Clínica Dental Bayamón', ...EXTRA.slice(0, 19)]);
      expect(body.previous).toBeNull();
      expect(body.next).toMatch(/\/legal_entities\?page=2$/);

      const second = (await list('?page=2')).json();
      expect(names(second)).toEqual(EXTRA.slice(19));
      expect(second.next).toBeNull();
      expect(second.previous).toMatch(/\/legal_entities$/);
    });

    it('refuses a page past the end and a malformed page', async () => {
      const past = await list('?page=3');
      expect(past.statusCode).toBe(404);
      expect(past.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
      const bad = await list('?page=x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ page: ['A valid page number is required.'] });
    });

    it('finds by part of the name, whatever the case, with accounts and brands', async () => {
      const body = (await list('?search=BAYAM')).json();
      expect(body.count).toBe(1);
      expect(body.results).toEqual([
        {
          id: h.fixtures.legalEntityId,
          name: 'Clínica Dental Bayamón',
          legal_name: 'Clínica Dental Bayamón LLC',
          ein: '660123456',
          email: 'legal@clinicadentalbayamon.com',
          phone_number: '7875550142',
          website: null,
          street: 'Calle Luna #12',
          city: 'Bayamón',
          state: 'PR',
          zip_code: '00956',
          country: 'US',
          company_type: 1,
          vertical_type: 3,
          accounts: [{ id: h.fixtures.accountIds.bayamon, name: 'Clínica Dental Bayamón' }],
          // Newest first.
          brands: [
            { id: h.fixtures.brandIds[1], brand_id: 'BNEW002', brand_identity_status: 2, set_for_revet: true },
            { id: h.fixtures.brandIds[0], brand_id: 'BOLD001', brand_identity_status: 3, set_for_revet: false },
          ],
        },
      ]);
    });

    it('finds by the name of an account, long terms anywhere in it and short ones at its start', async () => {
      for (const search of ['dorado', 'CHIROPRACTIC', 'sm', 'ze']) {
        const body = (await list(`?search=${search}`)).json();
        expect(names(body), search).toEqual(['Entidad Legal 07']);
        expect(body.results[0].accounts).toEqual([
          { id: h.fixtures.accountIds.smile, name: 'Smile Design Dorado' },
          { id: h.fixtures.accountIds.zeta, name: 'Zeta Chiropractic' },
        ]);
      }
      // A short term only matches the start of an account name.
      expect((await list('?search=or')).json().count).toBe(0);
    });

    it("follows an account's changes, whoever makes them: renamed, moved, without an entity, deleted", async () => {
      const [account] = await h.database.db
        .insert(schema.accounts)
        .values({ name: 'Quokka Pediatric Dentistry', email: 'q@quokka.pr', office_phone: '7875550199' })
        .returning({ id: schema.accounts.id });
      const found = async (search: string) => names((await list(`?search=${search}`)).json());
      const set = (sqlText: string, ...params: unknown[]) =>
        h.database.query(`update accounts set ${sqlText} where id = $1`, [account!.id, ...params]);
      expect(await found('quokka')).toEqual([]);
      await set('legal_entity_id = $2', extraIds[3]);
      expect(await found('quokka')).toEqual(['Entidad Legal 03']);
      expect(await found('qu')).toEqual(['Entidad Legal 03']);
      await set('name = $2', 'Wombat Family Dental');
      expect(await found('quokka')).toEqual([]);
      expect(await found('wombat')).toEqual(['Entidad Legal 03']);
      await set('legal_entity_id = $2', extraIds[4]);
      expect(await found('wombat')).toEqual(['Entidad Legal 04']);
      await set('legal_entity_id = null');
      expect(await found('wombat')).toEqual([]);
      await set('legal_entity_id = $2', extraIds[4]);
      await h.database.query('delete from accounts where id = $1', [account!.id]);
      expect(await found('wombat')).toEqual([]);
    });

    it('takes comma joined name and account terms, each of which must match', async () => {
      expect(names((await list(`?search=${encodeURIComponent('legal,dorado')}`)).json())).toEqual(['Entidad Legal 07']);
      // Spaces split terms too, and empty terms are dropped: "legal" and "1".
      expect(names((await list(`?search=${encodeURIComponent('Legal 1, ')}`)).json())).toEqual(
        EXTRA.filter((name) => name.slice(-2).includes('1')),
      );
      expect((await list(`?search=${encodeURIComponent('clínica,dorado')}`)).json().count).toBe(0);
      expect(names((await list(`?search=${encodeURIComponent('entidad legal 12')}`)).json())).toEqual([
        'Entidad Legal 12',
      ]);
      // A term said again, in any case, is the same question: the same answer as once.
      expect(names((await list(`?search=${encodeURIComponent('legal LEGAL Legal,dorado dorado')}`)).json())).toEqual([
        'Entidad Legal 07',
      ]);
    });

    it('matches LIKE wildcards literally and answers an empty page for no match', async () => {
      const body = (await list(`?search=${encodeURIComponent('%_')}`)).json();
      expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
    });
  });

  describe('GET /legal_entities/:id', () => {
    it('returns the legal entity', async () => {
      const response = await h.get(`/legal_entities/${extraIds[7]}`, access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: extraIds[7],
        name: 'Entidad Legal 07',
        legal_name: 'Entidad Legal 07 Inc',
        ein: '100000006',
        email: 'legal7@entidad.pr',
        phone_number: '7875550000',
        website: null,
        street: 'Calle Principal 1',
        city: 'Ponce',
        state: 'PR',
        zip_code: '00716',
        country: 'US',
        company_type: 2,
        vertical_type: 12,
        accounts: [
          { id: h.fixtures.accountIds.smile, name: 'Smile Design Dorado' },
          { id: h.fixtures.accountIds.zeta, name: 'Zeta Chiropractic' },
        ],
        brands: [],
      });
    });

    it('answers 404 for an unknown or malformed id, 401 without a token', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await h.get(`/legal_entities/${id}`, access);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect((await h.get(`/legal_entities/${extraIds[1]}`)).statusCode).toBe(401);
    });
  });

  describe('POST /legal_entities', () => {
    it('creates the legal entity with PR and US, answers 201, and audits it', async () => {
      const response = await post(validBody());
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(legalEntity.strict().parse(body)).toEqual(body);
      expect(body).toEqual({
        id: expect.any(Number),
        ...validBody(),
        accounts: [],
        brands: [],
      });
      const [stored] = await h.database.db
        .select()
        .from(schema.legal_entities)
        .where(eq(schema.legal_entities.id, body.id));
      expect(stored).toMatchObject({ name: 'Dental Norte Group', state: 'PR', country: 'US', company_type: 1 });
      const audit = await auditRows('legal_entities', body.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: h.fixtures.userIds.staff,
        action: 'create',
        before: null,
        after: expect.objectContaining({ name: 'Dental Norte Group', ein: '661234567', state: 'PR' }),
      });
    });

    it('takes state and country as optional, trims text and stores an empty website as null', async () => {
      const { state: _s, country: _c, ...rest } = validBody({ name: '  Trimmed Name  ', website: '' });
      const body = (await post(rest)).json();
      expect(body).toMatchObject({ name: 'Trimmed Name', website: null, state: 'PR', country: 'US' });
    });

    it('attaches the given accounts, taking them from their legal entity, all audited', async () => {
      const smile = h.fixtures.accountIds.smile!;
      const pediatrico = h.fixtures.accountIds.pediatrico!;
      const response = await post(validBody({ name: 'Grupo Con Cuentas', accounts: [pediatrico, smile, smile] }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.accounts).toEqual([
        { id: pediatrico, name: 'Centro Pediátrico del Este' },
        { id: smile, name: 'Smile Design Dorado' },
      ]);
      expect(await accountEntity(smile)).toBe(body.id);
      const smileAudit = (await auditRows('accounts', smile)).at(-1);
      expect(smileAudit).toMatchObject({
        action: 'update',
        actor_id: h.fixtures.userIds.staff,
        before: { legal_entity_id: extraIds[7] },
        after: { legal_entity_id: body.id },
      });
      // Give smile back to Entidad Legal 07.
      expect((await patch(extraIds[7]!, { accounts: [smile, h.fixtures.accountIds.zeta] })).statusCode).toBe(200);
    });

    it('reports every missing field', async () => {
      const response = await post({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: [REQUIRED],
        legal_name: [REQUIRED],
        ein: [REQUIRED],
        email: [REQUIRED],
        phone_number: [REQUIRED],
        street: [REQUIRED],
        city: [REQUIRED],
        zip_code: [REQUIRED],
        company_type: [REQUIRED],
        vertical_type: [REQUIRED],
      });
    });

    it.each([
      ['name', 'Abcd', MIN_5],
      ['name', '   ', REQUIRED],
      ['legal_name', 'LLC', MIN_5],
      ['ein', '12345678', 'Length should be 9 and only numbers allowed'],
      ['ein', '1234567890', 'Length should be 9 and only numbers allowed'],
      ['ein', '12-345678', 'Length should be 9 and only numbers allowed'],
      ['ein', '12-3456789', 'Length should be 9 and only numbers allowed'],
      ['email', 'not-an-email', 'Entered value does not match email format'],
      ['phone_number', '787-555-0123', 'Only numbers allowed'],
      ['street', 'Sol', MIN_5],
      ['city', '', REQUIRED],
      ['zip_code', '0061', MIN_5],
      ['zip_code', '006123', 'Enter a valid zip code. Allowed formats: XXXXX or XXXXX-XXXX'],
      ['zip_code', '00612-', 'Enter a valid zip code. Allowed formats: XXXXX or XXXXX-XXXX'],
      ['zip_code', 'ABCDE', 'Enter a valid zip code. Allowed formats: XXXXX or XXXXX-XXXX'],
      ['state', 'NY', 'This field is read-only; its value is always "PR".'],
      ['country', 'CA', 'This field is read-only; its value is always "US".'],
      ['company_type', 5, '"5" is not a valid choice.'],
      ['company_type', '1', '"1" is not a valid choice.'],
      ['vertical_type', 24, '"24" is not a valid choice.'],
      ['vertical_type', null, REQUIRED],
      ['accounts', [999999], 'Invalid pk "999999" - object does not exist.'],
      ['accounts', ['x'], 'Incorrect type. Expected pk value.', 'accounts.0'],
    ])('refuses %s %j with %j', async (field, value, message, key = field) => {
      const response = await post(validBody({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [key]: [message] });
    });

    it.each([
      ['zip_code', '00612-1234'],
      ['company_type', 4],
      ['vertical_type', 23],
      ['website', null],
    ])('accepts %s %j', async (field, value) => {
      const response = await post(validBody({ [field]: value }));
      expect(response.statusCode).toBe(201);
      expect(response.json()[field]).toBe(value);
    });

    it('refuses unknown fields and ignores the read-only id and brands', async () => {
      const unknown = await post(validBody({ tcr_brand: 'x' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ tcr_brand: ['Unknown field.'] });
      const ignored = await post(validBody({ id: 1, brands: [{ id: 1 }] }));
      expect(ignored.statusCode).toBe(201);
      expect(ignored.json().id).not.toBe(1);
      expect(ignored.json().brands).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const response = await h.app.inject({ method: 'POST', url: '/legal_entities', payload: validBody() });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PATCH /legal_entities/:id', () => {
    const create = async (name: string, accounts: number[]) => {
      const response = await post(validBody({ name, accounts }));
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };

    it('updates the form and reassigns accounts in one audited write', async () => {
      const account = (n: number) => h.fixtures.accountIds[`generated-${n}`]!;
      const [a, b, c] = [account(1), account(2), account(3)];
      const id = await create('Grupo Para Editar', [a, b]);
      const other = await create('Grupo Vecino', [c]);

      const response = await patch(id, {
        ...validBody({ name: 'Grupo Editado', company_type: 4, vertical_type: 22 }),
        id,
        brands: [],
        accounts: [b, c],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id, name: 'Grupo Editado', company_type: 4, vertical_type: 22 });
      expect(body.accounts.map((x: { id: number }) => x.id).sort()).toEqual([b, c].sort());
      expect(await accountEntity(a)).toBeNull();
      expect(await accountEntity(b)).toBe(id);
      expect(await accountEntity(c)).toBe(id);
      expect((await h.get(`/legal_entities/${other}`, access)).json().accounts).toEqual([]);

      const entityAudit = await auditRows('legal_entities', id);
      expect(entityAudit.at(-1)).toMatchObject({
        action: 'update',
        actor_id: h.fixtures.userIds.staff,
        before: { name: 'Grupo Para Editar', company_type: 1, vertical_type: 3 },
        after: { name: 'Grupo Editado', company_type: 4, vertical_type: 22 },
      });
      expect((await auditRows('accounts', a)).at(-1)).toMatchObject({
        before: { legal_entity_id: id },
        after: { legal_entity_id: null },
      });
      expect((await auditRows('accounts', c)).at(-1)).toMatchObject({
        before: { legal_entity_id: other },
        after: { legal_entity_id: id },
      });
      // b did not change, so it has only its attachment at creation.
      expect(await auditRows('accounts', b)).toHaveLength(1);
    });

    it('takes a partial body, leaves accounts alone without the field, and detaches all with []', async () => {
      const a = h.fixtures.accountIds['generated-4']!;
      const id = await create('Grupo Parcial', [a]);
      const renamed = await patch(id, { city: 'Mayagüez' });
      expect(renamed.json()).toMatchObject({ city: 'Mayagüez', name: 'Grupo Parcial', accounts: [{ id: a }] });
      const cleared = await patch(id, { accounts: [] });
      expect(cleared.json().accounts).toEqual([]);
      expect(await accountEntity(a)).toBeNull();
    });

    it('changes nothing when any part is refused', async () => {
      const a = h.fixtures.accountIds['generated-5']!;
      const id = await create('Grupo Intacto', [a]);
      const before = await auditRows('legal_entities', id);
      const badAccount = await patch(id, { name: 'Otro Nombre', accounts: [999999] });
      expect(badAccount.statusCode).toBe(400);
      expect(badAccount.json()).toEqual({ accounts: ['Invalid pk "999999" - object does not exist.'] });
      const badField = await patch(id, { name: 'Otro', accounts: [] });
      expect(badField.statusCode).toBe(400);
      expect(badField.json()).toEqual({ name: [MIN_5] });
      expect((await h.get(`/legal_entities/${id}`, access)).json()).toMatchObject({
        name: 'Grupo Intacto',
        accounts: [{ id: a }],
      });
      expect(await auditRows('legal_entities', id)).toEqual(before);
    });

    it('refuses blank required fields and a changed state', async () => {
      const response = await patch(extraIds[2]!, { ein: '', state: 'FL' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ein: [REQUIRED],
        state: ['This field is read-only; its value is always "PR".'],
      });
    });

    it('takes only http(s) web addresses as the website, which TCR gets with the brand', async () => {
      for (const website of [
        'javascript:alert(document.domain)',
        'data:text/html,<b>x</b>',
        'ftp://files.example.com',
        'www.example.com',
        'https://no spaces.example',
      ]) {
        const response = await patch(extraIds[2]!, { website });
        expect(response.statusCode, website).toBe(400);
        expect(response.json()).toEqual({ website: ['Enter a valid URL.'] });
      }
      for (const website of ['https://dentalnorte.pr', 'http://clinica.example.com:8080/citas?x=1', '']) {
        expect((await patch(extraIds[2]!, { website })).statusCode, website).toBe(200);
      }
    });

    it('answers 404 for an unknown id and 401 without a token', async () => {
      const missing = await patch(999999, { city: 'Ponce' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
      const anonymous = await h.app.inject({
        method: 'PATCH',
        url: `/legal_entities/${extraIds[1]}`,
        payload: { city: 'Ponce' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

describe('legal entity search terms', () => {
  it('splits on commas and spaces, drops empty terms, and asks each term once whatever its case', () => {
    expect(searchTerms('legal, dorado')).toEqual(['legal', 'dorado']);
    expect(searchTerms(' ,, ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('j j j j j j j j')).toEqual(['j']);
    expect(searchTerms('Dental dental DENTAL,clinica')).toEqual(['Dental', 'clinica']);
  });

  it('keeps at most eight different terms', () => {
    expect(searchTerms('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(searchTerms('a a a a a a a a a b')).toEqual(['a', 'b']);
  });
});
