import { PERMISSIONS } from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { holders } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser, userStore } from '../../db/schema';

/**
 * The keepers of stores (the approval rule `warehouseKeeper` for asset documents, notice 24):
 * the enabled users assigned to one of the stores (user_store, what a `stores` data scope
 * sees) whose roles grant `as_doc_certificate`, the key of whoever hands assets over and issues
 * the pickup certificate. An administrator who sees every store is not every store's keeper.
 */
export async function storeKeeperIds(tx: Db, storeIds: readonly number[]): Promise<number[]> {
  const stores = [...new Set(storeIds)];
  if (!stores.length) return [];
  const rows = await tx
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(userStore, eq(userStore.userId, appUser.id))
    .where(and(inArray(userStore.storeId, stores), holders(tx, PERMISSIONS.assetDoc.certificate)))
    .orderBy(appUser.id);
  return rows.map((r) => r.id);
}
