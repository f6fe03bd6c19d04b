import { ASSET_STATUSES, assetFilterQuery } from '@depot/shared';
import { count } from 'drizzle-orm';
import { dataScopeKey, type DataScope } from '../../core/data-scope';
import { SharedReads } from '../../core/shared-reads';
import { changeVersionReader } from '../../db/change-version';
import type { Db } from '../../db/client';
import { asset } from '../../db/schema';
import { assetWhere } from './asset-query';
import { expiryWindow } from './asset-stats';

/** Counts kept at most: one per data scope and day. */
const MAX_KEPT = 500;

/**
 * The home page's asset to-do: the assets of the caller's data scope expiring within 30 days
 * (the stores' days), written off and lost ones aside, as the home panel lists them. Its filter
 * is the register's (GET /as/asset/page), so the to-do's link shows exactly what it counted;
 * kept per scope and day until the asset change version moves, as the panel's figures are.
 */
export function createAssetTodos(db: Db) {
  const version = changeVersionReader(db, 'asset');
  const kept = new SharedReads<number>(MAX_KEPT);
  return {
    async expiring(scope: DataScope, now = new Date()) {
      const { today, last } = expiryWindow(now);
      const filter = {
        status: ASSET_STATUSES.filter((s) => s !== 'writtenOff' && s !== 'lost'),
        expiresFrom: today,
        expiresTo: last,
      };
      // Read before the data, so what is kept is at least as new as the version it is kept at.
      const at = await version();
      const n = await kept.at(`${dataScopeKey(scope)}|${today}`, at, async () => {
        const [row] = await db
          .select({ n: count() })
          .from(asset)
          .where(assetWhere(assetFilterQuery.parse(filter), scope));
        return row!.n;
      });
      return { count: n, filter };
    },
  };
}

export type AssetTodos = ReturnType<typeof createAssetTodos>;
