/**
 * What the purchase section needs beyond the demo data, made by set-based SQL (the figures do
 * not depend on how it got there; no row crosses the wire):
 *
 * - 30 suppliers and 1,000 SKUs of the bench's own (codes `BNP…`, `BNK…`), the SKUs stocked as
 *   the demo SKUs' categories;
 * - work orders (`CGB…`) over the last two years (recent ones denser) into the demo's
 *   warehouses (the central and regional ones busier than the stores'), 1–19 lines each (10 on
 *   average) from 1–3 suppliers, in every status by age (old ones mostly closed); approved and
 *   closed ones split into one sub-order per supplier in every sub-order status, their lines
 *   received (or a few cancelled) as that status says; totals the lines' sums;
 * - for the receiving figure, an approved order into the demo keeper's warehouse with one
 *   sub-order of 500 lines (500 SKUs of one supplier), still `sent`.
 *
 * No timeline, approval or ledger rows are made for the scale orders: the list reads none.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { rows } from './approval-data';

/** Codes of the bench's own rows (never a server-made code: those are `CG` + a date). */
const SUPPLIER_PREFIX = 'BNP';
const SKU_PREFIX = 'BNK';
const ORDER_PREFIX = 'CGB';
const RECEIPT_PREFIX = 'CGR';
const SUPPLIERS = 30;
const SKUS = 1_000;
/** Orders written per statement (about ten times as many lines). */
const CHUNK = 10_000;

/** A number in [0, 1) drawn from the text of its arguments: the same every run. */
const draw = (...parts: ReturnType<typeof sql>[]) =>
  sql`((hashtext(concat_ws(':', ${sql.join(parts, sql`, `)})) & 2147483647)::float8 / 2147483648)`;

/** The bench's suppliers and SKUs (made once): their ids, in code order. */
async function catalogue(database: Database): Promise<{ suppliers: number[]; skus: number[] }> {
  const { db } = database;
  await db.execute(sql`
    insert into supplier (code, name, contacts, address, enabled)
    select ${SUPPLIER_PREFIX} || lpad(g::text, 3, '0'),
           (array['苏州','宁波','东莞','佛山','合肥','成都'])[1 + g % 6]
             || (array['恒远','鼎盛','博瑞','华联','嘉信'])[1 + g / 6 % 5]
             || (array['商贸','实业','供应链','科技','包装'])[1 + g % 5] || '有限公司',
           jsonb_build_array(jsonb_build_object('name', '联系人' || g, 'phone',
             '1380000' || lpad(g::text, 4, '0'))),
           '工业园区' || g || '号', true
    from generate_series(0, ${SUPPLIERS - 1}::int) as g
    on conflict do nothing`);
  await db.execute(sql`
    insert into sku (code, name, specification, unit, category_id)
    select ${SKU_PREFIX} || lpad(g::text, 4, '0'),
           (array['打印纸','硒鼓','防盗标签','收银小票纸','价签','购物袋','封箱胶带','货架隔板',
                  '扫码枪','网线','电池','工作服'])[1 + g % 12] || '-' || g,
           (array['A4 70g','标准','大号','小号','10卷装','500张'])[1 + g % 6],
           (array['包','个','卷','箱','件'])[1 + g % 5],
           c.ids[1 + g % array_length(c.ids, 1)]
    from generate_series(0, ${SKUS - 1}::int) as g,
         (select array_agg(distinct category_id order by category_id) as ids from sku) as c
    on conflict do nothing`);
  const ids = async (table: string, prefix: string) =>
    (
      await rows<{ id: number }>(
        database,
        sql`select id from ${sql.identifier(table)} where code like ${`${prefix}%`} order by code`,
      )
    ).map((r) => Number(r.id));
  return { suppliers: await ids('supplier', SUPPLIER_PREFIX), skus: await ids('sku', SKU_PREFIX) };
}

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Orders `from`…`to` (their numbers in the code), with their sub-orders and lines, in one
 * statement; then their totals. Returns the lines written.
 */
async function orderChunk(
  database: Database,
  from: number,
  to: number,
  refs: { suppliers: number[]; skus: number[]; warehouses: number[]; applicants: number[] },
): Promise<number> {
  const { db } = database;
  const u = (salt: string, ...more: ReturnType<typeof sql>[]) =>
    draw(sql`g`, sql`${salt}::text`, ...more);
  const [written] = await rows<{ lines: number }>(
    database,
    sql`
    with spec as (
      select g,
             ${ORDER_PREFIX} || lpad(g::text, 7, '0') as code,
             730 * power(${u('age')}, 2) as age,
             ${u('status')} as s,
             1 + floor(array_length(w.ids, 1) * power(${u('warehouse')}, 1.6))::int as wi,
             1 + floor(array_length(a.ids, 1) * ${u('applicant')})::int as ai,
             1 + floor(19 * ${u('lines')})::int as k,
             1 + floor(3 * ${u('suppliers')})::int as n,
             floor(${SUPPLIERS} * ${u('supplier')})::int as s0,
             floor(${SKUS} * ${u('sku')})::int as k0,
             w.ids as warehouses, a.ids as applicants
      from generate_series(${from}::int, ${to}::int) as g,
           (select ${intArray(refs.warehouses)}::int[] as ids) as w,
           (select ${intArray(refs.applicants)}::int[] as ids) as a
    ), shaped as (
      select spec.*, least(n, k) as nsup,
             now() - make_interval(secs => age * 86400) as at,
             case when age > 60 then
               case when s < 0.85 then 'closed' when s < 0.90 then 'rejected'
                    when s < 0.95 then 'withdrawn' else 'approved' end
             else
               case when s < 0.10 then 'draft' when s < 0.25 then 'pending'
                    when s < 0.28 then 'sentBack' when s < 0.68 then 'approved'
                    when s < 0.93 then 'closed' when s < 0.97 then 'rejected'
                    else 'withdrawn' end
             end as status
      from spec
    ), o as (
      insert into purchase_order (code, title, applicant_id, warehouse_id, expected_date, remark,
                                  status, total, version, created_at, updated_at)
      select code,
             (array['门店日常耗材补货','季度打印耗材采购','新店开业物料','促销活动物料',
                    '仓库包装材料','收银设备配件','防损标签补充','员工工装采购',
                    '货架配件更换','办公用品集中采购'])[1 + g % 10] || '（' || to_char(at, 'MM') || '月）',
             applicants[ai], warehouses[wi], (at + interval '14 days')::date,
             case when g % 7 = 0 then '请按时送达，送货前电话联系仓库' end,
             status, 0, (g % 4), at, at + interval '2 days'
      from shaped
      returning id, code
    ), placed as (
      select o.id, shaped.* from o join shaped using (code)
    ), subs as (
      insert into purchase_suborder (code, order_id, supplier_id, status, total, version,
                                     created_at, updated_at)
      select p.code || '-' || (m + 1), p.id,
             (${intArray(refs.suppliers)}::int[])[1 + (p.s0 + m) % ${SUPPLIERS}],
             case when p.status = 'closed' then 'closed'
                  else (array['sent','confirmed','partlyReceived'])
                       [1 + floor(3 * ${draw(sql`p.g`, sql`'sub'::text`, sql`m`)})::int] end,
             0, 1, p.at + interval '1 day', p.at + interval '3 days'
      from placed p cross join generate_series(0, p.nsup - 1) as m
      where p.status in ('approved', 'closed')
      returning id, order_id, supplier_id, status
    ), line_spec as (
      select p.id as order_id, j,
             (${intArray(refs.suppliers)}::int[])[1 + (p.s0 + j % p.nsup) % ${SUPPLIERS}] as supplier_id,
             (${intArray(refs.skus)}::int[])[1 + (p.k0 + j * 37) % ${SKUS}] as sku_id,
             1 + floor(50 * ${draw(sql`p.g`, sql`'q'::text`, sql`j`)})::int as quantity,
             round((5 + 1995 * power(${draw(sql`(p.k0 + j * 37) % ${SKUS}`, sql`'price'::text`)}, 2))::numeric, 2)
               as unit_price,
             p.status = 'closed' and ${draw(sql`p.g`, sql`'cancel'::text`, sql`j`)} < 0.04 as cancel
      from placed p cross join generate_series(1, p.k) as j
    ), lines as (
      insert into purchase_order_line (order_id, suborder_id, sku_id, supplier_id, quantity,
                                       unit_price, amount, received, cancelled, cancel_reason, sort)
      select l.order_id, subs.id, l.sku_id, l.supplier_id, l.quantity, l.unit_price,
             l.quantity * l.unit_price,
             case when l.cancel then 0
                  when subs.status = 'closed' then l.quantity
                  when subs.status = 'partlyReceived' then greatest(1, l.quantity / 2)
                  else 0 end,
             case when l.cancel then l.quantity else 0 end,
             case when l.cancel then '供应商缺货，取消剩余数量' end,
             l.j
      from line_spec l
      left join subs on subs.order_id = l.order_id and subs.supplier_id = l.supplier_id
      returning 1
    )
    select count(*)::int as lines from lines`,
  );
  const range = sql`between ${`${ORDER_PREFIX}${String(from).padStart(7, '0')}`}
                    and ${`${ORDER_PREFIX}${String(to).padStart(7, '0')}`}`;
  await db.execute(sql`
    update purchase_order o set total = t.total
    from (select l.order_id, sum(l.amount) as total from purchase_order_line l
          join purchase_order o2 on o2.id = l.order_id where o2.code ${range}
          group by l.order_id) t
    where o.id = t.order_id`);
  await db.execute(sql`
    update purchase_suborder s set total = t.total
    from (select l.suborder_id, sum(l.amount) as total from purchase_order_line l
          join purchase_order o on o.id = l.order_id where o.code ${range}
            and l.suborder_id is not null
          group by l.suborder_id) t
    where s.id = t.suborder_id`);
  return Number(written!.lines);
}

export interface PurchaseScale {
  orders: number;
  lines: number;
}

/**
 * `orders` scale work orders (about ten lines each) and what they need; a progress line per
 * chunk. Vacuumed and analysed afterwards, as autovacuum soon would.
 */
export async function seedPurchaseOrders(
  database: Database,
  orders: number,
): Promise<PurchaseScale> {
  const refs = await catalogue(database);
  const warehouses = (
    await rows<{ id: number }>(
      database,
      sql`select id from warehouse where enabled
          order by case level when 'central' then 0 when 'regional' then 1 else 2 end, id`,
    )
  ).map((r) => Number(r.id));
  const applicants = (
    await rows<{ id: number }>(database, sql`select id from app_user where enabled order by id`)
  ).map((r) => Number(r.id));
  let lines = 0;
  for (let from = 1; from <= orders; from += CHUNK) {
    const to = Math.min(orders, from + CHUNK - 1);
    lines += await orderChunk(database, from, to, { ...refs, warehouses, applicants });
    process.stderr.write(`\r  purchase orders ${to}/${orders}, ${lines} lines`);
  }
  process.stderr.write('\n');
  for (const table of ['purchase_order', 'purchase_suborder', 'purchase_order_line']) {
    await database.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
  return { orders, lines };
}

/** The order and sub-order of a receiving round, as the API knows them. */
export interface ReceiptSetup {
  orderId: number;
  suborderId: number;
  warehouseId: number;
  /** The sub-order's lines and what each ordered (all of it is received). */
  lines: { lineId: number; quantity: number }[];
  /** Categories the SKUs are stocked as (the floor's rows go to them in turn). */
  categoryIds: number[];
}

/**
 * An approved order by `applicant` into the demo keeper's warehouse with one sub-order of
 * `count` lines (`count` SKUs of one bench supplier), `sent` (the bench confirms it through
 * the API); number `round` of the run, so each round has its own.
 */
export async function seedReceipt(
  database: Database,
  round: number,
  count: number,
  applicant: number,
): Promise<ReceiptSetup> {
  const code = `${RECEIPT_PREFIX}${Date.now().toString(36).toUpperCase()}${round}`;
  const [made] = await rows<{ orderId: number; suborderId: number; warehouseId: number }>(
    database,
    sql`
    with w as (
      select id from warehouse where code = 'WH-EAST'
    ), sup as (
      select id from supplier where code like ${`${SUPPLIER_PREFIX}%`} order by code limit 1
    ), o as (
      insert into purchase_order (code, title, applicant_id, warehouse_id, expected_date,
                                  status, total)
      select ${code}, '基准测试：五百行到货', ${applicant}::int, w.id, current_date + 7,
             'approved', 0
      from w
      returning id, warehouse_id
    ), s as (
      insert into purchase_suborder (code, order_id, supplier_id, status, total)
      select ${code} || '-1', o.id, sup.id, 'sent', 0 from o, sup
      returning id, order_id, supplier_id
    ), l as (
      insert into purchase_order_line (order_id, suborder_id, sku_id, supplier_id, quantity,
                                       unit_price, amount, sort)
      select s.order_id, s.id, k.id, s.supplier_id, 1 + k.n % 40, 3.5 + k.n % 200,
             (1 + k.n % 40) * (3.5 + k.n % 200), k.n
      from s, (select id, row_number() over (order by code) as n from sku
               where code like ${`${SKU_PREFIX}%`} order by code limit ${count}) as k
      returning amount
    ), total as (select sum(amount) as total from l),
    o2 as (update purchase_order set total = total.total from total, o
           where purchase_order.id = o.id returning 1),
    s2 as (update purchase_suborder set total = total.total from total, s
           where purchase_suborder.id = s.id returning 1)
    select o.id as "orderId", s.id as "suborderId", o.warehouse_id as "warehouseId"
    from o, s, (select count(*) from o2) as x, (select count(*) from s2) as y`,
  );
  if (!made) throw new Error('the receiving order was not made (no WH-EAST or no bench supplier)');
  const lines = (
    await rows<{ lineId: number; quantity: number }>(
      database,
      sql`select id as "lineId", quantity from purchase_order_line
          where suborder_id = ${made.suborderId} order by sort, id`,
    )
  ).map((l) => ({ lineId: Number(l.lineId), quantity: Number(l.quantity) }));
  if (lines.length !== count) throw new Error(`the sub-order has ${lines.length} lines`);
  const categoryIds = (
    await rows<{ id: number }>(
      database,
      sql`select distinct k.category_id as id from purchase_order_line l
          join sku k on k.id = l.sku_id where l.suborder_id = ${made.suborderId} order by 1`,
    )
  ).map((r) => Number(r.id));
  return {
    orderId: Number(made.orderId),
    suborderId: Number(made.suborderId),
    warehouseId: Number(made.warehouseId),
    lines,
    categoryIds,
  };
}
