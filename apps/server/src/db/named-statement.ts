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

/** Statements kept built per key, at most. */
const MAX_BUILT = 1_000;

/**
 * Statements whose text varies with the caller (a data scope, say: its values are parameters),
 * built once per `key` (what the text and its values are made of) and kept, the oldest
 * dropped first past MAX_BUILT, each run as a named statement with `values` for its
 * placeholders: PostgreSQL plans each text once per connection, and drizzle builds it once per
 * key instead of at every call (a tenth of a stocktake scan's time in the server, issue #18).
 */
export function statementsByKey(prefix: string) {
  const built = new Map<string, { query: BuiltQuery; name: string }>();
  return <Row>(
    db: Db,
    key: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<Row[]> => {
    let made = built.get(key);
    if (!made) {
      const query = dialect.sqlToQuery(build());
      made = { query, name: nameOf(prefix, query.sql) };
      if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!);
      built.set(key, made);
    }
    return runPrepared<Row>(db, made.query, made.name, values);
  };
}

type BuiltQuery = ReturnType<PgDialect['sqlToQuery']>;

async function runPrepared<Row>(
  db: Db,
  built: BuiltQuery,
  name: string,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}
