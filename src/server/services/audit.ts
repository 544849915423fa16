/**
 * The audit log (schema audit_log): every write through the API records who, when, which record, and the
 * fields it changed with their values before and after. Call it inside the write's transaction, so a rolled
 * back write leaves no entry and a committed one always has its entry.
 */
import type { Db } from '../db/client.ts';
import { audit_log } from '../db/schema.ts';

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
const DERIVED_COLUMNS = new Set(['name_key', 'office_phone_digits']);
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
