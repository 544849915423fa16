/**
 * Demo staff users of the embedded database. They exist only on PGlite (the local default), never on a
 * PostgreSQL DATABASE_URL, so a real deployment can never carry a published password.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts, users } from './schema.ts';
import { createStaffUser } from '../services/users.ts';

export const DEMO_PASSWORD = 'rescue-demo-2026';

export const DEMO_USERS = [
  { username: 'demo', email: 'demo@rescue.example', first_name: 'Demo', last_name: 'Staff', is_reseller: false },
  {
    username: 'reseller',
    email: 'reseller@rescue.example',
    first_name: 'Rita',
    last_name: 'Reseller',
    is_reseller: true,
  },
] as const;

/** Accounts the embedded database gets on first start. */
export const DEMO_ACCOUNT_COUNT = 250;
/** The demo reseller owns one account in this many (by id), so signing in as it shows a reseller's console. */
export const DEMO_RESELLER_SHARE = 10;

export class DemoUsersRefusedError extends Error {
  override name = 'DemoUsersRefusedError';
  constructor() {
    super('Demo users are only created on the embedded database; unset DATABASE_URL to use them.');
  }
}

/**
 * Creates the demo users that are missing, and gives the demo reseller its share of the accounts when it owns none;
 * returns the usernames it created.
 */
export async function ensureDemoUsers(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') throw new DemoUsersRefusedError();
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, demo.username))
      .limit(1);
    if (existing) continue;
    await createStaffUser(database.db, { ...demo, password: DEMO_PASSWORD });
    created.push(demo.username);
  }
  await shareAccountsWithDemoReseller(database);
  await giveDemoUsersAnAccount(database);
  return created;
}

/**
 * Every user belongs to an account (Update user requires one, spec 2, 5): a demo user without one gets the first
 * account it may see, the reseller the first it owns.
 */
async function giveDemoUsersAnAccount({ db }: Database): Promise<void> {
  for (const demo of DEMO_USERS) {
    const [first] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        demo.is_reseller
          ? sql`${accounts.reseller_id} = (select ${users.id} from ${users} where ${users.username} = ${demo.username})`
          : undefined,
      )
      .orderBy(accounts.id)
      .limit(1);
    if (!first) continue;
    await db
      .update(users)
      .set({ account_id: first.id })
      .where(and(eq(users.username, demo.username), isNull(users.account_id)));
  }
}

async function shareAccountsWithDemoReseller({ db }: Database): Promise<void> {
  const [reseller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'reseller'), eq(users.is_reseller, true)))
    .limit(1);
  if (!reseller) return;
  const [owned] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.reseller_id, reseller.id))
    .limit(1);
  if (owned) return;
  await db
    .update(accounts)
    .set({ reseller_id: reseller.id })
    .where(and(isNull(accounts.reseller_id), sql`${accounts.id} % ${DEMO_RESELLER_SHARE} = 0`));
}
