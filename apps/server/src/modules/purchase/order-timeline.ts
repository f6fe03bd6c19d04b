import type { PurchaseEventRecord } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { purchaseOrderEvent } from './tables';
import { personOrNull } from '../../core/people';

/** One step of a work order's or sub-order's life (docs/purchasing.md "Work orders"). */
export interface PurchaseEvent {
  orderId: number;
  suborderId?: number | null;
  action: string;
  from?: string | null;
  to?: string | null;
  note?: string | null;
  userId: number | null;
  at: Date;
}

export async function addPurchaseEvent(tx: Db, event: PurchaseEvent): Promise<void> {
  await tx.insert(purchaseOrderEvent).values({
    orderId: event.orderId,
    suborderId: event.suborderId ?? null,
    action: event.action,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    note: event.note ?? null,
    userId: event.userId,
    at: event.at,
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
