import {
  OPEN_WARE_ORDER_STATUSES,
  PERMISSIONS,
  WAREHOUSE_STATS_BELOW_LIMIT,
  STOCKTAKE_OPEN_STATUSES,
  type ThresholdKind,
  type WarehouseStats,
} from '@depot/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { planScope } from '../stocktake/plan-read';
import { stocktake } from '../stocktake/tables';
import { orderScope } from '../ware-order/order-scope';
import { wareOrder } from '../ware-order/tables';
import { warehouseScope } from './scope';
import { stockThreshold } from './tables';
import { currentOf } from './thresholds';

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const always = (condition: SQL | undefined) => condition ?? sql`true`;

/**
 * `GET /ware/stats`, the home panel's figures in the caller's warehouses (docs/warehouses.md
 * "Home panel") in two statements: the warehouses with their stock value and assets, then one
 * row with the items below their threshold and the open stocktakes and work orders.
 */
export async function readWarehouseStats(db: Db, user: AuthUser): Promise<WarehouseStats> {
  const seen = always(warehouseScope(user.scope, sql`w.id`));
  const warehouses = rowsOf(
    await db.execute(sql`
      with seen as (select w.id, w.code, w.name from warehouse w where w.enabled and ${seen}),
      price as (
        select distinct on (m.warehouse_id, m.category_id) m.warehouse_id, m.category_id, m.unit_price
        from stock_movement m
        where m.unit_price is not null and m.asset_id is null
          and m.warehouse_id in (select id from seen)
        order by m.warehouse_id, m.category_id, m.id desc),
      valued as (
        select s.warehouse_id, sum(s.quantity * p.unit_price) as amount
        from stock s join price p using (warehouse_id, category_id)
        group by s.warehouse_id),
      located as (
        select a.warehouse_id, count(*) as n from asset a
        where a.warehouse_id in (select id from seen) group by a.warehouse_id),
      stocked as (
        select s.warehouse_id from stock s where s.quantity > 0 group by s.warehouse_id)
      select seen.id, seen.name,
        coalesce(valued.amount, 0)::numeric(16, 2)::text as value,
        coalesce(located.n, 0)::int as assets
      from seen
      left join valued on valued.warehouse_id = seen.id
      left join located on located.warehouse_id = seen.id
      where located.n is not null or seen.id in (select warehouse_id from stocked)
      order by coalesce(valued.amount, 0) desc, seen.code`),
  ).map((r) => ({
    warehouseId: Number(r.id),
    name: String(r.name),
    stockValue: String(r.value),
    assets: Number(r.assets),
  }));

  const t = stockThreshold;
  const has = (key: string) => user.permissions.includes(key);
  const stocktakes = has(PERMISSIONS.warehouse.stocktake.view)
    ? sql`(select count(*)::int from ${stocktake}
        where ${stocktake.status} in (${inList(STOCKTAKE_OPEN_STATUSES)})
          and ${always(planScope(user.scope))})`
    : sql`null::int`;
  const orders = has(PERMISSIONS.wareOrder.view)
    ? sql`(select count(*)::int from ${wareOrder}
        where ${wareOrder.type} = 'work'
          and ${wareOrder.status} in (${inList(OPEN_WARE_ORDER_STATUSES)})
          and ${always(orderScope(user.scope))})`
    : sql`null::int`;
  const [figures] = rowsOf(
    await db.execute(sql`
      with below as (
        select ${t.id} as "thresholdId", ${t.warehouseId} as "warehouseId",
          w.name as "warehouseName", ${t.kind} as kind, ${t.categoryId} as "categoryId",
          c.name as "categoryName", c.unit, ${t.model} as model,
          ${currentOf(t)} as quantity, ${t.minQuantity} as "minQuantity", w.code as wcode
        from ${t}
        join warehouse w on w.id = ${t.warehouseId}
        join asset_category c on c.id = ${t.categoryId}
        where w.enabled and ${always(warehouseScope(user.scope, sql`w.id`))}
          and ${currentOf(t)} < ${t.minQuantity})
      select
        (select count(*)::int from below) as "belowCount",
        (select coalesce(json_agg(b), '[]'::json) from (
          select "thresholdId", "warehouseId", "warehouseName", kind, "categoryId",
            "categoryName", unit, model, quantity, "minQuantity"
          from below
          order by quantity::numeric / "minQuantity", wcode, "categoryName", "thresholdId"
          limit ${WAREHOUSE_STATS_BELOW_LIMIT}) b) as items,
        ${stocktakes} as stocktakes,
        ${orders} as orders`),
  );
  const items = (
    typeof figures!.items === 'string' ? JSON.parse(figures!.items) : figures!.items
  ) as Array<Record<string, unknown>>;
  const cents = warehouses.reduce((sum, w) => sum + Math.round(Number(w.stockValue) * 100), 0);
  const nullableCount = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    warehouses,
    totalValue: (cents / 100).toFixed(2),
    below: {
      count: Number(figures!.belowCount),
      items: items.map((i) => ({
        thresholdId: Number(i.thresholdId),
        warehouseId: Number(i.warehouseId),
        warehouseName: String(i.warehouseName),
        kind: i.kind as ThresholdKind,
        categoryId: Number(i.categoryId),
        categoryName: String(i.categoryName),
        unit: String(i.unit),
        model: (i.model as string | null) ?? null,
        quantity: Number(i.quantity),
        minQuantity: Number(i.minQuantity),
      })),
    },
    openStocktakes: nullableCount(figures!.stocktakes),
    openWorkOrders: nullableCount(figures!.orders),
  };
}
