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
import { storeMonth } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { warehouseScope } from '../warehouse/scope';

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;
const always = (condition: SQL | undefined) => condition ?? sql`true`;

/**
 * `GET /purchase/stats`, the home panel's figures in the caller's warehouses (docs/purchasing.md
 * "Home panel") in two statements: this month's spend in all, by supplier and by the SKUs'
 * category (the top ones and the rest as "others"), then the sub-orders awaiting receipt.
 *
 * Spend is the line amounts of work orders approved in the month, as they were approved, plus
 * the amount changes of amendments approved in the month. An order is split into its
 * sub-orders in its approval's transaction, so a line's sub-order was created at the approval:
 * only approved orders have them, and their creation is the approval's moment. An approved
 * amendment changes lines in place and adds lines to its order (a SKU × supplier once per
 * order), so a line counts its amount less its amendments' changes at the order's approval
 * (a line an amendment added counts nothing there), and each amendment line its change at
 * the amendment's `approved_at`.
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
      with approved as (
        select al.line_id, a.order_id, al.sku_id, al.supplier_id, al.amount_delta,
          a.approved_at
        from purchase_order_amendment_line al
        join purchase_order_amendment a on a.id = al.amendment_id
        where a.status = 'approved'),
      parts as (
        select l.supplier_id, l.sku_id,
          l.amount - coalesce((select sum(ap.amount_delta) from approved ap
            where ap.line_id = l.id), 0) as amount
        from purchase_order_line l
        join purchase_suborder so on so.id = l.suborder_id
        join purchase_order o on o.id = l.order_id
        where so.created_at >= ${start} and so.created_at < ${end} and ${seen}
          and not exists (select 1 from approved ap where ap.line_id is null
            and ap.order_id = l.order_id and ap.sku_id = l.sku_id
            and ap.supplier_id = l.supplier_id)
        union all
        select ap.supplier_id, ap.sku_id, ap.amount_delta
        from approved ap
        join purchase_order o on o.id = ap.order_id
        where ap.approved_at >= ${start} and ap.approved_at < ${end} and ${seen}),
      spent as (
        select p.supplier_id, s.name as supplier_name, k.category_id, c.name as category_name,
          p.amount
        from parts p
        join sku k on k.id = p.sku_id
        join supplier s on s.id = p.supplier_id
        join asset_category c on c.id = k.category_id),
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
