import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Turns drizzle SQL into its text and parameters; it holds no state of a database. */
const dialect = new PgDialect();

/**
 * A statement's name on PostgreSQL: `prefix` and a hash of its text, so that two texts (a
 * variant of the caller's scope, say) never share a name on one connection.
 */
const nameOf = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;

/**
 * A statement built once, with `sql.placeholder(name)` where its values go, run as a named
 * statement: PostgreSQL parses and plans it once per connection and keeps its plan, where an
 * unnamed one is planned at every call (for a short statement, planning can cost several times
 * running it), and drizzle does not build it again. For the statements of a call made many
 * times a second (a stocktake's scans). PGlite runs it as any other statement.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  prefix: string,
  query: SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = nameOf(prefix, built.sql);
  return (db, values) => runPrepared<Row>(db, built, name, values);
}

/**
 * `query` built now (its text may vary with the caller, a data scope say, its values are
 * parameters) and run as a named statement with `values` for its placeholders: PostgreSQL
 * plans each text once per connection, drizzle builds it at each call.
 */
export function runNamed<Row>(
  db: Db,
  prefix: string,
  query: SQL,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  return runPrepared<Row>(db, built, nameOf(prefix, built.sql), values);
}

async function runPrepared<Row>(
  db: Db,
  built: ReturnType<PgDialect['sqlToQuery']>,
  name: string,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}
