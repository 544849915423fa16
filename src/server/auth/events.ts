/**
 * Writes the record of sign-ins and of changes to who a person is (table auth_events, append-only: drizzle/0038).
 * Each event is written where it happens, inside the same transaction when there is one, so an event is on
 * record exactly when what it says happened. Read by services/auth-events.ts.
 */
import type { AuthEventKind } from '../../shared/authEvents.ts';
import type { Db } from '../db/client.ts';
import { auth_events } from '../db/schema.ts';

export interface AuthEventEntry {
  kind: AuthEventKind;
  userId?: number | null;
  typedName?: string | null;
  actorId?: number | null;
  address?: string;
  device?: string | null;
  sessionId?: string | null;
}

/** Writes one event (on `db`, or inside the caller's transaction). */
export async function recordAuthEvent(db: Pick<Db, 'insert'>, entry: AuthEventEntry): Promise<void> {
  await db.insert(auth_events).values({
    kind: entry.kind,
    user_id: entry.userId ?? null,
    typed_name: entry.typedName ?? null,
    actor_id: entry.actorId ?? null,
    client_address: entry.address ?? '',
    device: entry.device ?? null,
    session_id: entry.sessionId ?? null,
  });
}
