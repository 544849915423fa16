/** Users (spec 3, 5, 7): create, update, the user's account, and password reset. */
import { z } from 'zod';
import { accountUser, reference } from './accounts.ts';
import { newPasswordRules, passwordResetRules } from './authRules.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import {
  booleanField,
  pk,
  refineWith,
  requiredString,
  requiredText,
  requiredValue,
  stringField,
  takingReadBack,
  text,
} from './drf.ts';
import { drfTexts } from './drfTexts.ts';
import { userRules, USERNAME_PATTERN } from './userRules.ts';
import { userTexts } from './userTexts.ts';

/** Spec 5, user creation: the username rule (the staff command line checks it too). */
export const username = z
  .string({ error: userTexts.usernameRequired })
  .min(1, userTexts.usernameRequired)
  .regex(USERNAME_PATTERN, userTexts.usernameFormat);

const NAME_MAX = 150;
const EMAIL_MAX = 254;

/** Passwords are taken as typed (no trimming); the Django rules run in the service, with the user's attributes. */
const password = requiredString(userRules.password).superRefine(refineWith(userRules.password));

const mismatch = (value: { password?: string; confirm_password?: string }, ctx: z.RefinementCtx) => {
  if (value.password && value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: userTexts.passwordMismatch });
  }
};

/** POST /users (spec 7): unknown fields are refused. */
export const createUserRequest = z
  .strictObject({
    username: requiredText(userRules.username, 16),
    first_name: requiredText(userRules.first_name, NAME_MAX),
    last_name: requiredText(userRules.last_name, NAME_MAX),
    email: requiredText(userRules.email, EMAIL_MAX),
    password,
    confirm_password: stringField.default(''),
    is_account_manager: booleanField.default(false),
    can_switch_accounts: booleanField.default(false),
    account: requiredValue(pk, userTexts.accountRequired),
    is_active: booleanField.default(true),
  })
  .superRefine(mismatch);
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/**
 * PATCH /users/{id} (spec 7): any subset of the user fields, is_active alone, or a password with its
 * confirmation. An empty password means "unchanged", as the console leaves it out. A staff user changing their
 * own password or email sends their current password too.
 */
export const updateUserRequest = takingReadBack(
  {
    username: text(userRules.username, 16).optional(),
    first_name: text(userRules.first_name, NAME_MAX).optional(),
    last_name: text(userRules.last_name, NAME_MAX).optional(),
    email: text(userRules.email, EMAIL_MAX).optional(),
    password: stringField.optional(),
    confirm_password: stringField.optional(),
    /** Required when staff change their own password or email; not stored, never logged. */
    current_password: stringField.max(PASSWORD_MAX_LENGTH, drfTexts.tooLong(PASSWORD_MAX_LENGTH)).optional(),
    is_account_manager: booleanField.optional(),
    can_switch_accounts: booleanField.optional(),
    is_active: booleanField.optional(),
    account: pk.optional(),
  },
  { id: accountUser.shape.id },
).superRefine(mismatch);
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** A user as the API returns it (never its password). */
export const user = accountUser;
export type User = z.infer<typeof user>;

/** GET /account/{accountId}: the user's account, by id and name. */
export const accountName = reference;
export type AccountName = z.infer<typeof accountName>;

/** POST /password_reset/ */
export const passwordResetRequest = z.strictObject({
  email: requiredString(passwordResetRules.email).pipe(
    z.string().trim().superRefine(refineWith(passwordResetRules.email)),
  ),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

const resetToken = z.string({ error: drfTexts.required }).min(1, drfTexts.blank).max(512, drfTexts.tooLong(512));

/** POST /password_reset/confirm/ */
export const passwordResetConfirmRequest = z.strictObject({
  token: resetToken,
  password: requiredString(newPasswordRules.password).superRefine(refineWith(newPasswordRules.password)),
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** POST /password_reset/validate_token/ */
export const passwordResetValidateRequest = z.strictObject({ token: resetToken });

/** The answer of the three password reset calls (django-rest-passwordreset's shape). */
export const passwordResetStatus = z.object({ status: z.literal('OK') });
export type PasswordResetStatus = z.infer<typeof passwordResetStatus>;

/** A sign-in of a user that goes on (GET /users/{id}/sessions): "Your sessions" on Update user. */
export const userSession = z.object({
  /** The sign-in's id (its refresh token family). */
  id: z.string(),
  /** The browser it was last used from (its User-Agent, shortened) and the address. */
  user_agent: z.string(),
  client_address: z.string(),
  signed_in_at: z.string(),
  last_used_at: z.string(),
  /** The sign-in this call was made with. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;
export const userSessions = z.array(userSession);

/** POST /users/{id}/sessions/end: one sign-in by id, or without one every sign-in but the caller's. */
export const endSessionsRequest = z.strictObject({
  session: z.uuid({ error: userTexts.sessionUnknown }).optional(),
});
export type EndSessionsRequest = z.infer<typeof endSessionsRequest>;
export const endedSessions = z.object({ ended: z.number().int() });
