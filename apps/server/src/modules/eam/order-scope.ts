import { and, eq, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { scopeCondition } from '../../core/data-scope-sql';
import { NotFound } from '../../core/errors';
import { openStores } from '../../core/open-stores';
import type { Db } from '../../db/client';
import { repairOrder, repairSubOrder } from '../../db/schema';

/**
 * Repair orders belong to their store (enterprise and stores scopes), to who submitted them
 * (department scopes, self) and to their technician (self): a dispatcher sees their
 * enterprise's orders, a store manager their stores', a technician theirs.
 */
export const orderScope = (scope: DataScope): SQL | undefined =>
  scopeCondition(scope, {
    store: repairOrder.storeId,
    createdBy: repairOrder.createdBy,
    owners: [repairOrder.assigneeId],
  });

/** 404, worded like a missing order, unless the order exists and `scope` sees it. */
export async function checkOrderInScope(tx: Db, scope: DataScope, orderId: number): Promise<void> {
  if (scope.all) return;
  const [row] = await tx
    .select({ id: repairOrder.id })
    .from(repairOrder)
    .where(and(eq(repairOrder.id, orderId), orderScope(scope)));
  if (!row) throw new NotFound('eam.orderNotFound');
}

/** The same for a sub-order, through its order. */
export async function checkSubOrderInScope(
  tx: Db,
  scope: DataScope,
  subOrderId: number,
): Promise<void> {
  if (scope.all) return;
  const [row] = await tx
    .select({ id: repairSubOrder.id })
    .from(repairSubOrder)
    .innerJoin(repairOrder, eq(repairOrder.id, repairSubOrder.orderId))
    .where(and(eq(repairSubOrder.id, subOrderId), orderScope(scope)));
  if (!row) throw new NotFound('eam.subOrderNotFound');
}

/** The stores `scope` may put an order at (undefined: any). */
export const orderStores = (scope: DataScope): SQL | undefined => openStores(scope);

/** Whose an order is, for a home to-do: the technician it is assigned to, or who reported it. */
export type OrderOwner = { assigneeId: number } | { reporterId: number };

export const ownedBy = (owner: OrderOwner): SQL =>
  'assigneeId' in owner
    ? eq(repairOrder.assigneeId, owner.assigneeId)
    : eq(repairOrder.createdBy, owner.reporterId);
