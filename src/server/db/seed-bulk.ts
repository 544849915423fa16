/**
 * Bulk-loading helpers of the seed: explicit ids, identity sequences, JSON multi-row inserts, indexes and foreign
 * keys added back after the load, the rows triggers keep written once after it.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client.ts';

export type Insert<T extends PgTable> = T['$inferInsert'];

export const BATCH_SIZE = 1000;

export const TABLES_WITH_IDS = [
  'accounts',
  'parent_accounts',
  'legal_entities',
  'campaign_details',
  'brands',
  'campaigns',
  'industries',
  'bot_numbers',
  'business_phones',
  'billing_settings',
  'twilio_configurations',
  'call_rescue_tests',
  'users',
] as const;
export type IdTable = (typeof TABLES_WITH_IDS)[number];

/** The next free id of every table the seed writes (it assigns ids itself, so children can point at parents). */
export async function nextIds(database: Database): Promise<Record<IdTable, number>> {
  const selects = TABLES_WITH_IDS.map((table) => `(select coalesce(max(id), 0) + 1 from ${table}) as ${table}`).join(
    ', ',
  );
  const [row] = await database.query<Record<IdTable, number>>(`select ${selects}`);
  return row!;
}

/** Moves every identity sequence past the ids the seed assigned. */
export async function syncIdentitySequences(database: Database): Promise<void> {
  for (const table of TABLES_WITH_IDS) {
    await database.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}

/** Rows of one table as they travel to the database: up to BATCH_SIZE as one JSON text, with their columns. */
export interface RowBatch {
  table: string;
  columns: string[];
  json: string;
}

/** The rows in batches of up to BATCH_SIZE; rows of one call must share their keys (keys left out take the default). */
export function rowBatches<T extends PgTable>(table: T, rows: Insert<T>[]): RowBatch[] {
  const batches: RowBatch[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = rows.slice(i, i + BATCH_SIZE);
    batches.push({ table: getTableName(table), columns: Object.keys(batch[0]!), json: JSON.stringify(batch) });
  }
  return batches;
}

/**
 * A multi-row insert: the rows travel as one JSON parameter expanded by json_populate_recordset, which skips building
 * a 25,000-parameter statement per batch (most of the seed's time otherwise).
 */
export async function insertBatch(db: Pick<Db, 'execute'>, { table, columns, json }: RowBatch): Promise<void> {
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
  );
}

/**
 * Readies tables for a bulk load inside the seed's transaction, so a failure leaves them as they were: drops their
 * indexes that back no constraint and their foreign keys, and returns what adds them back. An index built once beats
 * one written a row at a time, and a foreign key added back is checked by one join, where a load checks it per row
 * (a lookup and a lock of the parent row: about 11 million of them in a million-account seed).
 */
export async function suspendIndexesAndForeignKeys(
  db: Pick<Db, 'execute'>,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const indexes: SQL[] = [];
  const foreignKeys: SQL[] = [];
  for (const table of tables) {
    const secondary = (await db.execute(sql`
      select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = ${table}::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`)) as unknown as {
      rows: Array<{ name: string; definition: string }>;
    };
    for (const index of secondary.rows) {
      await db.execute(sql`drop index ${sql.identifier(index.name)}`);
      indexes.push(sql.raw(index.definition));
    }
    const constraints = (await db.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`)) as unknown as {
      rows: Array<{ name: string; definition: string }>;
    };
    for (const { name, definition } of constraints.rows) {
      await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
      foreignKeys.push(
        sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
      );
    }
  }
  // The indexes first: adding a foreign key back checks it with a join that may use them.
  return async () => {
    for (const statement of [...indexes, ...foreignKeys]) await db.execute(statement);
  };
}

/**
 * What triggers on accounts keep for the lists and searches (drizzle/0012, 0016, 0018, 0020, 0044): each trigger that adds
 * an inserted account's rows, and the statement that adds them for every account from an id on, as the trigger would
 * (the migration's own backfill; the order marks are all marked again). A trigger per batch writes into each index
 * in word order, random in a bulk load: more than a minute of a million-account seed.
 */
const KEPT_FROM_ACCOUNTS: ReadonlyArray<{ trigger: string; fill: (from: number) => SQL }> = [
  {
    trigger: 'accounts_legal_entity_name',
    fill: (from) => sql`insert into legal_entity_account_names (account_id, legal_entity_id, name)
      select id, legal_entity_id, name_key from accounts where id >= ${from} and legal_entity_id is not null`,
  },
  {
    trigger: 'accounts_words_inserted',
    fill: (from) => sql`select legal_entity_word_changes(1, coalesce((select jsonb_agg(jsonb_build_object(
      'id', id, 'name_key', name_key, 'legal_entity_id', legal_entity_id))
      from accounts where id >= ${from} and legal_entity_id is not null), '[]'))`,
  },
  {
    trigger: 'accounts_name_words_inserted',
    fill: (from) => sql`select account_name_words_added(array_agg(id), array_agg(name_key))
      from accounts where id >= ${from} having count(*) > 0`,
  },
  { trigger: 'accounts_order_marks_inserted', fill: () => sql`select account_order_marks_rebuilt()` },
];

/** The tables those triggers write, whose secondary indexes a bulk load drops and rebuilds. */
export const TABLES_KEPT_FROM_ACCOUNTS = [
  'legal_entity_account_names',
  'account_name_words',
  'legal_entity_words',
] as const;

/**
 * Turns the triggers above off for a bulk load of accounts from `firstAccountId` on (inside its transaction), and
 * returns what turns them on again and writes their rows for the loaded accounts at once.
 */
export async function deferKeptRows(db: Pick<Db, 'execute'>, firstAccountId: number): Promise<() => Promise<void>> {
  for (const { trigger } of KEPT_FROM_ACCOUNTS) {
    await db.execute(sql`alter table accounts disable trigger ${sql.identifier(trigger)}`);
  }
  return async () => {
    for (const { trigger, fill } of KEPT_FROM_ACCOUNTS) {
      await db.execute(sql`alter table accounts enable trigger ${sql.identifier(trigger)}`);
      await db.execute(fill(firstAccountId));
    }
  };
}
