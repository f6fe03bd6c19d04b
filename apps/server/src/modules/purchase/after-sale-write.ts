import {
  AFTER_SALE_CODE_PREFIX,
  type AfterSaleCancel,
  type AfterSaleClose,
  type AfterSaleCreate,
  type AfterSaleDetailRecord,
  type AfterSaleKind,
  type AfterSaleReceiveBack,
  type AfterSaleStatus,
  type AfterSaleWriteOff,
} from '@depot/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import type { MovementLine, MovementService } from '../warehouse/movements';
import { warehouse } from '../warehouse/tables';
import { readAfterSaleDetail } from './after-sale-read';
import { orderScope } from './order-read';
import { lineAmount } from './order-prices';
import {
  purchaseAfterSale,
  purchaseAfterSaleEvent,
  purchaseOrder,
  purchaseOrderLine,
  purchaseSuborder,
  sku,
} from './tables';

/*
 * After-sales orders (docs/purchasing.md "After-sales orders"): made against a received
 * sub-order line, sent to the supplier (a return-to-supplier movement out of the order's
 * warehouse), closed with a return's credit or with the goods back in (an after-sales-in
 * movement), or cancelled while open. Movements are never edited: once sent, no cancel.
 */

/** A step of an after-sales order's life, on its timeline and in the audit. */
async function addStep(
  tx: Db,
  user: AuthUser,
  step: {
    id: number;
    action: string;
    from: AfterSaleStatus | null;
    to: AfterSaleStatus;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(purchaseAfterSaleEvent).values({
    afterSaleId: step.id,
    action: step.action,
    fromStatus: step.from,
    toStatus: step.to,
    note: step.note,
    userId: user.userId,
    at: step.at,
  });
  await recordAudit(tx, {
    actor: user,
    action: step.action,
    entity: 'purchase-after-sale',
    entityId: step.id,
    before: step.from ? { status: step.from } : null,
    after: { status: step.to, note: step.note },
  });
}

/**
 * After-sales order `id` locked for update with what its movements need, seen by the caller
 * through its order's warehouse (else 404), at `version` (else 409).
 */
async function lockAfterSale(tx: Db, user: AuthUser, id: number, version: number) {
  const [row] = await tx
    .select({
      id: purchaseAfterSale.id,
      code: purchaseAfterSale.code,
      kind: purchaseAfterSale.kind,
      status: purchaseAfterSale.status,
      quantity: purchaseAfterSale.quantity,
      receivedBack: purchaseAfterSale.receivedBack,
      reason: purchaseAfterSale.reason,
      version: purchaseAfterSale.version,
      unitPrice: purchaseOrderLine.unitPrice,
      categoryId: sku.categoryId,
      skuCode: sku.code,
      warehouseId: purchaseOrder.warehouseId,
    })
    .from(purchaseAfterSale)
    .innerJoin(purchaseOrderLine, eq(purchaseOrderLine.id, purchaseAfterSale.lineId))
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .innerJoin(purchaseSuborder, eq(purchaseSuborder.id, purchaseAfterSale.suborderId))
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
    .where(and(eq(purchaseAfterSale.id, id), orderScope(user.scope)))
    .for('update', { of: purchaseAfterSale });
  if (!row) throw new NotFound();
  if (row.version !== version) {
    throw new Conflict('purchase.afterSale.stale', { version: row.version });
  }
  return { ...row, kind: row.kind as AfterSaleKind, status: row.status as AfterSaleStatus };
}

type Locked = Awaited<ReturnType<typeof lockAfterSale>>;

/**
 * As lockAfterSale, for a step on the goods still out: an exchange or repair (a return's goods
 * do not come back: 409) that was sent and is not closed (409).
 */
async function lockGoodsOut(tx: Db, user: AuthUser, id: number, version: number) {
  const row = await lockAfterSale(tx, user, id, version);
  if (row.kind === 'return') throw new Conflict('purchase.afterSale.returnNotBack');
  if (row.status !== 'sent') throw new Conflict('purchase.afterSale.notSent', { code: row.code });
  return row;
}

async function moveTo(
  tx: Db,
  user: AuthUser,
  row: Locked,
  to: AfterSaleStatus,
  action: string,
  note: string | null,
  set: Partial<typeof purchaseAfterSale.$inferInsert>,
): Promise<void> {
  const at = new Date();
  await tx
    .update(purchaseAfterSale)
    .set({ ...set, status: to, version: row.version + 1, updatedAt: at })
    .where(eq(purchaseAfterSale.id, row.id));
  await addStep(tx, user, { id: row.id, action, from: row.status, to, note, at });
}

/**
 * The order's goods on the ledger of its warehouse, under its code and reason: out to the
 * supplier (`returnToSupplier`) or back in (`afterSaleIn`).
 */
async function postGoods(
  tx: Db,
  user: AuthUser,
  movements: MovementService,
  row: Locked,
  at: Date,
  line: Pick<MovementLine, 'kind' | 'quantity' | 'unitPrice'>,
): Promise<void> {
  await movements.postMovements(
    tx,
    [{ warehouseId: row.warehouseId, categoryId: row.categoryId, ...line }],
    {
      source: 'afterSale',
      sourceId: row.id,
      sourceCode: row.code,
      reason: row.reason,
      actorId: user.userId,
      at,
    },
  );
}

/**
 * `quantity` of a sent exchange's or repair's goods come back into the order's warehouse (an
 * after-sales-in movement at the line's price; a disabled warehouse: 409); never more than is
 * still out (409 with the figures). It closes when everything is back, else stays sent.
 */
async function takeBack(
  tx: Db,
  user: AuthUser,
  movements: MovementService,
  row: Locked,
  quantity: number,
): Promise<void> {
  const left = row.quantity - row.receivedBack;
  if (quantity > left) {
    throw new Conflict('purchase.afterSale.overBack', {
      code: row.code,
      sku: row.skuCode,
      asked: quantity,
      sent: row.quantity,
      back: row.receivedBack,
      left,
    });
  }
  const [into] = await tx
    .select({ name: warehouse.name, enabled: warehouse.enabled })
    .from(warehouse)
    .where(eq(warehouse.id, row.warehouseId));
  if (!into!.enabled) throw new Conflict('warehouse.disabled', { name: into!.name });
  const at = new Date();
  await postGoods(tx, user, movements, row, at, {
    kind: 'afterSaleIn',
    quantity,
    unitPrice: row.unitPrice,
  });
  const back = row.receivedBack + quantity;
  const done = back === row.quantity;
  await moveTo(
    tx,
    user,
    row,
    done ? 'closed' : 'sent',
    'receiveBack',
    `${row.skuCode} ×${quantity} (${back}/${row.quantity})`,
    done ? { receivedBack: back, closedAt: at } : { receivedBack: back },
  );
}

export function createAfterSaleWriter(deps: {
  db: Db;
  movements: MovementService;
  files: Pick<FileService, 'readable'>;
}) {
  const { db, movements, files } = deps;

  return {
    /**
     * POST /purchase/after-sale: against line `lineId` of a sub-order in the caller's scope
     * (else 404), for at most what was received less what is already under after-sales on the
     * line (409 with the figures), its files uploads the caller may read (400).
     */
    async create(user: AuthUser, body: AfterSaleCreate): Promise<AfterSaleDetailRecord> {
      const id = await db.transaction(async (tx) => {
        const [line] = await tx
          .select({
            id: purchaseOrderLine.id,
            suborderId: purchaseSuborder.id,
            received: purchaseOrderLine.received,
            skuCode: sku.code,
          })
          .from(purchaseOrderLine)
          .innerJoin(purchaseSuborder, eq(purchaseSuborder.id, purchaseOrderLine.suborderId))
          .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
          .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
          .where(and(eq(purchaseOrderLine.id, body.lineId), orderScope(user.scope)))
          // Two after-sales orders on one line wait for each other here.
          .for('update', { of: purchaseOrderLine });
        if (!line) throw new NotFound();
        const readable = await files.readable(tx, user, body.fileIds);
        if (body.fileIds.some((fid) => !readable.has(fid))) {
          throw new BadRequest('purchase.unknownFile');
        }
        const [under] = await tx
          .select({
            n: sql<number>`coalesce(sum(${purchaseAfterSale.quantity}), 0)::int`.mapWith(Number),
          })
          .from(purchaseAfterSale)
          .where(
            and(eq(purchaseAfterSale.lineId, line.id), ne(purchaseAfterSale.status, 'cancelled')),
          );
        const available = line.received - under!.n;
        if (body.quantity > available) {
          throw new Conflict('purchase.afterSale.overQuantity', {
            sku: line.skuCode,
            asked: body.quantity,
            received: line.received,
            under: under!.n,
            available: Math.max(available, 0),
          });
        }
        const at = new Date();
        const code = await allocateDocumentCode(tx, AFTER_SALE_CODE_PREFIX, at);
        const [row] = await tx
          .insert(purchaseAfterSale)
          .values({
            code,
            suborderId: line.suborderId,
            lineId: line.id,
            kind: body.kind,
            quantity: body.quantity,
            reason: body.reason,
            fileIds: body.fileIds,
            createdBy: user.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: purchaseAfterSale.id });
        await addStep(tx, user, {
          id: row!.id,
          action: 'create',
          from: null,
          to: 'open',
          note: `${line.skuCode} ×${body.quantity}: ${body.reason}`,
          at,
        });
        return row!.id;
      });
      return readAfterSaleDetail(db, id, user);
    },

    /**
     * POST /purchase/after-sale/:id/send: the goods go to the supplier, a return-to-supplier
     * movement out of the order's warehouse at once (not enough there: 409, nothing changed).
     */
    async send(user: AuthUser, id: number, version: number): Promise<AfterSaleDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockAfterSale(tx, user, id, version);
        if (row.status !== 'open') {
          throw new Conflict('purchase.afterSale.notOpen', { code: row.code });
        }
        const at = new Date();
        // No price: a category's stock is valued at its latest incoming price.
        await postGoods(tx, user, movements, row, at, {
          kind: 'returnToSupplier',
          quantity: row.quantity,
        });
        await moveTo(tx, user, row, 'sent', 'send', `${row.skuCode} ×${row.quantity}`, {
          sentAt: at,
        });
      });
      return readAfterSaleDetail(db, id, user);
    },

    /**
     * POST /purchase/after-sale/:id/close, once sent: a return records its credit (quantity ×
     * unit price unless given); an exchange or a repair takes the rest of its goods back into
     * the same warehouse (an after-sales-in movement at the line's price) and takes no credit
     * (400).
     */
    async close(user: AuthUser, id: number, body: AfterSaleClose): Promise<AfterSaleDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockAfterSale(tx, user, id, body.version);
        if (row.status !== 'sent') {
          throw new Conflict('purchase.afterSale.notSent', { code: row.code });
        }
        const at = new Date();
        if (row.kind === 'return') {
          const credit = body.credit ?? lineAmount(row.quantity, row.unitPrice);
          await moveTo(tx, user, row, 'closed', 'refund', credit, { credit, closedAt: at });
          return;
        }
        if (body.credit !== undefined) throw new BadRequest('purchase.afterSale.creditOnReturn');
        await takeBack(tx, user, movements, row, row.quantity - row.receivedBack);
      });
      return readAfterSaleDetail(db, id, user);
    },

    /**
     * POST /purchase/after-sale/:id/receive-back: part of a sent exchange's or repair's goods
     * came back (more than is still out: 409 with the figures, nothing written); the last part
     * closes it.
     */
    async receiveBack(
      user: AuthUser,
      id: number,
      body: AfterSaleReceiveBack,
    ): Promise<AfterSaleDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockGoodsOut(tx, user, id, body.version);
        await takeBack(tx, user, movements, row, body.quantity);
      });
      return readAfterSaleDetail(db, id, user);
    },

    /**
     * POST /purchase/after-sale/:id/write-off: a sent exchange's or repair's goods still out
     * will never come back. It closes the order, recording what was written off (quantity −
     * received back) and why; no stock moves: the goods left the warehouse when it was sent
     * (docs/purchasing.md "After-sales orders"). A return (its goods are not expected
     * back: close it with a credit) or an order not sent: 409.
     */
    async writeOff(
      user: AuthUser,
      id: number,
      body: AfterSaleWriteOff,
    ): Promise<AfterSaleDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockGoodsOut(tx, user, id, body.version);
        const left = row.quantity - row.receivedBack;
        await moveTo(
          tx,
          user,
          row,
          'closed',
          'writeOff',
          `${row.skuCode} ×${left} (${row.receivedBack}/${row.quantity}): ${body.reason}`,
          { writtenOff: left, writeOffReason: body.reason, closedAt: new Date() },
        );
      });
      return readAfterSaleDetail(db, id, user);
    },

    /**
     * POST /purchase/after-sale/:id/cancel, while open only: once sent the supplier has the
     * goods and the movement stands (409).
     */
    async cancel(
      user: AuthUser,
      id: number,
      body: AfterSaleCancel,
    ): Promise<AfterSaleDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockAfterSale(tx, user, id, body.version);
        if (row.status === 'sent') {
          throw new Conflict('purchase.afterSale.cancelSent', { code: row.code });
        }
        if (row.status !== 'open') {
          throw new Conflict('purchase.afterSale.notOpen', { code: row.code });
        }
        await moveTo(tx, user, row, 'cancelled', 'cancel', body.reason, {
          cancelReason: body.reason,
          closedAt: new Date(),
        });
      });
      return readAfterSaleDetail(db, id, user);
    },
  };
}

export type AfterSaleWriter = ReturnType<typeof createAfterSaleWriter>;
