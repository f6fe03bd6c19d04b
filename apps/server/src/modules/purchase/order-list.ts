import type { PurchaseOrderPageQuery } from '@depot/shared';
import { and, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { offsetOf, orderByOf } from '../../core/pagination';
import { countRows, filterKeyOf, keptPages } from '../../core/resource/kept-pages';
import { warehouseSeesKey } from '../warehouse/scope';
import type { Db } from '../../db/client';
import { orderHeads, orderListRules, orderScope, withUpper } from './order-read';
import { purchaseOrder } from './tables';

/** The list's filters within the caller's scope, as SQL. */
function orderWhere(query: PurchaseOrderPageQuery, scope: DataScope): SQL | undefined {
  return and(orderScope(scope), ...orderListRules.where(query));
}

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
  const list = keptPages(db, 'purchase_order');
  return {
    async pageAnswer(query: PurchaseOrderPageQuery, scope: DataScope): Promise<Buffer> {
      const version = await list.version();
      // The filter's SQL is built only when something must be read: a kept page needs none.
      return list.answer(version, {
        filterKey: filterKeyOf(query, warehouseSeesKey(scope)),
        query,
        count: () => countRows(db, purchaseOrder, orderWhere(query, scope)),
        rows: async (total) => {
          const rows = total
            ? await orderHeads(db)
                .where(orderWhere(query, scope))
                .orderBy(...orderByOf(query.sort, orderListRules.sorts, orderListRules.order))
                .limit(query.size)
                .offset(offsetOf(query))
            : [];
          return rows.map((row) => JSON.stringify(withUpper(row)));
        },
      });
    },
  };
}

export type OrderList = ReturnType<typeof createOrderList>;
