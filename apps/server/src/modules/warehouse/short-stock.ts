import type { ShortStock } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { RichMessageParams } from '../../core/i18n';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { stock, warehouse } from './tables';

/** A counted line that asks for more than the warehouse has: a 409 with the figures. */
export class ShortStockError extends Conflict {
  readonly data: { short: ShortStock };
  constructor(short: ShortStock, params: RichMessageParams) {
    super('warehouse.shortStock', params);
    this.data = { short };
  }
}

/** The names a message gives a warehouse and a category (their ids when gone). */
export async function names(tx: Db, warehouseId: number, categoryId: number) {
  const [w] = await tx
    .select({ name: warehouse.name })
    .from(warehouse)
    .where(eq(warehouse.id, warehouseId));
  const [c] = await tx
    .select({ name: assetCategory.name })
    .from(assetCategory)
    .where(eq(assetCategory.id, categoryId));
  return { warehouse: w?.name ?? String(warehouseId), category: c?.name ?? String(categoryId) };
}

/**
 * Refuses `asked` units of a stock row whose available part (quantity − reserved) is short:
 * reads what is available now and throws the 409 with the figures (have, asked).
 */
export async function refuseShort(
  tx: Db,
  warehouseId: number,
  categoryId: number,
  asked: number,
): Promise<never> {
  const [now] = await tx
    .select({ available: sql<number>`${stock.quantity} - ${stock.reserved}` })
    .from(stock)
    .where(and(eq(stock.warehouseId, warehouseId), eq(stock.categoryId, categoryId)));
  const have = Number(now?.available ?? 0);
  const words = await names(tx, warehouseId, categoryId);
  throw new ShortStockError({ warehouseId, categoryId, have, asked }, { ...words, have, asked });
}
