import type { AssetStatus } from '@depot/shared';
import { recordAudit, type Actor } from '../../core/audit';
import { chunks } from '../../core/excel/xlsx-import';
import type { Db } from '../../db/client';
import { asset } from '../../db/schema';
import { recordHistory } from './asset-history';
import { allocateAssetCodes } from './codes';

/** An asset to register in bulk: checked already (by the import, or demo data's own rules). */
export interface NewAsset {
  categoryId: number;
  /** Its category's code prefix: the code is taken from it. */
  prefix: string;
  name: string;
  model: string | null;
  serialNo: string | null;
  storeId: number | null;
  purchaseDate: string | null;
  price: string | null;
  supplier: string | null;
  warrantyEnd: string | null;
  expiryDate: string | null;
  remark: string | null;
  custom: Record<string, unknown>;
  formVersion: number | null;
  /** Where it starts; idle and unheld when not given. */
  status?: AssetStatus;
  custodianId?: number | null;
  deptId?: number | null;
}

const INSERT_CHUNK = 500;

/**
 * Registers checked assets in the caller's transaction: codes per prefix, one history row per
 * field given, one audit row each (`source` says how: `import`, `create`).
 */
export async function registerAssets(
  tx: Db,
  actor: Actor,
  assets: NewAsset[],
  source: string,
  now = new Date(),
): Promise<Array<typeof asset.$inferSelect>> {
  const added: Array<typeof asset.$inferSelect> = [];
  const codes = new Map<string, string[]>();
  for (const prefix of new Set(assets.map((a) => a.prefix))) {
    const n = assets.filter((a) => a.prefix === prefix).length;
    codes.set(prefix, await allocateAssetCodes(tx, prefix, n));
  }
  for (const part of chunks(assets, INSERT_CHUNK)) {
    const rows = await tx
      .insert(asset)
      .values(
        part.map(({ prefix, ...a }) => ({
          ...a,
          code: codes.get(prefix)!.shift()!,
          status: a.status ?? 'idle',
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    added.push(...rows);
    for (const row of rows) {
      await recordHistory(tx, {
        assetId: row.id,
        before: null,
        after: { ...row },
        source,
        actorId: actor.userId,
        at: now,
      });
      await recordAudit(tx, {
        actor,
        action: source,
        entity: 'asset',
        entityId: row.id,
        after: row,
      });
    }
  }
  return added;
}
