import type { PurchaseEventRecord } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { purchaseOrderEvent } from './tables';
import { personOrNull } from '../../core/people';

/** One step of a purchasing document's life: what was done, from and to which status, by whom. */
export interface PurchaseStep {
  action: string;
  from?: string | null;
  to?: string | null;
  note?: string | null;
  userId: number | null;
  at: Date;
}

/** A step as a timeline table keeps it (work orders', warehouse purchase orders'). */
export const stepColumns = (step: PurchaseStep) => ({
  action: step.action,
  fromStatus: step.from ?? null,
  toStatus: step.to ?? null,
  note: step.note ?? null,
  userId: step.userId,
  at: step.at,
});

/** One step of a work order's or sub-order's life (docs/purchasing.md "Work orders"). */
export interface PurchaseEvent extends PurchaseStep {
  orderId: number;
  suborderId?: number | null;
}

export async function addPurchaseEvent(tx: Db, event: PurchaseEvent): Promise<void> {
  await tx.insert(purchaseOrderEvent).values({
    orderId: event.orderId,
    suborderId: event.suborderId ?? null,
    ...stepColumns(event),
  });
}

/** The timeline of an order (every sub-order's too), or of one sub-order, oldest first. */
export async function readPurchaseEvents(
  tx: Db,
  by: { orderId: number } | { suborderId: number },
): Promise<PurchaseEventRecord[]> {
  return tx
    .select({
      eventId: purchaseOrderEvent.id,
      suborderId: purchaseOrderEvent.suborderId,
      action: purchaseOrderEvent.action,
      fromStatus: purchaseOrderEvent.fromStatus,
      toStatus: purchaseOrderEvent.toStatus,
      note: purchaseOrderEvent.note,
      user: personOrNull(appUser),
      at: purchaseOrderEvent.at,
    })
    .from(purchaseOrderEvent)
    .leftJoin(appUser, eq(appUser.id, purchaseOrderEvent.userId))
    .where(
      'orderId' in by
        ? eq(purchaseOrderEvent.orderId, by.orderId)
        : eq(purchaseOrderEvent.suborderId, by.suborderId),
    )
    .orderBy(asc(purchaseOrderEvent.id));
}
