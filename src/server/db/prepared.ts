/**
 * A statement that runs on many requests is built, and prepared by the database, once per Db (the app's, or a
 * test's) instead of on every call: Drizzle skips building the SQL, PostgreSQL skips planning it.
 */
import type { Db } from './client.ts';

export function preparedPerDb<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
