/**
 * Which accounts a caller may see and change: staff every one, a reseller only those it owns (accounts.reseller_id,
 * set when a reseller creates an account; staff set or clear it on the overview). Another reseller's account, or
 * the provider's own, answers to a reseller as if it did not exist: a 404, or the field's "object does not exist",
 * never a hint that it is there.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ConnectedUser } from '../../shared/auth.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, business_phones, users } from '../db/schema.ts';
import { fieldErrors } from '../errors.ts';

/** Who is asking, as far as the scope cares. */
export type Caller = Pick<ConnectedUser, 'id' | 'is_reseller'>;

/** The reseller whose accounts the caller is kept to; undefined for staff, who see every account. */
export const resellerOf = (caller: Caller): number | undefined => (caller.is_reseller ? caller.id : undefined);

/** The condition keeping `accounts` rows to the reseller's; undefined (every account) for staff. */
export const ownedBy = (reseller: number | undefined): SQL | undefined =>
  reseller === undefined ? undefined : eq(accounts.reseller_id, reseller);

export interface AccountScopeService {
  /** Whether the caller may reach the account: staff always (a missing one is the call's own 404), a reseller its own. */
  reaches(caller: Caller, accountId: number): Promise<boolean>;
  /** A field naming an account the caller may not reach fails as one naming no account. */
  requireField(caller: Caller, field: string, accountId: number | null | undefined): Promise<void>;
  /** The account a business phone belongs to (null when the phone does not exist). */
  accountOfBusinessPhone(id: number): Promise<number | null>;
  /** Whether the caller may reach a user: itself, or a user of an account it reaches. */
  reachesUser(caller: Caller, userId: number): Promise<boolean>;
}

export function createAccountScopeService(db: Db): AccountScopeService {
  const reaches = async (caller: Caller, accountId: number) => {
    const reseller = resellerOf(caller);
    if (reseller === undefined) return true;
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), ownedBy(reseller)))
      .limit(1);
    return row !== undefined;
  };
  return {
    reaches,
    async requireField(caller, field, accountId) {
      if (accountId === null || accountId === undefined) return;
      if (!(await reaches(caller, accountId))) throw fieldErrors({ [field]: [drfTexts.doesNotExist(accountId)] });
    },
    async accountOfBusinessPhone(id) {
      const [row] = await db
        .select({ account: business_phones.account_id })
        .from(business_phones)
        .where(eq(business_phones.id, id))
        .limit(1);
      return row?.account ?? null;
    },
    async reachesUser(caller, userId) {
      if (resellerOf(caller) === undefined || userId === caller.id) return true;
      const [row] = await db.select({ account: users.account_id }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.account != null && (await reaches(caller, row.account));
    },
  };
}
