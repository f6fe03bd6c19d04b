import {
  PERMISSIONS,
  PURCHASE_AMENDMENT_OPEN_STATUSES,
  toChineseAmount,
  type PurchaseOrderDetailRecord,
  type PurchaseOrderLineRecord,
  type PurchaseOrderPageQuery,
  type PurchaseOrderRecord,
} from '@depot/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { anyColumnContains } from '../../core/pagination';
import {
  mapBatches,
  readBatches,
  withinStoreDays,
  type ListQuery,
  type PageRulesOf,
} from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { warehouseScope } from '../warehouse/scope';
import { warehouse } from '../warehouse/tables';
import { readAmendments } from './amendment-read';
import { lineGoodsColumns } from './line-columns';
import { readPurchaseEvents } from './order-timeline';
import { readSuborders } from './suborder-read';
import { purchaseOrder, purchaseOrderLine, sku, supplier } from './tables';
import { outer } from '../../core/outer-column';
import { personOf } from '../../core/people';

const P = PERMISSIONS.purchase.order;

const columns = {
  orderId: purchaseOrder.id,
  code: purchaseOrder.code,
  title: purchaseOrder.title,
  // The check constraint allows only PURCHASE_ORDER_STATUSES.
  status: sql<PurchaseOrderRecord['status']>`${purchaseOrder.status}`,
  applicant: personOf(appUser),
  warehouse: sql<
    PurchaseOrderRecord['warehouse']
  >`json_build_object('id', ${warehouse.id}, 'name', ${warehouse.name})`,
  expectedDate: purchaseOrder.expectedDate,
  remark: purchaseOrder.remark,
  total: purchaseOrder.total,
  suppliers: sql<PurchaseOrderRecord['suppliers']>`coalesce((
    select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
    from supplier s where s.id in (
      select l.supplier_id from purchase_order_line l where l.order_id = ${purchaseOrder.id})
  ), '[]'::json)`,
  lineCount: sql<number>`(select count(*)::int from purchase_order_line l
    where l.order_id = ${outer(purchaseOrder.id)})`,
  requestId: purchaseOrder.requestId,
  template: sql<PurchaseOrderRecord['template']>`(select json_build_object('id', t.id,
    'name', t.name) from purchase_template t where t.id = ${purchaseOrder.templateId})`,
  replenishment: sql<PurchaseOrderRecord['replenishment']>`(select json_build_object('id', r.id,
    'code', r.code) from replenishment r where r.id = ${purchaseOrder.replenishmentId})`,
  ...stampsOf(purchaseOrder),
};

/** The list's rows: an order with its applicant, warehouse, suppliers and line count. */
export const orderHeads = (db: Db) =>
  db
    .select(columns)
    .from(purchaseOrder)
    .innerJoin(appUser, eq(appUser.id, purchaseOrder.applicantId))
    .innerJoin(warehouse, eq(warehouse.id, purchaseOrder.warehouseId))
    .$dynamic();

/** The orders a caller sees: those into a warehouse of their data scope. */
export const orderScope = (scope: DataScope): SQL | undefined =>
  warehouseScope(scope, purchaseOrder.warehouseId);

/** A row as the list sends it: the total in Chinese capitals beside it. */
export const withUpper = (row: Omit<PurchaseOrderRecord, 'totalUpper'>): PurchaseOrderRecord => ({
  ...row,
  lineCount: Number(row.lineCount),
  totalUpper: toChineseAmount(row.total),
});

/** One order (`scope`: the caller's, else 404). */
export async function readOrder(
  db: Db,
  id: number,
  scope?: DataScope,
): Promise<PurchaseOrderRecord> {
  const [head] = await orderHeads(db).where(
    and(eq(purchaseOrder.id, id), scope ? orderScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  return withUpper(head);
}

/** The work orders made from warehouse purchase order `replenishmentId`, oldest first. */
export async function readOrdersOf(
  db: Db,
  replenishmentId: number,
): Promise<PurchaseOrderRecord[]> {
  const rows = await orderHeads(db)
    .where(eq(purchaseOrder.replenishmentId, replenishmentId))
    .orderBy(asc(purchaseOrder.createdAt), asc(purchaseOrder.id));
  return rows.map(withUpper);
}

/** The lines of an order, or of one sub-order, in their order. */
export async function readLines(
  db: Db,
  by: { orderId: number } | { suborderId: number },
): Promise<PurchaseOrderLineRecord[]> {
  return db
    .select({
      lineId: purchaseOrderLine.id,
      ...lineGoodsColumns,
      quantity: purchaseOrderLine.quantity,
      unitPrice: purchaseOrderLine.unitPrice,
      amount: purchaseOrderLine.amount,
      received: purchaseOrderLine.received,
      cancelled: purchaseOrderLine.cancelled,
      cancelReason: purchaseOrderLine.cancelReason,
      suborderId: purchaseOrderLine.suborderId,
    })
    .from(purchaseOrderLine)
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .innerJoin(supplier, eq(supplier.id, purchaseOrderLine.supplierId))
    .where(
      'orderId' in by
        ? eq(purchaseOrderLine.orderId, by.orderId)
        : eq(purchaseOrderLine.suborderId, by.suborderId),
    )
    .orderBy(asc(purchaseOrderLine.sort), asc(purchaseOrderLine.id));
}

/** One order with its lines, sub-orders and timeline, and whether the caller may submit it. */
export async function readOrderDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<PurchaseOrderDetailRecord> {
  const head = await readOrder(db, id, user.scope);
  const mayEdit =
    head.status === 'draft' &&
    head.applicant.userId === user.userId &&
    user.permissions.includes(P.add);
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const [stored] = await db
    .select({ header: purchaseOrder.header, fromLowStock: purchaseOrder.fromLowStock })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.id, id));
  // The project area keeps the link (project_sku_order_work); the code is all this shows.
  const { rows: skuOrders } = (await db.execute(sql`
    select s.id, s.code from project_sku_order_work w
    join project_sku_order s on s.id = w.sku_order_id where w.order_id = ${id}`)) as unknown as {
    rows: Array<{ id: number; code: string }>;
  };
  const lines = await readLines(db, { orderId: id });
  const suborders = await readSuborders(db, { orderId: id });
  const events = await readPurchaseEvents(db, { orderId: id });
  const amendments = await readAmendments(db, { orderId: id });
  return {
    ...head,
    header: stored?.header ?? {},
    fromLowStock: stored?.fromLowStock ?? false,
    skuOrder: skuOrders[0] ?? null,
    lines,
    suborders,
    events,
    canSubmit: mayEdit,
    canEdit: mayEdit,
    amendments,
    canAmend:
      head.status === 'approved' &&
      user.permissions.includes(P.add) &&
      !amendments.some((a) => PURCHASE_AMENDMENT_OPEN_STATUSES.includes(a.status)),
  };
}

/** The enabled warehouses of the caller's scope, by name: where an order may go. */
export async function readOrderWarehouses(
  db: Db,
  scope: DataScope,
): Promise<Array<{ warehouseId: number; name: string }>> {
  return db
    .select({ warehouseId: warehouse.id, name: warehouse.name })
    .from(warehouse)
    .where(and(eq(warehouse.enabled, true), warehouseScope(scope)))
    .orderBy(asc(warehouse.name), asc(warehouse.id));
}

/** The list's filters, sorts and order (order-list.ts), which its export reads the same way. */
export const orderListRules: PageRulesOf<PurchaseOrderPageQuery> = {
  where: (q) => [
    q.status ? eq(purchaseOrder.status, q.status) : undefined,
    q.warehouseId === undefined ? undefined : eq(purchaseOrder.warehouseId, q.warehouseId),
    q.supplierId === undefined
      ? undefined
      : sql`exists (select 1 from purchase_order_line l
          where l.order_id = ${purchaseOrder.id} and l.supplier_id = ${q.supplierId})`,
    withinStoreDays(purchaseOrder.createdAt, q.from, q.to),
    anyColumnContains([purchaseOrder.code, purchaseOrder.title], q.keyword),
  ],
  sorts: {
    createdAt: purchaseOrder.createdAt,
    code: purchaseOrder.code,
    total: purchaseOrder.total,
  },
  order: [desc(purchaseOrder.createdAt), desc(purchaseOrder.id)],
};

/** The orders the caller sees, filtered and in the list's order, in batches (the export). */
export async function orderBatches(
  db: Db,
  query: ListQuery<PurchaseOrderPageQuery>,
  scope: DataScope,
): Promise<AsyncIterable<PurchaseOrderRecord[]>> {
  const from = {
    select: orderHeads(db),
    // The filters, sorts and scope are the order's own columns: no join.
    keys: db.select({ id: purchaseOrder.id }).from(purchaseOrder).$dynamic(),
    key: purchaseOrder.id,
    keyOf: (row: { orderId: number }) => row.orderId,
  };
  return mapBatches(await readBatches(from, orderListRules, query, orderScope(scope)), withUpper);
}
