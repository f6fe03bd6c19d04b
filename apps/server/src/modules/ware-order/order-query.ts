import type {
  WareOrderFilters,
  WareOrderPageQuery,
  WareOrderRecord,
  WareOrderType,
} from '@depot/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { containsPattern } from '../../core/pagination';
import { mapBatches, readBatches, readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { selectOrders, toRecord } from './order-read';
import { orderScope } from './order-scope';
import { wareOrder } from './tables';

const DAY = 86_400_000;
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY);

/** The list's filters as conditions on `ware_order` (no joins needed). */
function filterWhere(filters: Omit<WareOrderFilters, 'sort'>): Array<SQL | undefined> {
  return [
    filters.status?.length ? inArray(wareOrder.status, filters.status) : undefined,
    filters.kind ? eq(wareOrder.kind, filters.kind) : undefined,
    filters.urgency ? eq(wareOrder.urgency, filters.urgency) : undefined,
    filters.storeId === undefined ? undefined : eq(wareOrder.storeId, filters.storeId),
    filters.workerId === undefined ? undefined : eq(wareOrder.workerId, filters.workerId),
    filters.createdFrom
      ? gte(wareOrder.createdAt, new Date(`${filters.createdFrom}T00:00:00Z`))
      : undefined,
    filters.createdTo ? lt(wareOrder.createdAt, nextDay(filters.createdTo)) : undefined,
    filters.code ? ilike(wareOrder.code, containsPattern(filters.code)) : undefined,
  ];
}

const rules = {
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

const ofType = (type: WareOrderType, scope: DataScope) =>
  and(eq(wareOrder.type, type), orderScope(scope));

/** A page of the orders of `type` that `scope` sees, filtered and sorted. */
export async function readOrderPage(
  db: Db,
  type: WareOrderType,
  scope: DataScope,
  query: WareOrderPageQuery,
) {
  const page = await readPage(
    {
      select: selectOrders(db),
      count: db.select({ n: count() }).from(wareOrder).$dynamic(),
    },
    rules,
    query,
    ofType(type, scope),
  );
  return { ...page, records: page.records.map(toRecord) };
}

/** Every order of the filters in the list's order, in batches (the export). */
export async function orderBatches(
  db: Db,
  type: WareOrderType,
  scope: DataScope,
  filters: WareOrderFilters,
): Promise<AsyncIterable<WareOrderRecord[]>> {
  const from = {
    select: selectOrders(db),
    keys: db.select({ id: wareOrder.id }).from(wareOrder).$dynamic(),
    key: wareOrder.id,
    keyOf: (row: { orderId: number }) => row.orderId,
  };
  return mapBatches(await readBatches(from, rules, filters, ofType(type, scope)), toRecord);
}
