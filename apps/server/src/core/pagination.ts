import type { Page, PageQuery, SortOrder } from '@depot/shared';
import { asc, desc, ilike, or, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * The contract pieces (page, sort, ids, booleans of a query string) live in @depot/shared, so
 * the web derives its types from the same schemas; here only what turns them into SQL.
 */
export {
  idParams,
  INT4_MAX,
  pageQuery,
  pageSchema,
  queryBoolean,
  queryRowId,
  queryText,
  rowId,
  sortParam,
  type PageQuery,
  type SortOrder,
} from '@depot/shared';

export function pageOf<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return { records, total, current: query.current, size: query.size };
}

/** `pageOf` as JSON text, around records that are JSON text already. */
export function pageJsonOf(records: readonly string[], total: number, query: PageQuery): string {
  const { current, size } = query;
  return `{"records":[${records.join(',')}],"total":${total},"current":${current},"size":${size}}`;
}

export function offsetOf(query: PageQuery): number {
  return (query.current - 1) * query.size;
}

/** ORDER BY of the requested sort, then `fallback` (a stable order for paging). */
export function orderByOf<F extends string>(
  orders: readonly SortOrder<F>[],
  columns: Record<F, AnyColumn | SQLWrapper>,
  fallback: SQL[],
): SQL[] {
  return [
    ...orders.map((o) => (o.direction === 'asc' ? asc(columns[o.field]) : desc(columns[o.field]))),
    ...fallback,
  ];
}

/** A LIKE pattern matching `text` anywhere, with its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A keyword filter: `text` anywhere in any of `columns`, case aside; no condition without text. */
export const anyColumnContains = (
  columns: readonly AnyColumn[],
  text: string | undefined,
): SQL | undefined =>
  text ? or(...columns.map((column) => ilike(column, containsPattern(text)))) : undefined;
