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
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rows.map((r) => r.name);
  tablesCache.set(t.db, names);
  return names;
}

/** Forget the table list (after a migration in the middle of a suite). */
export function forgetTables(): void {
  tablesCache = new WeakMap();
}

/** `{ table: md5 of its rows }` for every table of the public schema but the ignored ones. */
export async function databaseDigest(
  t: Pick<TestApp, 'db'>,
  ignored: Ignored = TOKEN_USE,
): Promise<Digest> {
  const parts = (await tablesOf(t))
    .filter((name) => ignored[name] !== '*')
    .map((name) => {
      const columns = ignored[name];
      const row =
        columns && columns !== '*'
          ? `(to_jsonb(r) - array[${columns.map(literal).join(', ')}]::text[])::text`
          : 'r::text';
      return (
        `select ${literal(name)} as name, ` +
        `md5(coalesce(string_agg(x, '|' order by x), '')) as digest ` +
        `from (select ${row} as x from ${quoted(name)} r) s`
      );
    });
  if (!parts.length) return {};
  const rows = await rowsOf<{ name: string; digest: string }>(
    t,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs: `[]` when nothing changed. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Where the database's write-ahead log ends: it moves on every write, committed or not. */
async function walPosition(t: Pick<TestApp, 'db'>): Promise<string> {
  const [row] = await rowsOf<{ lsn: string }>(
    t,
    sql`select pg_current_wal_insert_lsn()::text as lsn`,
  );
  return row!.lsn;
}

/**
 * "Did this request change anything?" for many requests in a row, cheaply: when the write-ahead
 * log has not moved, nothing was written; when it has (a write, a rolled-back write, autovacuum,
 * hint bits), the digests of every table decide.
 */
export function changeWatch(t: Pick<TestApp, 'db'>, ignored: Ignored = TOKEN_USE) {
  let digest: Digest | null = null;
  let position: string | null = null;
  return {
    /** Takes the "before" picture unless the last one still holds. */
    async before(): Promise<void> {
      if (digest) return;
      position = await walPosition(t);
      digest = await databaseDigest(t, ignored);
    },
    /** The tables that differ from the "before" picture (which then moves on). */
    async changed(): Promise<string[]> {
      const now = await walPosition(t);
      if (now === position || !digest) return [];
      const after = await databaseDigest(t, ignored);
      const changed = changedTables(digest, after);
      digest = after;
      position = await walPosition(t);
      return changed;
    },
    /** Something may have changed on purpose: the next request needs a new picture. */
    forget(): void {
      digest = null;
    },
  };
}
