import {
  isOpenRepairStatus,
  subOrderTransition,
  type RepairStatus,
  type RepairSubOrder,
  type RepairSubOrderDetail,
  type SubOrderAction,
  type SubOrderCreate,
  type SubOrderEdit,
  type SubOrderStatus,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import type { DataScope } from '../../core/data-scope';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { repairSubOrder, repairTimeline, storedFile } from '../../db/schema';
import type { FileService } from '../files/service';
import { isFileId, type FileStorage } from '../files/storage';
import { lockOrder, orderAnswer, type OrderRecord } from './order-rows';
import { checkOrderInScope, checkSubOrderInScope } from './order-scope';
import { isAssignee } from './people';
import { readSubOrders, type SubOrderRecord } from './suborder-read';
import { addTimeline, readTimeline } from './timeline';

type SubChanges = Partial<Omit<typeof repairSubOrder.$inferInsert, 'id' | 'version'>>;

/** File ids as the file store writes them (lower case), each once, in the given order. */
const photoIds = (ids: readonly string[]): string[] => [
  ...new Set(ids.map((id) => id.toLowerCase())),
];

export interface SubOrderDeps {
  db: Db;
  files: Pick<FileService, 'readable'>;
  storage: Pick<FileStorage, 'get'>;
}

export function createSubOrderService({ db, files, storage }: SubOrderDeps) {
  async function answer(tx: Db, subOrderId: number): Promise<RepairSubOrder> {
    const [sub] = await readSubOrders(tx, eq(repairSubOrder.id, subOrderId));
    if (!sub) throw new NotFound('eam.subOrderNotFound');
    return sub;
  }

  /**
   * The sub-order a writer saw, with its order locked (so the order cannot complete or be
   * cancelled meanwhile): 404 when gone, 409 when changed since `version` or when the order
   * is closed.
   */
  async function atVersion(
    tx: Db,
    subOrderId: number,
    version: number,
  ): Promise<{ sub: SubOrderRecord; order: OrderRecord }> {
    const [found] = await tx
      .select({ orderId: repairSubOrder.orderId })
      .from(repairSubOrder)
      .where(eq(repairSubOrder.id, subOrderId));
    if (!found) throw new NotFound('eam.subOrderNotFound');
    const order = await lockOrder(tx, found.orderId);
    const [sub] = await tx.select().from(repairSubOrder).where(eq(repairSubOrder.id, subOrderId));
    if (!sub) throw new NotFound('eam.subOrderNotFound');
    if (sub.version !== version) throw new Conflict('eam.staleVersion', { version: sub.version });
    if (!isOpenRepairStatus(order.status as RepairStatus)) throw new Conflict('eam.orderClosed');
    return { sub, order };
  }

  async function write(
    tx: Db,
    before: SubOrderRecord,
    changes: SubChanges,
    now: Date,
  ): Promise<SubOrderRecord> {
    const [after] = await tx
      .update(repairSubOrder)
      .set({ ...changes, version: sql`${repairSubOrder.version} + 1`, updatedAt: now })
      .where(and(eq(repairSubOrder.id, before.id), eq(repairSubOrder.version, before.version)))
      .returning();
    if (after) return after;
    const [current] = await tx
      .select({ version: repairSubOrder.version })
      .from(repairSubOrder)
      .where(eq(repairSubOrder.id, before.id));
    if (!current) throw new NotFound('eam.subOrderNotFound');
    throw new Conflict('eam.staleVersion', { version: current.version });
  }

  async function checkAssignee(tx: Db, assigneeId: number | null | undefined): Promise<void> {
    if (assigneeId != null && !(await isAssignee(tx, assigneeId))) {
      throw new BadRequest('eam.assigneeInvalid');
    }
  }

  /** New photo ids must be files the caller may read (normally: uploaded); kept ones stay. */
  async function checkPhotos(
    tx: Db,
    user: AuthUser,
    ids: readonly string[],
    kept: readonly string[] = [],
  ): Promise<void> {
    const known = new Set(kept);
    const fresh = ids.filter((id) => !known.has(id));
    if (!fresh.length) return;
    const readable = await files.readable(tx, user, fresh);
    const missing = fresh.find((id) => !readable.has(id));
    if (missing) throw new BadRequest('eam.photoUnknown', { id: missing });
  }

  return {
    async detail(scope: DataScope, subOrderId: number): Promise<RepairSubOrderDetail> {
      await checkSubOrderInScope(db, scope, subOrderId);
      const sub = await answer(db, subOrderId);
      const [order, timeline] = await Promise.all([
        orderAnswer(db, sub.orderId, new Date()),
        readTimeline(db, eq(repairTimeline.subOrderId, subOrderId)),
      ]);
      return { ...sub, order, timeline };
    },

    async create(user: AuthUser, body: SubOrderCreate): Promise<RepairSubOrder> {
      return db.transaction(async (tx) => {
        const now = new Date();
        await checkOrderInScope(tx, user.scope, body.orderId);
        const order = await lockOrder(tx, body.orderId);
        if (!isOpenRepairStatus(order.status as RepairStatus)) {
          throw new Conflict('eam.orderClosed');
        }
        await checkAssignee(tx, body.assigneeId);
        const beforePhotos = photoIds(body.beforePhotos);
        const afterPhotos = photoIds(body.afterPhotos);
        await checkPhotos(tx, user, [...beforePhotos, ...afterPhotos]);
        const [row] = await tx
          .insert(repairSubOrder)
          .values({
            orderId: body.orderId,
            trade: body.trade,
            assigneeId: body.assigneeId ?? null,
            status: 'pending',
            labourCost: body.labourCost,
            materialCost: body.materialCost,
            remark: body.remark ?? null,
            beforePhotos,
            afterPhotos,
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await addTimeline(tx, user, [
          {
            orderId: body.orderId,
            subOrderId: row!.id,
            action: 'suborder.create',
            to: 'pending',
            reason: body.trade,
            at: now,
          },
        ]);
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'repair_suborder',
          entityId: row!.id,
          after: row,
        });
        return answer(tx, row!.id);
      });
    },

    async edit(user: AuthUser, body: SubOrderEdit): Promise<RepairSubOrder> {
      return db.transaction(async (tx) => {
        const now = new Date();
        await checkSubOrderInScope(tx, user.scope, body.subOrderId);
        const { sub: before } = await atVersion(tx, body.subOrderId, body.version);
        if (before.status === 'cancelled') throw new Conflict('eam.subOrderCancelled');
        if (body.assigneeId !== undefined && body.assigneeId !== before.assigneeId) {
          await checkAssignee(tx, body.assigneeId);
        }
        const beforePhotos = body.beforePhotos && photoIds(body.beforePhotos);
        const afterPhotos = body.afterPhotos && photoIds(body.afterPhotos);
        await checkPhotos(
          tx,
          user,
          [...(beforePhotos ?? []), ...(afterPhotos ?? [])],
          [...before.beforePhotos, ...before.afterPhotos],
        );
        const next: SubChanges = {
          trade: body.trade ?? before.trade,
          assigneeId: body.assigneeId === undefined ? before.assigneeId : body.assigneeId,
          labourCost: body.labourCost ?? before.labourCost,
          materialCost: body.materialCost ?? before.materialCost,
          remark: body.remark === undefined ? before.remark : body.remark,
          beforePhotos: beforePhotos ?? before.beforePhotos,
          afterPhotos: afterPhotos ?? before.afterPhotos,
        };
        const changed = (Object.keys(next) as (keyof SubChanges)[]).filter((k) => {
          const a = before[k as keyof SubOrderRecord];
          const b = next[k];
          if (k === 'labourCost' || k === 'materialCost') return Number(a) !== Number(b);
          return Array.isArray(a) ? a.join() !== (b as string[]).join() : a !== b;
        });
        if (!changed.length) return answer(tx, before.id);
        const changes = Object.fromEntries(changed.map((k) => [k, next[k]])) as SubChanges;
        const saved = await write(tx, before, changes, now);
        await addTimeline(tx, user, [
          {
            orderId: before.orderId,
            subOrderId: before.id,
            action: 'suborder.edit',
            reason: changed.join(', '),
            at: now,
          },
        ]);
        await recordAudit(tx, {
          actor: user,
          action: 'update',
          entity: 'repair_suborder',
          entityId: before.id,
          before,
          after: saved,
        });
        return answer(tx, before.id);
      });
    },

    async remove(actor: AuthUser, subOrderId: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const now = new Date();
        await checkSubOrderInScope(tx, actor.scope, subOrderId);
        const { sub } = await atVersion(tx, subOrderId, version);
        if (sub.status !== 'pending') throw new Conflict('eam.subOrderNotPending');
        await tx.delete(repairSubOrder).where(eq(repairSubOrder.id, subOrderId));
        // The entry outlives the sub-order: it names the trade, its link is gone.
        await addTimeline(tx, actor, [
          {
            orderId: sub.orderId,
            action: 'suborder.delete',
            from: sub.status,
            reason: sub.trade,
            at: now,
          },
        ]);
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'repair_suborder',
          entityId: subOrderId,
          before: sub,
        });
      });
    },

    async act(
      actor: AuthUser,
      subOrderId: number,
      action: SubOrderAction,
      body: { version: number; reason?: string | null },
    ): Promise<RepairSubOrder> {
      return db.transaction(async (tx) => {
        const now = new Date();
        await checkSubOrderInScope(tx, actor.scope, subOrderId);
        const { sub: before } = await atVersion(tx, subOrderId, body.version);
        const from = before.status as SubOrderStatus;
        const to = subOrderTransition(from, action);
        if (to === null) throw new Conflict(`eam.subRefused.${action}` satisfies MessageKey);
        const saved = await write(tx, before, { status: to }, now);
        await addTimeline(tx, actor, [
          {
            orderId: before.orderId,
            subOrderId,
            action: `suborder.${action}`,
            from,
            to,
            reason: body.reason ?? null,
            at: now,
          },
        ]);
        await recordAudit(tx, {
          actor,
          action,
          entity: 'repair_suborder',
          entityId: subOrderId,
          before,
          after: saved,
        });
        return answer(tx, subOrderId);
      });
    },

    /** A photo the sub-order holds, with its bytes; 404 for anything else. */
    async photo(scope: DataScope, subOrderId: number, fileId: string) {
      const id = fileId.toLowerCase();
      if (!isFileId(id)) throw new NotFound('eam.photoNotFound');
      await checkSubOrderInScope(db, scope, subOrderId).catch(() => {
        throw new NotFound('eam.photoNotFound');
      });
      const [sub] = await db
        .select({ before: repairSubOrder.beforePhotos, after: repairSubOrder.afterPhotos })
        .from(repairSubOrder)
        .where(eq(repairSubOrder.id, subOrderId));
      if (!sub || !(sub.before.includes(id) || sub.after.includes(id))) {
        throw new NotFound('eam.photoNotFound');
      }
      const [file] = await db
        .select({ name: storedFile.name, size: storedFile.size, type: storedFile.type })
        .from(storedFile)
        .where(eq(storedFile.id, id));
      const stream = file ? await storage.get(id) : null;
      if (!file || !stream) throw new NotFound('eam.photoNotFound');
      return { file, stream };
    },
  };
}

export type SubOrderService = ReturnType<typeof createSubOrderService>;
