import type { ScaleSize, Store } from './depot';
import { ensureScaleData, hasRepairOrders, pgStore } from './depot';
import { num } from './markdown';
import type { Cluster } from './pg-cluster';

/** The data every server section runs on: 1,000,000 notices (issue #8), or a taste of it. */
export function scaleSize(quick: boolean): ScaleSize {
  const orders = hasRepairOrders() ? (quick ? 5_000 : 100_000) : 0;
  return quick
    ? { users: 2_000, notices: 50_000, orders, assets: 0, movements: 0 }
    : { users: 10_000, notices: 1_000_000, orders, assets: 0, movements: 0 };
}

/** The asset list's data (issue #16): the same store with 1,000,000 assets, or 100,000. */
export function assetScaleSize(quick: boolean): ScaleSize {
  return { ...scaleSize(quick), assets: quick ? 100_000 : 1_000_000 };
}

/** Cached stores are named by size, so a quick run never touches the full data. */
export const storeName = (quick: boolean) => (quick ? 'quick' : 'full');

/** The ledger's data (issue #18): the same store with 10,000,000 movements, or 200,000. */
export function ledgerScaleSize(quick: boolean): ScaleSize {
  return { ...scaleSize(quick), movements: quick ? 200_000 : 10_000_000 };
}

/**
 * The bench database on `cluster` (the quick or the full one) with the scale data seeded for
 * `section` when missing; `notes` gets a line when this run seeded it.
 */
export async function scaleStore(
  cluster: Cluster,
  section: string,
  quick: boolean,
  notes: string[],
): Promise<Store> {
  const store = await pgStore(cluster, `depot_bench_${storeName(quick)}`);
  const took = await ensureScaleData(section, store, scaleSize(quick));
  if (took) notes.push(`The scale data was seeded in this run (${num(took)} s).`);
  return store;
}
