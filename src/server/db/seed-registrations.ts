/**
 * The demo's registrations (issue 22): each seeded account somewhere in the messaging chain, the TCR brand and the
 * TCR campaign, so the board has something to sort on `npm start`: most registered or under way within range,
 * some late, some far over, some failed with the providers' codes, some not started. The messaging chain follows
 * the steps the account's seeded configuration holds. Deterministic by account id (it draws nothing from the
 * seed's own sequence, so the rest of the demo data stays as it was); times are relative to `now`.
 */
import { sql } from 'drizzle-orm';
import { PROVIDER_ERRORS } from '../../shared/registrationErrors.ts';
import { TRACK_STEPS, type RegistrationStatus } from '../../shared/registrationRules.ts';
import { applyEvent, startingRegistration, type RegistrationEvent } from '../services/registrations.ts';
import type { Db } from './client.ts';
import * as schema from './schema.ts';
import { BATCH_SIZE, insertAll } from './seed-bulk.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A number in [0, 1) from an account id and a salt: the same every run. */
function draw(accountId: number, salt: number): number {
  let x = Math.imul(accountId ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

const pick = <T>(values: readonly T[], at: number) => values[Math.floor(at * values.length)]!;

const BRAND_FAILURES = ['30799', '30701', 'TAX_ID', 'UNVERIFIED'] as const;
const CAMPAIGN_FAILURES = ['30896', '30893', '30889', '30909', '30886'] as const;

const failure = (code: string) => ({ errorCode: code, errorText: PROVIDER_ERRORS[code]?.title ?? 'Refused' });

/**
 * The events of one account: `chainDone` steps of the messaging chain approved (its seeded configuration's), then
 * the brand and the campaign by a draw.
 */
export function demoRegistrationEvents(accountId: number, chainDone: number, now: Date): RegistrationEvent[] {
  const events: RegistrationEvent[] = [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const event = (
    track: RegistrationEvent['track'],
    step: RegistrationEvent['step'],
    status: RegistrationStatus,
    daysAgo: number,
    extra: Partial<RegistrationEvent> = {},
  ) => events.push({ accountId, track, step, status, at: at(daysAgo), ...extra });

  const chain = TRACK_STEPS.messaging;
  const started = 120 + draw(accountId, 1) * 200;
  chain.slice(0, chainDone).forEach((step, i) => event('messaging', step, 'approved', started - i * 3));
  const waiting = chain[chainDone];
  if (waiting && chainDone > 0) {
    // The next step of a chain under way: sent, in review, or refused.
    const roll = draw(accountId, 2);
    if (roll < 0.15) event('messaging', waiting, 'failed', 1 + draw(accountId, 3) * 20, failure('30799'));
    else if (roll < 0.6) event('messaging', waiting, 'in_review', draw(accountId, 4) * 10);
    else if (roll < 0.7) event('messaging', waiting, 'in_review', 30 + draw(accountId, 4) * 40);
  }

  // The brand and the campaign: about half the accounts have started them.
  const brandRoll = draw(accountId, 5);
  if (brandRoll < 0.45) return events;
  event('brand', 'tcr_brand', 'submitted', 60 + draw(accountId, 6) * 30);
  if (brandRoll < 0.52) {
    event(
      'brand',
      'tcr_brand',
      'failed',
      2 + draw(accountId, 7) * 30,
      failure(pick(BRAND_FAILURES, draw(accountId, 8))),
    );
    return events;
  }
  if (brandRoll < 0.58) {
    event('brand', 'tcr_brand', 'in_review', 3 + draw(accountId, 9) * 20);
    return events;
  }
  event('brand', 'tcr_brand', 'approved', 50);

  const campaignRoll = draw(accountId, 10);
  event('campaign', 'tcr_campaign', 'submitted', 45);
  if (campaignRoll < 0.45) event('campaign', 'tcr_campaign', 'approved', 40 - draw(accountId, 11) * 30);
  else if (campaignRoll < 0.7) event('campaign', 'tcr_campaign', 'in_review', draw(accountId, 12) * 40);
  else if (campaignRoll < 0.82) event('campaign', 'tcr_campaign', 'in_review', 43 + draw(accountId, 13) * 40);
  else if (campaignRoll < 0.88) event('campaign', 'tcr_campaign', 'in_review', 85 + draw(accountId, 14) * 30);
  else {
    event(
      'campaign',
      'tcr_campaign',
      'failed',
      1 + draw(accountId, 15) * 25,
      failure(pick(CAMPAIGN_FAILURES, draw(accountId, 16))),
    );
  }
  return events;
}

/** Writes the registrations of the accounts from `firstAccountId` on: their events, and their rows as replayed. */
export async function seedRegistrations(db: Db, firstAccountId: number, now: Date): Promise<void> {
  const tc = schema.twilio_configurations;
  const chainDone = sql<number>`case when ${tc.id} is null then 0 else 1
      + (${tc.starter_profile_sid} is not null)::int + (${tc.end_user_sid} is not null)::int
      + (${tc.address_sid} is not null)::int + (${tc.a2p_profile_sid} is not null)::int
      + (${tc.a2p_brand_sid} is not null)::int + (${tc.a2p_use_case_sid} is not null)::int end`;
  const [last] = await db.select({ id: sql<number | null>`max(${schema.accounts.id})` }).from(schema.accounts);
  for (let from = firstAccountId; from <= (last?.id ?? 0); from += BATCH_SIZE * 5) {
    const accounts = await db
      .select({ id: schema.accounts.id, chainDone })
      .from(schema.accounts)
      .leftJoin(tc, sql`${tc.account_id} = ${schema.accounts.id}`)
      .where(sql`${schema.accounts.id} >= ${from} and ${schema.accounts.id} < ${from + BATCH_SIZE * 5}`);
    if (accounts.length === 0) continue;
    const events: (typeof schema.registration_events.$inferInsert)[] = [];
    const rows = accounts.map(({ id, chainDone: done }) =>
      demoRegistrationEvents(id, done, now).reduce((row, event) => {
        events.push({
          account_id: id,
          track: event.track,
          step: event.step,
          status: event.status,
          error_code: event.errorCode ?? null,
          error_text: event.errorText ?? null,
          occurred_at: event.at!,
        });
        return applyEvent(row, event, event.at!);
      }, startingRegistration(id)),
    );
    if (events.length > 0) await insertAll(db, schema.registration_events, events);
    // The rows exist already (drizzle/0023 adds one with every account): they take their replayed values.
    const columns = Object.keys(rows[0]!).filter((column) => column !== 'account_id');
    await db.execute(
      sql`update ${schema.account_registrations} r set ${sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = j.${sql.identifier(column)}`),
        sql`, `,
      )} from json_populate_recordset(null::account_registrations, ${JSON.stringify(rows)}::json) j
          where r.account_id = j.account_id`,
    );
  }
}
