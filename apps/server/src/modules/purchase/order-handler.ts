import { formatMoney, purchaseOrderCreateBody, type PurchaseOrderStatus } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import type {
  ApprovalContext,
  ApprovalDocFacts,
  ApprovalDocHandler,
} from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { warehouseKeeperIds } from '../warehouse/keepers';
import { warehouse } from '../warehouse/tables';
import { pricedLines } from './order-write';
import { readLines, readOrder } from './order-read';
import { addPurchaseEvent } from './order-timeline';
import { followWorkOrder } from './replenishment-write';
import { readSuborders } from './suborder-read';
import {
  purchaseOrder,
  purchaseOrderLine,
  purchaseSuborder,
  purchaseTemplate,
  sku,
} from './tables';
import { sumAmounts } from './order-prices';
import { DOC_OUTCOME_STATUS } from '../approval/follow-outcome';

/**
 * What a flow template reads of a work order's place and goods: the SKUs' stocked categories,
 * the warehouse's enterprise and its enabled keepers (also an amendment's, amendment-handler.ts).
 */
export async function orderPlaceFacts(
  tx: Db,
  warehouseId: number,
  skuIds: readonly number[],
): Promise<Pick<ApprovalDocFacts, 'categoryIds' | 'enterpriseId' | 'keeperIds'>> {
  const [where] = await tx
    .select({ enterpriseId: warehouse.enterpriseId })
    .from(warehouse)
    .where(eq(warehouse.id, warehouseId));
  const categories = skuIds.length
    ? await tx.selectDistinct({ id: sku.categoryId }).from(sku).where(inIntArray(sku.id, skuIds))
    : [];
  return {
    categoryIds: categories.map((c) => c.id),
    enterpriseId: where?.enterpriseId ?? null,
    keeperIds: await warehouseKeeperIds(tx, [warehouseId]),
  };
}

/**
 * What a flow template reads of a work order: the title (code, title, total), the total as the
 * amount its conditions compare, the SKUs' categories, the warehouse's enterprise and keepers.
 */
async function factsOf(
  tx: Db,
  order: {
    code: string;
    title: string;
    warehouseId: number;
    total: string;
    templateId: number | null;
  },
  skuIds: readonly number[],
): Promise<ApprovalDocFacts> {
  const [template] =
    order.templateId === null
      ? []
      : await tx
          .select({ flowId: purchaseTemplate.approvalTemplateId })
          .from(purchaseTemplate)
          .where(eq(purchaseTemplate.id, order.templateId));
  return {
    title: `${order.code} ${order.title} ${formatMoney(order.total)}`.slice(0, 200),
    amount: order.total,
    custodianIds: [],
    templateId: template?.flowId ?? null,
    ...(await orderPlaceFacts(tx, order.warehouseId, skuIds)),
  };
}

async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(purchaseOrder).where(eq(purchaseOrder.id, id)).for('update');
  if (!row) throw new Error(`purchase order ${id} does not exist`);
  return row;
}

/** Moves an order to `status` because of its approval, on its timeline and audited. */
async function follow(
  tx: Db,
  order: { id: number; status: string; version: number },
  status: PurchaseOrderStatus,
  action: string,
  ctx: ApprovalContext,
): Promise<void> {
  const now = new Date();
  await tx
    .update(purchaseOrder)
    .set({ status, version: order.version + 1, updatedAt: now })
    .where(eq(purchaseOrder.id, order.id));
  await addPurchaseEvent(tx, {
    orderId: order.id,
    action,
    from: order.status,
    to: status,
    userId: ctx.actorId,
    at: now,
  });
  await auditFollow(tx, ctx, {
    action,
    entity: 'purchase-order',
    entityId: order.id,
    from: order.status,
    to: status,
  });
}

/**
 * Splits an approved order into one sub-order per supplier (status sent, code `<order>-<n>` in
 * the order of the suppliers' first lines), each line pointing at its supplier's sub-order.
 */
async function split(tx: Db, order: { id: number; code: string }, ctx: ApprovalContext) {
  const lines = await tx
    .select({
      id: purchaseOrderLine.id,
      supplierId: purchaseOrderLine.supplierId,
      amount: purchaseOrderLine.amount,
    })
    .from(purchaseOrderLine)
    .where(eq(purchaseOrderLine.orderId, order.id))
    .orderBy(asc(purchaseOrderLine.sort), asc(purchaseOrderLine.id));
  const suppliers = [...new Set(lines.map((l) => l.supplierId))];
  const now = new Date();
  for (const [n, supplierId] of suppliers.entries()) {
    const mine = lines.filter((l) => l.supplierId === supplierId);
    const [sub] = await tx
      .insert(purchaseSuborder)
      .values({
        code: `${order.code}-${n + 1}`,
        orderId: order.id,
        supplierId,
        total: sumAmounts(mine.map((l) => l.amount)),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchaseSuborder.id });
    await tx
      .update(purchaseOrderLine)
      .set({ suborderId: sub!.id })
      .where(
        inIntArray(
          purchaseOrderLine.id,
          mine.map((l) => l.id),
        ),
      );
    await addPurchaseEvent(tx, {
      orderId: order.id,
      suborderId: sub!.id,
      action: 'send',
      to: 'sent',
      userId: ctx.actorId,
      at: now,
    });
  }
}

/**
 * The approval engine's handler of purchase work orders (doc-handler.ts, notices 33 and 34). On
 * final approval the order is split into its suppliers' sub-orders in the approval's
 * transaction; rejected, withdrawn or cancelled it never is.
 */
export const purchaseOrderHandler: ApprovalDocHandler = {
  docType: 'purchaseOrder',
  async facts(tx, documentId) {
    const order = await lockOrder(tx, documentId);
    const lines = await tx
      .select({ skuId: purchaseOrderLine.skuId })
      .from(purchaseOrderLine)
      .where(eq(purchaseOrderLine.orderId, documentId));
    return factsOf(
      tx,
      order,
      lines.map((l) => l.skuId),
    );
  },
  async previewFacts(tx, payload) {
    const body = purchaseOrderCreateBody.parse(payload);
    const { total } = await pricedLines(tx, body.lines);
    return factsOf(
      tx,
      {
        code: 'CG…',
        title: body.title,
        warehouseId: body.warehouseId,
        total,
        templateId: body.templateId,
      },
      body.lines.map((l) => l.skuId),
    );
  },
  async apply(tx, documentId, ctx) {
    const order = await lockOrder(tx, documentId);
    if (order.status !== 'pending') {
      throw new Conflict('purchase.order.notPending', {
        code: order.code,
        status: [{ key: `purchase.orderStatus.${order.status as PurchaseOrderStatus}` }],
      });
    }
    await split(tx, order, ctx);
    await follow(tx, order, 'approved', 'approve', ctx);
  },
  async onOutcome(tx, documentId, outcome, ctx) {
    const order = await lockOrder(tx, documentId);
    await follow(tx, order, DOC_OUTCOME_STATUS[outcome], outcome, ctx);
    // Rejected or withdrawn: the warehouse purchase order it was made from may be ordered again.
    await followWorkOrder(tx, order.id, DOC_OUTCOME_STATUS[outcome], ctx.actorId);
  },
  async detail(tx, documentId) {
    return {
      ...(await readOrder(tx, documentId)),
      lines: await readLines(tx, { orderId: documentId }),
      suborders: await readSuborders(tx, { orderId: documentId }),
    };
  },
};
