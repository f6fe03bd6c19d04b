import type {
  InTransitQuery,
  InTransitRowRecord,
  TransferDetailRecord,
  TransferMovementRecord,
  TransferPageQuery,
  TransferRecord,
} from '@depot/shared';
import { PERMISSIONS, TRANSFER_OPEN_STATUSES } from '@depot/shared';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { containsPattern } from '../../core/pagination';
import { listReader, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { stampsOf } from '../../db/schema/columns';
import { warehouseScope } from '../warehouse/scope';
import { warehouse } from '../warehouse/tables';
import { wareTransfer } from './tables';

const P = PERMISSIONS.warehouse.transfer;
const source = alias(warehouse, 'source');
const destination = alias(warehouse, 'destination');

const personOf = (
  column: SQL,
) => sql`(select json_build_object('userId', u.id, 'nickname', u.nickname)
  from app_user u where u.id = ${column})`;

const columns = {
  transferId: wareTransfer.id,
  code: wareTransfer.code,
  // The check constraint allows only TRANSFER_STATUSES.
  status: sql<TransferRecord['status']>`${wareTransfer.status}`,
  from: sql<TransferRecord['from']>`json_build_object('id', ${source.id}, 'name', ${source.name})`,
  to: sql<
    TransferRecord['to']
  >`json_build_object('id', ${destination.id}, 'name', ${destination.name})`,
  remark: wareTransfer.remark,
  lines: sql<TransferRecord['lines']>`coalesce((
    select json_agg(json_build_object('categoryId', c.id, 'categoryName', c.name, 'unit', c.unit,
      'quantity', l.quantity, 'received', l.received, 'returned', l.returned,
      'unitPrice', l.unit_price::text) order by l.sort, c.id)
    from ware_transfer_line l join asset_category c on c.id = l.category_id
    where l.transfer_id = ${wareTransfer.id}), '[]'::json)`,
  sender: sql<TransferRecord['sender']>`${personOf(sql`${wareTransfer.senderId}`)}`,
  sentAt: wareTransfer.sentAt,
  receiver: sql<TransferRecord['receiver']>`${personOf(sql`${wareTransfer.receiverId}`)}`,
  receivedAt: wareTransfer.receivedAt,
  canceller: sql<TransferRecord['canceller']>`${personOf(sql`${wareTransfer.cancellerId}`)}`,
  cancelledAt: wareTransfer.cancelledAt,
  cancelReason: wareTransfer.cancelReason,
  ...stampsOf(wareTransfer),
};

function heads(db: Db) {
  return db
    .select(columns)
    .from(wareTransfer)
    .innerJoin(source, eq(source.id, wareTransfer.fromWarehouseId))
    .innerJoin(destination, eq(destination.id, wareTransfer.toWarehouseId))
    .$dynamic();
}

/** The transfers a caller sees: those from or to a warehouse they see. */
export function transferScope(scope: DataScope): SQL | undefined {
  const from = warehouseScope(scope, wareTransfer.fromWarehouseId);
  const to = warehouseScope(scope, wareTransfer.toWarehouseId);
  return from && to && or(from, to);
}

/** One transfer (`scope`: the caller's, else 404). */
export async function readTransfer(db: Db, id: number, scope?: DataScope): Promise<TransferRecord> {
  const [head] = await heads(db).where(
    and(eq(wareTransfer.id, id), scope ? transferScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  return head;
}

/** Whether `scope` sees warehouse `id`. */
export async function sees(db: Db, scope: DataScope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(and(eq(warehouse.id, id), warehouseScope(scope)));
  return Boolean(row);
}

/** One transfer with the ledger rows it posted and what the caller may do with it. */
export async function readTransferDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<TransferDetailRecord> {
  const head = await readTransfer(db, id, user.scope);
  const rows = await db.execute(sql`
    select m.id as "movementId", m.warehouse_id as "warehouseId", w.name as "warehouseName",
      m.kind, m.category_id as "categoryId", c.name as "categoryName", m.quantity, m.balance,
      m.reversal_of_id as "reversalOf", m.reason, m.at
    from stock_movement m
    join warehouse w on w.id = m.warehouse_id
    join asset_category c on c.id = m.category_id
    where m.source_code = ${head.code} and m.source_id = ${id}
      and m.source in ('transfer', 'reversal')
    order by m.id`);
  const movements = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows.map(
    (r): TransferMovementRecord => ({
      movementId: Number(r.movementId),
      warehouseId: Number(r.warehouseId),
      warehouseName: String(r.warehouseName),
      kind: r.kind as TransferMovementRecord['kind'],
      categoryId: Number(r.categoryId),
      categoryName: String(r.categoryName),
      quantity: Number(r.quantity),
      balance: r.balance === null ? null : Number(r.balance),
      reversalOf: r.reversalOf === null ? null : Number(r.reversalOf),
      reason: (r.reason as string | null) ?? null,
      at: new Date(r.at as string),
    }),
  );
  const open = TRANSFER_OPEN_STATUSES.includes(head.status);
  const has = (key: string) => user.permissions.includes(key);
  return {
    ...head,
    movements,
    canReceive: open && has(P.receive) && (await sees(db, user.scope, head.to.id)),
    canCancel: open && has(P.add) && (await sees(db, user.scope, head.from.id)),
  };
}

const rules: PageRulesOf<TransferPageQuery> = {
  where: (q) => [
    q.status ? eq(wareTransfer.status, q.status) : undefined,
    q.fromWarehouseId === undefined
      ? undefined
      : eq(wareTransfer.fromWarehouseId, q.fromWarehouseId),
    q.toWarehouseId === undefined ? undefined : eq(wareTransfer.toWarehouseId, q.toWarehouseId),
    q.keyword ? ilike(wareTransfer.code, containsPattern(q.keyword)) : undefined,
  ],
  sorts: { createdAt: wareTransfer.createdAt, code: wareTransfer.code },
  order: [desc(wareTransfer.createdAt), desc(wareTransfer.id)],
};

/** The transfers the caller sees, filtered and newest first: the page and the export. */
export const transferList = listReader(heads, rules, {
  // The filters, sorts and scope are the transfer's own columns: no join to count.
  key: wareTransfer.id,
  keyOf: (row) => row.transferId,
  scope: transferScope,
});

/**
 * Stock on its way: per destination × counted category, what the open (in transit or partly
 * received) transfers the caller sees (from or to one of their warehouses) have still on their
 * way (sent − received − returned), and how many transfers.
 */
export async function readInTransit(
  db: Db,
  query: InTransitQuery,
  scope: DataScope,
): Promise<InTransitRowRecord[]> {
  const seen = transferScope(scope);
  const rows = await db.execute(sql`
    select ware_transfer.to_warehouse_id as "warehouseId", w.name as "warehouseName",
      l.category_id as "categoryId", c.name as "categoryName", c.unit,
      sum(l.quantity - l.received - l.returned)::int as quantity, count(*)::int as transfers
    from ware_transfer
    join ware_transfer_line l on l.transfer_id = ware_transfer.id
    join warehouse w on w.id = ware_transfer.to_warehouse_id
    join asset_category c on c.id = l.category_id
    where ware_transfer.status in ('inTransit', 'partlyReceived')
      and l.quantity > l.received + l.returned
      ${query.warehouseId === undefined ? sql`` : sql`and ware_transfer.to_warehouse_id = ${query.warehouseId}`}
      ${seen ? sql`and ${seen}` : sql``}
    group by ware_transfer.to_warehouse_id, w.name, w.sort, l.category_id, c.name, c.unit, c.sort
    order by w.sort, w.name, ware_transfer.to_warehouse_id, c.sort, c.name, l.category_id`);
  return (rows as unknown as { rows: InTransitRowRecord[] }).rows.map((r) => ({
    ...r,
    warehouseId: Number(r.warehouseId),
    categoryId: Number(r.categoryId),
    quantity: Number(r.quantity),
    transfers: Number(r.transfers),
  }));
}
