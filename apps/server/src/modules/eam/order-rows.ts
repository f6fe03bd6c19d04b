import type { RepairOrder } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { Conflict, NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { repairOrder } from '../../db/schema';
import { selectOrders, toRepairOrder } from './order-query';

export type OrderRecord = typeof repairOrder.$inferSelect;
export type OrderChanges = Partial<Omit<typeof repairOrder.$inferInsert, 'id' | 'version'>>;

/** The answer for one order as it is now in `tx`. */
export async function orderAnswer(tx: Db, orderId: number, now: Date): Promise<RepairOrder> {
  const [row] = await selectOrders(tx).where(eq(repairOrder.id, orderId));
  if (!row) throw new NotFound('eam.orderNotFound');
  return toRepairOrder(row, now);
}

async function currentVersion(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ version: repairOrder.version })
    .from(repairOrder)
    .where(eq(repairOrder.id, orderId));
  if (!row) throw new NotFound('eam.orderNotFound');
  return row.version;
}

/** The order a writer saw: 404 when it is gone, 409 when it changed since `version`. */
export async function orderAtVersion(
  tx: Db,
  orderId: number,
  version: number,
): Promise<OrderRecord> {
  const [row] = await tx.select().from(repairOrder).where(eq(repairOrder.id, orderId));
  if (!row) throw new NotFound('eam.orderNotFound');
  if (row.version !== version) throw new Conflict('eam.staleVersion', { version: row.version });
  return row;
}

/**
 * Writes `changes` only if the order is still at the version `before` was read at (one
 * conditional UPDATE, so of two writers naming the same version exactly one wins), and
 * moves it to the next version. The row stays locked until the transaction ends.
 */
export async function writeOrder(
  tx: Db,
  before: OrderRecord,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRecord> {
  const [after] = await tx
    .update(repairOrder)
    .set({ ...changes, version: sql`${repairOrder.version} + 1`, updatedAt: now })
    .where(and(eq(repairOrder.id, before.id), eq(repairOrder.version, before.version)))
    .returning();
  if (!after) {
    throw new Conflict('eam.staleVersion', { version: await currentVersion(tx, before.id) });
  }
  return after;
}

/** Locks the order for a change of its sub-orders (so it cannot complete meanwhile). */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRecord> {
  const [row] = await tx
    .select()
    .from(repairOrder)
    .where(eq(repairOrder.id, orderId))
    .for('update');
  if (!row) throw new NotFound('eam.orderNotFound');
  return row;
}
