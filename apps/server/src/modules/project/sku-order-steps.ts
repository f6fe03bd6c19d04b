import type { SkuOrderEventAction, SkuOrderStatus } from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/fastify-types';
import { auditStep, type StepBy } from '../../core/step-by';
import type { Db } from '../../db/client';
import { lockProjectDocument } from './document-lock';
import { projectSkuOrder, projectSkuOrderEvent } from './tables';

export type SkuOrderRow = typeof projectSkuOrder.$inferSelect;

/**
 * SKU order `id` of a project in the caller's scope (else 404), its project locked and open
 * (else 409), the order locked, in one of `allowed` (else 409 naming its state) at `version`
 * when given (else 409).
 */
export function lockSkuOrder(
  tx: Db,
  user: AuthUser,
  id: number,
  allowed: readonly SkuOrderStatus[],
  version?: number,
): Promise<SkuOrderRow> {
  return lockProjectDocument(tx, user, 'skuOrder', id, allowed, version);
}

/**
 * Moves SKU order `row` to `to`: its version on, a timeline row (who, from → to, a note) and,
 * for a person's step, an audit row. `by.actor` is absent when a work order's outcome moves it.
 */
export async function moveSkuOrder(
  tx: Db,
  row: SkuOrderRow,
  to: SkuOrderStatus,
  action: SkuOrderEventAction,
  by: StepBy,
  extra: { note?: string | null; warehouseId?: number } = {},
): Promise<void> {
  const at = new Date();
  await tx
    .update(projectSkuOrder)
    .set({
      status: to,
      version: row.version + 1,
      updatedAt: at,
      ...(extra.warehouseId === undefined ? {} : { warehouseId: extra.warehouseId }),
    })
    .where(eq(projectSkuOrder.id, row.id));
  await tx.insert(projectSkuOrderEvent).values({
    skuOrderId: row.id,
    action,
    fromStatus: row.status,
    toStatus: to,
    note: extra.note ?? null,
    actorId: by.userId,
    at,
  });
  await auditStep(tx, by, {
    entity: 'project-sku-order',
    id: row.id,
    action,
    from: row.status,
    to,
    extra,
  });
}
