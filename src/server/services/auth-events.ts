/**
 * The record of sign-ins and of changes to who a person is (table auth_events, append-only: drizzle/0038), as it
 * is read; each event is written where it happens (auth/events.ts). Newest first, a page at a time: a superuser
 * reads everyone's, a staff member only their own (403 for anyone else's).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthEvent, AuthEventKind, AuthEventListQuery } from '../../shared/authEvents.ts';
import type { AuthEventEntry } from '../auth/events.ts';
import type { ConnectedUser } from '../../shared/auth.ts';
import { apiErrorCodes, apiTexts } from '../../shared/apiTexts.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { auth_events } from '../db/schema.ts';
import { recordAuthEvent } from '../auth/events.ts';
import { ApiError } from '../errors.ts';
import { checkPageExists, pageOffset, type CountedPage } from '../lib/paging.ts';

const othersForbidden = () =>
  new ApiError(403, { detail: apiTexts.authEventsForbidden, code: apiErrorCodes.permissionDenied });

export interface AuthEventsService {
  /** Writes one event outside any transaction (a sign-in attempt, which changes nothing else). */
  record(entry: AuthEventEntry): Promise<void>;
  list(query: AuthEventListQuery, viewer: ConnectedUser): Promise<CountedPage<AuthEvent>>;
}

export function createAuthEventsService(db: Db, reads: Db): AuthEventsService {
  return {
    record: (entry) => recordAuthEvent(db, entry),
    async list({ page, user, kind }, viewer) {
      if (!viewer.is_superuser && user !== undefined && user !== viewer.id) throw othersForbidden();
      const person = viewer.is_superuser ? user : viewer.id;
      const filters: SQL[] = [];
      if (person !== undefined) filters.push(eq(auth_events.user_id, person));
      if (kind !== undefined) filters.push(eq(auth_events.kind, kind));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [{ total } = { total: 0 }] = await reads.select({ total: count() }).from(auth_events).where(where);
      checkPageExists(page, total);
      const rows = await reads
        .select()
        .from(auth_events)
        .where(where)
        .orderBy(desc(auth_events.at), desc(auth_events.id))
        .limit(PAGE_SIZE)
        .offset(pageOffset(page));
      return {
        count: total,
        results: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          kind: row.kind as AuthEventKind,
          user: row.user_id === null ? null : { id: row.user_id, username: row.username ?? '' },
          typed_name: row.typed_name,
          actor_id: row.actor_id,
          client_address: row.client_address,
          known_device: row.device !== null,
        })),
      };
    },
  };
}
