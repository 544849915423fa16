/**
 * The numbers behind the embedded TCR dashboard (served by the API when no analytics host is configured):
 * accounts per calendar type, TCR readiness, and call-rescue test outcomes per day over the last 30 days.
 */
import { count, gte, sql } from 'drizzle-orm';
import { CALENDAR_TYPES, calendarTypeLabel } from '../../shared/enums.ts';
import type { Db } from '../db/client.ts';
import { accounts, call_rescue_tests } from '../db/schema.ts';

export const OUTCOME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SUCCESS = 3;
const FAILURE = 4;

export interface LabelledCount {
  label: string;
  count: number;
}

export interface DayOutcomes {
  /** UTC calendar day, YYYY-MM-DD. */
  day: string;
  success: number;
  failure: number;
  /** Tests still SCHEDULED, CALLING or RETRYING, by the day they last changed. */
  other: number;
}

export interface DashboardData {
  /** Every calendar type of spec 3 (zero when unused), then "Not set" when some accounts have none. */
  accountsByCalendarType: LabelledCount[];
  tcrReadiness: { ready: number; notReady: number };
  /** One entry per day, oldest first, ending today (UTC); days without tests count zero. */
  callRescueOutcomes: DayOutcomes[];
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function loadDashboardData(db: Db, now: number): Promise<DashboardData> {
  const firstDay = utcDay(now - (OUTCOME_DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${call_rescue_tests.updated_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [byCalendar, byReadiness, byDay] = await Promise.all([
    db.select({ value: accounts.calendar_type, count: count() }).from(accounts).groupBy(accounts.calendar_type),
    db.select({ ready: accounts.tcr_ready, count: count() }).from(accounts).groupBy(accounts.tcr_ready),
    db
      .select({ day, status: call_rescue_tests.call_status, count: count() })
      .from(call_rescue_tests)
      .where(gte(call_rescue_tests.updated_at, new Date(`${firstDay}T00:00:00Z`)))
      .groupBy(day, call_rescue_tests.call_status),
  ]);

  const calendarCount = (value: number | null) => byCalendar.find((row) => row.value === value)?.count ?? 0;
  const accountsByCalendarType: LabelledCount[] = CALENDAR_TYPES.map(({ value, label }) => ({
    label,
    count: calendarCount(value),
  }));
  const unset = calendarCount(null);
  if (unset > 0) accountsByCalendarType.push({ label: calendarTypeLabel(null), count: unset });

  const days = new Map<string, DayOutcomes>();
  for (let i = OUTCOME_DAYS - 1; i >= 0; i--) {
    const key = utcDay(now - i * DAY_MS);
    days.set(key, { day: key, success: 0, failure: 0, other: 0 });
  }
  for (const row of byDay) {
    // Rows updated after `now` (a clock running behind the database) have no day of their own: skip them.
    const entry = days.get(row.day);
    if (!entry) continue;
    const bucket = row.status === SUCCESS ? 'success' : row.status === FAILURE ? 'failure' : 'other';
    entry[bucket] += row.count;
  }

  return {
    accountsByCalendarType,
    tcrReadiness: {
      ready: byReadiness.find((row) => row.ready)?.count ?? 0,
      notReady: byReadiness.find((row) => !row.ready)?.count ?? 0,
    },
    callRescueOutcomes: [...days.values()],
  };
}
