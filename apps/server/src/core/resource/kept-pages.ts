import type { PageQuery } from '@depot/shared';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { changeVersionReader, type ChangeArea } from '../../db/change-version';
import type { Db } from '../../db/client';
import { okBytes } from '../json-answer';
import { pageJsonOf } from '../pagination';
import { SharedReads } from '../shared-reads';

/** Totals kept at most (a few bytes each). */
export const MAX_KEPT = 2_000;
/** Pages kept at most, and the largest page kept (~700 bytes a row: 17 MB at most). */
const MAX_PAGES = 500;
const MAX_KEPT_PAGE_SIZE = 50;

/** What one page of a kept list is made of. */
export interface KeptPage {
  /** The filters and whose rows they are (a data scope, a user): equal keys share a total. */
  filterKey: string;
  /** The page asked for: its sort, number and size go into the key of its kept bytes. */
  query: PageQuery & { sort?: unknown };
  /** How many rows the filters match. */
  count: () => Promise<number>;
  /** The page's rows, each as its JSON text, in order; called with the total. */
  rows: (total: number) => Promise<string[]>;
}

/** A page query's filters (without its page and sort) and whose rows they are: a `filterKey`. */
export function filterKeyOf(query: PageQuery & { sort?: unknown }, whose: unknown): string {
  const { current: _current, size: _size, sort: _sort, ...filters } = query;
  return JSON.stringify([filters, whose]);
}

/** How many of `table`'s rows `where` keeps: a kept page's `count` read from its table alone. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

/**
 * A hot list's answers as the bytes sent, kept in memory per change version of `area` (a
 * deferred trigger moves it at the commit of any write to the rows or the names they show:
 * drizzle/0008), so a page asked for again costs one batched version check until something
 * changes, and is never stale (issues #8, #16–#18: lists of 100,000 to 10,000,000 rows, where
 * counting the rows is most of a page's time). Callers asking for the same thing while it is
 * read share that one read: after a write, a busy list's connections would otherwise all count
 * at once. Read `version()` before anything else the answer is made of, so what is kept is at
 * least as new as the version it is kept at.
 */
export function keptPages(db: Db, area: ChangeArea) {
  const version = changeVersionReader(db, area);
  const totals = new SharedReads<number>(MAX_KEPT);
  const pages = new SharedReads<Buffer>(MAX_PAGES);
  return {
    version,
    /** The page at `at` (from `version()`), `{ code: 0, data: Page }` as bytes. */
    async answer(at: number, page: KeptPage): Promise<Buffer> {
      const total = await totals.at(page.filterKey, at, page.count);
      const text = async () => okBytes(pageJsonOf(await page.rows(total), total, page.query));
      const { current, size, sort } = page.query;
      const key = JSON.stringify([page.filterKey, sort ?? null, current, size]);
      return size <= MAX_KEPT_PAGE_SIZE ? pages.at(key, at, text) : text();
    },
  };
}
