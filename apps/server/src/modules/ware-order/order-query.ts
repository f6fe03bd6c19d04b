import type { WareOrderFilters, WareOrderPageQuery, WareOrderType } from '@depot/shared';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { containsPattern } from '../../core/pagination';
import { listReader, withinStoreDays, type PageRulesOf } from '../../core/resource/page-query';
import { selectOrders, toRecord } from './order-read';
import { orderScope } from './order-scope';
import { wareOrder } from './tables';

/** The list's filters as conditions on `ware_order` (no joins needed). */
function filterWhere(filters: Omit<WareOrderFilters, 'sort'>): Array<SQL | undefined> {
  return [
    filters.status?.length ? inArray(wareOrder.status, filters.status) : undefined,
    filters.kind ? eq(wareOrder.kind, filters.kind) : undefined,
    filters.urgency ? eq(wareOrder.urgency, filters.urgency) : undefined,
    filters.storeId === undefined ? undefined : eq(wareOrder.storeId, filters.storeId),
    filters.workerId === undefined ? undefined : eq(wareOrder.workerId, filters.workerId),
    withinStoreDays(wareOrder.createdAt, filters.createdFrom, filters.createdTo),
    filters.code ? ilike(wareOrder.code, containsPattern(filters.code)) : undefined,
  ];
}

const rules: PageRulesOf<WareOrderPageQuery> = {
  where: filterWhere,
  sorts: {
    code: wareOrder.code,
    createdAt: wareOrder.createdAt,
    plannedDate: wareOrder.plannedDate,
    status: wareOrder.status,
    finishedAt: wareOrder.finishedAt,
  },
  order: [desc(wareOrder.createdAt), desc(wareOrder.id)],
};

/** The orders of `type` that `scope` sees, filtered and sorted: the page and the export. */
export const wareOrderList = listReader(selectOrders, rules, {
  key: wareOrder.id,
  keyOf: (row) => row.orderId,
  scope: ({ type, scope }: { type: WareOrderType; scope: DataScope }) =>
    and(eq(wareOrder.type, type), orderScope(scope)),
  records: (rows) => rows.map(toRecord),
});
