/**
 * What the stocktake section needs in its database beyond the demo data, made by set-based SQL
 * (the figures do not depend on how it got there): a warehouse of the bench's own holding
 * 10,000 serialised assets of the bench's own category (each with the ledger row and history
 * row an inbound posting writes), and ten counters signed in like the demo keeper.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rows } from './approval-data';

/** The bench's category (serialised) and warehouse, by code. */
export const STOCKTAKE_PREFIX = 'BNST';
/** The counters' usernames: `bench_counter_01` … */
const COUNTER_PREFIX = 'bench_counter_';

export interface StocktakeSetup {
  warehouseId: number;
  categoryId: number;
  /** The assets located in the warehouse, in code order. */
  assets: { id: number; code: string }[];
  /** The counters' usernames (they sign in with the demo keeper's password). */
  counters: { id: number; username: string }[];
}

/**
 * Makes the bench warehouse (beside the demo's first one, of its enterprise) and category,
 * then `count` idle assets located in it with an `in` ledger row (source `manual`) and their
 * `warehouseId` history row; and `counters` users with the demo keeper's password and roles.
 */
export async function seedStocktakeData(
  database: Database,
  count: number,
  counters: number,
): Promise<StocktakeSetup> {
  const { db } = database;
  const [made] = await rows<{ warehouseId: number; categoryId: number }>(
    database,
    sql`
      with w as (
        insert into warehouse (code, name, level, enterprise_id)
        select ${STOCKTAKE_PREFIX}, '基准测试盘点仓', level, enterprise_id
        from warehouse where parent_id is null order by id limit 1
        returning id
      ), c as (
        insert into asset_category (name, code_prefix, unit, useful_life_months, tracking)
        values ('基准测试盘点设备', ${STOCKTAKE_PREFIX}, '台', 60, 'serial')
        returning id
      )
      select (select id from w) as "warehouseId", (select id from c) as "categoryId"`,
  );
  const warehouseId = Number(made!.warehouseId);
  const categoryId = Number(made!.categoryId);
  await db.execute(sql`
    with made as (
      insert into asset (code, name, category_id, model, serial_no, status, warehouse_id,
                         purchase_date, price, supplier, custom, created_by)
      select ${STOCKTAKE_PREFIX} || lpad(g::text, 6, '0'),
             (array['手持终端', '标签打印机', '收银机', '电子价签基站'])[1 + g % 4],
             ${categoryId}::int, 'ST-' || (100 + g % 7), 'SNST' || lpad(g::text, 7, '0'),
             'idle', ${warehouseId}::int, current_date - (g % 700), 800 + (g % 50) * 21.5,
             '深圳市华远科技有限公司', '{}'::jsonb,
             (select id from app_user where username = 'admin')
      from generate_series(1, ${count}::int) as g
      returning id, created_by, created_at
    ), ledger as (
      insert into stock_movement (warehouse_id, kind, category_id, asset_id, quantity, source,
                                  reason, actor_id, at)
      select ${warehouseId}::int, 'in', ${categoryId}::int, m.id, 1, 'manual', '基准测试：入库',
             m.created_by, m.created_at
      from made m
    )
    insert into asset_history (asset_id, field, before, after, source, actor_id, at)
    select m.id, 'warehouseId', null, to_jsonb(${warehouseId}::int), 'manual', m.created_by,
           m.created_at
    from made m`);
  await db.execute(sql`
    with made as (
      insert into app_user (username, password_hash, nickname, dept_id, password_updated)
      select ${COUNTER_PREFIX} || lpad(g::text, 2, '0'), k.password_hash,
             '盘点员' || g, k.dept_id, k.password_updated
      from app_user k cross join generate_series(1, ${counters}::int) as g
      where k.username = 'keeper'
      returning id
    )
    insert into user_role (user_id, role_id)
    select m.id, r.role_id
    from made m cross join user_role r join app_user k on k.id = r.user_id
    where k.username = 'keeper'`);
  const assets = (
    await rows<{ id: number; code: string }>(
      database,
      sql`select id, code from asset where warehouse_id = ${warehouseId} order by code`,
    )
  ).map((a) => ({ id: Number(a.id), code: a.code }));
  const users = (
    await rows<{ id: number; username: string }>(
      database,
      sql`select id, username from app_user where username like ${`${COUNTER_PREFIX}%`}
          order by username`,
    )
  ).map((u) => ({ id: Number(u.id), username: u.username }));
  if (assets.length !== count || users.length !== counters)
    throw new Error(`seeded ${assets.length} assets and ${users.length} counters`);
  return { warehouseId, categoryId, assets, counters: users };
}
