import {
  formatMoney,
  PURCHASE_AMENDMENT_CODE_PREFIX,
  PURCHASE_AMENDMENT_OPEN_STATUSES,
  type PurchaseAmendmentCreate,
  type PurchaseOrderDetailRecord,
  type PurchaseOrderStatus,
} from '@depot/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval } from '../approval/doc-handler';
import { lineAmount, subtractAmounts, sumAmounts } from './order-prices';
import { orderScope, readOrderDetail } from './order-read';
import { addPurchaseEvent } from './order-timeline';
import { pricedLines, type OrderEngine } from './order-write';
import {
  purchaseOrder,
  purchaseOrderAmendment,
  purchaseOrderAmendmentLine,
  purchaseOrderLine,
  sku,
  supplier,
} from './tables';

/** One recorded change: an order line's (`lineId`) or a new line's (`lineId` null). */
export interface AmendmentDelta {
  lineId: number | null;
  skuId: number;
  supplierId: number;
  quantityBefore: number;
  quantityAfter: number;
  unitPriceBefore: string | null;
  unitPriceAfter: string;
  amountDelta: string;
}

/** An order's lines locked for update, with their SKU's code and supplier's name to name them. */
export const lockOrderLines = (tx: Db, orderId: number) =>
  tx
    .select({
      id: purchaseOrderLine.id,
      skuId: purchaseOrderLine.skuId,
      supplierId: purchaseOrderLine.supplierId,
      suborderId: purchaseOrderLine.suborderId,
      quantity: purchaseOrderLine.quantity,
      unitPrice: purchaseOrderLine.unitPrice,
      amount: purchaseOrderLine.amount,
      received: purchaseOrderLine.received,
      cancelled: purchaseOrderLine.cancelled,
      sort: purchaseOrderLine.sort,
      skuCode: sku.code,
    })
    .from(purchaseOrderLine)
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .where(eq(purchaseOrderLine.orderId, orderId))
    .orderBy(asc(purchaseOrderLine.sort), asc(purchaseOrderLine.id))
    .for('update', { of: purchaseOrderLine });

export type LockedLine = Awaited<ReturnType<typeof lockOrderLines>>[number];

/**
 * Whether `line` may become `quantity` at `unitPrice` now: a line whose rest was cancelled
 * stays as it is, a quantity never goes below what was received, a price changes only while
 * nothing of the line was received (409 naming the SKU and the figures otherwise).
 */
export function checkLineChange(line: LockedLine, quantity: number, unitPrice: string): void {
  if (line.cancelled > 0) {
    throw new Conflict('purchase.amendment.lineCancelled', { sku: line.skuCode });
  }
  if (quantity < line.received) {
    throw new Conflict('purchase.amendment.belowReceived', {
      sku: line.skuCode,
      asked: quantity,
      received: line.received,
    });
  }
  if (unitPrice !== line.unitPrice && line.received > 0) {
    throw new Conflict('purchase.amendment.priceReceived', {
      sku: line.skuCode,
      received: line.received,
    });
  }
}

const samePrice = (a: string, b: string) => subtractAmounts(a, b) === '0.00';

/**
 * The changes `body` asks of an order's `lines`: each named line's new quantity and price
 * (unchanged ones dropped), each new line priced; 400 when nothing changes.
 */
async function deltasOf(
  tx: Db,
  lines: LockedLine[],
  body: PurchaseAmendmentCreate,
): Promise<AmendmentDelta[]> {
  const deltas: AmendmentDelta[] = [];
  for (const ask of body.lines) {
    const line = lines.find((l) => l.id === ask.lineId);
    if (!line) throw new BadRequest('purchase.amendment.unknownLine', { lineId: ask.lineId });
    const unitPrice =
      ask.unitPrice === undefined || samePrice(ask.unitPrice, line.unitPrice)
        ? line.unitPrice
        : lineAmount(1, ask.unitPrice);
    if (ask.quantity === line.quantity && unitPrice === line.unitPrice) continue;
    checkLineChange(line, ask.quantity, unitPrice);
    deltas.push({
      lineId: line.id,
      skuId: line.skuId,
      supplierId: line.supplierId,
      quantityBefore: line.quantity,
      quantityAfter: ask.quantity,
      unitPriceBefore: line.unitPrice,
      unitPriceAfter: unitPrice,
      amountDelta: subtractAmounts(lineAmount(ask.quantity, unitPrice), line.amount),
    });
  }
  if (body.newLines.length) {
    const taken = body.newLines.find((n) =>
      lines.some((l) => l.skuId === n.skuId && l.supplierId === n.supplierId),
    );
    if (taken) {
      const [named] = await tx
        .select({ sku: sku.code, supplier: supplier.name })
        .from(sku)
        .innerJoin(supplier, eq(supplier.id, taken.supplierId))
        .where(eq(sku.id, taken.skuId));
      throw new BadRequest('purchase.amendment.lineExists', {
        sku: named?.sku ?? String(taken.skuId),
        supplier: named?.supplier ?? String(taken.supplierId),
      });
    }
    const priced = await pricedLines(tx, body.newLines);
    for (const l of priced.lines) {
      deltas.push({
        lineId: null,
        skuId: l.skuId,
        supplierId: l.supplierId,
        quantityBefore: 0,
        quantityAfter: l.quantity,
        unitPriceBefore: null,
        unitPriceAfter: l.unitPrice,
        amountDelta: l.amount,
      });
    }
  }
  if (!deltas.length) throw new BadRequest('purchase.amendment.nothing');
  return deltas;
}

/** The order's open amendment (pending or sent back), if any. */
export async function openAmendmentOf(tx: Db, orderId: number) {
  const [open] = await tx
    .select({ id: purchaseOrderAmendment.id, code: purchaseOrderAmendment.code })
    .from(purchaseOrderAmendment)
    .where(
      and(
        eq(purchaseOrderAmendment.orderId, orderId),
        inArray(purchaseOrderAmendment.status, [...PURCHASE_AMENDMENT_OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return open ?? null;
}

/**
 * POST /purchase/order/:id/amendment: an amendment of an approved order of the caller's scope
 * (else 404), at the order's version read (409 when stale), while no other is open (409), its
 * changes checked against the lines as they are now (409 naming the SKU); recorded and submitted
 * for approval in one transaction, the order itself unchanged until it is approved.
 */
export async function raiseAmendment(
  db: Db,
  engine: OrderEngine,
  user: AuthUser,
  orderId: number,
  body: PurchaseAmendmentCreate,
): Promise<PurchaseOrderDetailRecord> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(purchaseOrder)
      .where(and(eq(purchaseOrder.id, orderId), orderScope(user.scope)))
      .for('update');
    if (!order) throw new NotFound();
    if (order.status !== 'approved') {
      throw new Conflict('purchase.amendment.notApproved', {
        code: order.code,
        status: [{ key: `purchase.orderStatus.${order.status as PurchaseOrderStatus}` }],
      });
    }
    if (order.version !== body.version) {
      throw new Conflict('purchase.order.stale', { version: order.version });
    }
    const open = await openAmendmentOf(tx, order.id);
    if (open) throw new Conflict('purchase.amendment.open', { code: open.code });
    const lines = await lockOrderLines(tx, order.id);
    const deltas = await deltasOf(tx, lines, body);
    const difference = sumAmounts(deltas.map((d) => d.amountDelta));
    const totalAfter = sumAmounts([order.total, difference]);
    const now = new Date();
    const code = await allocateDocumentCode(tx, PURCHASE_AMENDMENT_CODE_PREFIX, now);
    const [amendment] = await tx
      .insert(purchaseOrderAmendment)
      .values({
        code,
        orderId: order.id,
        applicantId: user.userId,
        reason: body.reason,
        orderVersion: order.version,
        totalBefore: order.total,
        totalAfter,
        difference,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchaseOrderAmendment.id });
    await tx
      .insert(purchaseOrderAmendmentLine)
      .values(deltas.map((d, sort) => ({ ...d, amendmentId: amendment!.id, sort })));
    await addPurchaseEvent(tx, {
      orderId: order.id,
      action: 'amendRaise',
      note: `${code} ${formatMoney(difference, 'zh-CN', true)}: ${body.reason}`,
      userId: user.userId,
      at: now,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'purchase-amendment',
      entityId: amendment!.id,
      after: { code, orderId: order.id, reason: body.reason, difference, totalAfter, deltas },
    });
    // Every step skipped: the engine approves at once and its handler applies it here, in tx.
    await submitForApproval(engine, tx, purchaseOrderAmendment, {
      docType: 'purchaseAmendment',
      documentId: amendment!.id,
      applicantId: user.userId,
    });
  });
  return readOrderDetail(db, orderId, user);
}
