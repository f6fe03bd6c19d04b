import {
  DISPATCH_CODE_PREFIX,
  type DispatchCancel,
  type DispatchCreate,
  type DispatchDetailRecord,
  type DispatchEventAction,
  type DispatchStatus,
  type DispatchStep,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { byPerson } from '../../core/step-by';
import type { Db } from '../../db/client';
import { supplier } from '../purchase/tables';
import { readDispatchDetail } from './dispatch-read';
import { lockProjectDocument, moveProjectDocument } from './document-steps';
import { projectDispatch, projectDispatchEvent, projectSkuOrder } from './tables';
import { checkStage, lockOpenProject } from './open-project';

type DispatchRow = typeof projectDispatch.$inferSelect;

/**
 * Dispatches (`/item/dispatch`, docs/projects.md): a crew or a supplier sent to a stage of an
 * open project for planned days, with a SKU order's materials; planned → dispatched → done, or
 * cancelled with a reason. Each step is a timeline row; nothing is rewritten.
 */
export function createDispatchWrites(db: Db) {
  const lock = (tx: Db, user: AuthUser, id: number, allowed: DispatchStatus[], version: number) =>
    lockProjectDocument(tx, user, 'dispatch', id, allowed, version);

  const move = (
    tx: Db,
    user: AuthUser,
    row: DispatchRow,
    to: DispatchStatus,
    action: DispatchEventAction,
    note: string | null,
  ) =>
    moveProjectDocument(tx, 'dispatch', row, {
      to,
      action,
      by: byPerson(user),
      note,
      set: to === 'cancelled' ? { cancelReason: note } : {},
      audit: { note },
    });

  return {
    /**
     * A dispatch of an open project in the caller's scope: a stage of it (400), an enabled
     * supplier (400), a SKU order of the project not cancelled (400).
     */
    async add(user: AuthUser, body: DispatchCreate): Promise<DispatchDetailRecord> {
      const id = await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        await checkStage(tx, body.projectId, body.stageId);
        const who =
          body.kind === 'crew'
            ? { crew: body.crew, supplierId: null }
            : { crew: null, supplierId: body.supplierId };
        if (who.supplierId !== null) {
          const [found] = await tx
            .select({ id: supplier.id })
            .from(supplier)
            .where(and(eq(supplier.id, who.supplierId), eq(supplier.enabled, true)));
          if (!found) throw new BadRequest('project.dispatch.unknownSupplier');
        }
        if (body.skuOrderId !== null) {
          const [order] = await tx
            .select({ status: projectSkuOrder.status })
            .from(projectSkuOrder)
            .where(
              and(
                eq(projectSkuOrder.id, body.skuOrderId),
                eq(projectSkuOrder.projectId, body.projectId),
              ),
            );
          if (!order || order.status === 'cancelled') {
            throw new BadRequest('project.dispatch.unknownSkuOrder');
          }
        }
        const now = new Date();
        const code = await allocateDocumentCode(tx, DISPATCH_CODE_PREFIX, now);
        const [row] = await tx
          .insert(projectDispatch)
          .values({ ...body, ...who, code, createdBy: user.userId, createdAt: now, updatedAt: now })
          .returning({ id: projectDispatch.id });
        await tx.insert(projectDispatchEvent).values({
          dispatchId: row!.id,
          action: 'create',
          toStatus: 'planned',
          note: body.note,
          actorId: user.userId,
          at: now,
        });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-dispatch',
          entityId: row!.id,
          after: { code, ...body, ...who },
        });
        return row!.id;
      });
      return readDispatchDetail(db, id, user);
    },

    /**
     * The crew or supplier sent: a planned dispatch whose SKU order, if any, has left the
     * warehouse or arrived (issued or received; else 409 naming it).
     */
    async dispatch(user: AuthUser, body: DispatchStep): Promise<DispatchDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, user, body.id, ['planned'], body.version);
        if (row.skuOrderId !== null) {
          const [order] = await tx
            .select({ code: projectSkuOrder.code, status: projectSkuOrder.status })
            .from(projectSkuOrder)
            .where(eq(projectSkuOrder.id, row.skuOrderId));
          if (order && order.status !== 'issued' && order.status !== 'received') {
            throw new Conflict('project.dispatch.materialsNotOut', { code: order.code });
          }
        }
        await move(tx, user, row, 'dispatched', 'dispatch', body.note);
      });
      return readDispatchDetail(db, body.id, user);
    },

    /** A dispatched crew or supplier's work done. */
    async finish(user: AuthUser, body: DispatchStep): Promise<DispatchDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, user, body.id, ['dispatched'], body.version);
        await move(tx, user, row, 'done', 'finish', body.note);
      });
      return readDispatchDetail(db, body.id, user);
    },

    /** A planned or dispatched dispatch cancelled with a reason. */
    async cancel(user: AuthUser, body: DispatchCancel): Promise<DispatchDetailRecord> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, user, body.id, ['planned', 'dispatched'], body.version);
        await move(tx, user, row, 'cancelled', 'cancel', body.reason);
      });
      return readDispatchDetail(db, body.id, user);
    },
  };
}
export type DispatchWrites = ReturnType<typeof createDispatchWrites>;
