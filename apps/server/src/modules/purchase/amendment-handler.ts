import { formatMoney } from '@depot/shared';
import type { PurchaseAmendmentStatus, PurchaseSuborderStatus } from '@depot/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import type { ApprovalContext, ApprovalDocHandler, ApprovalOutcome } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { readAmendments } from './amendment-read';
import { checkLineChange, lockOrderLines, type LockedLine } from './amendment-write';
import { orderPlaceFacts } from './order-handler';
import { sumAmounts } from './order-prices';
import { readOrder } from './order-read';
import { addPurchaseEvent } from './order-timeline';
import { followWorkOrder } from './replenishment-write';
import {
  purchaseOrder,
  purchaseOrderAmendment,
  purchaseOrderAmendmentLine,
  purchaseOrderLine,
  purchaseSuborder,
} from './tables';
import { DOC_OUTCOME_STATUS } from '../approval/follow-outcome';

/** The timeline's word for each outcome (the order's timeline, `purchase.suborder.actions`). */
const EVENT: Record<ApprovalOutcome, string> = {
  rejected: 'amendRejected',
  withdrawn: 'amendWithdrawn',
  cancelled: 'amendWithdrawn',
  sentBack: 'amendSentBack',
  resubmitted: 'amendResubmitted',
};

async function lockAmendment(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(purchaseOrderAmendment)
    .where(eq(purchaseOrderAmendment.id, id))
    .for('update');
  if (!row) throw new Error(`purchase order amendment ${id} does not exist`);
  return row;
}

/** Moves amendment `a` to `status`, on its order's timeline and audited. */
async function follow(
  tx: Db,
  a: { id: number; code: string; orderId: number; status: string; version: number },
  status: PurchaseAmendmentStatus,
  event: { action: string; note: string },
  ctx: ApprovalContext,
  at: Date,
): Promise<void> {
  await tx
    .update(purchaseOrderAmendment)
    .set({
      status,
      version: a.version + 1,
      updatedAt: at,
      ...(status === 'approved' ? { approvedAt: at } : {}),
    })
    .where(eq(purchaseOrderAmendment.id, a.id));
  await addPurchaseEvent(tx, {
    orderId: a.orderId,
    action: event.action,
    note: event.note,
    userId: ctx.actorId,
    at,
  });
  await auditFollow(tx, ctx, {
    action: event.action,
    entity: 'purchase-amendment',
    entityId: a.id,
    from: a.status,
    to: status,
  });
}

const remainingOf = (l: Pick<LockedLine, 'quantity' | 'received' | 'cancelled'>) =>
  l.quantity - l.received - l.cancelled;

/**
 * Applies an approved amendment's changes to its order, which must still be approved at the
 * version the amendment was raised on, each change still allowed by its line (else a 409: the
 * approval is refused and nothing changes). A new line joins its supplier's sub-order, or a new
 * one (`<order>-<n>`); every sub-order changed is sent to its supplier again (they confirm the
 * amended one), or closes when nothing is left on it; the order closes with its last sub-order.
 */
async function applyAmendment(tx: Db, id: number, ctx: ApprovalContext): Promise<void> {
  const a = await lockAmendment(tx, id);
  const [order] = await tx
    .select()
    .from(purchaseOrder)
    .where(eq(purchaseOrder.id, a.orderId))
    .for('update');
  if (a.status !== 'pending' || order!.status !== 'approved' || order!.version !== a.orderVersion) {
    throw new Conflict('purchase.amendment.stale', { code: a.code, order: order!.code });
  }
  const deltas = await tx
    .select()
    .from(purchaseOrderAmendmentLine)
    .where(eq(purchaseOrderAmendmentLine.amendmentId, a.id))
    .orderBy(asc(purchaseOrderAmendmentLine.sort), asc(purchaseOrderAmendmentLine.id));
  const lines = await lockOrderLines(tx, order!.id);
  // Receipts and cancels move the lines, not the order's version: each change is checked again.
  for (const d of deltas.filter((d) => d.lineId !== null)) {
    const line = lines.find((l) => l.id === d.lineId)!;
    checkLineChange(line, d.quantityAfter, d.unitPriceAfter);
  }
  const subs = await tx
    .select()
    .from(purchaseSuborder)
    .where(eq(purchaseSuborder.orderId, order!.id))
    .orderBy(asc(purchaseSuborder.id))
    .for('update');
  const at = new Date();
  const touched = new Set<number>();
  let sort = Math.max(-1, ...lines.map((l) => l.sort)) + 1;
  for (const d of deltas) {
    const amount = sumAmounts([
      d.lineId === null ? '0' : lines.find((l) => l.id === d.lineId)!.amount,
      d.amountDelta,
    ]);
    if (d.lineId !== null) {
      const line = lines.find((l) => l.id === d.lineId)!;
      await tx
        .update(purchaseOrderLine)
        .set({ quantity: d.quantityAfter, unitPrice: d.unitPriceAfter, amount })
        .where(eq(purchaseOrderLine.id, line.id));
      if (line.suborderId !== null) touched.add(line.suborderId);
      continue;
    }
    let sub = subs.find((s) => s.supplierId === d.supplierId);
    if (!sub) {
      const [made] = await tx
        .insert(purchaseSuborder)
        .values({
          code: `${order!.code}-${subs.length + 1}`,
          orderId: order!.id,
          supplierId: d.supplierId,
          status: 'sent',
          total: '0',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      sub = made!;
      subs.push(sub);
      await addPurchaseEvent(tx, {
        orderId: order!.id,
        suborderId: sub.id,
        action: 'send',
        to: 'sent',
        note: a.code,
        userId: ctx.actorId,
        at,
      });
    }
    await tx.insert(purchaseOrderLine).values({
      orderId: order!.id,
      suborderId: sub.id,
      skuId: d.skuId,
      supplierId: d.supplierId,
      quantity: d.quantityAfter,
      unitPrice: d.unitPriceAfter,
      amount,
      sort: sort++,
    });
    touched.add(sub.id);
  }
  for (const sub of subs.filter((s) => touched.has(s.id))) {
    const now = await tx
      .select({
        amount: purchaseOrderLine.amount,
        quantity: purchaseOrderLine.quantity,
        received: purchaseOrderLine.received,
        cancelled: purchaseOrderLine.cancelled,
      })
      .from(purchaseOrderLine)
      .where(eq(purchaseOrderLine.suborderId, sub.id));
    const to: PurchaseSuborderStatus = now.every((l) => remainingOf(l) === 0) ? 'closed' : 'sent';
    await tx
      .update(purchaseSuborder)
      .set({
        total: sumAmounts(now.map((l) => l.amount)),
        status: to,
        version: sub.version + 1,
        updatedAt: at,
      })
      .where(eq(purchaseSuborder.id, sub.id));
    await addPurchaseEvent(tx, {
      orderId: order!.id,
      suborderId: sub.id,
      action: 'amend',
      from: sub.status,
      to,
      note: a.code,
      userId: ctx.actorId,
      at,
    });
  }
  const [open] = await tx
    .select({ id: purchaseSuborder.id })
    .from(purchaseSuborder)
    .where(and(eq(purchaseSuborder.orderId, order!.id), ne(purchaseSuborder.status, 'closed')))
    .limit(1);
  const status = open ? 'approved' : 'closed';
  await tx
    .update(purchaseOrder)
    .set({ total: a.totalAfter, status, version: order!.version + 1, updatedAt: at })
    .where(eq(purchaseOrder.id, order!.id));
  await follow(
    tx,
    a,
    'approved',
    { action: 'amend', note: `${a.code} ${formatMoney(a.difference, 'zh-CN', true)}` },
    ctx,
    at,
  );
  if (status === 'closed') {
    await addPurchaseEvent(tx, {
      orderId: order!.id,
      action: 'close',
      from: 'approved',
      to: 'closed',
      userId: ctx.actorId,
      at,
    });
    await followWorkOrder(tx, order!.id, 'closed', ctx.actorId);
  }
}

/**
 * The approval engine's handler of amendments of approved work orders (`purchaseAmendment`,
 * notices 33/34 as the orders'): the amount a template compares is the difference in total; the
 * effect applies the changes to the order in the approval's transaction (applyAmendment).
 */
export const purchaseAmendmentHandler: ApprovalDocHandler = {
  docType: 'purchaseAmendment',
  async facts(tx, documentId) {
    const a = await lockAmendment(tx, documentId);
    const order = await readOrder(tx, a.orderId);
    const deltas = await tx
      .select({ skuId: purchaseOrderAmendmentLine.skuId })
      .from(purchaseOrderAmendmentLine)
      .where(eq(purchaseOrderAmendmentLine.amendmentId, documentId));
    return {
      title:
        `${a.code} ${order.code} ${order.title} ${formatMoney(a.difference, 'zh-CN', true)}`.slice(
          0,
          200,
        ),
      amount: a.difference,
      custodianIds: [],
      ...(await orderPlaceFacts(
        tx,
        order.warehouse.id,
        deltas.map((d) => d.skuId),
      )),
    };
  },
  apply: applyAmendment,
  async onOutcome(tx, documentId, outcome, ctx) {
    const a = await lockAmendment(tx, documentId);
    await follow(
      tx,
      a,
      DOC_OUTCOME_STATUS[outcome],
      { action: EVENT[outcome], note: `${a.code} ${formatMoney(a.difference, 'zh-CN', true)}` },
      ctx,
      new Date(),
    );
  },
  async detail(tx, documentId) {
    const [a] = await readAmendments(tx, { amendmentId: documentId });
    return { ...a!, order: await readOrder(tx, a!.orderId) };
  },
};
