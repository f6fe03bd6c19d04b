/**
 * A digest of every row of every table, computed by the database itself in one query, to
 * show that a refused request changed nothing. Tables are found at run time, so tables added
 * later are covered without touching this file.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../helpers';

/** Columns a request may touch without changing anything a person would call data. */
export type Ignored = Record<string, readonly string[] | '*'>;

/**
 * Always ignored: when a token was last used (a hint written on any authenticated request,
 * refused or not).
 */
export const TOKEN_USE: Ignored = { oauth_token: ['last_used_at'] };

/**
 * Sign-in bookkeeping a refused sign-in or password check writes on purpose: the attempt's
 * record, the lockout count, an issued captcha.
 */
export const SIGN_IN_BOOKKEEPING: Ignored = {
  ...TOKEN_USE,
  login_log: '*',
  login_lockout: '*',
  captcha: '*',
};

export type Digest = Record<string, string>;

/** Where a watch's triggers count the statements that wrote to each table (changeWatch). */
const MARKS_TABLE = 'test_write_mark';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(t: Pick<TestApp, 'db'>, query: SQL): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

let tablesCache = new WeakMap<object, string[]>();

async function tablesOf(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const cached = tablesCache.get(t.db);
  if (cached) return cached;
  const rows = await rowsOf<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name <> ${MARKS_TABLE} order by table_name`,
  );
  const names = rows.map((r) => r.name);
  tablesCache.set(t.db, names);
  return names;
}

/** Forget the table list (after a migration in the middle of a suite). */
export function forgetTables(): void {
  tablesCache = new WeakMap();
}

/** The tables a digest covers: every table of the public schema but the wholly ignored ones. */
async function watchedTables(t: Pick<TestApp, 'db'>, ignored: Ignored): Promise<string[]> {
  return (await tablesOf(t)).filter((name) => ignored[name] !== '*');
}

/** One query over `tables`, a row `{ name, value }` per table from `perTable`'s select list. */
async function perTable(
  t: Pick<TestApp, 'db'>,
  tables: readonly string[],
  select: (name: string) => string,
): Promise<Record<string, string>> {
  if (!tables.length) return {};
  const rows = await rowsOf<{ name: string; value: string }>(
    t,
    sql.raw(
      tables.map((name) => `select ${literal(name)} as name, ${select(name)}`).join(' union all '),
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** `{ table: md5 of its rows }` for `tables` (default: all but the ignored ones). */
export async function databaseDigest(
  t: Pick<TestApp, 'db'>,
  ignored: Ignored = TOKEN_USE,
  tables?: readonly string[],
): Promise<Digest> {
  return perTable(t, tables ?? (await watchedTables(t, ignored)), (name) => {
    const columns = ignored[name];
    const row =
      columns && columns !== '*'
        ? `(to_jsonb(r) - array[${columns.map(literal).join(', ')}]::text[])::text`
        : 'r::text';
    return (
      `md5(coalesce(string_agg(x, '|' order by x), '')) as value ` +
      `from (select ${row} as x from ${quoted(name)} r) s`
    );
  });
}

/**
 * Makes every table count the statements that write to it (insert, update, delete, truncate),
 * in MARKS_TABLE, by a statement trigger: a refused request's rolled-back write rolls its count
 * back too. Each connection counts in rows of its own, so two transactions never wait on each
 * other's count. Only a watched test database gets them; they change nothing the app reads.
 */
async function installWriteMarks(t: Pick<TestApp, 'db'>, tables: readonly string[]) {
  const statements = [
    `create table if not exists ${MARKS_TABLE} (name text, backend int, writes bigint not null, primary key (name, backend))`,
    `create or replace function ${MARKS_TABLE}_count() returns trigger language plpgsql as $$
     begin
       insert into ${MARKS_TABLE} values (tg_table_name, pg_backend_pid(), 1)
         on conflict (name, backend) do update set writes = ${MARKS_TABLE}.writes + 1;
       return null;
     end $$`,
    ...tables.map(
      (name) =>
        `create or replace trigger ${MARKS_TABLE} after insert or update or delete or truncate ` +
        `on ${quoted(name)} for each statement execute function ${MARKS_TABLE}_count()`,
    ),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}

/** `{ table: statements that wrote to it }` since the marks were installed. */
async function writeMarks(t: Pick<TestApp, 'db'>): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; writes: string }>(
    t,
    sql.raw(`select name, sum(writes)::text as writes from ${MARKS_TABLE} group by name`),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.writes]));
}

/** The tables whose digest differs: `[]` when nothing changed. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * "Did this request change anything?" for many requests in a row, cheaply. Every table counts
 * the statements that write to it (installWriteMarks): a table whose count has not moved holds
 * the same rows, and only the tables whose count moved are digested again to see whether their
 * rows differ (an update may write the same values, or only an ignored column).
 */
export function changeWatch(t: Pick<TestApp, 'db'>, ignored: Ignored = TOKEN_USE) {
  let marks: Record<string, string> = {};
  let digest: Digest | null = null;
  /** Brings the picture up to date; the tables whose digest moved. */
  async function refresh(): Promise<string[]> {
    const tables = await watchedTables(t, ignored);
    if (!digest) await installWriteMarks(t, await tablesOf(t));
    const now = await writeMarks(t);
    const stale = digest ? tables.filter((name) => now[name] !== marks[name]) : tables;
    const after = await databaseDigest(t, ignored, stale);
    const changed = digest ? stale.filter((name) => after[name] !== digest![name]) : [];
    marks = now;
    digest = { ...digest, ...after };
    return changed.sort();
  }
  return {
    /**
     * Takes the "before" picture: what was written since the last one (a set-up between two
     * requests, such as a new user) is part of it.
     */
    async before(): Promise<void> {
      await refresh();
    },
    /** The tables that differ from the "before" picture (which then moves on). */
    changed: refresh,
  };
}

export type ChangeWatch = ReturnType<typeof changeWatch>;
