import type {
  ReservationSource,
  StockReservationQuery,
  StockReservationRecord,
} from '@depot/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { personOrNull } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { project, projectSkuOrder } from '../project/tables';
import { seenWarehouse } from './scope';
import { stockReservation } from './tables';

/**
 * GET /ware/stock/reservations: the open reservations holding a stock row (docs/warehouses.md
 * "Reservations"), oldest first: the document (kind, id, code, and a SKU order's name and
 * project), how many, who reserved and when. A warehouse outside the caller's scope is a 404.
 */
export async function readStockReservations(
  db: Db,
  query: StockReservationQuery,
  scope: DataScope,
): Promise<StockReservationRecord[]> {
  await seenWarehouse(db, scope, query.warehouseId);
  return db
    .select({
      id: stockReservation.id,
      // The check constraint allows only RESERVATION_SOURCES.
      source: sql<ReservationSource>`${stockReservation.source}`,
      sourceId: stockReservation.sourceId,
      sourceCode: stockReservation.sourceCode,
      title: projectSkuOrder.title,
      projectName: project.name,
      quantity: stockReservation.quantity,
      reservedBy: personOrNull(appUser),
      reservedAt: stockReservation.reservedAt,
      expiresAt: stockReservation.expiresAt,
    })
    .from(stockReservation)
    .leftJoin(
      projectSkuOrder,
      and(
        eq(stockReservation.source, 'skuOrder'),
        eq(projectSkuOrder.id, stockReservation.sourceId),
      ),
    )
    .leftJoin(project, eq(project.id, projectSkuOrder.projectId))
    .leftJoin(appUser, eq(appUser.id, stockReservation.reservedBy))
    .where(
      and(
        eq(stockReservation.warehouseId, query.warehouseId),
        eq(stockReservation.categoryId, query.categoryId),
        isNull(stockReservation.outcome),
      ),
    )
    .orderBy(asc(stockReservation.reservedAt), asc(stockReservation.id));
}
