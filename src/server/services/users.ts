/** Staff users: the connected-user view used by every authenticated request, and staff creation. */
import { eq, sql } from 'drizzle-orm';
import type { ConnectedUser } from '../../shared/auth.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { users, usernameKeyOf } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';

const connectedUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  is_reseller: users.is_reseller,
  is_superuser: users.is_superuser,
  is_staff: users.is_staff,
  is_active: users.is_active,
  is_account_manager: users.is_account_manager,
  can_switch_accounts: users.can_switch_accounts,
  account: users.account_id,
};

const findConnectedUserStatement = preparedPerDb((db) =>
  db
    .select({ ...connectedUserColumns, session_version: users.session_version })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_connected_user'),
);

/** A user behind a token: what the API shows of them, and the session version their tokens must carry. */
export interface TokenUser {
  user: ConnectedUser;
  sessionVersion: number;
}

/** Runs whenever an authenticated call finds its user in no cache (connected-users.ts). */
export async function findConnectedUser(db: Db, id: number): Promise<TokenUser | null> {
  const [row] = await findConnectedUserStatement(db).execute({ id });
  if (!row) return null;
  const { session_version: sessionVersion, ...user } = row;
  return { user, sessionVersion };
}

export interface NewStaffUser {
  username: string;
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  is_reseller?: boolean;
  is_superuser?: boolean;
  /** The account the user belongs to (Update user requires one); it must exist. */
  account_id?: number | null;
}

export class UsernameTakenError extends Error {
  override name = 'UsernameTakenError';
}

export async function createStaffUser(db: Db, input: NewStaffUser): Promise<ConnectedUser> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username_key, usernameKeyOf(input.username)))
    .limit(1);
  if (existing) throw new UsernameTakenError(`A user named "${input.username}" already exists.`);
  const [created] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      password_hash: await hashPassword(input.password),
      first_name: input.first_name ?? '',
      last_name: input.last_name ?? '',
      is_staff: true,
      is_active: true,
      is_reseller: input.is_reseller ?? false,
      is_superuser: input.is_superuser ?? false,
      account_id: input.account_id ?? null,
    })
    .returning(connectedUserColumns);
  return created!;
}
