import {
  TRANSFER_CODE_PREFIX,
  type TransferCreate,
  type TransferDetailRecord,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { assetCategory } from '../../db/schema/asset';
import { assetDocCodeCounter } from '../../db/schema/asset-doc';
import type { MovementService } from '../warehouse/movements';
import { seenWarehouse } from '../warehouse/scope';
import { stockMovement } from '../warehouse/tables';
import { readTransferDetail, sees, transferScope } from './read';
import { wareTransfer, wareTransferLine } from './tables';

/** `DB` + yyyyMMdd + a 6-digit daily sequence (the documents' shared counter, locked until commit). */
async function allocateCode(tx: Db, at: Date): Promise<string> {
  const day = at.toISOString().slice(0, 10);
  const [row] = await tx
    .insert(assetDocCodeCounter)
    .values({ prefix: TRANSFER_CODE_PREFIX, day, lastValue: 1 })
    .onConflictDoUpdate({
      target: [assetDocCodeCounter.prefix, assetDocCodeCounter.day],
      set: { lastValue: sql`${assetDocCodeCounter.lastValue} + 1` },
    })
    .returning({ lastValue: assetDocCodeCounter.lastValue });
  return `${TRANSFER_CODE_PREFIX}${day.replaceAll('-', '')}${String(row!.lastValue).padStart(6, '0')}`;
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
    const code = await allocateCode(tx, now);
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
    await movements.postMovements(
      tx,
      lines.map((l) => ({
        warehouseId: body.fromWarehouseId,
        kind: 'transferOut' as const,
        categoryId: l.categoryId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
      {
        source: 'transfer',
        sourceId: doc!.id,
        sourceCode: code,
        reason: body.remark,
        actorId: user.userId,
        at: now,
      },
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

/** The transfer locked for update, seen by the caller (else 404), at `version` (else 409). */
async function lockTransfer(tx: Db, user: AuthUser, id: number, version: number) {
  const [doc] = await tx
    .select()
    .from(wareTransfer)
    .where(and(eq(wareTransfer.id, id), transferScope(user.scope)))
    .for('update');
  if (!doc) throw new NotFound();
  if (doc.status !== 'inTransit') {
    throw new Conflict(doc.status === 'received' ? 'transfer.received' : 'transfer.cancelled', {
      code: doc.code,
    });
  }
  if (doc.version !== version) throw new Conflict('transfer.stale', { version: doc.version });
  return doc;
}

/**
 * POST /ware/transfer/:id/receive: the destination's side (the caller must see it, else 403)
 * takes the whole transfer in: `transferIn` rows at the destination.
 */
export async function receiveTransfer(
  db: Db,
  movements: MovementService,
  user: AuthUser,
  id: number,
  version: number,
): Promise<TransferDetailRecord> {
  await db.transaction(async (tx) => {
    const doc = await lockTransfer(tx, user, id, version);
    if (!(await sees(tx, user.scope, doc.toWarehouseId))) {
      throw new Forbidden('transfer.notDestination');
    }
    const lines = await tx
      .select()
      .from(wareTransferLine)
      .where(eq(wareTransferLine.transferId, id))
      .orderBy(wareTransferLine.sort);
    const now = new Date();
    await movements.postMovements(
      tx,
      lines.map((l) => ({
        warehouseId: doc.toWarehouseId,
        kind: 'transferIn' as const,
        categoryId: l.categoryId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
      {
        source: 'transfer',
        sourceId: id,
        sourceCode: doc.code,
        reason: doc.remark,
        actorId: user.userId,
        at: now,
      },
    );
    await tx
      .update(wareTransfer)
      .set({
        status: 'received',
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
      after: { status: 'received' },
    });
  });
  return readTransferDetail(db, id, user);
}

/**
 * POST /ware/transfer/:id/cancel: the source's side (the caller must see it, else 403) calls
 * back a transfer still in transit, with a reason: each out row is reversed (a reversal row
 * pointing at it), so the stock is back at the source.
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
    const now = new Date();
    await tx
      .update(wareTransfer)
      .set({
        status: 'cancelled',
        cancellerId: user.userId,
        cancelledAt: now,
        cancelReason: body.reason,
        version: sql`${wareTransfer.version} + 1`,
        updatedAt: now,
      })
      .where(eq(wareTransfer.id, id));
    await recordAudit(tx, {
      actor: user,
      action: 'cancel',
      entity: 'ware-transfer',
      entityId: id,
      before: { status: doc.status },
      after: { status: 'cancelled', reason: body.reason },
    });
  });
  return readTransferDetail(db, id, user);
}
