import type { Db } from '../../src/db/client';
import type { Progress } from './progress';
import { ids, pgArray, rows, sql } from './sql';

/** Rows per INSERT … SELECT: made by the database itself, no row crosses the wire. */
const MOVEMENT_CHUNK = 200_000;
/** The scale warehouses: one central, three regional, the rest store warehouses. */
const WAREHOUSES = 20;
const REGIONAL = 3;
/** The ledger goes back this far, evenly, oldest first (ids follow time). */
const SPAN_DAYS = 730;

/**
 * The scale warehouses (codes `SW01`…), made on first use in the first enterprise: a central
 * one, regional ones under it and store warehouses of the stores after the demo's, under the
 * regional ones. Their ledger is the scale data's alone, so its balances are whole.
 */
async function scaleWarehouses(db: Db): Promise<number[]> {
  const have = await ids(db, sql`select id from warehouse where code like 'SW%' order by id`);
  if (have.length) return have;
  const [first] = await rows<{ enterprise: number | null }>(
    db,
    sql`select min(id) as enterprise from enterprise`,
  );
  if (!first?.enterprise) throw new Error('seed:scale: the ledger needs an enterprise');
  const enterprise = Number(first.enterprise);
  const stores = await ids(
    db,
    sql`select id from store where id not in (select store_id from warehouse
                                               where store_id is not null)
        order by id limit ${WAREHOUSES - 1 - REGIONAL}`,
  );
  const [central] = await ids(
    db,
    sql`insert into warehouse (code, name, level, enterprise_id, sort)
        values ('SW01', '规模中央仓', 'central', ${enterprise}, 100) returning id`,
  );
  const regional = await ids(
    db,
    sql`insert into warehouse (code, name, level, parent_id, enterprise_id, sort)
        select 'SW' || lpad((1 + i)::text, 2, '0'), '规模区域仓 ' || i, 'regional',
               ${central}::int, ${enterprise}::int, 100 + i
        from generate_series(1, ${REGIONAL}::int) as i
        returning id`,
  );
  await db.execute(sql`
    insert into warehouse (code, name, level, parent_id, store_id, enterprise_id, sort)
    select 'SW' || lpad((1 + ${REGIONAL}::int + s.i)::text, 2, '0'), st.name || '仓', 'store',
           (${pgArray(regional)}::int[])[1 + (s.i % ${REGIONAL}::int)], s.id,
           ${enterprise}::int, 200 + s.i
    from unnest(${pgArray(stores)}::int[]) with ordinality as s(id, i)
    join store st on st.id = s.id`);
  return ids(db, sql`select id from warehouse where code like 'SW%' order by id`);
}

/**
 * Adds `count` ledger rows of the counted categories in the scale warehouses (issue #18: the
 * ledger at 10,000,000 movements), made by the database in chunks, oldest first over two
 * years. Each warehouse × category runs its own sequence: two receipts (a purchase-in from a
 * purchase order, a warehouse-in) then an issue smaller than either, so no balance goes below
 * zero; each row carries its running balance, its document's code and a keeper, and the stock
 * rows end at the ledger's sums.
 */
export async function seedMovements(db: Db, count: number, progress: Progress): Promise<void> {
  if (count <= 0) return;
  const warehouses = await scaleWarehouses(db);
  const categories = await ids(
    db,
    sql`select id from asset_category where tracking = 'count' order by id`,
  );
  if (!categories.length) throw new Error('seed:scale: the ledger needs counted categories');
  const actors = await ids(db, sql`select id from app_user order by id limit 50`);
  const groups = warehouses.length * categories.length;
  const [base] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from stock_movement
        where warehouse_id = any(${pgArray(warehouses)}::int[])`,
  );
  // Row n of every row seeded so far; its group and its place in the group follow from it.
  const first = Number(base!.n);
  const last = first + count;
  const spanSeconds = SPAN_DAYS * 86_400;
  for (let from = first; from < last;) {
    const to = Math.min(from + MOVEMENT_CHUNK, last);
    // One statement: the rows, then the stock moved by the sums of those very rows.
    await db.execute(sql`
        with g as (
          select n,
                 (${pgArray(warehouses)}::int[])[1 + (n % ${groups}::int) % ${warehouses.length}::int]
                   as warehouse_id,
                 (${pgArray(categories)}::int[])[1 + (n % ${groups}::int) / ${warehouses.length}::int]
                   as category_id,
                 (n / ${groups}::int) % 3 as step,
                 now() - make_interval(secs => ${spanSeconds}::float8 * (1 - n::float8 / ${Math.max(last, 1)}::float8)) as at
          from generate_series(${from}::bigint, ${to - 1}::bigint) as n
        ), q as (
          select g.*,
                 case step when 2 then -(1 + n % 4) else 5 + n % 7 end as quantity
          from g
        ), ins as (
        insert into stock_movement (warehouse_id, kind, category_id, quantity, balance,
                                    unit_price, source, source_code, actor_id, at)
        select q.warehouse_id,
               case q.step when 0 then 'purchaseIn' when 1 then 'in' else 'out' end,
               q.category_id, q.quantity,
               coalesce(s.quantity, 0)
                 + sum(q.quantity) over (partition by q.warehouse_id, q.category_id order by q.n),
               case q.step when 0 then (10 + q.n % 90)::numeric(14, 2) end,
               case q.step when 0 then 'purchase' when 1 then 'warehouseIn' else 'manual' end,
               case q.step
                 when 0 then 'CG' || to_char(q.at, 'YYYYMMDD') || lpad((q.n % 1000000)::text, 6, '0')
                 when 1 then 'RK' || to_char(q.at, 'YYYYMMDD') || lpad((q.n % 1000000)::text, 6, '0')
               end,
               (${pgArray(actors)}::int[])[1 + q.n % ${actors.length}::int],
               q.at
        from q
        left join stock s on s.warehouse_id = q.warehouse_id and s.category_id = q.category_id
        order by q.n
        returning warehouse_id, category_id, quantity
        )
        insert into stock (warehouse_id, category_id, quantity)
        select warehouse_id, category_id, sum(quantity) from ins group by 1, 2
        on conflict (warehouse_id, category_id)
        do update set quantity = stock.quantity + excluded.quantity`);
    from = to;
    progress(from - first);
  }
}
