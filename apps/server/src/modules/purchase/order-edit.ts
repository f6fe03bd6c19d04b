import type {
  PurchaseOrderDetailRecord,
  PurchaseOrderStatus,
  PurchaseOrderUpdate,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { seenWarehouse } from '../warehouse/scope';
import { orderScope, readOrderDetail } from './order-read';
import { addPurchaseEvent } from './order-timeline';
import { pricedLines, submitIn, type OrderEngine } from './order-write';
import { purchaseOrder, purchaseOrderLine } from './tables';
import type { TemplateService } from './template-service';

/**
 * PUT /purchase/order: the applicant edits their draft (another's: 403; no longer a draft or
 * a stale version: 409): its fields, its lines replaced and repriced, the total recomputed, the
 * header checked again by its template's design; submitted at once when `submit`.
 */
export async function updateOrder(
  db: Db,
  engine: OrderEngine,
  templates: Pick<TemplateService, 'checkHeader'>,
  user: AuthUser,
  body: PurchaseOrderUpdate,
): Promise<PurchaseOrderDetailRecord> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(purchaseOrder)
      .where(and(eq(purchaseOrder.id, body.orderId), orderScope(user.scope)))
      .for('update');
    if (!order) throw new NotFound();
    if (order.applicantId !== user.userId) throw new Forbidden('purchase.order.notEditable');
    if (order.status !== 'draft') {
      throw new Conflict('purchase.order.notDraft', {
        code: order.code,
        status: [{ key: `purchase.orderStatus.${order.status as PurchaseOrderStatus}` }],
      });
    }
    if (order.version !== body.version) {
      throw new Conflict('purchase.order.stale', { version: order.version });
    }
    const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
    if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
    // Made from a warehouse purchase order: it stays that warehouse's.
    if (order.replenishmentId !== null && body.warehouseId !== order.warehouseId) {
      throw new BadRequest('purchase.replenishment.warehouseFixed');
    }
    const header = await templates.checkHeader(tx, user, order.templateId, body.header, {
      disabledToo: true,
    });
    const { lines, total } = await pricedLines(tx, body.lines);
    const now = new Date();
    const version = order.version + 1;
    await tx
      .update(purchaseOrder)
      .set({
        title: body.title,
        warehouseId: body.warehouseId,
        expectedDate: body.expectedDate,
        remark: body.remark,
        header,
        total,
        version,
        updatedAt: now,
      })
      .where(eq(purchaseOrder.id, order.id));
    await tx.delete(purchaseOrderLine).where(eq(purchaseOrderLine.orderId, order.id));
    await tx
      .insert(purchaseOrderLine)
      .values(lines.map((l, sort) => ({ ...l, orderId: order.id, sort })));
    await addPurchaseEvent(tx, {
      orderId: order.id,
      action: 'edit',
      from: 'draft',
      to: 'draft',
      userId: user.userId,
      at: now,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'update',
      entity: 'purchase-order',
      entityId: order.id,
      before: { title: order.title, warehouseId: order.warehouseId, total: order.total },
      after: { ...body, header, total, lines },
    });
    if (body.submit) await submitIn(tx, engine, user, { ...order, version });
  });
  return readOrderDetail(db, body.orderId, user);
}
