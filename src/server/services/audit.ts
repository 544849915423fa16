/**
 * The audit log (schema audit_log): every write through the API records who, when, which record, and the
 * fields it changed with their values before and after. Call it inside the write's transaction, so a rolled
 * back write leaves no entry and a committed one always has its entry.
 */
import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { audit_log } from '../db/schema.ts';
import { notFound } from '../errors.ts';

export type AuditAction = 'create' | 'update' | 'delete';
type Row = Record<string, unknown>;

export interface AuditEntry {
  /** The staff user who made the change; null for the system (the call-rescue job). */
  actorId: number | null;
  table: string;
  recordId: string | number;
  /** The record before (null for a create) and after (null for a delete). */
  before: Row | null;
  after: Row | null;
}

/** Columns whose values never go into the log; a change to one is recorded as '[changed]'. */
const SECRET_COLUMNS = new Set(['password_hash', 'subaccount_auth_token', 'token_hash', 'password']);
const HIDDEN = '[changed]';
/** Columns the database computes from others (generated): the change is logged once, on the column written. */
const DERIVED_COLUMNS = new Set(['name_key', 'office_phone_digits', 'email_domain']);
const logged = (key: string) => !DERIVED_COLUMNS.has(key);

/** JSON-safe value (dates as ISO strings), so what is compared is what is stored. */
const plain = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;
const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * The fields that differ between before and after, each side holding only those fields. A create or delete
 * keeps the whole record on its one side. Secrets are masked on both sides.
 */
export function changedFields(before: Row | null, after: Row | null): { before: Row | null; after: Row | null } {
  const mask = (row: Row | null, keys: string[]) =>
    row === null
      ? null
      : Object.fromEntries(keys.map((key) => [key, SECRET_COLUMNS.has(key) ? HIDDEN : plain(row[key])]));
  if (before === null || after === null) {
    const row = before ?? after ?? {};
    const keys = Object.keys(row).filter(logged);
    return { before: mask(before, keys), after: mask(after, keys) };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => logged(key) && !same(before[key], after[key]),
  );
  return { before: mask(before, keys), after: mask(after, keys) };
}

/** Records one write; an update that changed nothing records nothing. */
export async function recordWrite(tx: Db, entry: AuditEntry): Promise<void> {
  const action: AuditAction = entry.before === null ? 'create' : entry.after === null ? 'delete' : 'update';
  const { before, after } = changedFields(entry.before, entry.after);
  if (action === 'update' && Object.keys(after ?? {}).length === 0) return;
  await tx.insert(audit_log).values({
    actor_id: entry.actorId,
    action,
    table_name: entry.table,
    record_id: String(entry.recordId),
    before,
    after,
  });
}

/** A table whose rows are known by an integer id. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * The update of one row by id inside a write's transaction: locks the row (404 when there is none), writes the
 * changes that are defined, if any, and records the write. Returns the row as it stands after.
 */
export async function updateRecorded<T extends TableWithId>(
  tx: Db,
  table: T,
  actorId: number,
  id: number,
  changes: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const locked = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  const before = locked[0] as T['$inferSelect'] | undefined;
  if (!before) throw notFound();
  if (Object.values(changes).every((value) => value === undefined)) return before;
  const [after] = (await tx.update(table).set(changes).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
  await recordWrite(tx, { actorId, table: getTableName(table), recordId: id, before, after: after! });
  return after!;
}
