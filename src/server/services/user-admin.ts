/**
 * Staff management of users (spec 7): create, partial update (fields, is_active, password), and the name
 * of a user's account. Password rules are Django's (shared/passwordRules.ts) with the common-password list.
 *
 * Who may change whom: any staff user may change account users (the account's Users tab); a staff user or a
 * superuser is changed only by themselves or by a superuser. Changing one's own password or email takes the
 * current password, so a borrowed session cannot take the account over (a new email opens password reset).
 */
import { eq } from 'drizzle-orm';
import type { ConnectedUser } from '../../shared/auth.ts';
import type { AccountName, CreateUserRequest, UpdateUserRequest, User } from '../../shared/users.ts';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import { needsCurrentPassword } from '../../shared/userRules.ts';
import { userTexts } from '../../shared/userTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, users, usernameKeyOf } from '../db/schema.ts';
import { ApiError, fieldErrors, notFound, type FieldErrorMap } from '../errors.ts';
import { recordWrite } from './audit.ts';
import { checkPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens.ts';
import { transactionRetried } from '../db/retry.ts';
import { recordAuthEvent } from '../auth/events.ts';

export const USERNAME_TAKEN = 'A user with that username already exists.';

export interface UserAdminService {
  /** `actorId`: the staff user making the change, for the audit log. */
  create(input: CreateUserRequest, actorId: number): Promise<User>;
  /** The user as the API shows it; null when there is none. */
  get(id: number): Promise<User | null>;
  /** Throws the 404 of an unknown user or the 403 of one `actor` may not change. */
  assertMayChange(id: number, actor: ConnectedUser): Promise<void>;
  /** `actor`: the signed-in staff user making the change (who may change whom, the audit log). */
  /** `sessionId`: the caller's sign-in, which a change of their own username or email leaves going on. */
  /** `address`: where the change came from, for the sign-in record (password, e-mail, deactivation). */
  update(id: number, patch: UpdateUserRequest, actor: ConnectedUser, sessionId: string, address: string): Promise<User>;
  accountName(accountId: number): Promise<AccountName>;
}

/** The columns of a user as the API shows it (spec 3, User; never the password). */
export const userColumns = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  is_active: users.is_active,
  is_account_manager: users.is_account_manager,
  can_switch_accounts: users.can_switch_accounts,
  account: users.account_id,
};

export const userNotFound = () => new ApiError(404, { detail: userTexts.notFound, code: apiErrorCodes.userNotFound });

export const userChangeForbidden = () =>
  new ApiError(403, { detail: apiTexts.userChangeForbidden, code: apiErrorCodes.permissionDenied });

/** Staff users and superusers are changed only by themselves or by a superuser; account users by any staff. */
function checkMayChange(target: { id: number; is_staff: boolean; is_superuser: boolean }, actor: ConnectedUser) {
  if ((target.is_staff || target.is_superuser) && target.id !== actor.id && !actor.is_superuser) {
    throw userChangeForbidden();
  }
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export function createUserAdminService(db: Db): UserAdminService {
  const usernameTaken = async (username: string, exceptId?: number) => {
    // One identity however it is written: ROOT1 is taken when root1 exists (users.username_key).
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username_key, usernameKeyOf(username)))
      .limit(1);
    return row !== undefined && row.id !== exceptId;
  };
  const accountExists = async (id: number) => {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).limit(1);
    return row !== undefined;
  };
  /** The user with what decides who may change them (and the hash that checks a current password). */
  const findTarget = async (id: number) => {
    const [row] = await db
      .select({
        ...userColumns,
        is_staff: users.is_staff,
        is_superuser: users.is_superuser,
        password_hash: users.password_hash,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!row) throw userNotFound();
    return row;
  };
  const throwIfAny = (errors: FieldErrorMap) => {
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  };
  const rethrowUnique = (error: unknown): never => {
    if (isUniqueViolation(error)) throw fieldErrors({ username: [USERNAME_TAKEN] });
    throw error;
  };

  return {
    async create(input, actorId) {
      const errors: FieldErrorMap = {};
      if (await usernameTaken(input.username)) errors.username = [USERNAME_TAKEN];
      const problems = checkPassword(input.password, input);
      if (problems.length > 0) errors.password = problems;
      if (!(await accountExists(input.account))) errors.account = [drfTexts.doesNotExist(input.account)];
      throwIfAny(errors);

      const passwordHash = await hashPassword(input.password);
      return transactionRetried(db, async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username,
            first_name: input.first_name,
            last_name: input.last_name,
            email: input.email,
            password_hash: passwordHash,
            is_active: input.is_active,
            is_account_manager: input.is_account_manager,
            can_switch_accounts: input.can_switch_accounts,
            account_id: input.account,
          })
          .returning(userColumns);
        await recordWrite(tx, {
          actorId,
          table: 'users',
          recordId: created!.id,
          before: null,
          after: { ...created!, password_hash: passwordHash },
        });
        return created!;
      }).catch(rethrowUnique);
    },

    async get(id) {
      const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return user ?? null;
    },

    async assertMayChange(id, actor) {
      checkMayChange(await findTarget(id), actor);
    },

    async update(id, patch, actor, sessionId, address) {
      const { is_staff, is_superuser, password_hash: storedHash, ...current } = await findTarget(id);
      checkMayChange({ id, is_staff, is_superuser }, actor);

      const { password, confirm_password: _confirm, current_password: currentPassword, account, ...fields } = patch;
      const errors: FieldErrorMap = {};
      if (fields.username !== undefined && (await usernameTaken(fields.username, id))) {
        errors.username = [USERNAME_TAKEN];
      }
      if (account !== undefined && !(await accountExists(account))) errors.account = [drfTexts.doesNotExist(account)];
      // An empty password means "leave it": the console sends none when the field is blank.
      const newPassword = password ? password : undefined;
      if (newPassword !== undefined) {
        const problems = checkPassword(newPassword, { ...current, ...fields });
        if (problems.length > 0) errors.password = problems;
      }
      const change = {
        password: newPassword ?? '',
        email: fields.email ?? current.email,
        username: fields.username,
        account,
        is_account_manager: fields.is_account_manager,
        can_switch_accounts: fields.can_switch_accounts,
      };
      const ownSignIn = actor.id === id;
      if (ownSignIn && needsCurrentPassword(change, current)) {
        if (!currentPassword) errors.current_password = [userTexts.currentPasswordRequired];
        else if (!(await verifyPassword(currentPassword, storedHash))) {
          errors.current_password = [userTexts.currentPasswordWrong];
        }
      }
      throwIfAny(errors);

      const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
      const changes = {
        ...fields,
        ...(account === undefined ? {} : { account_id: account }),
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      };
      return transactionRetried(db, async (tx) => {
        const [updated] =
          Object.keys(changes).length === 0
            ? [current]
            : await tx.update(users).set(changes).where(eq(users.id, id)).returning(userColumns);
        if (!updated) throw userNotFound();
        await recordWrite(tx, {
          actorId: actor.id,
          table: 'users',
          recordId: id,
          before: { ...current, ...(passwordHash === undefined ? {} : { password_hash: null }) },
          after: { ...updated, ...(passwordHash === undefined ? {} : { password_hash: passwordHash }) },
        });
        // A new password or a deactivation ends every session the user had (the trigger of drizzle/0007 also
        // raises their session version, which refuses their access tokens). A person who changes their own
        // username or email keeps this sign-in and ends the others: whoever else held one is out.
        if (passwordHash !== undefined || fields.is_active === false) await revokeUserRefreshTokens(tx, id);
        else if (ownSignIn && (updated.username !== current.username || updated.email !== current.email)) {
          await revokeUserRefreshTokens(tx, id, { exceptFamily: sessionId });
        }
        // On the record of who the person is: by whom (when not themself), and from where.
        const event = { userId: id, actorId: ownSignIn ? null : actor.id, address };
        if (passwordHash !== undefined) await recordAuthEvent(tx, { ...event, kind: 'password_changed' });
        if (updated.email !== current.email) await recordAuthEvent(tx, { ...event, kind: 'email_changed' });
        if (fields.is_active === false && current.is_active) {
          await recordAuthEvent(tx, { ...event, kind: 'sessions_ended' });
        }
        return updated;
      }).catch(rethrowUnique);
    },

    async accountName(accountId) {
      const [row] = await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },
  };
}
