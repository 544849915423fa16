/**
 * The record of sign-ins and of changes to who a person is (auth_events, beside audit_log's writes): what it
 * holds and how it is read (GET /auth_events). A superuser reads everyone's; a staff member their own.
 */
import { z } from 'zod';
import { pageNumber, page } from './accounts.ts';
import { pkParam } from './drf.ts';
import { drfTexts } from './drfTexts.ts';

export const AUTH_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'locked_out',
  'signed_out',
  'refresh_reuse',
  'reset_requested',
  'reset_completed',
  'password_changed',
  'email_changed',
  'sessions_ended',
] as const;
export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** GET /auth_events: newest first, a page of 20, by person and by kind. */
export const authEventListQuery = z.object({
  page: pageNumber,
  user: pkParam.optional(),
  kind: z.enum(AUTH_EVENT_KINDS, { error: (issue) => drfTexts.invalidChoice(issue.input) }).optional(),
});
export type AuthEventListQuery = z.infer<typeof authEventListQuery>;

export const authEvent = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(AUTH_EVENT_KINDS),
  /** The person it is about, with their username as it was then; null for a sign-in attempt naming nobody. */
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** A sign-in attempt's name as typed. */
  typed_name: z.string().nullable(),
  /** Who made the change when it was not the person themself. */
  actor_id: z.number().nullable(),
  client_address: z.string(),
  /** Whether the attempt came from a device the person had signed in from before. */
  known_device: z.boolean(),
});
export type AuthEvent = z.infer<typeof authEvent>;

export const authEventPage = page(authEvent);
