import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * A PostgreSQL array literal (`{1,2}`, `{"a","b",NULL}`) to bind as ONE parameter with a cast
 * (`${pgArray(ids)}::int[]`): drizzle spreads a JS array into a list of parameters, and a
 * literal string reads the same on both drivers.
 */
export function pgArray(values: ReadonlyArray<string | number | boolean | null>): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Ids in one column of a raw statement, as numbers (int8 arrives as a string on pg). */
export async function ids(db: Db, query: SQL): Promise<number[]> {
  return (await rows<{ id: number | string }>(db, query)).map((r) => Number(r.id));
}

export { sql };
