import {
  PURCHASE_ORDER_CODE_PREFIX,
  type PurchaseOrderCreate,
  type PurchaseOrderDetailRecord,
  type PurchaseOrderStatus,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import { seenWarehouse } from '../warehouse/scope';
import { currentPrices, lineAmount, sumAmounts } from './order-prices';
import { orderScope, readOrderDetail } from './order-read';
import { addPurchaseEvent } from './order-timeline';
import { purchaseOrder, purchaseOrderLine } from './tables';
import { orderSkuOrder } from '../project/sku-order-purchase';
import { orderReplenishment, type ReplenishmentNotices } from './replenishment-write';
import { checkLineParties } from './template-lines';
import type { TemplateService } from './template-service';

/** How a work order, and an amendment of one, go to the approval engine (modules/approval). */
export type OrderEngine = SubmitsDocs<'purchaseOrder' | 'purchaseAmendment'>;

export interface PricedLine {
  skuId: number;
  supplierId: number;
  quantity: number;
  unitPrice: string;
  amount: string;
}

/**
 * The lines of a create body, checked and priced: every SKU and supplier exists and is enabled
 * (400 naming it), a line without a price takes the supplier's current one (none: 400).
 */
export async function pricedLines(
  tx: Db,
  lines: PurchaseOrderCreate['lines'],
): Promise<{ lines: PricedLine[]; total: string }> {
  const { skus, sellers } = await checkLineParties(tx, lines);
  const skuIds = skus.map((s) => s.id);
  const prices = await currentPrices(tx, skuIds);
  const priced = lines.map((l) => {
    const unitPrice = l.unitPrice ?? prices.get(`${l.supplierId}:${l.skuId}`);
    if (unitPrice === undefined) {
      throw new BadRequest('purchase.order.noPrice', {
        sku: skus.find((s) => s.id === l.skuId)!.code,
        supplier: sellers.find((s) => s.id === l.supplierId)!.name,
      });
    }
    return { ...l, unitPrice, amount: lineAmount(l.quantity, unitPrice) };
  });
  return { lines: priced, total: sumAmounts(priced.map((l) => l.amount)) };
}

/** Submits order `id` (a draft of `user`'s) for approval in `tx`, on its timeline. */
export async function submitIn(
  tx: Db,
  engine: OrderEngine,
  user: AuthUser,
  order: { id: number; status: string; version: number },
): Promise<void> {
  const now = new Date();
  await tx
    .update(purchaseOrder)
    .set({ status: 'pending', version: order.version + 1, updatedAt: now })
    .where(eq(purchaseOrder.id, order.id));
  await addPurchaseEvent(tx, {
    orderId: order.id,
    action: 'submit',
    from: order.status,
    to: 'pending',
    userId: user.userId,
    at: now,
  });
  // The engine may approve at once (every step skipped): its handler moves the order on.
  await submitForApproval(engine, tx, purchaseOrder, {
    docType: 'purchaseOrder',
    documentId: order.id,
    applicantId: user.userId,
  });
}

/**
 * POST /purchase/order: a work order into a warehouse of the caller's scope (else 404; a
 * disabled one is a 409), its lines priced, a template's header values checked by its design
 * (400 naming the field); a draft, or submitted at once when `submit`. Made from a warehouse
 * purchase order (`replenishmentId`), that request becomes ordered in the same transaction; so
 * does a project's SKU order (`skuOrderId`, one or the other: 400).
 */
export async function createOrder(
  db: Db,
  engine: OrderEngine,
  templates: Pick<TemplateService, 'checkHeader'>,
  notices: ReplenishmentNotices,
  user: AuthUser,
  body: PurchaseOrderCreate,
): Promise<PurchaseOrderDetailRecord> {
  const id = await db.transaction(async (tx) => {
    if (body.fromLowStock && body.replenishmentId !== null) {
      throw new BadRequest('purchase.order.lowStockWithRequest');
    }
    const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
    if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
    if (body.replenishmentId !== null && body.skuOrderId !== null) {
      throw new BadRequest('project.skuOrder.withReplenishment');
    }
    const linkRequest =
      body.replenishmentId !== null
        ? await orderReplenishment(tx, notices, user, body.replenishmentId, body.warehouseId)
        : body.skuOrderId !== null
          ? await orderSkuOrder(tx, user, body.skuOrderId)
          : null;
    const header = await templates.checkHeader(tx, user, body.templateId, body.header);
    const { lines, total } = await pricedLines(tx, body.lines);
    const now = new Date();
    const code = await allocateDocumentCode(tx, PURCHASE_ORDER_CODE_PREFIX, now);
    const [order] = await tx
      .insert(purchaseOrder)
      .values({
        code,
        title: body.title,
        applicantId: user.userId,
        warehouseId: body.warehouseId,
        expectedDate: body.expectedDate,
        remark: body.remark,
        total,
        templateId: body.templateId,
        header,
        fromLowStock: body.fromLowStock,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchaseOrder.id, status: purchaseOrder.status });
    await tx
      .insert(purchaseOrderLine)
      .values(lines.map((l, sort) => ({ ...l, orderId: order!.id, sort })));
    await addPurchaseEvent(tx, {
      orderId: order!.id,
      action: 'create',
      to: 'draft',
      userId: user.userId,
      at: now,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'purchase-order',
      entityId: order!.id,
      after: { code, ...body, header, total, lines },
    });
    if (linkRequest) await linkRequest({ id: order!.id, code });
    if (body.submit) await submitIn(tx, engine, user, { ...order!, version: 0 });
    return order!.id;
  });
  return readOrderDetail(db, id, user);
}

/**
 * POST /purchase/order/:id/submit: the applicant sends their draft for approval (another's
 * draft: 403; not a draft or a stale version: 409).
 */
export async function submitOrder(
  db: Db,
  engine: OrderEngine,
  user: AuthUser,
  id: number,
  version: number,
): Promise<PurchaseOrderDetailRecord> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(purchaseOrder)
      .where(and(eq(purchaseOrder.id, id), orderScope(user.scope)))
      .for('update');
    if (!order) throw new NotFound();
    if (order.applicantId !== user.userId) throw new Forbidden('purchase.order.notApplicant');
    if (order.status !== 'draft') {
      throw new Conflict('purchase.order.notDraft', {
        code: order.code,
        status: [{ key: `purchase.orderStatus.${order.status as PurchaseOrderStatus}` }],
      });
    }
    if (order.version !== version) {
      throw new Conflict('purchase.order.stale', { version: order.version });
    }
    await submitIn(tx, engine, user, order);
    await recordAudit(tx, {
      actor: user,
      action: 'submit',
      entity: 'purchase-order',
      entityId: id,
      before: { status: order.status },
      after: { status: 'pending' },
    });
  });
  return readOrderDetail(db, id, user);
}
