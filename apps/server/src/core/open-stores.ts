import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { store } from '../db/schema';
import type { DataScope } from './data-scope';
import { storesOpenTo } from './data-scope-sql';
import { BadRequest } from './errors';
import { readByKeys } from './read-by-keys';
import type { MessageKey } from './messages/en-US';

/** The stores at which `scope` may make a record (undefined: any), over the store table. */
export const openStores = (scope: DataScope): SQL | undefined =>
  storesOpenTo(scope, { id: store.id, enterpriseId: store.enterpriseId });

/**
 * Where a new record (an asset, a device, a document's assets, an issue) is put: the store must
 * exist and be one the caller may make records at, else 400 `key` (by default
 * `asset.unknownStore`, which says both).
 */
export async function checkOpenStore(
  tx: Db,
  scope: DataScope,
  storeId: number,
  key: MessageKey = 'asset.unknownStore',
): Promise<void> {
  const [open] = await tx
    .select({ id: store.id })
    .from(store)
    .where(and(eq(store.id, storeId), openStores(scope)));
  if (!open) throw new BadRequest(key);
}

/**
 * An import's store codes → ids, among the stores `scope` may make records at: a code that is
 * unknown or out of scope is absent, for the import to report on its row.
 */
export function openStoresByCode(
  tx: Db,
  scope: DataScope,
  codes: readonly string[],
): Promise<Map<string, number>> {
  return readByKeys(
    codes,
    (wanted) =>
      tx
        .select({ id: store.id, code: store.code })
        .from(store)
        .where(and(inArray(store.code, wanted), openStores(scope))),
    (s) => [s.code, s.id],
  );
}
