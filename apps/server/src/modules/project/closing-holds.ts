import { and, asc, eq, exists, isNull } from 'drizzle-orm';
import type { StepBy } from '../../core/step-by';
import type { Db } from '../../db/client';
import { stockReservation } from '../warehouse/tables';
import { releaseHolds } from './sku-order-steps';
import { projectSkuOrder } from './tables';

/** How a project closes, and the timeline action of its SKU orders' holds let go then. */
const CLOSED_AS = { completed: 'projComplete', discarded: 'projDiscard' } as const;

/**
 * Project `projectId` (locked by the caller) is closing as `closedAs`, in the caller's
 * transaction: each of its SKU orders still holding stock lets go of it as a release by hand
 * does (releaseHolds: the holds closed `released` by `by`, the warehouse's reserved part lowered,
 * the order left open with a timeline row saying why, `note` on it), so no stock stays held for
 * a project that will never take it. What was issued is not a hold and stays as it is. The
 * orders are locked in id order, after the project, as every SKU order write locks them.
 */
export async function releaseClosingHolds(
  tx: Db,
  projectId: number,
  closedAs: keyof typeof CLOSED_AS,
  by: StepBy,
  note: string | null = null,
): Promise<void> {
  const holding = await tx
    .select()
    .from(projectSkuOrder)
    .where(
      and(
        eq(projectSkuOrder.projectId, projectId),
        eq(projectSkuOrder.status, 'open'),
        exists(
          tx
            .select({ id: stockReservation.id })
            .from(stockReservation)
            .where(
              and(
                eq(stockReservation.source, 'skuOrder'),
                eq(stockReservation.sourceId, projectSkuOrder.id),
                isNull(stockReservation.outcome),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(projectSkuOrder.id))
    .for('update', { of: projectSkuOrder });
  for (const row of holding) await releaseHolds(tx, row, by, CLOSED_AS[closedAs], note);
}
