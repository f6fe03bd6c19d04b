import { LOW_STOCK_LINK_AREA, NOTICE_TYPES, PERMISSIONS, type ThresholdKind } from '@depot/shared';
import { sql, type SQL } from 'drizzle-orm';
import { inEveryLanguage } from '../../core/i18n';
import { holderIds } from '../../core/people';
import type { Db } from '../../db/client';
import type { NoticeService } from '../notice/service';
import { warehouseKeeperIds } from './keepers';
import { stockThreshold } from './tables';

export type Notify = Pick<NoticeService, 'notify'>;

/*
 * Low-stock thresholds (docs/warehouses.md): checked by the posting that changed the stock, in
 * its transaction. One statement claims each crossing below (`below` false → true) and only
 * the statement that claimed it sends the notice, so two processes never tell twice; a
 * threshold is armed again when stock is back at or above it.
 */

/** What a threshold watches now: the counted quantity, or the idle assets of its category (and model). */
export const currentOf = (t: typeof stockThreshold): SQL<number> => sql<number>`(case
  when ${t.kind} = 'category' then coalesce((select s.quantity from stock s
    where s.warehouse_id = ${t.warehouseId} and s.category_id = ${t.categoryId}), 0)
  else (select count(*) from asset a where a.warehouse_id = ${t.warehouseId}
    and a.category_id = ${t.categoryId} and a.status = 'idle'
    and (${t.model} is null or a.model = ${t.model}))::int end)`;

interface Claimed {
  id: number;
  warehouseId: number;
  kind: ThresholdKind;
  min: number;
  current: number;
  model: string | null;
  warehouse: string;
  category: string;
  unit: string;
}

/**
 * Claims the crossings below of the thresholds `where` selects and arms again those back at or
 * above; returns the claimed ones with the words of their notices.
 */
async function claim(tx: Db, where: SQL): Promise<Claimed[]> {
  const t = stockThreshold;
  await tx.execute(sql`
    update ${t} set below = false, notified_at = null, updated_at = now()
    where ${where} and ${t.below} and ${currentOf(t)} >= ${t.minQuantity}`);
  const claimed = (await tx.execute(sql`
    update ${t} set below = true, notified_at = now(), updated_at = now()
    where ${where} and not ${t.below} and ${currentOf(t)} < ${t.minQuantity}
    returning ${t.id} as id, ${t.warehouseId} as "warehouseId", ${t.kind} as kind,
      ${t.minQuantity} as min, ${currentOf(t)} as current, ${t.model} as model,
      (select w.name from warehouse w where w.id = ${t.warehouseId}) as warehouse,
      (select c.name from asset_category c where c.id = ${t.categoryId}) as category,
      (select c.unit from asset_category c where c.id = ${t.categoryId}) as unit`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return claimed.rows.map((r) => ({
    id: Number(r.id),
    warehouseId: Number(r.warehouseId),
    kind: r.kind as ThresholdKind,
    min: Number(r.min),
    current: Number(r.current),
    model: (r.model as string | null) ?? null,
    warehouse: String(r.warehouse),
    category: String(r.category),
    unit: String(r.unit),
  }));
}

/** The warehouse's keepers and whoever may change its thresholds: enabled users, each once. */
async function recipientsOf(tx: Db, warehouseId: number): Promise<number[]> {
  const keepers = await warehouseKeeperIds(tx, [warehouseId]);
  const editors = await holderIds(tx, PERMISSIONS.warehouse.threshold.edit);
  return [...new Set([...keepers, ...editors])];
}

/** Sends the notice of each claimed crossing: 14 for a category, 13 for assets. */
async function tell(tx: Db, notices: Notify, claimed: readonly Claimed[]): Promise<void> {
  for (const c of claimed) {
    const shortfall = Math.max(c.min - c.current, 1);
    const common = { warehouse: c.warehouse, current: c.current, min: c.min, shortfall };
    await notices.notify(tx, {
      recipients: await recipientsOf(tx, c.warehouseId),
      type:
        c.kind === 'category'
          ? NOTICE_TYPES.warehouseCategoryLowStock
          : NOTICE_TYPES.warehouseAssetLowStock,
      text:
        c.kind === 'category'
          ? inEveryLanguage('warehouse.notice.lowCategory', {
              ...common,
              category: c.category,
              unit: c.unit,
            })
          : inEveryLanguage('warehouse.notice.lowAsset', {
              ...common,
              item: c.model ? `${c.category} ${c.model}` : c.category,
            }),
      link: { area: LOW_STOCK_LINK_AREA, id: c.id },
    });
  }
}

/**
 * Checks the thresholds of what a posting changed (`touched`: counted rows by warehouse and
 * category, asset rows by warehouse and the asset's category), in its transaction.
 */
export async function checkThresholds(
  tx: Db,
  notices: Notify,
  touched: ReadonlyArray<{ warehouseId: number; categoryId: number; assetId: number | null }>,
): Promise<void> {
  if (!touched.length) return;
  const pairs = (asset: boolean) => [
    ...new Set(
      touched
        .filter((m) => (m.assetId !== null) === asset)
        .map((m) => `${m.warehouseId}:${m.categoryId}`),
    ),
  ];
  const t = stockThreshold;
  for (const kind of ['category', 'asset'] as const) {
    const keys = pairs(kind === 'asset');
    if (!keys.length) continue;
    const where = sql`${t.kind} = ${kind} and (${t.warehouseId} || ':' || ${t.categoryId}) = any(${`{${keys.join(',')}}`}::text[])`;
    await tell(tx, notices, await claim(tx, where));
  }
}

/** Checks one threshold (made or changed just now): below already, it tells at once. */
export async function checkThreshold(tx: Db, notices: Notify, thresholdId: number): Promise<void> {
  await tell(tx, notices, await claim(tx, sql`${stockThreshold.id} = ${thresholdId}`));
}
