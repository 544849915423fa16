/** The user forms' rules (spec 5, 9): create, edit in the account's list, and the connected user's own profile. */
import { USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { userTexts } from './userTexts.ts';
import { EMAIL_PATTERN, matches, referenceRequired, required } from './validation.ts';

const t = userTexts;

/** Spec 5 and 9: 4 to 16 letters, digits and @ . + - _; letters and digits of any language ('ñoño'), as Django's. */
export const USERNAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}@.+\\-_]{${USERNAME_MIN},${USERNAME_MAX}}$`, 'u');

/** User creation and editing (spec 5). Password rules beyond "required" live in passwordRules.ts. */
export const userRules = {
  username: [required(t.usernameRequired), matches(USERNAME_PATTERN, t.usernameFormat)],
  first_name: [required(t.firstNameRequired)],
  last_name: [required(t.lastNameRequired)],
  email: [required(t.emailRequired), matches(EMAIL_PATTERN, t.emailFormat)],
  password: [required(t.passwordRequired)],
} as const;

/**
 * Editing a user in the account's user list (spec 5): its own wording of the email format. The password may stay
 * empty (the current one is kept); its confirmation checks what is typed (confirmPasswordError).
 */
export const userListEditRules = {
  first_name: userRules.first_name,
  last_name: userRules.last_name,
  email: [required(t.emailRequired), matches(EMAIL_PATTERN, t.emailFormatListEditor)],
  password: [],
} as const;

/** Update user (spec 2), the connected user's profile: the names, the email, the account; the password as above. */
export const userProfileRules = {
  first_name: userRules.first_name,
  last_name: userRules.last_name,
  email: userRules.email,
  account: [referenceRequired(t.accountRequired)],
  password: [],
} as const;

/**
 * The password confirmation (spec 5): equal to the password; required when creating, and when editing only once a
 * password is typed.
 */
export function confirmPasswordError(confirm: string, password: string, isRequired: boolean): string | undefined {
  if (confirm === '' && (isRequired || password !== '')) return t.passwordRequired;
  return confirm === password ? undefined : t.passwordMismatch;
}

/**
 * A staff user changing their own password, email or username, or their own account or account flags (what a
 * reseller's reach hangs on), confirms it with their current password (the API refuses the change without it).
 * `saved` is the user as stored; a typed password, another email, username, account or flag needs it (the
 * console's profile form edits none but the first two, so it sends no others).
 */
export function needsCurrentPassword(
  change: {
    password: string;
    email: string;
    username?: string;
    account?: number | null;
    is_account_manager?: boolean;
    can_switch_accounts?: boolean;
  },
  saved: {
    email: string;
    username: string;
    account?: number | null;
    is_account_manager?: boolean;
    can_switch_accounts?: boolean;
  },
): boolean {
  const usernameChanged = change.username !== undefined && change.username.trim() !== saved.username;
  const changed = (key: 'account' | 'is_account_manager' | 'can_switch_accounts') =>
    change[key] !== undefined && change[key] !== saved[key];
  return (
    change.password !== '' ||
    change.email.trim() !== saved.email ||
    usernameChanged ||
    changed('account') ||
    changed('is_account_manager') ||
    changed('can_switch_accounts')
  );
}

/** The current password: required only while the change needs it (needsCurrentPassword). */
export function currentPasswordError(value: string, needed: boolean): string | undefined {
  return needed && value === '' ? t.currentPasswordRequired : undefined;
}
