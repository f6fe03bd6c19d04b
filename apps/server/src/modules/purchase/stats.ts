import {
  PURCHASE_STATS_AWAITING_LIMIT,
  PURCHASE_STATS_TOP,
  PURCHASE_SUBORDER_OPEN_STATUSES,
  type PurchaseAwaitingItem,
  type PurchaseSpendGroup,
  type PurchaseStats,
} from '@depot/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { warehouseScope } from '../warehouse/scope';

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;
const always = (condition: SQL | undefined) => condition ?? sql`true`;

/** The stores' time (China, UTC+8, no daylight saving), as the order list's day filters. */
const STORE_OFFSET_MS = 8 * 3_600_000;

/** The calendar month holding `now` in the stores' time: its `YYYY-MM` and its bounds. */
export function storeMonth(now: Date): { month: string; start: Date; end: Date } {
  const local = new Date(now.getTime() + STORE_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(year, month, 1) - STORE_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - STORE_OFFSET_MS),
  };
}

/**
 * `GET /purchase/stats`, the home panel's figures in the caller's warehouses (docs/purchasing.md
 * "Home panel") in two statements: this month's spend in all, by supplier and by the SKUs'
 * category (the top ones and the rest as "others"), then the sub-orders awaiting receipt.
 *
 * Spend is the line amounts of work orders approved in the month. An order is split into its
 * sub-orders in its approval's transaction, so a line's sub-order was created at the approval:
 * only approved orders have them, and their creation is the approval's moment.
 */
export async function readPurchaseStats(
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<PurchaseStats> {
  const { month, start, end } = storeMonth(now);
  const seen = always(warehouseScope(user.scope, sql`o.warehouse_id`));
  const spent = rowsOf(
    await db.execute(sql`
      with spent as (
        select l.supplier_id, s.name as supplier_name, k.category_id, c.name as category_name,
          l.amount
        from purchase_order_line l
        join purchase_suborder so on so.id = l.suborder_id
        join purchase_order o on o.id = l.order_id
        join sku k on k.id = l.sku_id
        join supplier s on s.id = l.supplier_id
        join asset_category c on c.id = k.category_id
        where so.created_at >= ${start} and so.created_at < ${end} and ${seen}),
      grouped as (
        select case when grouping(supplier_id) = 0 then 'supplier'
            when grouping(category_id) = 0 then 'category' else 'total' end as dim,
          coalesce(supplier_id, category_id) as id,
          coalesce(supplier_name, category_name) as name,
          sum(amount) as amount
        from spent
        group by grouping sets ((supplier_id, supplier_name), (category_id, category_name), ())),
      ranked as (
        select dim, id, name, amount,
          row_number() over (partition by dim order by amount desc, name, id) as n
        from grouped),
      bucketed as (
        select dim, amount,
          case when n <= ${PURCHASE_STATS_TOP} then n else ${PURCHASE_STATS_TOP + 1} end as bucket,
          case when n <= ${PURCHASE_STATS_TOP} then id end as id,
          case when n <= ${PURCHASE_STATS_TOP} then name end as name
        from ranked)
      select dim, bucket, max(id) as id, max(name) as name, count(*)::int as count,
        coalesce(sum(amount), 0)::numeric(16, 2)::text as amount
      from bucketed
      group by dim, bucket
      order by dim, bucket`),
  );
  const groups = (dim: string): PurchaseSpendGroup[] =>
    spent
      .filter((r) => r.dim === dim)
      .map((r) => ({
        id: r.id === null ? null : Number(r.id),
        name: r.name === null ? null : String(r.name),
        amount: String(r.amount),
        count: Number(r.count),
      }));

  const awaiting = rowsOf(
    await db.execute(sql`
      select count(*) over ()::int as total, so.id, so.code, so.status,
        s.name as supplier_name, w.name as warehouse_name, o.expected_date::text as expected_date,
        (select coalesce(sum(l.quantity - l.received - l.cancelled), 0)::int
          from purchase_order_line l where l.suborder_id = so.id) as remaining
      from purchase_suborder so
      join purchase_order o on o.id = so.order_id
      join supplier s on s.id = so.supplier_id
      join warehouse w on w.id = o.warehouse_id
      where so.status in (${sql.join(
        PURCHASE_SUBORDER_OPEN_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}) and ${seen}
      order by o.expected_date nulls last, so.created_at, so.id
      limit ${PURCHASE_STATS_AWAITING_LIMIT}`),
  );
  const items: PurchaseAwaitingItem[] = awaiting.map((r) => ({
    suborderId: Number(r.id),
    code: String(r.code),
    status: r.status as PurchaseAwaitingItem['status'],
    supplierName: String(r.supplier_name),
    warehouseName: String(r.warehouse_name),
    expectedDate: (r.expected_date as string | null) ?? null,
    remaining: Number(r.remaining),
  }));
  return {
    month,
    spend: groups('total')[0]?.amount ?? '0.00',
    bySupplier: groups('supplier'),
    byCategory: groups('category'),
    awaiting: { count: Number(awaiting[0]?.total ?? 0), items },
  };
}
