import { z } from 'zod';
import { signInRules } from './authRules.ts';
import { refineWith, requiredString } from './drf.ts';
import { drfTexts } from './drfTexts.ts';
import type { Rule } from './validation.ts';

/** A sign-in field as typed (a password keeps its spaces): missing gets the message of an empty one. */
const signInField = (rules: readonly Rule[], max: number) =>
  requiredString(rules).superRefine(refineWith(rules)).pipe(z.string().max(max)).meta({ minLength: 1, maxLength: max });

/** POST /api/admin_token */
export const signInRequest = z.object({
  username: signInField(signInRules.username, 150),
  password: signInField(signInRules.password, 256),
  /** The device token an earlier sign-in of this username handed this browser, if any. */
  device: z.string().max(256).optional(),
});
export type SignInRequest = z.infer<typeof signInRequest>;

/** Response of sign-in and of refresh (the refresh token rotates on every use). */
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** Response of sign-in: the pair and a device token of this username, to send with its next sign-ins here. */
export const signInResponse = tokenPair.extend({ device: z.string() });
export type SignInResponse = z.infer<typeof signInResponse>;

/** POST /api/token/refresh */
export const refreshRequest = z.object({
  refresh: z.string({ error: drfTexts.required }).min(1, drfTexts.blank).max(512),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** GET /users/current_user */
export const connectedUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_reseller: z.boolean(),
  is_superuser: z.boolean(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  /** The per-account flags and account the Update user form edits (spec 2, 6). */
  is_account_manager: z.boolean(),
  can_switch_accounts: z.boolean(),
  account: z.number().int().nullable(),
});
export type ConnectedUser = z.infer<typeof connectedUser>;

/** The tokens the console keeps in local storage (spec 3): expiresIn is epoch ms. */
export interface AuthTokens {
  access: string;
  refresh: string;
  expiresIn: number;
}

/** Error body of every non-field error (DRF style). */
export const apiError = z.object({ detail: z.string(), code: z.string().optional() });
export type ApiError = z.infer<typeof apiError>;

/** Error body of a 400 with field errors (DRF style): messages per field, `non_field_errors` for the whole input. */
export const fieldErrorsBody = z.record(z.string(), z.array(z.string()));
export type FieldErrorsBody = z.infer<typeof fieldErrorsBody>;
