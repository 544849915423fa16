/**
 * Ten people save one record at once, each over the version they all opened, through two API instances on one
 * PostgreSQL database: exactly one save is written and nine are refused with 412, for every record a form edits.
 * (On PGlite the API is one process; tests/server/edit-versions.test.ts covers the rule itself on both.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordVersion } from '../../../src/shared/editVersion.ts';
import { postgresConfigured } from '../harness.ts';
import { createTwoInstances, type TwoInstances } from './instances.ts';

const SAVES = 10;

describe.skipIf(!postgresConfigured)('saves sent at once over one version, on two API instances', () => {
  let two: TwoInstances;
  let access: string;
  beforeAll(async () => {
    two = await createTwoInstances();
    access = (await two.h.signIn()).access;
  });
  afterAll(() => two?.close());

  const read = async (url: string) => {
    const response = await two.h.get(url, access);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  /** Sends the ten changes together, alternating between the instances; answers with their status codes. */
  const saveAtOnce = (url: string, version: string, changes: object[]) =>
    Promise.all(
      changes.map((payload, i) =>
        two.inject(i, {
          method: 'PATCH',
          url,
          headers: { authorization: `Bearer ${access}`, 'if-match': version },
          payload,
        }),
      ),
    );

  /** Exactly one 200 and nine 412s; the record holds the one change written. */
  async function expectOneWritten(url: string, version: string, changes: object[], after: () => Promise<unknown>) {
    const answers = await saveAtOnce(url, version, changes);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 412)).toHaveLength(SAVES - 1);
    const written = changes[codes.indexOf(200)]!;
    expect(await after()).toMatchObject(written);
    // Every refusal handed over the record as the winner left it.
    const winner = answers[codes.indexOf(200)]!;
    for (const refused of answers.filter((answer) => answer.statusCode === 412)) {
      expect(refused.headers.etag).toBe(winner.headers.etag);
    }
  }

  const numbered = <T>(make: (i: number) => T) => Array.from({ length: SAVES }, (_, i) => make(i));

  it("an account's overview (and its features and bot area code, the same address)", async () => {
    const url = `/account_admin/${two.h.fixtures.accountIds.bayamon}`;
    const version = (await two.h.get(url, access)).headers.etag as string;
    const changes = numbered((i) => ({ office_phone: `(787) 555-02${String(i).padStart(2, '0')}` }));
    await expectOneWritten(url, version, changes, () => read(url));
  });

  it('a legal entity', async () => {
    const url = `/legal_entities/${two.h.fixtures.legalEntityId}`;
    const version = (await two.h.get(url, access)).headers.etag as string;
    const changes = numbered((i) => ({ website: `https://bayamon-${i}.example` }));
    await expectOneWritten(url, version, changes, () => read(url));
  });

  it('a campaign detail', async () => {
    const url = `/campaign_management/campaign_details/${two.h.fixtures.campaignDetailId}`;
    const version = (await two.h.get(url, access)).headers.etag as string;
    const changes = numbered((i) => ({ tcr_description: `Appointment reminders ${i} for {{NAME}} patients.` }));
    await expectOneWritten(url, version, changes, () => read(url));
  });

  it("an account's billing setting and one of its users", async () => {
    const account = `/account_admin/${two.h.fixtures.accountIds.bayamon}`;
    const opened = await read(account);
    const billing = opened.billing_setting as { is_delinquent: boolean; ignore_delinquent_check: boolean };
    // Every change differs from the saved flags, so whichever is written gives the record a new version.
    const flags = [
      { is_delinquent: !billing.is_delinquent, ignore_delinquent_check: billing.ignore_delinquent_check },
      { is_delinquent: billing.is_delinquent, ignore_delinquent_check: !billing.ignore_delinquent_check },
      { is_delinquent: !billing.is_delinquent, ignore_delinquent_check: !billing.ignore_delinquent_check },
    ];
    await expectOneWritten(
      `/billing_setting/${two.h.fixtures.billingSettingId}`,
      recordVersion(billing),
      numbered((i) => flags[i % flags.length]!),
      async () => (await read(account)).billing_setting,
    );

    const [user] = opened.user_set as { id: number }[];
    await expectOneWritten(
      `/users/${user!.id}`,
      recordVersion(user),
      numbered((i) => ({ first_name: `Ana ${i}` })),
      async () => ((await read(account)).user_set as { id: number }[]).find(({ id }) => id === user!.id),
    );
  });
});
