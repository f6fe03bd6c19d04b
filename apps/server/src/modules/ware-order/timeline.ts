import type { WareOrderStatus } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { wareOrderEvent } from './tables';

export interface OrderEvent {
  orderId: number;
  /** 'create', 'edit', 'photos', an action, or an approval outcome. */
  action: string;
  from?: WareOrderStatus | null;
  to?: WareOrderStatus | null;
  note?: string | null;
  userId: number | null;
  at: Date;
}

/** Adds an entry to the order's timeline, in the transaction of the change it records. */
export async function addEvent(tx: Db, event: OrderEvent): Promise<void> {
  await tx.insert(wareOrderEvent).values({
    orderId: event.orderId,
    action: event.action,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    note: event.note?.slice(0, 500) ?? null,
    userId: event.userId,
    at: event.at,
  });
}

/** The order's timeline, oldest first, with who did each step. */
export async function readEvents(tx: Db, orderId: number) {
  const rows = await tx
    .select({
      eventId: wareOrderEvent.id,
      action: wareOrderEvent.action,
      fromStatus: wareOrderEvent.fromStatus,
      toStatus: wareOrderEvent.toStatus,
      note: wareOrderEvent.note,
      userId: appUser.id,
      nickname: appUser.nickname,
      at: wareOrderEvent.at,
    })
    .from(wareOrderEvent)
    .leftJoin(appUser, eq(appUser.id, wareOrderEvent.userId))
    .where(eq(wareOrderEvent.orderId, orderId))
    .orderBy(asc(wareOrderEvent.at), asc(wareOrderEvent.id));
  return rows.map(({ userId, nickname, ...event }) => ({
    ...event,
    user: userId === null ? null : { userId, nickname: nickname ?? '' },
  }));
}
