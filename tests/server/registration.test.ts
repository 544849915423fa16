import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { resetDatabase, seedDatabase } from '../../src/server/db/seed.ts';
import {
  boardScope,
  createRegistrationService,
  type RegistrationEvent,
} from '../../src/server/services/registrations.ts';
import type {
  AccountRegistration,
  LegalEntityRegistration,
  RegistrationBoardPage,
  RegistrationRow,
} from '../../src/shared/registration.ts';
import { PROVIDER_ERRORS } from '../../src/shared/registrationErrors.ts';
import { COUNT_CAP, REGISTRATION_TIMELINE_LENGTH } from '../../src/shared/constants.ts';
import { ACCOUNTS } from './fixtures.ts';
import { createHarness, databaseKinds, type Harness } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;
const nameOf = (key: string) => ACCOUNTS.find((account) => account.key === key)!.name;

describe.each(databaseKinds)('registration board on %s', (kind) => {
  let h: Harness;
  let access: string;
  const id = (key: string) => h.fixtures.accountIds[key]!;
  const board = async (query = '') => {
    const response = await h.get(`/registration${query}`, access);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RegistrationBoardPage>();
  };
  const row = (page: RegistrationBoardPage, key: string) =>
    page.results.find((r) => r.account.id === id(key)) as RegistrationRow;

  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    const registrations = createRegistrationService({ db: h.database.db, reads: h.database.reads });
    const now = Date.now();
    const events: RegistrationEvent[] = [
      // Smile: its campaign in vetting for 50 days, past the 42 it may take.
      {
        accountId: id('smile'),
        track: 'campaign',
        step: 'tcr_campaign',
        status: 'in_review',
        at: new Date(now - 50 * DAY),
      },
      // Zeta: its brand refused today.
      {
        accountId: id('zeta'),
        track: 'brand',
        step: 'tcr_brand',
        status: 'failed',
        errorCode: '99999',
        errorText: 'Brand details could not be verified',
        at: new Date(now - 1000),
      },
      // Bayamón: its sub-account created, the chain goes on with the starter profile.
      { accountId: id('bayamon'), track: 'messaging', step: 'subaccount', status: 'approved', at: new Date(now - DAY) },
      // Pediátrico: its campaign in vetting for 3 days, well within range.
      {
        accountId: id('pediatrico'),
        track: 'campaign',
        step: 'tcr_campaign',
        status: 'in_review',
        at: new Date(now - 3 * DAY),
      },
    ];
    for (const event of events) await registrations.record(event);
  });
  afterAll(() => h?.close());

  it('lists every account, the most stuck first: a failure, then the wait furthest past its range', async () => {
    const page = await board();
    expect(page.count).toBe(ACCOUNTS.length);
    expect(page.results.slice(0, 3).map((r) => r.account.name)).toEqual([
      nameOf('zeta'),
      nameOf('smile'),
      nameOf('pediatrico'),
    ]);
    expect(page.next).toContain('page=2');
  });

  it('says where each track stands and what to do next', async () => {
    const page = await board();
    const zeta = row(page, 'zeta');
    expect(zeta.brand).toMatchObject({
      step: 'tcr_brand',
      status: 'failed',
      error: { code: '99999', text: 'Brand details could not be verified', title: null },
      lateness: null,
      next_action: 'Brand details could not be verified (error 99999): fix it and resubmit',
    });
    expect(zeta.messaging).toMatchObject({
      step: 'subaccount',
      status: 'not_started',
      since: null,
      next_action: 'Create the sub-account on the messaging tab',
    });
    expect(row(page, 'smile').campaign).toMatchObject({
      status: 'in_review',
      lateness: 'late',
      next_action: 'Waiting on provider: vetting, day 51 of 14-42',
    });
    expect(row(page, 'pediatrico').campaign).toMatchObject({ lateness: 'within' });
  });

  it('moves an approved step on to the next one of its track', async () => {
    const bayamon = row(await board(`?search=${encodeURIComponent('Bayamón')}`), 'bayamon');
    expect(bayamon.messaging).toMatchObject({
      step: 'starter_profile',
      status: 'not_started',
      next_action: 'Create the starter profile on the messaging tab',
    });
  });

  it('filters by track, step, status and lateness, and counts the stages', async () => {
    const names = (page: RegistrationBoardPage) => page.results.map((r) => r.account.name);
    expect(names(await board('?late=true'))).toEqual([nameOf('zeta'), nameOf('smile')]);
    expect(names(await board('?track=campaign&status=in_review'))).toEqual([nameOf('smile'), nameOf('pediatrico')]);
    expect(names(await board('?step=starter_profile'))).toEqual([nameOf('bayamon')]);
    // The brand's failure is not the campaign track's.
    expect(names(await board('?track=campaign&status=failed'))).toEqual([]);

    const { stages } = await board();
    const stage = (track: string, step: string, status: string) =>
      stages.find((s) => s.track === track && s.step === step && s.status === status)?.count;
    expect(stage('campaign', 'tcr_campaign', 'in_review')).toBe(2);
    expect(stage('brand', 'tcr_brand', 'failed')).toBe(1);
    expect(stage('messaging', 'starter_profile', 'not_started')).toBe(1);
    expect(stage('messaging', 'subaccount', 'not_started')).toBe(ACCOUNTS.length - 1);
  });

  it('names the parent account it is kept to, even when no row does, and only then', async () => {
    const parentId = h.fixtures.parentAccountId;
    const kept = await board(`?parent_account=${parentId}&track=campaign&status=failed`);
    expect(kept.results).toEqual([]);
    expect(kept.parent_account).toEqual({ id: parentId, name: expect.any(String) });
    expect(kept.parent_account!.name.length).toBeGreaterThan(0);
    expect((await board('?parent_account=999999')).parent_account).toBeNull();
    expect(await board()).not.toHaveProperty('parent_account');
  });

  it('keeps every event it recorded, in order', async () => {
    const [events] = await h.database.db.select({ n: count() }).from(schema.registration_events);
    expect(events?.n).toBe(4);
    const zeta = await h.database.db
      .select()
      .from(schema.registration_events)
      .where(eq(schema.registration_events.account_id, id('zeta')));
    expect(zeta).toMatchObject([{ track: 'brand', status: 'failed', error_code: '99999' }]);
  });

  it('refuses bad filters in DRF’s shape, a page past the end, and anyone signed out', async () => {
    const bad = await h.get('/registration?status=stuck&track=fax', access);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Unknown status: stuck.'], track: [expect.any(String)] });
    expect((await h.get('/registration?page=99', access)).json()).toEqual({
      detail: 'Invalid page.',
      code: 'not_found',
    });
    expect((await h.get('/registration')).statusCode).toBe(401);
  });

  it("answers an account's panel: its tracks, the field that fixes a failure, and its timeline newest first", async () => {
    const registrations = createRegistrationService({ db: h.database.db, reads: h.database.reads });
    const now = Date.now();
    const brand = { accountId: id('bayamon'), track: 'brand', step: 'tcr_brand' } as const;
    await registrations.record({ ...brand, status: 'submitted', at: new Date(now - 3 * DAY) });
    await registrations.record({
      ...brand,
      status: 'failed',
      errorCode: 'TAX_ID',
      errorText: 'EIN mismatch',
      at: new Date(now - DAY),
    });

    const response = await h.get(`/registration/accounts/${id('bayamon')}`, access);
    expect(response.statusCode, response.body).toBe(200);
    const panel = response.json<AccountRegistration>();
    expect(panel.account).toEqual({ id: id('bayamon'), name: nameOf('bayamon') });
    expect(panel.brand).toMatchObject({
      title: 'TCR brand',
      status: 'failed',
      status_text: 'Failed',
      error_label: 'Brand feedback: tax ID mismatch',
      error: { code: 'TAX_ID', text: 'EIN mismatch', title: 'Brand feedback: tax ID mismatch' },
      next_action: PROVIDER_ERRORS.TAX_ID!.action,
      fix: {
        form: 'legal_entity',
        field: 'ein',
        record_id: h.fixtures.legalEntityId,
        label: 'Fix the EIN on legal entity Clínica Dental Bayamón',
        explanation: PROVIDER_ERRORS.TAX_ID!.explanation,
      },
    });
    expect(panel.messaging).toMatchObject({
      title: 'Messaging chain, Starter profile',
      step: 'starter_profile',
      status: 'not_started',
      fix: null,
    });
    expect(panel.events.map((event) => `${event.step} ${event.status}`)).toEqual([
      'tcr_brand failed',
      'subaccount approved',
      'tcr_brand submitted',
    ]);
    expect(panel.events[0]).toMatchObject({
      track: 'brand',
      occurred_at: new Date(now - DAY).toISOString(),
      text: 'TCR brand: Failed',
      error_label: 'Brand feedback: tax ID mismatch',
    });

    expect((await h.get('/registration/accounts/999999', access)).json()).toEqual({
      detail: 'Not found.',
      code: 'not_found',
    });
    expect((await h.get(`/registration/accounts/${id('bayamon')}`)).statusCode).toBe(401);
  });

  it("leads a failure whose fix is on a record the account lacks to the overview's picker, on the panel and the board", async () => {
    const registrations = createRegistrationService({ db: h.database.db, reads: h.database.reads });
    await registrations.record({
      accountId: id('smile'),
      track: 'messaging',
      step: 'a2p_brand',
      status: 'failed',
      errorCode: '30799',
      errorText: 'The brand details could not be verified.',
      at: new Date(),
    });
    const linkFirst = {
      form: 'account',
      field: 'legal_entity',
      record_id: id('smile'),
      label: 'Link a legal entity',
      explanation: expect.stringMatching(/^The fix is on the account's legal entity, and this account has none: /),
    };
    const panel = (await h.get(`/registration/accounts/${id('smile')}`, access)).json<AccountRegistration>();
    expect(panel.messaging.fix).toEqual(linkFirst);
    expect(panel.messaging.fix!.explanation).toContain(PROVIDER_ERRORS['30799']!.explanation);
    expect(row(await board('?search=Smile'), 'smile').messaging.fix).toEqual(linkFirst);
    // Bayamón's brand (failed in the test before) is fixed on its legal entity, as its panel says.
    expect(row(await board(`?search=${encodeURIComponent('Bayamón')}`), 'bayamon').brand.fix).toMatchObject({
      form: 'legal_entity',
      field: 'ein',
      record_id: h.fixtures.legalEntityId,
    });
    // Nothing to fix where nothing failed.
    expect(row(await board('?search=Smile'), 'smile').campaign.fix).toBeNull();
  });
});

describe('the demo registrations', () => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    await resetDatabase(h.database);
    await seedDatabase(h.database, { accounts: 300, now: new Date() });
    // The reset ended the staff's sessions.
    access = (await h.signIn()).access;
  }, 180_000);
  afterAll(() => h?.close());

  it('puts the seeded accounts at varied stages, the failed and the late first', async () => {
    const response = await h.get('/registration', access);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<RegistrationBoardPage>();
    expect(page.count).toBe(300);
    const first = page.results[0]!;
    expect([first.messaging, first.brand, first.campaign].some((track) => track.status === 'failed')).toBe(true);
    const total = (status: string) =>
      page.stages.filter((stage) => stage.status === status).reduce((sum, stage) => sum + stage.count, 0);
    for (const status of ['not_started', 'in_review', 'approved', 'failed'])
      expect(total(status), status).toBeGreaterThan(5);
    // The counts kept by trigger (drizzle/0025) are the counts of the rows, after the seed's bulk writes.
    const counted = await h.database.query<{ track: string; step: string; status: string; count: number }>(
      `select s.track, s.step, s.status, count(*)::int as count from account_registrations r
       cross join lateral (values ('messaging', r.messaging_step, r.messaging_status), ('brand', r.brand_step, r.brand_status),
         ('campaign', r.campaign_step, r.campaign_status)) s(track, step, status) group by 1, 2, 3`,
    );
    const byStage = (rows: Array<{ track: string; step: string; status: string; count: number }>) =>
      Object.fromEntries(rows.map((r) => [`${r.track}/${r.step}/${r.status}`, r.count]));
    expect(byStage(page.stages)).toEqual(byStage(counted));
    const late = h.get('/registration?late=true&track=campaign', access);
    expect((await late).json<RegistrationBoardPage>().count).toBeGreaterThan(5);
  });

  it("counts a search's accounts and their stages in every track, as the rows say", async () => {
    const page = (await h.get('/registration?search=dental', access)).json<RegistrationBoardPage>();
    const counted = await h.database.query<{ track: string; step: string; status: string; count: number }>(
      `select s.track, s.step, s.status, count(*)::int as count from account_registrations r
       join accounts a on a.id = r.account_id
       cross join lateral (values ('messaging', r.messaging_step, r.messaging_status), ('brand', r.brand_step, r.brand_status),
         ('campaign', r.campaign_step, r.campaign_status)) s(track, step, status)
       where lower(a.name) like '%dental%' group by 1, 2, 3`,
    );
    const byStage = (rows: Array<{ track: string; step: string; status: string; count: number }>) =>
      Object.fromEntries(rows.map((r) => [`${r.track}/${r.step}/${r.status}`, r.count]));
    expect(byStage(page.stages)).toEqual(byStage(counted));
    const [matches] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from accounts where lower(name) like '%dental%'`,
    );
    expect(matches!.n).toBeGreaterThan(20);
    expect(page.count).toBe(matches!.n);
    expect(page.results).toHaveLength(20);
    expect(page.results.every((row) => row.account.name.toLowerCase().includes('dental'))).toBe(true);
  });

  it('keeps the same accounts whether a search collects its matches or checks each name as the board walks', async () => {
    const ids = async (search: string, form: 'matches' | 'per row') =>
      (
        await h.database.db
          .select({ id: schema.accounts.id })
          .from(schema.accounts)
          .where(and(...boardScope({ page: 1, search }, form)))
          .orderBy(asc(schema.accounts.id))
      ).map((row) => row.id);
    for (const search of ['dental', 'Clínica Dental', 'ica den', 'de', 'B', 'bayamón', 'zzzz']) {
      const matches = await ids(search, 'matches');
      expect(await ids(search, 'per row'), search).toEqual(matches);
      if (!search.startsWith('z')) expect(matches.length, search).toBeGreaterThan(0);
    }
  });

  it('fails each step of the chain with a refusal that step can meet, each with a way to fix it', async () => {
    const failed = await h.database.query<{ id: number; step: string; code: string }>(
      `select account_id as id, messaging_step as step, messaging_error_code as code
         from account_registrations where messaging_status = 'failed' order by account_id`,
    );
    expect(failed.length).toBeGreaterThan(5);
    // The profiles, end user and address are Trust Hub's reviews (186xx); only the A2P brand meets the registry's.
    for (const { step, code } of failed)
      expect(code, step).toMatch(
        step === 'a2p_brand' ? /^30799$/ : step === 'a2p_use_case' ? /^308\d\d$/ : /^186\d\d$/,
      );
    expect(new Set(failed.map((row) => row.code)).size).toBeGreaterThan(2);
    for (const { id } of failed) {
      const panel = (await h.get(`/registration/accounts/${id}`, access)).json<AccountRegistration>();
      expect(panel.messaging.fix, `account ${id}`).not.toBeNull();
    }
  });

  it('agrees with the seeded brands and campaigns, and queues every TCR review for the reconciler, none of them due', async () => {
    const rows = await h.database.query<{ status: string; code: string | null; identity: number; asked: boolean }>(
      `select r.brand_status as status, r.brand_error_code as code, b.brand_identity_status as identity,
              exists (select 1 from registration_checks c where c.account_id = r.account_id and c.track = 'brand') as asked
         from account_registrations r join accounts a on a.id = r.account_id
         join brands b on b.legal_entity_id = a.legal_entity_id`,
    );
    expect(rows.length).toBeGreaterThan(30);
    // An UNVERIFIED brand (2) failed with TCR's feedback; a verified one (3, 4) approved; one in vetting is asked about.
    for (const row of rows) {
      if (row.status === 'failed')
        expect([row.identity, row.code]).toEqual([2, expect.stringMatching(/^(TAX_ID|NONPROFIT)$/)]);
      else if (row.status === 'approved') expect(row.identity).toBeGreaterThanOrEqual(3);
      else expect([row.status, row.asked]).toEqual(['in_review', true]);
    }
    const [counts] = await h.database.query<{ waiting: number; queued: number; due: number }>(
      `select (select count(*)::int from account_registrations
                where brand_status in ('submitted', 'in_review')) + (select count(*)::int from account_registrations
                where campaign_status in ('submitted', 'in_review')) as waiting,
              (select count(*)::int from registration_checks) as queued,
              (select count(*)::int from registration_checks where due_at <= now()) as due`,
    );
    const { waiting, queued, due } = counts!;
    expect(queued).toBe(waiting);
    expect(queued).toBeGreaterThan(10);
    // Seeded waits are days long: the first questions come hours after the API starts, not all at once.
    expect(due).toBe(0);
  });

  it("gives a legal entity's accounts one brand history, which its brand area shows once", async () => {
    const [entity] = await h.database.query<{ id: number; accounts: number; histories: number }>(
      `select a.legal_entity_id as id, count(distinct a.id)::int as accounts,
              count(distinct (select string_agg(e.status || '@' || e.occurred_at::text, ',' order by e.id)
                                from registration_events e where e.account_id = a.id and e.track = 'brand'))::int
                as histories
         from accounts a join brands b on b.legal_entity_id = a.legal_entity_id
        group by 1 order by 2 desc limit 1`,
    );
    expect(entity!.accounts).toBeGreaterThan(1);
    expect(entity!.histories).toBe(1);
    const response = await h.get(`/registration/legal_entities/${entity!.id}`, access);
    expect(response.statusCode, response.body).toBe(200);
    const { brand, events } = response.json<LegalEntityRegistration>();
    expect(brand).not.toBeNull();
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(3);
    expect(events.at(-1)!.text).toBe('TCR brand: Submitted');
  });
});

describe.each(databaseKinds)('a registration board search past the count cap on %s', (kind) => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
    // More accounts than the count goes to, all named alike (each gets its registration row by trigger).
    await h.database.query(
      `insert into accounts (name, email, office_phone)
         select 'Capped Dental ' || n, 'capped' || n || '@clinic.test', '(787) 600-0000'
         from generate_series(1, ${COUNT_CAP + 30}) n`,
    );
  }, 120_000);
  afterAll(() => h?.close());

  const board = async (query: string) => {
    const response = await h.get(`/registration${query}`, access);
    return { status: response.statusCode, body: response.json<RegistrationBoardPage & { count_capped?: true }>() };
  };

  it('says it keeps COUNT_CAP and more, pages it to the cap, and counts no stages', async () => {
    const { status, body } = await board('?search=capped');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: COUNT_CAP, count_capped: true, stages: [] });
    expect(body.results).toHaveLength(20);
    expect(body.results.every((row) => row.account.name.startsWith('Capped Dental '))).toBe(true);
    expect((await board(`?search=capped&page=${COUNT_CAP / 20}`)).body.results).toHaveLength(20);
    expect((await board(`?search=capped&page=${COUNT_CAP / 20 + 1}`)).status).toBe(404);

    // With a stage too: still capped, every row at it.
    const atStage = await board('?search=capped&track=messaging&status=not_started');
    expect(atStage.body).toMatchObject({ count: COUNT_CAP, count_capped: true, stages: [] });
    expect(atStage.body.results.every((row) => row.messaging.status === 'not_started')).toBe(true);
    // A stage none of them is at: counted exactly, as nothing.
    const failed = await board('?search=capped&status=failed');
    expect(failed.body).toMatchObject({ count: 0, results: [] });
    expect(failed.body).not.toHaveProperty('count_capped');

    // A status of any track, over the whole board: counted to the cap, the board's stages beside it.
    const notStarted = await board('?status=not_started');
    expect(notStarted.body).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(notStarted.body.stages.length).toBeGreaterThan(0);
  });

  it('counts a narrower search exactly, by stage', async () => {
    const { body } = await board('?search=zeta');
    expect(body).not.toHaveProperty('count_capped');
    expect(body.count).toBeGreaterThan(0);
    expect(body.stages.length).toBeGreaterThan(0);
  });
});

describe.each(databaseKinds)('a registration timeline longer than it shows, on %s', (kind) => {
  let h: Harness;
  let access: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    access = (await h.signIn()).access;
  });
  afterAll(() => h?.close());

  const panel = async (accountId: number) => {
    const response = await h.get(`/registration/accounts/${accountId}`, access);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountRegistration>();
  };

  it(`shows the latest ${REGISTRATION_TIMELINE_LENGTH} changes and says older ones exist, never at the length itself`, async () => {
    const accountId = h.fixtures.accountIds.bayamon!;
    const start = Date.now() - 1000 * DAY;
    const change = (n: number) => ({
      account_id: accountId,
      track: 'messaging',
      step: 'subaccount',
      status: n % 2 === 0 ? 'submitted' : 'failed',
      occurred_at: new Date(start + n * DAY),
    });
    await h.database.db
      .insert(schema.registration_events)
      .values(Array.from({ length: REGISTRATION_TIMELINE_LENGTH }, (_, n) => change(n)));
    const whole = await panel(accountId);
    expect(whole.events).toHaveLength(REGISTRATION_TIMELINE_LENGTH);
    expect(whole.events_cut).toBe(false);

    await h.database.db.insert(schema.registration_events).values(change(REGISTRATION_TIMELINE_LENGTH));
    const cut = await panel(accountId);
    expect(cut.events).toHaveLength(REGISTRATION_TIMELINE_LENGTH);
    expect(cut.events_cut).toBe(true);
    // The newest first: the one just added leads, the oldest is the one left out.
    expect(cut.events[0]!.occurred_at).toBe(change(REGISTRATION_TIMELINE_LENGTH).occurred_at.toISOString());
    expect(cut.events.at(-1)!.occurred_at).toBe(change(1).occurred_at.toISOString());
  });
});
