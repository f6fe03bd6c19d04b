import type { Db } from '../../src/db/client';
import type { ProgressReporter } from './progress';
import { sql } from './sql';
import { seedAssets } from './assets';
import { seedMovements } from './movements';
import { seedNotices } from './notices';
import { seedOrders } from './orders';
import { seedUsers } from './users';

export interface ScaleCounts {
  users: number;
  notices: number;
  orders: number;
  assets: number;
  /** Ledger rows of the counted categories in the scale warehouses. */
  movements: number;
}

export interface ScaleOptions {
  /** scrypt string of the password every new user gets. */
  passwordHash: string;
  progress: ProgressReporter;
}

/**
 * Adds scale data on top of whatever the database holds (run it again to add more): users
 * first, then notices over all users, then repair orders, then assets, then ledger rows. Tables are analysed
 * afterwards so the planner knows their new sizes at once.
 */
export async function seedScale(db: Db, counts: ScaleCounts, options: ScaleOptions): Promise<void> {
  if (counts.users > 0) {
    const bar = options.progress.phase('users', counts.users);
    await seedUsers(db, counts.users, options, bar);
    bar.finish();
  }
  if (counts.notices > 0) {
    const bar = options.progress.phase('notices', counts.notices);
    await seedNotices(db, counts.notices, bar);
    bar.finish();
  }
  if (counts.orders > 0) {
    const bar = options.progress.phase('orders', counts.orders);
    await seedOrders(db, counts.orders, bar);
    bar.finish();
  }
  if (counts.assets > 0) {
    const bar = options.progress.phase('assets', counts.assets);
    await seedAssets(db, counts.assets, bar);
    bar.finish();
  }
  if (counts.movements > 0) {
    const bar = options.progress.phase('movements', counts.movements);
    await seedMovements(db, counts.movements, bar);
    bar.finish();
  }
  await db.execute(
    sql`analyze app_user, user_role, user_post, notice, store, repair_order, repair_pause, repair_timeline,
             asset_category, asset_reminder`,
  );
  // Vacuumed as well, as autovacuum soon would: the asset list's counts then read the index
  // alone instead of a million rows (issue #16).
  await db.execute(sql`vacuum (analyze) asset, asset_history, stock_movement, stock, warehouse`);
}
