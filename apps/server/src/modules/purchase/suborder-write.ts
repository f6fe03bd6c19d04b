import type { SuborderDetailRecord, SuborderReceive, PurchaseSuborderStatus } from '@depot/shared';
import { PURCHASE_SUBORDER_OPEN_STATUSES } from '@depot/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import type { MovementService } from '../warehouse/movements';
import { warehouse } from '../warehouse/tables';
import { orderScope } from './order-read';
import { addPurchaseEvent } from './order-timeline';
import { followWorkOrder } from './replenishment-write';
import { readSuborderDetail } from './suborder-read';
import { purchaseOrder, purchaseOrderLine, purchaseSuborder, sku } from './tables';

/**
 * Sub-order `id` locked for update with its order, seen by the caller through the order's
 * warehouse (else 404), at `version` (else 409), still open (else 409).
 */
async function lockSuborder(tx: Db, user: AuthUser, id: number, version: number) {
  const [row] = await tx
    .select({
      id: purchaseSuborder.id,
      code: purchaseSuborder.code,
      status: purchaseSuborder.status,
      version: purchaseSuborder.version,
      orderId: purchaseOrder.id,
      orderTitle: purchaseOrder.title,
      warehouseId: purchaseOrder.warehouseId,
    })
    .from(purchaseSuborder)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
    .where(and(eq(purchaseSuborder.id, id), orderScope(user.scope)))
    .for('update', { of: purchaseSuborder });
  if (!row) throw new NotFound();
  const status = row.status as PurchaseSuborderStatus;
  if (!PURCHASE_SUBORDER_OPEN_STATUSES.includes(status)) {
    throw new Conflict('purchase.suborder.closed', { code: row.code });
  }
  if (row.version !== version) {
    throw new Conflict('purchase.suborder.stale', { version: row.version });
  }
  return { ...row, status };
}

/** The sub-order's lines locked for update, with their SKU's code and stocked category. */
const lockLines = (tx: Db, suborderId: number) =>
  tx
    .select({
      id: purchaseOrderLine.id,
      quantity: purchaseOrderLine.quantity,
      received: purchaseOrderLine.received,
      cancelled: purchaseOrderLine.cancelled,
      unitPrice: purchaseOrderLine.unitPrice,
      skuCode: sku.code,
      categoryId: sku.categoryId,
    })
    .from(purchaseOrderLine)
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .where(eq(purchaseOrderLine.suborderId, suborderId))
    .orderBy(asc(purchaseOrderLine.sort), asc(purchaseOrderLine.id))
    .for('update', { of: purchaseOrderLine });

type Line = Awaited<ReturnType<typeof lockLines>>[number];
const remainingOf = (l: Pick<Line, 'quantity' | 'received' | 'cancelled'>) =>
  l.quantity - l.received - l.cancelled;

/**
 * Moves the sub-order to `to` (on its timeline, audited, its version up); once it is closed
 * and its order's other sub-orders are too, the order closes.
 */
async function moveTo(
  tx: Db,
  user: AuthUser,
  sub: { id: number; orderId: number; status: PurchaseSuborderStatus; version: number },
  to: PurchaseSuborderStatus,
  action: string,
  note: string | null,
  at: Date,
): Promise<void> {
  await tx
    .update(purchaseSuborder)
    .set({ status: to, version: sub.version + 1, updatedAt: at })
    .where(eq(purchaseSuborder.id, sub.id));
  await addPurchaseEvent(tx, {
    orderId: sub.orderId,
    suborderId: sub.id,
    action,
    from: sub.status,
    to,
    note,
    userId: user.userId,
    at,
  });
  await recordAudit(tx, {
    actor: user,
    action,
    entity: 'purchase-suborder',
    entityId: sub.id,
    before: { status: sub.status },
    after: { status: to, note },
  });
  if (to !== 'closed') return;
  const [open] = await tx
    .select({ id: purchaseSuborder.id })
    .from(purchaseSuborder)
    .where(and(eq(purchaseSuborder.orderId, sub.orderId), ne(purchaseSuborder.status, 'closed')))
    .limit(1);
  if (open) return;
  const [order] = await tx
    .update(purchaseOrder)
    .set({ status: 'closed', version: sql`${purchaseOrder.version} + 1`, updatedAt: at })
    .where(and(eq(purchaseOrder.id, sub.orderId), eq(purchaseOrder.status, 'approved')))
    .returning({ id: purchaseOrder.id });
  if (order) {
    await addPurchaseEvent(tx, {
      orderId: sub.orderId,
      action: 'close',
      from: 'approved',
      to: 'closed',
      userId: user.userId,
      at,
    });
    // The warehouse purchase order it was made from closes with its last work order.
    await followWorkOrder(tx, sub.orderId, 'closed', user.userId);
  }
}

/** The status after a change: closed when nothing is left, partly received once some came. */
const statusAfter = (lines: Line[], current: PurchaseSuborderStatus): PurchaseSuborderStatus =>
  lines.every((l) => remainingOf(l) === 0)
    ? 'closed'
    : lines.some((l) => l.received > 0)
      ? 'partlyReceived'
      : current;

/** POST /purchase/suborder/:id/confirm: the supplier confirmed the sub-order (sent → confirmed). */
export async function confirmSuborder(
  db: Db,
  user: AuthUser,
  id: number,
  version: number,
): Promise<SuborderDetailRecord> {
  await db.transaction(async (tx) => {
    const sub = await lockSuborder(tx, user, id, version);
    if (sub.status !== 'sent') {
      throw new Conflict('purchase.suborder.confirmed', { code: sub.code });
    }
    await moveTo(tx, user, sub, 'confirmed', 'confirm', null, new Date());
  });
  return readSuborderDetail(db, id, user);
}

/**
 * POST /purchase/suborder/:id/receive: takes quantities of a confirmed sub-order's lines into
 * the order's warehouse, `purchaseIn` rows at the line price to each SKU's stocked category.
 * More than a line's remainder (ordered − received − cancelled) is a 409 with the figures, and
 * nothing is written.
 */
export async function receiveSuborder(
  db: Db,
  movements: MovementService,
  user: AuthUser,
  id: number,
  body: SuborderReceive,
): Promise<SuborderDetailRecord> {
  await db.transaction(async (tx) => {
    const sub = await lockSuborder(tx, user, id, body.version);
    const lines = await lockLines(tx, id);
    for (const ask of body.lines) {
      if (!lines.some((l) => l.id === ask.lineId)) {
        throw new BadRequest('purchase.suborder.unknownLine', { lineId: ask.lineId });
      }
    }
    if (sub.status === 'sent') {
      throw new Conflict('purchase.suborder.notConfirmed', { code: sub.code });
    }
    const [into] = await tx
      .select({ name: warehouse.name, enabled: warehouse.enabled })
      .from(warehouse)
      .where(eq(warehouse.id, sub.warehouseId));
    if (!into!.enabled) throw new Conflict('warehouse.disabled', { name: into!.name });
    const taken = body.lines.filter((l) => l.quantity > 0);
    for (const ask of taken) {
      const line = lines.find((l) => l.id === ask.lineId)!;
      const remaining = remainingOf(line);
      if (ask.quantity > remaining) {
        throw new Conflict('purchase.suborder.overReceipt', {
          sku: line.skuCode,
          asked: ask.quantity,
          ordered: line.quantity,
          received: line.received,
          cancelled: line.cancelled,
          remaining,
        });
      }
    }
    const at = new Date();
    await movements.postMovements(
      tx,
      taken.map((ask) => {
        const line = lines.find((l) => l.id === ask.lineId)!;
        return {
          warehouseId: sub.warehouseId,
          kind: 'purchaseIn' as const,
          categoryId: line.categoryId,
          quantity: ask.quantity,
          unitPrice: line.unitPrice,
        };
      }),
      {
        source: 'purchase',
        sourceId: sub.id,
        sourceCode: sub.code,
        reason: sub.orderTitle,
        actorId: user.userId,
        at,
      },
    );
    // Every line's figure in one statement (a 500-line delivery was 500 round trips).
    if (taken.length) {
      await tx.execute(sql`
        update ${purchaseOrderLine} set received = ${purchaseOrderLine.received} + r.quantity
        from unnest(${intArray(taken.map((a) => a.lineId))}::int[],
                    ${intArray(taken.map((a) => a.quantity))}::int[]) as r(id, quantity)
        where ${purchaseOrderLine.id} = r.id`);
    }
    for (const ask of taken) lines.find((l) => l.id === ask.lineId)!.received += ask.quantity;
    const note = taken
      .map((ask) => `${lines.find((l) => l.id === ask.lineId)!.skuCode} ×${ask.quantity}`)
      .join(', ');
    await moveTo(tx, user, sub, statusAfter(lines, sub.status), 'receive', note, at);
  });
  return readSuborderDetail(db, id, user);
}

/**
 * POST /purchase/suborder/:id/lines/:lineId/cancel: what is left of a line is cancelled with a
 * reason; the sub-order closes when nothing is left of any line.
 */
export async function cancelSuborderLine(
  db: Db,
  user: AuthUser,
  id: number,
  lineId: number,
  body: { version: number; reason: string },
): Promise<SuborderDetailRecord> {
  await db.transaction(async (tx) => {
    const sub = await lockSuborder(tx, user, id, body.version);
    const lines = await lockLines(tx, id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new NotFound();
    const remaining = remainingOf(line);
    if (remaining === 0) throw new Conflict('purchase.suborder.lineDone', { sku: line.skuCode });
    await tx
      .update(purchaseOrderLine)
      .set({ cancelled: line.cancelled + remaining, cancelReason: body.reason })
      .where(eq(purchaseOrderLine.id, lineId));
    line.cancelled += remaining;
    await moveTo(
      tx,
      user,
      sub,
      statusAfter(lines, sub.status),
      'cancelLine',
      `${line.skuCode} ×${remaining}: ${body.reason}`,
      new Date(),
    );
  });
  return readSuborderDetail(db, id, user);
}
