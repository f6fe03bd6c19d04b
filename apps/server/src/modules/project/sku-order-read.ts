import {
  projectOpen,
  PERMISSIONS,
  type Page,
  type SkuOrderDetailRecord,
  type SkuOrderPageQuery,
  type SkuOrderRecord,
} from '@depot/shared';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import { readPage, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { priceOffers } from '../purchase/order-prices';
import { purchaseOrder, sku } from '../purchase/tables';
import { readMovements } from '../warehouse/ledger-read';
import { warehouseScope } from '../warehouse/scope';
import { stockMovement, stockReservation, warehouse } from '../warehouse/tables';
import { pendingMaterialDiscards, readLineDiscards } from './material-holdings';
import { projectHeadColumns, readTimeline } from './order-read';
import { projectScope, seeProject } from './project-read';
import {
  project,
  projectSkuOrder,
  projectSkuOrderEvent,
  projectSkuOrderLine,
  projectSkuOrderWork,
  projectStage,
} from './tables';

const P = PERMISSIONS.project;
const creator = alias(appUser, 'sku_order_creator');
const orderWarehouse = alias(warehouse, 'sku_order_work_warehouse');
const heldAt = alias(warehouse, 'sku_order_reserved_at');

const columns = {
  id: projectSkuOrder.id,
  code: projectSkuOrder.code,
  ...projectHeadColumns,
  stageId: projectSkuOrder.stageId,
  stageName: projectStage.name,
  title: projectSkuOrder.title,
  neededBy: projectSkuOrder.neededBy,
  note: projectSkuOrder.note,
  // The check constraint allows only SKU_ORDER_STATUSES.
  status: sql<SkuOrderRecord['status']>`${projectSkuOrder.status}`,
  warehouseId: projectSkuOrder.warehouseId,
  warehouseName: warehouse.name,
  lineCount: sql<number>`(select count(*)::int from project_sku_order_line l
    where l.sku_order_id = ${projectSkuOrder.id})`.mapWith(Number),
  totalQuantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int
    from project_sku_order_line l where l.sku_order_id = ${projectSkuOrder.id})`.mapWith(Number),
  createdBy: personOf(creator),
  ...stampsOf(projectSkuOrder),
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(projectSkuOrder)
    .innerJoin(project, eq(project.id, projectSkuOrder.projectId))
    .innerJoin(creator, eq(creator.id, projectSkuOrder.createdBy))
    .leftJoin(projectStage, eq(projectStage.id, projectSkuOrder.stageId))
    .leftJoin(warehouse, eq(warehouse.id, projectSkuOrder.warehouseId))
    .$dynamic();

/** SKU order `id` of a project in the caller's scope, else a 404. */
export async function readSkuOrder(db: Db, id: number, user: AuthUser): Promise<SkuOrderRecord> {
  const [row] = await heads(db).where(and(eq(projectSkuOrder.id, id), projectScope(user.scope)));
  if (!row) throw new NotFound();
  return row;
}

/** A SKU order's lines in order, each with its SKU and the offer a work order would take. */
export async function readSkuOrderLines(db: Db, skuOrderId: number) {
  const lines = await db
    .select({
      id: projectSkuOrderLine.id,
      skuId: projectSkuOrderLine.skuId,
      skuCode: sku.code,
      skuName: sku.name,
      specification: sku.specification,
      unit: sku.unit,
      categoryId: sku.categoryId,
      categoryName: assetCategory.name,
      quantity: projectSkuOrderLine.quantity,
      movementId: projectSkuOrderLine.movementId,
    })
    .from(projectSkuOrderLine)
    .innerJoin(sku, eq(sku.id, projectSkuOrderLine.skuId))
    .innerJoin(assetCategory, eq(assetCategory.id, sku.categoryId))
    .where(eq(projectSkuOrderLine.skuOrderId, skuOrderId))
    .orderBy(asc(projectSkuOrderLine.sort));
  const offers = await priceOffers(
    db,
    lines.map((l) => l.skuId),
  );
  return lines.map((l) => ({ ...l, offer: offers.get(l.skuId)?.[0] ?? null }));
}

/**
 * `lines` (in their order) with what the order's open `holds` cover of each: a category's held
 * units go to its lines in order, and a line's `shortfall` is the rest; while it holds nothing,
 * both are 0 (nothing was asked of a warehouse).
 */
export function heldByLine<L extends { categoryId: number; quantity: number }>(
  lines: readonly L[],
  holds: readonly { categoryId: number; quantity: number }[],
): (L & { held: number; shortfall: number })[] {
  const left = new Map<number, number>();
  for (const h of holds) left.set(h.categoryId, (left.get(h.categoryId) ?? 0) + h.quantity);
  return lines.map((l) => {
    if (!holds.length) return { ...l, held: 0, shortfall: 0 };
    const held = Math.min(l.quantity, left.get(l.categoryId) ?? 0);
    left.set(l.categoryId, (left.get(l.categoryId) ?? 0) - held);
    return { ...l, held, shortfall: l.quantity - held };
  });
}

/**
 * One SKU order: lines (each with what material discards took of it and what a return puts
 * back), its issue's ledger rows, work orders, its reservations, timeline, what the caller may
 * do.
 */
export async function readSkuOrderDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<SkuOrderDetailRecord> {
  const head = await readSkuOrder(db, id, user);
  const discards = new Map(
    (await readLineDiscards(db, id)).map(({ skuOrderLineId, movementId: _m, ...d }) => [
      skuOrderLineId,
      d,
    ]),
  );
  const [pendingDiscard = null] = await pendingMaterialDiscards(db, head.projectId, id);
  // Its issue's rows and their reversals name it (source id and code); those of warehouses the
  // caller sees.
  const ledger = await db
    .select({ id: stockMovement.id })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.sourceId, id),
        eq(stockMovement.sourceCode, head.code),
        or(eq(stockMovement.source, 'skuOrder'), eq(stockMovement.source, 'reversal')),
        warehouseScope(user.scope, stockMovement.warehouseId),
      ),
    )
    .orderBy(asc(stockMovement.id));
  const movements = ledger.length
    ? await readMovements(
        db,
        ledger.map((m) => m.id),
        user.scope,
      )
    : [];
  const workOrders = await db
    .select({
      id: purchaseOrder.id,
      code: purchaseOrder.code,
      status: sql<SkuOrderDetailRecord['workOrders'][number]['status']>`${purchaseOrder.status}`,
      warehouseName: orderWarehouse.name,
      total: purchaseOrder.total,
    })
    .from(projectSkuOrderWork)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, projectSkuOrderWork.orderId))
    .innerJoin(orderWarehouse, eq(orderWarehouse.id, purchaseOrder.warehouseId))
    .where(eq(projectSkuOrderWork.skuOrderId, id))
    .orderBy(asc(projectSkuOrderWork.id));
  // What it holds reserved, per warehouse × category (warehouses outside the caller's scope too:
  // the order is theirs to see whole).
  const reservations = await db
    .select({
      warehouseId: stockReservation.warehouseId,
      warehouseName: heldAt.name,
      categoryId: stockReservation.categoryId,
      categoryName: assetCategory.name,
      quantity: stockReservation.quantity,
      expiresAt: stockReservation.expiresAt,
    })
    .from(stockReservation)
    .innerJoin(heldAt, eq(heldAt.id, stockReservation.warehouseId))
    .innerJoin(assetCategory, eq(assetCategory.id, stockReservation.categoryId))
    .where(
      and(
        eq(stockReservation.source, 'skuOrder'),
        eq(stockReservation.sourceId, id),
        isNull(stockReservation.outcome),
      ),
    )
    .orderBy(asc(stockReservation.warehouseId), asc(stockReservation.categoryId));
  const lines = heldByLine(
    (await readSkuOrderLines(db, id)).map((l) => ({
      ...l,
      ...(discards.get(l.id) ?? { discarded: 0, discardPending: 0, returnable: 0 }),
    })),
    reservations,
  );
  const events = await readTimeline<
    SkuOrderDetailRecord['events'][number]['action'],
    SkuOrderRecord['status']
  >(db, projectSkuOrderEvent, projectSkuOrderEvent.skuOrderId, id);
  const projectIsOpen = projectOpen(head.projectStatus);
  const holds = (key: string) => user.permissions.includes(key);
  const open = projectIsOpen && head.status === 'open';
  return {
    ...head,
    lines,
    pendingDiscard,
    movements,
    workOrders,
    reservations,
    events,
    canIssue: open && holds(P.skuIssue),
    canReserve: open && holds(P.skuIssue),
    canRelease: open && reservations.length > 0 && holds(P.skuIssue),
    canOrder: open && holds(PERMISSIONS.purchase.order.add),
    canCancel: open && holds(P.skuOrder),
    // A return puts back what is still held: not while a discard of its lines is in approval,
    // nor when discards took it all.
    canReturn:
      projectIsOpen &&
      head.status === 'issued' &&
      holds(P.skuIssue) &&
      pendingDiscard === null &&
      lines.some((l) => l.returnable > 0),
  };
}

const rules: PageRulesOf<SkuOrderPageQuery> = {
  where: (q) => [
    eq(projectSkuOrder.projectId, q.projectId),
    q.status ? eq(projectSkuOrder.status, q.status) : undefined,
  ],
  sorts: { createdAt: projectSkuOrder.createdAt, code: projectSkuOrder.code },
  order: [desc(projectSkuOrder.createdAt), desc(projectSkuOrder.id)],
};

/** A project's SKU orders, newest first (another scope's project: a 404). */
export async function readSkuOrderPage(
  db: Db,
  query: SkuOrderPageQuery,
  user: AuthUser,
): Promise<Page<SkuOrderRecord>> {
  await seeProject(db, user, query.projectId);
  const from = {
    select: heads(db),
    count: db.select({ n: count() }).from(projectSkuOrder).$dynamic(),
  };
  return readPage(from, rules, query);
}
