import type { WareOrderType } from '@depot/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { scopeCondition } from '../../core/data-scope-sql';
import { NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { wareOrder } from './tables';

/**
 * Orders belong to their store (enterprise and stores scopes: a dispatcher sees their
 * enterprise's, a store manager their stores'), to who made them (department scopes, self) and
 * to their worker (self): a worker sees the orders assigned to them, as repair orders do.
 */
export const orderScope = (scope: DataScope): SQL | undefined =>
  scopeCondition(scope, {
    store: wareOrder.storeId,
    createdBy: wareOrder.createdBy,
    owners: [wareOrder.workerId],
  });

/** An order of `type` that `scope` sees. */
export const visibleOrder = (scope: DataScope, type: WareOrderType, orderId: number) =>
  and(eq(wareOrder.id, orderId), eq(wareOrder.type, type), orderScope(scope));

/** 404, worded like a missing order, unless the order of `type` exists and `scope` sees it. */
export async function checkOrderInScope(
  tx: Db,
  scope: DataScope,
  type: WareOrderType,
  orderId: number,
): Promise<void> {
  const [row] = await tx
    .select({ id: wareOrder.id })
    .from(wareOrder)
    .where(visibleOrder(scope, type, orderId));
  if (!row) throw new NotFound('wareOrder.notFound');
}
