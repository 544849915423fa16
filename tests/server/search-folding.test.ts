/**
 * Every search box and picker matches as staff type on US keyboards (issue 40): whatever the case and the accents
 * (á = a, ü = u, ñ = n, and the reverse), and phone numbers pasted in any format. The accounts list has its own
 * tests (accounts-list.test.ts); these are the other lists: the call rescue monitor, legal entities, campaign
 * details, the parent-account picker, the registration board and the phones screen. The folding in SQL is the one
 * the console uses (src/shared/searchKey.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { SEARCH_KEY_FROM, SEARCH_KEY_TO, searchKeyOf } from '../../src/shared/searchKey.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

describe.each(databaseKinds)('searches without accents, on %s', (kind) => {
  let h: Harness;
  let access: string;
  const get = async <T>(url: string) => {
    const response = await h.get(url, access);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const names = (page: { results: { name: string }[] }) => page.results.map((row) => row.name);

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    const { db } = h.database;
    const bayamon = h.fixtures.accountIds.bayamon!;
    await db.insert(schema.call_rescue_tests).values({
      account_id: bayamon,
      phone_called_id: h.fixtures.businessPhoneId,
      phone_calling: '+17875550101',
    });
    await db.insert(schema.campaign_details).values([
      { name: 'Campaña Pediátrica', tcr_message_flow: 'Opt-in at the front desk.', tcr_description: 'Reminders.' },
      { name: 'Campana Dental', tcr_message_flow: 'Opt-in at the front desk.', tcr_description: 'Reminders.' },
    ]);
    await db
      .insert(schema.parent_accounts)
      .values([{ name: 'Grupo Médico Añasco' }, { name: 'Grupo Medico Anasco Sur' }]);
    await db.insert(schema.tcr_phone_numbers).values({ number: '+17875078337', account_id: bayamon });
  });
  afterAll(() => h?.close());

  it('folds in the database exactly as the console does', async () => {
    const sample = `${SEARCH_KEY_FROM} ${SEARCH_KEY_FROM.toUpperCase()} ABC xyz Ñandú`;
    const [row] = await h.database.query<{ key: string }>('select search_key($1) as key', [sample]);
    expect(row!.key).toBe(searchKeyOf(sample));
    expect(searchKeyOf('Clínica Mayagüez Añasco')).toBe('clinica mayaguez anasco');
    expect([...SEARCH_KEY_FROM]).toHaveLength([...SEARCH_KEY_TO].length);
  });

  it('finds the monitor’s tests by an account name typed without accents, and by a pasted phone', async () => {
    type Monitor = { count: number; results: { account: { name: string } }[] };
    const accented = await get<Monitor>('/call_rescue_monitor?search=Bayam%C3%B3n');
    expect(accented.count).toBe(1);
    for (const term of ['bayamon', 'BAYAMON', 'clinica%20dental', '%2B17875550101', '1-787-555-0101']) {
      expect((await get<Monitor>(`/call_rescue_monitor?search=${term}`)).count, term).toBe(1);
    }
    // The phone called, a business phone stored as ten digits, pasted in E.164.
    expect((await get<Monitor>('/call_rescue_monitor?search=%2B1%20(787)%20555-0142')).count).toBe(1);
  });

  it('finds legal entities by their name and their accounts’ names without accents', async () => {
    type Entities = { results: { name: string }[] };
    const accented = names(await get<Entities>('/legal_entities?search=Cl%C3%ADnica'));
    expect(accented).toContain('Clínica Dental Bayamón');
    expect(names(await get<Entities>('/legal_entities?search=clinica'))).toEqual(accented);
    expect(names(await get<Entities>('/legal_entities?search=bayamon'))).toContain('Clínica Dental Bayamón');
    // A term too short for the words: the start of an account's name, or part of the entity's.
    expect(names(await get<Entities>('/legal_entities?search=cl'))).toContain('Clínica Dental Bayamón');
  });

  it('finds campaign details and parent accounts either way, and sorts them as folded', async () => {
    type Details = { results: { name: string }[] };
    expect(names(await get<Details>('/campaign_management/campaign_details?search=campana'))).toEqual([
      'Campana Dental',
      'Campaña Pediátrica',
    ]);
    expect(names(await get<Details>('/campaign_management/campaign_details?search=pedi%C3%A1trica'))).toEqual([
      'Campaña Pediátrica',
    ]);
    const parents = await get<{ name: string }[]>('/parent_account_admin?search=medico%20anasco');
    expect(parents.map((row) => row.name)).toEqual(['Grupo Médico Añasco', 'Grupo Medico Anasco Sur']);
    const reversed = await get<{ name: string }[]>('/parent_account_admin?search=M%C3%A9dico%20A%C3%B1asco%20Sur');
    expect(reversed.map((row) => row.name)).toEqual(['Grupo Medico Anasco Sur']);
  });

  it('finds the registration board’s accounts without accents', async () => {
    type Board = { count: number; results: { account: { name: string } }[] };
    const accented = await get<Board>('/registration?search=Bayam%C3%B3n');
    const plain = await get<Board>('/registration?search=bayamon');
    expect(plain.count).toBe(accented.count);
    expect(plain.results).toEqual(accented.results);
  });

  it('finds a phone on the phones screen whatever its format', async () => {
    type Phones = { count: number; results: { number: string }[] };
    for (const term of ['%2B17875078337', '1-787-507-8337', '(787)%20507-8337', '787.507.8337']) {
      const found = await get<Phones>(`/campaign_management/phones?number=${term}`);
      expect(
        found.results.map((row) => row.number),
        term,
      ).toEqual(['+17875078337']);
    }
  });
});
