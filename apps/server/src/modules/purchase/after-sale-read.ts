import {
  PERMISSIONS,
  type AfterSaleDetailRecord,
  type AfterSalePageQuery,
  type AfterSaleRecord,
} from '@depot/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { anyColumnContains } from '../../core/pagination';
import { personOrNull } from '../../core/people';
import { listReader, withinStoreDays, type PageRulesOf } from '../../core/resource/page-query';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { namedFiles } from '../files/named-files';
import { stockMovement, warehouse } from '../warehouse/tables';
import { orderScope } from './order-read';
import {
  purchaseAfterSale,
  purchaseAfterSaleEvent,
  purchaseOrder,
  purchaseOrderLine,
  purchaseSuborder,
  sku,
  supplier,
} from './tables';

const P = PERMISSIONS.purchase.afterSale;

const columns = {
  afterSaleId: purchaseAfterSale.id,
  code: purchaseAfterSale.code,
  // The check constraints allow only AFTER_SALE_KINDS and AFTER_SALE_STATUSES.
  kind: sql<AfterSaleRecord['kind']>`${purchaseAfterSale.kind}`,
  status: sql<AfterSaleRecord['status']>`${purchaseAfterSale.status}`,
  quantity: purchaseAfterSale.quantity,
  receivedBack: purchaseAfterSale.receivedBack,
  writtenOff: purchaseAfterSale.writtenOff,
  writeOffReason: purchaseAfterSale.writeOffReason,
  reason: purchaseAfterSale.reason,
  credit: purchaseAfterSale.credit,
  cancelReason: purchaseAfterSale.cancelReason,
  suborder: sql<
    AfterSaleRecord['suborder']
  >`json_build_object('id', ${purchaseSuborder.id}, 'code', ${purchaseSuborder.code})`,
  order: sql<AfterSaleRecord['order']>`json_build_object('id', ${purchaseOrder.id},
    'code', ${purchaseOrder.code}, 'title', ${purchaseOrder.title})`,
  supplier: sql<
    AfterSaleRecord['supplier']
  >`json_build_object('id', ${supplier.id}, 'name', ${supplier.name})`,
  warehouse: sql<
    AfterSaleRecord['warehouse']
  >`json_build_object('id', ${warehouse.id}, 'name', ${warehouse.name})`,
  line: sql<AfterSaleRecord['line']>`json_build_object('lineId', ${purchaseOrderLine.id},
    'skuId', ${sku.id}, 'skuCode', ${sku.code}, 'skuName', ${sku.name}, 'unit', ${sku.unit},
    'unitPrice', ${purchaseOrderLine.unitPrice}::text, 'received', ${purchaseOrderLine.received})`,
  creator: personOrNull(appUser),
  sentAt: purchaseAfterSale.sentAt,
  closedAt: purchaseAfterSale.closedAt,
  ...stampsOf(purchaseAfterSale),
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(purchaseAfterSale)
    .innerJoin(purchaseSuborder, eq(purchaseSuborder.id, purchaseAfterSale.suborderId))
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
    .innerJoin(supplier, eq(supplier.id, purchaseSuborder.supplierId))
    .innerJoin(warehouse, eq(warehouse.id, purchaseOrder.warehouseId))
    .innerJoin(purchaseOrderLine, eq(purchaseOrderLine.id, purchaseAfterSale.lineId))
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .leftJoin(appUser, eq(appUser.id, purchaseAfterSale.createdBy))
    .$dynamic();

/** The joins the filters and the scope need, after `from(purchaseAfterSale)`. */
const throughLine = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(purchaseSuborder, eq(purchaseSuborder.id, purchaseAfterSale.suborderId))
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
    .innerJoin(purchaseOrderLine, eq(purchaseOrderLine.id, purchaseAfterSale.lineId))
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId));

/** One after-sales order (`scope`: the caller's, through its order's warehouse, else 404). */
export async function readAfterSale(
  db: Db,
  id: number,
  scope?: DataScope,
): Promise<AfterSaleRecord> {
  const [head] = await heads(db).where(
    and(eq(purchaseAfterSale.id, id), scope ? orderScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  return head;
}

/** One after-sales order with its files, movements and timeline, and what the caller may do. */
export async function readAfterSaleDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<AfterSaleDetailRecord> {
  const head = await readAfterSale(db, id, user.scope);
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const [own] = await db
    .select({ fileIds: purchaseAfterSale.fileIds })
    .from(purchaseAfterSale)
    .where(eq(purchaseAfterSale.id, id));
  const fileIds = own!.fileIds;
  const files = await namedFiles(db, fileIds);
  const movements = await db
    .select({
      movementId: stockMovement.id,
      kind: stockMovement.kind,
      quantity: stockMovement.quantity,
      balance: stockMovement.balance,
      at: stockMovement.at,
    })
    .from(stockMovement)
    .where(and(eq(stockMovement.source, 'afterSale'), eq(stockMovement.sourceId, id)))
    .orderBy(asc(stockMovement.id));
  const events = await db
    .select({
      eventId: purchaseAfterSaleEvent.id,
      action: purchaseAfterSaleEvent.action,
      fromStatus: purchaseAfterSaleEvent.fromStatus,
      toStatus: purchaseAfterSaleEvent.toStatus,
      note: purchaseAfterSaleEvent.note,
      user: personOrNull(appUser),
      at: purchaseAfterSaleEvent.at,
    })
    .from(purchaseAfterSaleEvent)
    .leftJoin(appUser, eq(appUser.id, purchaseAfterSaleEvent.userId))
    .where(eq(purchaseAfterSaleEvent.afterSaleId, id))
    .orderBy(asc(purchaseAfterSaleEvent.id));
  const may = user.permissions.includes(P.add);
  // An exchange's or repair's goods still out: taken back in parts, or written off.
  const stillOut =
    head.status === 'sent' && head.kind !== 'return' && head.receivedBack < head.quantity;
  return {
    ...head,
    files,
    // The check constraint allows only MOVEMENT_KINDS.
    movements: movements.map((m) => ({
      ...m,
      kind: m.kind as AfterSaleDetailRecord['movements'][number]['kind'],
    })),
    events,
    canSend: may && head.status === 'open',
    canClose: may && head.status === 'sent',
    canReceiveBack: may && stillOut,
    canWriteOff: stillOut && user.permissions.includes(P.writeOff),
    canCancel: may && head.status === 'open',
  };
}

const rules: PageRulesOf<AfterSalePageQuery> = {
  where: (q) => [
    q.status ? eq(purchaseAfterSale.status, q.status) : undefined,
    q.kind ? eq(purchaseAfterSale.kind, q.kind) : undefined,
    q.supplierId === undefined ? undefined : eq(purchaseSuborder.supplierId, q.supplierId),
    q.suborderId === undefined ? undefined : eq(purchaseAfterSale.suborderId, q.suborderId),
    withinStoreDays(purchaseAfterSale.createdAt, q.from, q.to),
    anyColumnContains(
      [purchaseAfterSale.code, purchaseSuborder.code, sku.code, sku.name, purchaseAfterSale.reason],
      q.keyword,
    ),
  ],
  sorts: { createdAt: purchaseAfterSale.createdAt, code: purchaseAfterSale.code },
  order: [desc(purchaseAfterSale.createdAt), desc(purchaseAfterSale.id)],
};

/** The after-sales orders the caller sees, filtered and newest first: the page and the export. */
export const afterSaleList = listReader(heads, rules, {
  key: purchaseAfterSale.id,
  keyOf: (row) => row.afterSaleId,
  joined: {
    count: (db) => throughLine(db.select({ n: count() }).from(purchaseAfterSale).$dynamic()),
    keys: (db) =>
      throughLine(db.select({ id: purchaseAfterSale.id }).from(purchaseAfterSale).$dynamic()),
  },
  scope: orderScope,
});
