/** Users (spec 3, 5, 7): create, update, the user's account, and password reset. */
import { z } from 'zod';
import { accountUser } from './accounts.ts';
import { refineWith } from './auth.ts';
import { apiErrors, messages } from './messages.ts';
import { requiredText, STRING, text } from './textFields.ts';
import { PASSWORD_MAX_LENGTH, passwordMessages } from './passwordRules.ts';
import { newPasswordRules, passwordResetRules, userRules, USERNAME_PATTERN } from './validation.ts';

export { USERNAME_PATTERN };
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
  passwordProblems,
  type PasswordUserAttributes,
} from './passwordRules.ts';

/** Spec 5, user creation: the username rule and its messages. */
export const usernameMessages = {
  required: messages.users.usernameRequired,
  format: messages.users.usernameFormat,
} as const;

export const username = z
  .string({ error: usernameMessages.required })
  .min(1, usernameMessages.required)
  .regex(USERNAME_PATTERN, usernameMessages.format);

const NAME_MAX = 150;
const EMAIL_MAX = 254;
const boolean = z.boolean({ error: 'Must be a valid boolean.' });
const accountId = z
  .number({ error: 'Incorrect type. Expected pk value.' })
  .int('Incorrect type. Expected pk value.')
  .min(1, 'Incorrect type. Expected pk value.')
  .max(2 ** 31 - 1, 'Incorrect type. Expected pk value.');

/** Passwords are taken as typed (no trimming); the Django rules run in the service, with the user's attributes. */
const password = z.string(STRING).default('').superRefine(refineWith(userRules.password));

const mismatch = (value: { password?: string; confirm_password?: string }, ctx: z.RefinementCtx) => {
  if (value.password && value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: messages.users.passwordMismatch });
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
    confirm_password: z.string(STRING).default(''),
    is_account_manager: boolean.default(false),
    can_switch_accounts: boolean.default(false),
    account: z
      .unknown()
      .refine((value) => value !== undefined && value !== null, messages.users.accountRequired)
      .pipe(accountId),
    is_active: boolean.default(true),
  })
  .superRefine(mismatch);
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/**
 * PATCH /users/{id} (spec 7): any subset of the user fields, is_active alone, or a password with its
 * confirmation. An empty password means "unchanged", as the console leaves it out. A staff user changing their
 * own password or email sends their current password too.
 */
export const updateUserRequest = z
  .strictObject({
    /** Read-only: the list editor sends the whole row back; ignored, like DRF ignores read-only fields. */
    id: z.unknown().optional(),
    username: text(userRules.username, 16).optional(),
    first_name: text(userRules.first_name, NAME_MAX).optional(),
    last_name: text(userRules.last_name, NAME_MAX).optional(),
    email: text(userRules.email, EMAIL_MAX).optional(),
    password: z.string(STRING).optional(),
    confirm_password: z.string(STRING).optional(),
    /** Required when staff change their own password or email; not stored, never logged. */
    current_password: z.string(STRING).max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong).optional(),
    is_account_manager: boolean.optional(),
    can_switch_accounts: boolean.optional(),
    is_active: boolean.optional(),
    account: accountId.optional(),
  })
  .superRefine(mismatch);
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** A user as the API returns it (never its password). */
export const user = accountUser;
export type User = z.infer<typeof user>;

/** GET /account/{accountId}: the user's account. */
export const accountName = z.object({ id: z.number().int(), name: z.string() });
export type AccountName = z.infer<typeof accountName>;

/** POST /password_reset/ */
export const passwordResetRequest = z.strictObject({
  email: z
    .string(STRING)
    .default('')
    .pipe(z.string().trim().superRefine(refineWith(passwordResetRules.email))),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

const resetToken = z
  .string({ error: apiErrors.fieldRequired })
  .min(1, 'This field may not be blank.')
  .max(512, 'Ensure this field has no more than 512 characters.');

/** POST /password_reset/confirm/ */
export const passwordResetConfirmRequest = z.strictObject({
  token: resetToken,
  password: z.string(STRING).default('').superRefine(refineWith(newPasswordRules.password)),
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** POST /password_reset/validate_token/ */
export const passwordResetValidateRequest = z.strictObject({ token: resetToken });

/** The answer of the three password reset calls (django-rest-passwordreset's shape). */
export const passwordResetStatus = z.object({ status: z.literal('OK') });
export type PasswordResetStatus = z.infer<typeof passwordResetStatus>;
