import { and, eq } from 'drizzle-orm';
import { linkTable } from '../../core/link-table';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { appUser } from '../../db/schema/users';
import { warehouseKeeper } from './tables';

/** A warehouse's keepers as a set of user ids (the warehouse form's `keeperIds`). */
export const keepersOf = linkTable(warehouseKeeper, 'warehouseId', 'userId');

/**
 * The keepers of warehouses (`warehouse_keeper`), enabled users only, each once in id order:
 * whom the approval rule `warehouseKeeper` names for what comes into a warehouse.
 */
export async function warehouseKeeperIds(
  tx: Db,
  warehouseIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(warehouseIds)];
  if (!wanted.length) return [];
  const rows = await tx
    .selectDistinct({ id: warehouseKeeper.userId })
    .from(warehouseKeeper)
    .innerJoin(appUser, eq(appUser.id, warehouseKeeper.userId))
    .where(and(inIntArray(warehouseKeeper.warehouseId, wanted), eq(appUser.enabled, true)))
    .orderBy(warehouseKeeper.userId);
  return rows.map((r) => r.id);
}
