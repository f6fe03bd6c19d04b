import {
  PERMISSIONS,
  PURCHASE_SUBORDER_OPEN_STATUSES,
  toChineseAmount,
  type Page,
  type SuborderDetailRecord,
  type SuborderPageQuery,
  type SuborderRecord,
} from '@depot/shared';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { containsPattern } from '../../core/pagination';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { stampsOf } from '../../db/schema/columns';
import { warehouse } from '../warehouse/tables';
import { readPurchaseEvents } from './order-timeline';
import { orderScope, readLines } from './order-read';
import { purchaseOrder, purchaseSuborder, supplier } from './tables';

const P = PERMISSIONS.purchase.order;

const sumOf = (column: string) =>
  sql<number>`(select coalesce(sum(l.${sql.raw(column)}), 0)::int from purchase_order_line l
    where l.suborder_id = ${purchaseSuborder.id})`;

const columns = {
  suborderId: purchaseSuborder.id,
  code: purchaseSuborder.code,
  orderId: purchaseOrder.id,
  orderCode: purchaseOrder.code,
  orderTitle: purchaseOrder.title,
  // The check constraint allows only PURCHASE_SUBORDER_STATUSES.
  status: sql<SuborderRecord['status']>`${purchaseSuborder.status}`,
  supplier: sql<
    SuborderRecord['supplier']
  >`json_build_object('id', ${supplier.id}, 'name', ${supplier.name})`,
  warehouse: sql<
    SuborderRecord['warehouse']
  >`json_build_object('id', ${warehouse.id}, 'name', ${warehouse.name})`,
  total: purchaseSuborder.total,
  ordered: sumOf('quantity'),
  received: sumOf('received'),
  cancelled: sumOf('cancelled'),
  replenishment: sql<SuborderRecord['replenishment']>`(select json_build_object('id', r.id,
    'code', r.code) from replenishment r where r.id = ${purchaseOrder.replenishmentId})`,
  ...stampsOf(purchaseSuborder),
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(purchaseSuborder)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
    .innerJoin(supplier, eq(supplier.id, purchaseSuborder.supplierId))
    .innerJoin(warehouse, eq(warehouse.id, purchaseOrder.warehouseId))
    .$dynamic();

const numbers = (row: SuborderRecord): SuborderRecord => ({
  ...row,
  ordered: Number(row.ordered),
  received: Number(row.received),
  cancelled: Number(row.cancelled),
});

/** The sub-orders of an order, by code. */
export async function readSuborders(db: Db, by: { orderId: number }): Promise<SuborderRecord[]> {
  const rows = await heads(db)
    .where(eq(purchaseSuborder.orderId, by.orderId))
    .orderBy(asc(purchaseSuborder.code));
  return rows.map(numbers);
}

/** One sub-order (`scope`: the caller's, through its order's warehouse, else 404). */
export async function readSuborder(db: Db, id: number, scope?: DataScope): Promise<SuborderRecord> {
  const [head] = await heads(db).where(
    and(eq(purchaseSuborder.id, id), scope ? orderScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  return numbers(head);
}

/** One sub-order with its lines and timeline, and what the caller may do with it now. */
export async function readSuborderDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<SuborderDetailRecord> {
  const head = await readSuborder(db, id, user.scope);
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const lines = await readLines(db, { suborderId: id });
  const events = await readPurchaseEvents(db, { suborderId: id });
  const open = PURCHASE_SUBORDER_OPEN_STATUSES.includes(head.status);
  const has = (key: string) => user.permissions.includes(key);
  return {
    ...head,
    totalUpper: toChineseAmount(head.total),
    lines,
    events,
    canConfirm: head.status === 'sent' && has(P.add),
    canReceive: head.status !== 'sent' && open && has(P.receive),
    canCancelLine: open && has(P.add),
  };
}

/** The sub-orders the caller sees, newest first. */
export async function readSuborderPage(
  db: Db,
  query: SuborderPageQuery,
  scope: DataScope,
): Promise<Page<SuborderRecord>> {
  const page = await readPage(
    {
      select: heads(db),
      count: db
        .select({ n: count() })
        .from(purchaseSuborder)
        .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
        .$dynamic(),
    },
    {
      where: (q: SuborderPageQuery): Array<SQL | undefined> => [
        q.status ? eq(purchaseSuborder.status, q.status) : undefined,
        q.supplierId === undefined ? undefined : eq(purchaseSuborder.supplierId, q.supplierId),
        q.warehouseId === undefined ? undefined : eq(purchaseOrder.warehouseId, q.warehouseId),
        q.orderId === undefined ? undefined : eq(purchaseSuborder.orderId, q.orderId),
        q.keyword ? ilike(purchaseSuborder.code, containsPattern(q.keyword)) : undefined,
      ],
      sorts: { createdAt: purchaseSuborder.createdAt, code: purchaseSuborder.code },
      order: [desc(purchaseSuborder.createdAt), desc(purchaseSuborder.id)],
    },
    query,
    orderScope(scope),
  );
  return { ...page, records: page.records.map(numbers) };
}
