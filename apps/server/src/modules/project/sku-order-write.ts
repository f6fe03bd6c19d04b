import {
  SKU_ORDER_CODE_PREFIX,
  type SkuOrderCreate,
  type SkuOrderDetailRecord,
  type SkuOrderIssue,
  type SkuOrderReason,
  type SkuOrderReserve,
} from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { byPerson } from '../../core/step-by';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { sku } from '../purchase/tables';
import type { MovementLine, MovementService } from '../warehouse/movements';
import { seenWarehouse } from '../warehouse/scope';
import { stockMovement } from '../warehouse/tables';
import { readSkuOrderDetail } from './sku-order-read';
import { pendingMaterialDiscards, readLineDiscards } from './material-holdings';
import { holderOf, lockSkuOrder, moveSkuOrder, releaseHolds } from './sku-order-steps';
import { project, projectSkuOrder, projectSkuOrderEvent, projectSkuOrderLine } from './tables';
import { checkStage, lockOpenProject } from './open-project';

/** A SKU order's lines in order, each with its SKU's stocked category. */
function stockedLines(tx: Db, skuOrderId: number) {
  return tx
    .select({
      id: projectSkuOrderLine.id,
      quantity: projectSkuOrderLine.quantity,
      categoryId: sku.categoryId,
    })
    .from(projectSkuOrderLine)
    .innerJoin(sku, eq(sku.id, projectSkuOrderLine.skuId))
    .where(eq(projectSkuOrderLine.skuOrderId, skuOrderId))
    .orderBy(asc(projectSkuOrderLine.sort));
}

/**
 * A project's SKU orders (`/item/sku-order`, docs/projects.md): made open, optionally reserved
 * at a warehouse (its stock held for it until issued), then served once, from a warehouse's
 * stock (`out` movements through the movement service, which refuses short stock with a 409 and
 * the figures) or through purchasing (sku-order-purchase.ts); an issue is
 * taken back by reversing its movements (or, for what discards took part of, posting back the
 * rest), never by editing them.
 */
export function createSkuOrderWrites(deps: {
  db: Db;
  movements: Pick<
    MovementService,
    'postMovements' | 'reverseMovement' | 'reserveStock' | 'releaseStock'
  >;
  /** The holds' term in days when reserving names none (DEPOT_RESERVATION_DAYS). */
  reservationDays: number;
}) {
  const { db, movements, reservationDays } = deps;

  return {
    /** An open SKU order of an open project in the caller's scope: enabled SKUs, a stage of it. */
    async add(user: AuthUser, body: SkuOrderCreate): Promise<SkuOrderDetailRecord> {
      const id = await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        await checkStage(tx, body.projectId, body.stageId);
        const skuIds = body.lines.map((l) => l.skuId);
        const found = await tx
          .select({ id: sku.id })
          .from(sku)
          .where(and(inIntArray(sku.id, skuIds), eq(sku.enabled, true)));
        const known = new Set(found.map((s) => s.id));
        const missing = skuIds.find((skuId) => !known.has(skuId));
        if (missing !== undefined)
          throw new BadRequest('project.skuOrder.unknownSku', { id: missing });
        const now = new Date();
        const code = await allocateDocumentCode(tx, SKU_ORDER_CODE_PREFIX, now);
        const { lines, ...fields } = body;
        const [row] = await tx
          .insert(projectSkuOrder)
          .values({ ...fields, code, createdBy: user.userId, createdAt: now, updatedAt: now })
          .returning({ id: projectSkuOrder.id });
        await tx
          .insert(projectSkuOrderLine)
          .values(lines.map((l, sort) => ({ ...l, skuOrderId: row!.id, sort })));
        await tx.insert(projectSkuOrderEvent).values({
          skuOrderId: row!.id,
          action: 'create',
          toStatus: 'open',
          actorId: user.userId,
          at: now,
        });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-sku-order',
          entityId: row!.id,
          after: { code, ...body },
        });
        return row!.id;
      });
      return readSkuOrderDetail(db, id, user);
    },

    /**
     * Served from warehouse `warehouseId` (the caller's scope: 404; disabled: 409): one `out`
     * movement per line to the SKU's stocked category, naming the project's store, ledger
     * source `skuOrder` with its code;
     * short stock is the movement service's 409 and nothing changes.
     */
    async issue(user: AuthUser, body: SkuOrderIssue): Promise<SkuOrderDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockSkuOrder(tx, user, body.id, ['open'], body.version);
        const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
        if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
        // The materials go to the project's store: the ledger rows name it.
        const [site] = await tx
          .select({ storeId: project.storeId })
          .from(project)
          .where(eq(project.id, row.projectId));
        const lines = await stockedLines(tx, row.id);
        // The service posts in category order (stable): the same order here pairs each line
        // with its ledger row.
        const ordered = [...lines].sort((a, b) => a.categoryId - b.categoryId);
        const posted = await movements.postMovements(
          tx,
          ordered.map((l): MovementLine => ({
            warehouseId: body.warehouseId,
            kind: 'out',
            categoryId: l.categoryId,
            quantity: l.quantity,
            storeId: site?.storeId ?? null,
          })),
          {
            source: 'skuOrder',
            sourceId: row.id,
            sourceCode: row.code,
            reason: row.title,
            actorId: user.userId,
            // What it reserved ends here: taken where it is issued from, let go elsewhere.
            consumesReservation: true,
          },
        );
        for (const [i, line] of ordered.entries()) {
          await tx
            .update(projectSkuOrderLine)
            .set({ movementId: posted[i]!.movementId })
            .where(eq(projectSkuOrderLine.id, line.id));
        }
        await moveSkuOrder(tx, row, 'issued', 'issue', byPerson(user), {
          note: seen.name,
          warehouseId: body.warehouseId,
        });
      });
      return readSkuOrderDetail(db, body.id, user);
    },

    /**
     * An open SKU order's quantities reserved at warehouse `warehouseId` (the caller's scope:
     * 404; disabled: 409) per stocked category, in place of what it held before, for `days`
     * (else the default term) (docs/warehouses.md "Reservations"). More than is available is
     * the movement service's 409 with the figures and nothing changes; with `partial`, what is
     * available is held and the rest is the lines' shortfall (nothing available at all: the 409).
     */
    async reserve(user: AuthUser, body: SkuOrderReserve): Promise<SkuOrderDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockSkuOrder(tx, user, body.id, ['open'], body.version);
        const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
        if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
        const lines = await stockedLines(tx, row.id);
        const expiresAt = new Date(Date.now() + (body.days ?? reservationDays) * 86_400_000);
        await movements.reserveStock(
          tx,
          holderOf(row),
          lines.map((l) => ({ ...l, warehouseId: body.warehouseId })),
          user.userId,
          { expiresAt, partial: body.partial },
        );
        await moveSkuOrder(tx, row, 'open', 'reserve', byPerson(user), { note: seen.name });
      });
      return readSkuOrderDetail(db, body.id, user);
    },

    /** An open SKU order lets go of the stock it reserved, with a reason (none held: 409). */
    async release(user: AuthUser, body: SkuOrderReason): Promise<SkuOrderDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockSkuOrder(tx, user, body.id, ['open'], body.version);
        const held = await releaseHolds(tx, row, byPerson(user), 'release', body.reason);
        if (!held) throw new Conflict('project.skuOrder.notReserved', { code: row.code });
      });
      return readSkuOrderDetail(db, body.id, user);
    },

    /** An open SKU order cancelled with a reason; what it reserved is let go. */
    async cancel(user: AuthUser, body: SkuOrderReason): Promise<SkuOrderDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockSkuOrder(tx, user, body.id, ['open'], body.version);
        await movements.releaseStock(tx, holderOf(row), user.userId);
        await moveSkuOrder(tx, row, 'cancelled', 'cancel', byPerson(user), { note: body.reason });
      });
      return readSkuOrderDetail(db, body.id, user);
    },

    /**
     * An issued SKU order's materials back into the warehouse, line by line, what the project
     * still holds of each (issued, less what approved material discards took off): a line
     * holding all it took has its movement reversed (a `reversal` row pointing at it), one
     * holding part of it an `in` row of that part (ledger source `skuOrder`, naming the order and
     * the project's store), one holding nothing none; the order is then `returned`. Refused (409
     * naming it) while a material discard of its lines is in approval, so the two cannot take
     * the same units, and when discards took everything (nothing to return).
     */
    async return(user: AuthUser, body: SkuOrderReason): Promise<SkuOrderDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lockSkuOrder(tx, user, body.id, ['issued'], body.version);
        const [pending] = await pendingMaterialDiscards(tx, row.projectId, row.id);
        if (pending) {
          throw new Conflict('project.skuOrderDiscardPending', {
            order: row.code,
            discard: pending.code,
          });
        }
        const lines = await readLineDiscards(tx, row.id);
        if (!lines.some((l) => l.returnable > 0)) {
          throw new Conflict('project.skuOrderAllDiscarded', { order: row.code });
        }
        const partial: MovementLine[] = [];
        for (const line of lines) {
          if (line.movementId === null || line.returnable === 0) continue;
          if (line.discarded === 0) {
            await movements.reverseMovement(tx, line.movementId, user.userId, body.reason);
            continue;
          }
          const [out] = await tx
            .select({
              warehouseId: stockMovement.warehouseId,
              categoryId: stockMovement.categoryId,
              storeId: stockMovement.storeId,
            })
            .from(stockMovement)
            .where(eq(stockMovement.id, line.movementId));
          partial.push({ ...out!, kind: 'in', quantity: line.returnable });
        }
        if (partial.length) {
          await movements.postMovements(tx, partial, {
            source: 'skuOrder',
            sourceId: row.id,
            sourceCode: row.code,
            reason: body.reason,
            actorId: user.userId,
          });
        }
        await moveSkuOrder(tx, row, 'returned', 'return', byPerson(user), { note: body.reason });
      });
      return readSkuOrderDetail(db, body.id, user);
    },
  };
}
export type SkuOrderWrites = ReturnType<typeof createSkuOrderWrites>;
