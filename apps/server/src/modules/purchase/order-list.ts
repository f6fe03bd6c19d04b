import type { PurchaseOrderPageQuery } from '@depot/shared';
import { and, count, type SQL } from 'drizzle-orm';
import { dataScopeKey, type DataScope } from '../../core/data-scope';
import { okBytes } from '../../core/json-answer';
import { offsetOf, orderByOf, pageJsonOf } from '../../core/pagination';
import { SharedReads } from '../../core/shared-reads';
import { changeVersionReader } from '../../db/change-version';
import type { Db } from '../../db/client';
import { orderHeads, orderListRules, orderScope, withUpper } from './order-read';
import { purchaseOrder } from './tables';

/** Totals kept at most (each a few bytes). */
const MAX_TOTALS = 2_000;
/** Pages kept at most, and the largest page kept (~1 KB a row: 25 MB at most). */
const MAX_PAGES = 500;
const MAX_KEPT_PAGE_SIZE = 50;

/**
 * Who sees the same orders: the scope's key, and outside an `all` scope the user too, since
 * a warehouse's keepers see its orders whatever their role's scope (warehouse/scope.ts).
 */
const seesKey = (scope: DataScope) =>
  scope.all ? 'all' : `${dataScopeKey(scope)}|keeper${scope.userId}`;

/**
 * The work-order list (`GET /purchase/order/page`) as the bytes sent. Its totals and pages are
 * kept in memory per change version of `purchase_order` (drizzle/0047: any write to orders,
 * the adding or removing of their lines, and a change to the names the rows show or the
 * warehouses and keepers the scope reads), so a list asked for again costs one batched version
 * check until something changes, and is never stale (issue #19: 1,000,000 lines, the list
 * targets of the other lists). Receiving changes a line's figures only, which the list does not
 * show: it leaves the version alone. Callers asking for the same thing while it is read share
 * that read.
 */
export function createOrderList(db: Db) {
  const listVersion = changeVersionReader(db, 'purchase_order');
  const totals = new SharedReads<number>(MAX_TOTALS);
  const pages = new SharedReads<Buffer>(MAX_PAGES);

  return {
    async pageAnswer(query: PurchaseOrderPageQuery, scope: DataScope): Promise<Buffer> {
      // Read before the data, so what is kept is at least as new as the version it is kept at.
      const version = await listVersion();
      const { current, size, sort, ...filters } = query;
      const where: SQL | undefined = and(orderScope(scope), ...orderListRules.where(query));
      const filterKey = JSON.stringify([filters, seesKey(scope)]);
      const total = await totals.at(filterKey, version, async () => {
        const [row] = await db.select({ n: count() }).from(purchaseOrder).where(where);
        return row!.n;
      });
      const text = async () => {
        const rows = total
          ? await orderHeads(db)
              .where(where)
              .orderBy(...orderByOf(sort, orderListRules.sorts, orderListRules.order))
              .limit(size)
              .offset(offsetOf(query))
          : [];
        return okBytes(
          pageJsonOf(
            rows.map((row) => JSON.stringify(withUpper(row))),
            total,
            query,
          ),
        );
      };
      const pageKey = JSON.stringify([filterKey, sort, current, size]);
      return size <= MAX_KEPT_PAGE_SIZE ? pages.at(pageKey, version, text) : text();
    },
  };
}

export type OrderList = ReturnType<typeof createOrderList>;
