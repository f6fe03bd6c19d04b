import {
  TRANSFER_CODE_PREFIX,
  TRANSFER_OPEN_STATUSES,
  type TransferCreate,
  type TransferDetailRecord,
  type TransferReceive,
  type TransferStatus,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { assetCategory } from '../../db/schema/asset';
import type { MovementCause, MovementService } from '../warehouse/movements';
import { seenWarehouse } from '../warehouse/scope';
import { stockMovement, warehouse } from '../warehouse/tables';
import { readTransferDetail, sees, transferScope } from './read';
import { wareTransfer, wareTransferLine } from './tables';

/**
 * The ledger rows of `transfer` moving its `lines` at their unit prices: out of the source when
 * sent, into the destination when received, back into the source when the rest is returned.
 * The source's rows name the store whose warehouse is the destination (`storeId`), if it is one.
 */
async function postLines(
  tx: Db,
  movements: MovementService,
  transfer: { id: number; code: string },
  move: { warehouseId: number; kind: 'transferOut' | 'transferIn'; storeId?: number | null },
  lines: ReadonlyArray<{ categoryId: number; quantity: number; unitPrice: string | null }>,
  cause: Pick<MovementCause, 'reason' | 'actorId' | 'at'>,
): Promise<void> {
  await movements.postMovements(
    tx,
    lines.map((l) => ({
      warehouseId: move.warehouseId,
      kind: move.kind,
      categoryId: l.categoryId,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      storeId: move.storeId ?? null,
    })),
    { source: 'transfer', sourceId: transfer.id, sourceCode: transfer.code, ...cause },
  );
}

/** The store whose warehouse `warehouseId` is (a store-level warehouse naming one), else null. */
async function storeOf(tx: Db, warehouseId: number): Promise<number | null> {
  const [row] = await tx
    .select({ storeId: warehouse.storeId })
    .from(warehouse)
    .where(eq(warehouse.id, warehouseId));
  return row?.storeId ?? null;
}

/** The latest unit price the ledger of `warehouseId` knows per category (as the stock value). */
async function latestPrices(
  tx: Db,
  warehouseId: number,
  categoryIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await tx
    .selectDistinctOn([stockMovement.categoryId], {
      categoryId: stockMovement.categoryId,
      unitPrice: stockMovement.unitPrice,
    })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.warehouseId, warehouseId),
        inIntArray(stockMovement.categoryId, categoryIds),
        sql`${stockMovement.unitPrice} is not null`,
      ),
    )
    .orderBy(stockMovement.categoryId, sql`${stockMovement.id} desc`);
  return new Map(rows.map((r) => [r.categoryId, r.unitPrice!]));
}

/**
 * POST /ware/transfer: sends counted items from one warehouse to another. Both warehouses must
 * be the caller's (else 404) and enabled; every line a counted category; the `transferOut`
 * rows post at the source in the same transaction (not enough: a 409 with the figures, and
 * nothing is written).
 */
export async function sendTransfer(
  db: Db,
  movements: MovementService,
  user: AuthUser,
  body: TransferCreate,
): Promise<TransferDetailRecord> {
  const id = await db.transaction(async (tx) => {
    for (const warehouseId of [body.fromWarehouseId, body.toWarehouseId]) {
      const seen = await seenWarehouse(tx, user.scope, warehouseId);
      if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
    }
    const ids = body.lines.map((l) => l.categoryId);
    const categories = await tx
      .select({ id: assetCategory.id, name: assetCategory.name, tracking: assetCategory.tracking })
      .from(assetCategory)
      .where(inIntArray(assetCategory.id, ids));
    if (categories.length !== ids.length) throw new BadRequest('warehouse.unknownCategory');
    const serial = categories.find((c) => c.tracking !== 'count');
    if (serial) throw new BadRequest('transfer.serialCategory', { name: serial.name });
    const prices = await latestPrices(tx, body.fromWarehouseId, ids);
    const now = new Date();
    const code = await allocateDocumentCode(tx, TRANSFER_CODE_PREFIX, now);
    const [doc] = await tx
      .insert(wareTransfer)
      .values({
        code,
        fromWarehouseId: body.fromWarehouseId,
        toWarehouseId: body.toWarehouseId,
        remark: body.remark,
        senderId: user.userId,
        sentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: wareTransfer.id });
    const lines = body.lines.map((l, sort) => ({
      transferId: doc!.id,
      categoryId: l.categoryId,
      quantity: l.quantity,
      unitPrice: prices.get(l.categoryId) ?? null,
      sort,
    }));
    await tx.insert(wareTransferLine).values(lines);
    await postLines(
      tx,
      movements,
      { id: doc!.id, code },
      {
        warehouseId: body.fromWarehouseId,
        kind: 'transferOut',
        storeId: await storeOf(tx, body.toWarehouseId),
      },
      lines,
      { reason: body.remark, actorId: user.userId, at: now },
    );
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'ware-transfer',
      entityId: doc!.id,
      after: { code, ...body, lines },
    });
    return doc!.id;
  });
  return readTransferDetail(db, id, user);
}

/** Receiving more of a line than is still on its way: a 409 whose data gives the figures. */
export class OverReceiveError extends Conflict {
  readonly data: { over: { categoryId: number; outstanding: number; asked: number } };
  constructor(categoryId: number, name: string, outstanding: number, asked: number) {
    super('transfer.overReceive', { name, outstanding, asked });
    this.data = { over: { categoryId, outstanding, asked } };
  }
}

/** The transfer locked for update, seen by the caller (else 404), open, at `version` (else 409). */
async function lockTransfer(tx: Db, user: AuthUser, id: number, version: number) {
  const [doc] = await tx
    .select()
    .from(wareTransfer)
    .where(and(eq(wareTransfer.id, id), transferScope(user.scope)))
    .for('update');
  if (!doc) throw new NotFound();
  if (!TRANSFER_OPEN_STATUSES.includes(doc.status as TransferStatus)) {
    throw new Conflict(doc.status === 'received' ? 'transfer.received' : 'transfer.cancelled', {
      code: doc.code,
    });
  }
  if (doc.version !== version) throw new Conflict('transfer.stale', { version: doc.version });
  return doc;
}

/** A transfer's lines with their category's name, in the order sent. */
async function linesOf(tx: Db, id: number) {
  return tx
    .select({
      categoryId: wareTransferLine.categoryId,
      name: assetCategory.name,
      quantity: wareTransferLine.quantity,
      received: wareTransferLine.received,
      returned: wareTransferLine.returned,
      unitPrice: wareTransferLine.unitPrice,
    })
    .from(wareTransferLine)
    .innerJoin(assetCategory, eq(assetCategory.id, wareTransferLine.categoryId))
    .where(eq(wareTransferLine.transferId, id))
    .orderBy(wareTransferLine.sort);
}

const outstandingOf = (l: { quantity: number; received: number; returned: number }) =>
  l.quantity - l.received - l.returned;

/** Adds `by` (category → quantity) to each line's `column` figure. */
async function addToLines(
  tx: Db,
  id: number,
  column: 'received' | 'returned',
  by: ReadonlyArray<{ categoryId: number; quantity: number }>,
) {
  for (const l of by) {
    await tx
      .update(wareTransferLine)
      .set({ [column]: sql`${wareTransferLine[column]} + ${l.quantity}` })
      .where(
        and(eq(wareTransferLine.transferId, id), eq(wareTransferLine.categoryId, l.categoryId)),
      );
  }
}

/**
 * POST /ware/transfer/:id/receive: the destination's side (the caller must see it, else 403)
 * takes in what is outstanding, or the quantities given per line (more than outstanding: a 409
 * with the figures; a category not on the transfer: 400): `transferIn` rows at the
 * destination. Every line in full makes it received, else it is partly received.
 */
export async function receiveTransfer(
  db: Db,
  movements: MovementService,
  user: AuthUser,
  id: number,
  body: TransferReceive,
): Promise<TransferDetailRecord> {
  await db.transaction(async (tx) => {
    const doc = await lockTransfer(tx, user, id, body.version);
    if (!(await sees(tx, user.scope, doc.toWarehouseId))) {
      throw new Forbidden('transfer.notDestination');
    }
    const lines = await linesOf(tx, id);
    const asked = new Map(body.lines?.map((l) => [l.categoryId, l.quantity]));
    for (const categoryId of asked.keys()) {
      if (!lines.some((l) => l.categoryId === categoryId)) {
        throw new BadRequest('transfer.notOnTransfer', { id: categoryId });
      }
    }
    const takes = lines.map((l) => {
      const outstanding = outstandingOf(l);
      const quantity = body.lines ? (asked.get(l.categoryId) ?? 0) : outstanding;
      if (quantity > outstanding) {
        throw new OverReceiveError(l.categoryId, l.name, outstanding, quantity);
      }
      return { ...l, quantity, left: outstanding - quantity };
    });
    const taken = takes.filter((l) => l.quantity > 0);
    if (taken.length === 0) throw new Conflict('transfer.nothingOutstanding', { code: doc.code });
    const now = new Date();
    await postLines(
      tx,
      movements,
      doc,
      { warehouseId: doc.toWarehouseId, kind: 'transferIn' },
      taken,
      { reason: doc.remark, actorId: user.userId, at: now },
    );
    await addToLines(tx, id, 'received', taken);
    const status = takes.every((l) => l.left === 0) ? 'received' : 'partlyReceived';
    await tx
      .update(wareTransfer)
      .set({
        status,
        receiverId: user.userId,
        receivedAt: now,
        version: sql`${wareTransfer.version} + 1`,
        updatedAt: now,
      })
      .where(eq(wareTransfer.id, id));
    await recordAudit(tx, {
      actor: user,
      action: 'receive',
      entity: 'ware-transfer',
      entityId: id,
      before: { status: doc.status },
      after: {
        status,
        lines: taken.map((l) => ({ categoryId: l.categoryId, quantity: l.quantity })),
      },
    });
  });
  return readTransferDetail(db, id, user);
}

/**
 * POST /ware/transfer/:id/cancel: the source's side (the caller must see it, else 403), with a
 * reason. In transit with nothing received, the transfer is called back: each out row is
 * reversed (a reversal row pointing at it), and it is cancelled. Partly received, the rest is
 * returned: what each line still has on its way comes back to the source as a `transferIn` row
 * there (a reversal undoes a whole row, once, so it cannot undo part of one), the lines keep it
 * as `returned`, and the transfer is received (closed).
 */
export async function cancelTransfer(
  db: Db,
  movements: MovementService,
  user: AuthUser,
  id: number,
  body: { version: number; reason: string },
): Promise<TransferDetailRecord> {
  await db.transaction(async (tx) => {
    const doc = await lockTransfer(tx, user, id, body.version);
    if (!(await sees(tx, user.scope, doc.fromWarehouseId))) {
      throw new Forbidden('transfer.notSource');
    }
    const now = new Date();
    const partly = doc.status === 'partlyReceived';
    if (partly) {
      const rest = (await linesOf(tx, id))
        .map((l) => ({ ...l, quantity: outstandingOf(l) }))
        .filter((l) => l.quantity > 0);
      await postLines(
        tx,
        movements,
        doc,
        {
          warehouseId: doc.fromWarehouseId,
          kind: 'transferIn',
          storeId: await storeOf(tx, doc.toWarehouseId),
        },
        rest,
        { reason: body.reason, actorId: user.userId, at: now },
      );
      await addToLines(tx, id, 'returned', rest);
    } else {
      const outs = await tx
        .select({ id: stockMovement.id })
        .from(stockMovement)
        .where(
          and(
            eq(stockMovement.source, 'transfer'),
            eq(stockMovement.sourceId, id),
            eq(stockMovement.kind, 'transferOut'),
          ),
        )
        .orderBy(stockMovement.id);
      for (const out of outs) await movements.reverseMovement(tx, out.id, user.userId, body.reason);
    }
    const status = partly ? 'received' : 'cancelled';
    await tx
      .update(wareTransfer)
      .set({
        status,
        cancellerId: user.userId,
        cancelledAt: now,
        cancelReason: body.reason,
        version: sql`${wareTransfer.version} + 1`,
        updatedAt: now,
      })
      .where(eq(wareTransfer.id, id));
    await recordAudit(tx, {
      actor: user,
      action: partly ? 'return-rest' : 'cancel',
      entity: 'ware-transfer',
      entityId: id,
      before: { status: doc.status },
      after: { status, reason: body.reason },
    });
  });
  return readTransferDetail(db, id, user);
}
