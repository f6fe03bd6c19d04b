import type { Page } from '@depot/shared';
import { and, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { offsetOf, orderByOf, pageOf, type PageQuery, type SortOrder } from '../pagination';

/** A select of records (a builder not yet run): filtered, then ordered and cut by `readPage`. */
export interface Selecting<R> {
  where(where: SQL | undefined): PromiseLike<R[]> & {
    orderBy(...by: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
}

/** `select({ n: count() })` over the same rows (the same joins) as its `Selecting`. */
export interface Counting {
  where(where: SQL | undefined): PromiseLike<Array<{ n: number }>>;
}

/** What a page's query string may ask of SQL: its filters and its allow-listed sorts. */
export interface PageRules<Query, S extends string> {
  /** The conditions of a page's filters (undefined ones are dropped). */
  where: (query: Query) => Array<SQL | undefined>;
  /** The columns of the sort fields the query's `sortParam` allows (none: `{}`). */
  sorts: Record<S, AnyColumn | SQLWrapper>;
  /** The order when none is asked for, and after one that is; ends with a key, so pages are stable. */
  order: SQL[];
}

/**
 * The one page query of the server (DESIGN §4): the rows `rules` select for `query` (and
 * `also`, a condition the caller adds: a data scope, a live-rows rule), counted, ordered and
 * cut to the page. `from` gives fresh builders of the same rows: a resource's table or joins,
 * a log, a common table expression.
 */
export async function readPage<
  R,
  S extends string,
  Query extends PageQuery & { sort?: SortOrder<S>[] },
>(
  from: { select: Selecting<R>; count: Counting },
  rules: PageRules<Query, S>,
  query: Query,
  also?: SQL,
): Promise<Page<R>> {
  const where = and(also, ...rules.where(query));
  const [total] = await from.count.where(where);
  const records = await from.select
    .where(where)
    .orderBy(...orderByOf(query.sort ?? [], rules.sorts, rules.order))
    .limit(query.size)
    .offset(offsetOf(query));
  return pageOf(records, total!.n, query);
}
