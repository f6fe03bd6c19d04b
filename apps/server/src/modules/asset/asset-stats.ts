import { addDays } from '@depot/shared';
import { action, actionRoutes } from '../../core/resource/action-routes';
import {
  ASSET_EXPIRING_DAYS,
  ASSET_EXPIRING_MAX,
  ASSET_PERMISSIONS,
  ASSET_STATUSES,
  assetStatsSchema,
  type AssetStats,
} from '@depot/shared';
import { and, asc, count, gte, lte, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataScopeKey, type DataScope } from '../../core/data-scope';
import { SharedReads } from '../../core/shared-reads';
import { storeDay } from '../../core/time-zone';
import { changeVersionReader } from '../../db/change-version';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema';
import { assetScope } from './asset-query';

/** Answers kept at most: one per data scope and day. */
const MAX_KEPT = 500;

/** Each category's top-level ancestor (itself for a top-level one). */
function rootsOf(categories: readonly { id: number; parentId: number | null }[]) {
  const parent = new Map(categories.map((c) => [c.id, c.parentId]));
  const roots = new Map<number, number>();
  for (const { id } of categories) {
    let at = id;
    // A loop cannot be saved (the category service refuses it); the bound is a guard.
    for (let step = 0; parent.get(at) != null && step < categories.length; step++) {
      at = parent.get(at)!;
    }
    roots.set(id, at);
  }
  return roots;
}

/** The days of "expiring soon": the stores' today to ASSET_EXPIRING_DAYS later, both included. */
export function expiryWindow(now: Date): { today: string; last: string } {
  const today = storeDay(now);
  return { today, last: addDays(today, ASSET_EXPIRING_DAYS) };
}

/**
 * The home panel's figures over the assets the caller's data scope sees: every status with
 * its count, each top-level category with the assets of its subtree (most first), and the
 * assets expiring within ASSET_EXPIRING_DAYS from the stores' today that are neither written
 * off nor lost, the soonest first. Kept per data scope and day until the asset change version
 * moves (drizzle/0014), as the list is.
 */
export async function assetStats(db: Db, scope: DataScope, now = new Date()): Promise<AssetStats> {
  const seen = assetScope(scope);
  const { today, last } = expiryWindow(now);
  const [statuses, perCategory, categories, expiringSoon] = await Promise.all([
    db.select({ status: asset.status, n: count() }).from(asset).where(seen).groupBy(asset.status),
    db
      .select({ categoryId: asset.categoryId, n: count() })
      .from(asset)
      .where(seen)
      .groupBy(asset.categoryId),
    db
      .select({
        id: assetCategory.id,
        parentId: assetCategory.parentId,
        name: assetCategory.name,
        sort: assetCategory.sort,
      })
      .from(assetCategory),
    db
      .select({
        assetId: asset.id,
        code: asset.code,
        name: asset.name,
        expiryDate: asset.expiryDate,
      })
      .from(asset)
      .where(
        and(
          seen,
          notInArray(asset.status, ['writtenOff', 'lost']),
          gte(asset.expiryDate, today),
          lte(asset.expiryDate, last),
        ),
      )
      .orderBy(asc(asset.expiryDate), asc(asset.id))
      .limit(ASSET_EXPIRING_MAX),
  ]);
  const byStatus = new Map(statuses.map((s) => [s.status, s.n]));
  const roots = rootsOf(categories);
  const underRoot = new Map<number, number>();
  for (const { categoryId, n } of perCategory) {
    const root = roots.get(categoryId) ?? categoryId;
    underRoot.set(root, (underRoot.get(root) ?? 0) + n);
  }
  return {
    byStatus: ASSET_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byCategory: categories
      .filter((c) => c.parentId === null)
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((c) => ({ categoryId: c.id, name: c.name, count: underRoot.get(c.id) ?? 0 }))
      .sort((a, b) => b.count - a.count),
    expiringSoon: expiringSoon.map((a) => ({ ...a, expiryDate: a.expiryDate! })),
  };
}

/** `GET /as/asset/stats`: the home panel's figures (docs/assets.md). */
export const assetStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const version = changeVersionReader(db, 'asset');
  const kept = new SharedReads<AssetStats>(MAX_KEPT);
  await app.register(
    actionRoutes(
      ['asset'],
      [
        action('GET /as/asset/stats', {
          permission: ASSET_PERMISSIONS.asset.view,
          summary:
            'The home panel: the caller’s assets by status, by top-level category, and expiring within 30 days',
          reply: assetStatsSchema,
          run: async ({ user }) => {
            const { scope } = user;
            const now = new Date();
            // Read before the data, so what is kept is at least as new as the version it is kept at.
            const at = await version();
            const key = `${dataScopeKey(scope)}|${storeDay(now)}`;
            return kept.at(key, at, () => assetStats(db, scope, now));
          },
        }),
      ],
    ),
  );
};
