import type { ScaleSize } from './depot';
import { hasRepairOrders } from './depot';

/** The data every server section runs on: 1,000,000 notices (issue #8), or a taste of it. */
export function scaleSize(quick: boolean): ScaleSize {
  const orders = hasRepairOrders() ? (quick ? 5_000 : 100_000) : 0;
  return quick
    ? { users: 2_000, notices: 50_000, orders }
    : { users: 10_000, notices: 1_000_000, orders };
}

/** Cached stores are named by size, so a quick run never touches the full data. */
export const storeName = (quick: boolean) => (quick ? 'quick' : 'full');
