import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Whole numbers as one PostgreSQL array parameter (`{1,2,3}`, cast `::int[]` where used): one
 * parameter however many ids, the same on both drivers.
 */
export const intArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** `column = any($ids::int[])`: an IN list of any length as that one parameter. */
export const inIntArray = (column: SQLWrapper, ids: readonly number[]): SQL =>
  sql`${column} = any(${intArray(ids)}::int[])`;
