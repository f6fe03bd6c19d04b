import type { Page } from '@depot/shared';
import {
  and,
  count as rowCount,
  desc,
  gte,
  inArray,
  lt,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { BadRequest } from '../errors';
import { storeDayEnd, storeDayStart } from '../time-zone';
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

/** `select({ id: key })` over the same rows (the same joins) as its `Selecting`: an export's keys. */
export interface Keying {
  where(where: SQL | undefined): { orderBy(...by: SQL[]): PromiseLike<Array<{ id: number }>> };
}

/** What `readBatches` reads: the records, their keys in order, and a record's key. */
export interface Batching<R> {
  select: Selecting<R>;
  keys: Keying;
  /** The key column (an integer id): the one `rules.order` ends with. */
  key: AnyColumn;
  keyOf: (record: R) => number;
}

/** The rows a worksheet holds under its header row (Excel's limit). */
export const SHEET_ROWS = 1_048_575;

/** More rows than a worksheet holds: a 400 naming both numbers, before a download starts. */
export function refuseOverSheet(rows: number, max = SHEET_ROWS): void {
  if (rows > max) throw new BadRequest('export.tooLarge', { rows, max });
}

/** Records read per query of an export. */
const BATCH = 1000;

/** A page query's filters and sort without its page: what an export of the list takes. */
export type ListQuery<Q> = Omit<Q, 'current' | 'size'>;

/** The fields a page query may sort by. */
export type SortFieldOf<Q extends { sort?: SortOrder<string>[] }> = NonNullable<
  Q['sort']
>[number]['field'];

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
 * A list's day filter: `at` within the stores' days `from` to `to` (`YYYY-MM-DD`, both included,
 * either may be absent).
 */
export const withinStoreDays = (at: AnyColumn, from?: string, to?: string): SQL | undefined =>
  and(from ? gte(at, storeDayStart(from)) : undefined, to ? lt(at, storeDayEnd(to)) : undefined);

/**
 * `readPage`'s rows when they are one table's own columns (`columns` of `table`, no join): the
 * select and its count.
 */
export function tableRows<C extends SelectedFields>(db: Db, table: PgTable, columns: C) {
  return {
    select: db.select(columns).from(table).$dynamic(),
    count: db.select({ n: rowCount() }).from(table).$dynamic(),
  };
}

/** The rules of a record's log: no filters or sorts, newest first (`at`, then the key). */
export function newestFirst(at: AnyColumn, key: AnyColumn): PageRules<object, never> {
  return { where: () => [], sorts: {}, order: [desc(at), desc(key)] };
}

/** The rules of the page query `Q`: its filters (the page left out) and its sort fields. */
export type PageRulesOf<Q extends { sort?: SortOrder<string>[] }> = PageRules<
  ListQuery<Q>,
  SortFieldOf<Q>
>;

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

/**
 * Every row `rules` select for `query` in the page's order, in batches (an export). The keys
 * come first, in order and in one query, then the rows by key a batch at a time: paging by
 * OFFSET read every earlier row again for each page (an export of 1,000,000 rows did not
 * finish) and let a row written meanwhile shift the pages after it. A row deleted or moved out
 * of the filters meanwhile is left out. More rows than a worksheet holds is a 400 naming both
 * numbers, before the download starts.
 */
export async function readBatches<R, S extends string, Query extends { sort?: SortOrder<S>[] }>(
  from: Batching<R>,
  rules: PageRules<Query, S>,
  query: Query,
  also?: SQL,
  { size = BATCH, max = SHEET_ROWS } = {},
): Promise<AsyncIterable<R[]>> {
  const where = and(also, ...rules.where(query));
  const order = orderByOf(query.sort ?? [], rules.sorts, rules.order);
  const keys = (await from.keys.where(where).orderBy(...order)).map((row) => row.id);
  return batchesOfKeys(from, keys, where, { size, max });
}

/**
 * The rows of `keys`, in their order, read `size` keys at a time (and still matching `where`):
 * the second half of `readBatches`, for a list that orders its keys itself (the assets' designed
 * fields). More keys than `max` (a worksheet's rows) is a 400 at once, before the first read.
 */
export function batchesOfKeys<R>(
  from: Pick<Batching<R>, 'select' | 'key' | 'keyOf'>,
  keys: readonly number[],
  where?: SQL,
  { size = BATCH, max = SHEET_ROWS } = {},
): AsyncIterable<R[]> {
  refuseOverSheet(keys.length, max);
  return (async function* () {
    for (let start = 0; start < keys.length; start += size) {
      const chunk = keys.slice(start, start + size);
      const rows = await from.select.where(and(inArray(from.key, chunk), where));
      const byKey = new Map(rows.map((row) => [from.keyOf(row), row]));
      const batch = chunk.flatMap((key) => byKey.get(key) ?? []);
      if (batch.length) yield batch;
    }
  })();
}

/** `batches` with `map` applied to each record (a reader's rows to its records). */
export async function* mapBatches<A, B>(
  batches: AsyncIterable<A[]>,
  map: (row: A) => B,
): AsyncIterable<B[]> {
  for await (const batch of batches) yield batch.map(map);
}

/**
 * How a hand-written list (a reader's own joins and columns) reads beyond its rows and rules:
 * its key, the caller's condition, its records.
 */
export interface ListSpec<Row, Rec, C> {
  /** The integer key of the list's own table, the one its rules' order ends with. */
  key: PgColumn;
  keyOf: (row: Row) => number;
  /**
   * The count and the export's keys over the joins the filters, sorts or scope read (none:
   * the key's table alone, when they read only its columns).
   */
  joined?: { count: (db: Db) => Counting; keys: (db: Db) => Keying };
  /** The condition the caller's context adds (a data scope); none: every row. */
  scope?: (context: C) => SQL | undefined;
  /** A batch of rows as records (a page's, an export batch's); none: the rows are the records. */
  records?: (rows: Row[], db: Db) => Rec[] | Promise<Rec[]>;
}

/** A list's page and export, in the caller's context (`C`: the data scope, or nothing). */
export interface ListReader<Rec, L, C> {
  page(db: Db, query: L & PageQuery, context: C): Promise<Page<Rec>>;
  batches(db: Db, query: L, context: C): Promise<AsyncIterable<Rec[]>>;
}

/**
 * The page (`readPage`) and the export (`readBatches`) of a hand-written list: the rows `select`
 * gives (a fresh builder each read), filtered by `rules` and `spec.scope`, in the rules' order.
 * One query for both, so the export holds what the list shows.
 */
export function listReader<
  Row,
  L extends { sort?: SortOrder<S>[] },
  S extends string,
  Rec = Row,
  C = void,
>(
  select: (db: Db) => Selecting<Row>,
  rules: PageRules<L, S>,
  spec: ListSpec<Row, Rec, C>,
): ListReader<Rec, L, C> {
  const { key, keyOf } = spec;
  const table = key.table;
  const count = spec.joined?.count ?? ((db: Db) => db.select({ n: rowCount() }).from(table));
  const keys =
    spec.joined?.keys ?? ((db: Db) => db.select({ id: key }).from(table).$dynamic() as Keying);
  // Without `records`, `Rec` is `Row` (its default): the rows are the records.
  const records = spec.records ?? ((rows: Row[]) => rows as unknown as Rec[]);
  return {
    async page(db, query, context) {
      const from = { select: select(db), count: count(db) };
      const page = await readPage(from, rules, query, spec.scope?.(context));
      return { ...page, records: await records(page.records, db) };
    },
    async batches(db, query, context) {
      const from = { select: select(db), keys: keys(db), key, keyOf };
      const batches = await readBatches(from, rules, query, spec.scope?.(context));
      return (async function* () {
        for await (const batch of batches) yield records(batch, db);
      })();
    },
  };
}
