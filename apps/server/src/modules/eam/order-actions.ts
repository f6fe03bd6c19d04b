import {
  OPEN_SUBORDER_STATUSES,
  pauseLength,
  repairTransition,
  type RepairAction,
  type RepairOrder,
  type RepairStatus,
  type repairActionBodies,
} from '@depot/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../core/audit';
import type { AuthUser } from '../../core/fastify-types';
import { BadRequest, Conflict } from '../../core/errors';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { repairPause, repairSubOrder } from '../../db/schema';
import {
  orderAnswer,
  orderAtVersion,
  writeOrder,
  type OrderChanges,
  type OrderRecord,
} from './order-rows';
import { checkOrderInScope } from './order-scope';
import { isAssignee } from './people';
import { addTimeline, type TimelineInput } from './timeline';

export type ActionBody<A extends RepairAction> = z.infer<(typeof repairActionBodies)[A]>;

const refusal = (action: RepairAction, order: OrderRecord): Conflict =>
  action === 'evaluate' && order.evaluated
    ? new Conflict('eam.alreadyEvaluated')
    : new Conflict(`eam.refused.${action}` satisfies MessageKey);

/**
 * One life-cycle action on an order (dispatch, start, pause, resume, complete, cancel,
 * evaluate), allowed by the shared `repairTransition` or refused with a 409 that changes
 * nothing; with its timeline entries and audit row in the same transaction.
 */
export async function runOrderAction<A extends RepairAction>(
  db: Db,
  actor: AuthUser,
  orderId: number,
  action: A,
  body: ActionBody<A>,
): Promise<RepairOrder> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await checkOrderInScope(tx, actor.scope, orderId);
    const before = await orderAtVersion(tx, orderId, body.version);
    const from = before.status as RepairStatus;
    const to = repairTransition(from, action, before.evaluated);
    if (to === null) throw refusal(action, before);

    const timeline: TimelineInput[] = [];
    let changes: OrderChanges = { status: to };
    let reason: string | null = null;
    switch (action) {
      case 'dispatch': {
        const { assigneeId } = body as ActionBody<'dispatch'>;
        if (!(await isAssignee(tx, assigneeId))) throw new BadRequest('eam.assigneeInvalid');
        changes = {
          ...changes,
          assigneeId,
          dispatcherId: actor.userId,
          // The response is the first dispatch; a re-assignment keeps it.
          dispatchTime: before.dispatchTime ?? now,
        };
        break;
      }
      case 'start':
        changes = { ...changes, startTime: before.startTime ?? now };
        break;
      case 'pause':
        reason = (body as ActionBody<'pause'>).reason;
        changes = { ...changes, pausedSince: now, pauseCount: before.pauseCount + 1 };
        break;
      case 'resume':
        changes = {
          ...changes,
          pausedSince: null,
          pauseDuration:
            before.pauseDuration + (before.pausedSince ? pauseLength(before.pausedSince, now) : 0),
        };
        break;
      case 'complete':
        changes = { ...changes, completionTime: now };
        break;
      case 'cancel':
        reason = (body as ActionBody<'cancel'>).reason;
        changes = { ...changes, cancelTime: now, cancelReason: reason };
        break;
      case 'evaluate': {
        const { rating, comment } = body as ActionBody<'evaluate'>;
        reason = comment ?? null;
        changes = {
          ...changes,
          evaluated: true,
          rating,
          evaluationComment: comment ?? null,
          evaluatedAt: now,
        };
        break;
      }
    }
    const saved = await writeOrder(tx, before, changes, now);

    // The order row is locked now: no sub-order can change under the checks below.
    if (action === 'complete') {
      const [open] = await tx
        .select({ n: count() })
        .from(repairSubOrder)
        .where(
          and(
            eq(repairSubOrder.orderId, orderId),
            inArray(repairSubOrder.status, [...OPEN_SUBORDER_STATUSES]),
          ),
        );
      if (open!.n > 0) throw new Conflict('eam.subOrdersOpen', { count: open!.n });
    }
    if (action === 'pause') {
      await tx
        .insert(repairPause)
        .values({ orderId, startedAt: now, reason: reason!, pausedBy: actor.userId });
    }
    if (action === 'resume') {
      await tx
        .update(repairPause)
        .set({ endedAt: now, resumedBy: actor.userId })
        .where(and(eq(repairPause.orderId, orderId), isNull(repairPause.endedAt)));
    }
    if (action === 'cancel') {
      // Work that will not happen: the order's open sub-orders end with it.
      const cancelled = await tx
        .update(repairSubOrder)
        .set({
          status: 'cancelled',
          version: sql`${repairSubOrder.version} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(repairSubOrder.orderId, orderId),
            inArray(repairSubOrder.status, [...OPEN_SUBORDER_STATUSES]),
          ),
        )
        .returning({ id: repairSubOrder.id, status: repairSubOrder.status });
      for (const sub of cancelled) {
        timeline.push({
          orderId,
          subOrderId: sub.id,
          action: 'suborder.cancel',
          to: 'cancelled',
          reason,
          at: now,
        });
      }
    }
    if (action === 'dispatch') {
      const { assigneeId } = body as ActionBody<'dispatch'>;
      reason = (await orderAnswer(tx, orderId, now)).assigneeName ?? String(assigneeId);
    }
    timeline.unshift({ orderId, action, from, to, reason, at: now });
    await addTimeline(tx, actor, timeline);
    await recordAudit(tx, {
      actor,
      action,
      entity: 'repair_order',
      entityId: orderId,
      before,
      after: saved,
    });
    return orderAnswer(tx, orderId, now);
  });
}
