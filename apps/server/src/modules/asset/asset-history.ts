import { ASSET_HISTORY_FIELDS, type AssetHistoryRecord } from '@depot/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser, assetHistory } from '../../db/schema';

/** The fields of an asset its history follows, as stored (custom values under `custom`). */
export type AssetSnapshot = Partial<Record<(typeof ASSET_HISTORY_FIELDS)[number], unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * One change per field that differs, custom values one per key (`custom.<vModel>`); a new
 * asset (no `before`) lists the fields it was given.
 */
export function fieldChanges(
  before: AssetSnapshot | null,
  after: AssetSnapshot,
): Array<{ field: string; before: unknown; after: unknown }> {
  const changes: Array<{ field: string; before: unknown; after: unknown }> = [];
  for (const field of ASSET_HISTORY_FIELDS) {
    if (!(field in after)) continue;
    if (field === 'custom') {
      const was = (before?.custom ?? {}) as Record<string, unknown>;
      const now = (after.custom ?? {}) as Record<string, unknown>;
      for (const key of [...new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
        if (!same(was[key], now[key])) {
          changes.push({
            field: `custom.${key}`,
            before: was[key] ?? null,
            after: now[key] ?? null,
          });
        }
      }
      continue;
    }
    const was = before?.[field] ?? null;
    const now = after[field] ?? null;
    if (!same(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** Writes the history rows of one change of one asset (never changed afterwards). */
export async function recordHistory(
  tx: Db,
  change: {
    assetId: number;
    before: AssetSnapshot | null;
    after: AssetSnapshot;
    source: string;
    actorId: number | null;
    at: Date;
  },
): Promise<number> {
  const rows = fieldChanges(change.before, change.after).map((c) => ({
    assetId: change.assetId,
    field: c.field,
    before: c.before,
    after: c.after,
    source: change.source,
    actorId: change.actorId,
    at: change.at,
  }));
  if (rows.length) await tx.insert(assetHistory).values(rows);
  return rows.length;
}

/** An asset's history, newest first. */
export async function historyOf(db: Db, assetId: number): Promise<AssetHistoryRecord[]> {
  return db
    .select({
      id: assetHistory.id,
      field: assetHistory.field,
      before: assetHistory.before,
      after: assetHistory.after,
      source: assetHistory.source,
      actorId: assetHistory.actorId,
      actorName: appUser.nickname,
      at: assetHistory.at,
    })
    .from(assetHistory)
    .leftJoin(appUser, eq(appUser.id, assetHistory.actorId))
    .where(eq(assetHistory.assetId, assetId))
    .orderBy(desc(assetHistory.id));
}
