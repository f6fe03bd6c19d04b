import type { SupplierRating } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * A supplier's rating (docs/purchasing.md "Supplier rating"), read in one statement:
 * - on time: of its sub-orders whose work order has an expected day and that are closed or
 *   past that day (China time), those closed (nothing left to receive) on or before it;
 * - after-sales: the quantity of its after-sales orders not cancelled over the quantity
 *   received on its lines;
 * - score 1–5 from both (ratingScore).
 */

/** On-time weight in the score; the after-sales quality takes the rest. */
const ON_TIME_WEIGHT = 0.6;
/** The after-sales rate at which the quality part reaches 0 (one unit in five sent back). */
const AFTER_SALE_FLOOR = 0.2;

const share = (part: number, whole: number) => (whole ? part / whole : null);

/** 1 + 4 × (0.6 × on-time rate + 0.4 × max(0, 1 − after-sales rate ÷ 0.2)), one decimal. */
export function ratingScore(onTimeRate: number | null, afterSaleRate: number | null) {
  const quality = afterSaleRate === null ? null : Math.max(0, 1 - afterSaleRate / AFTER_SALE_FLOOR);
  const parts =
    onTimeRate !== null && quality !== null
      ? ON_TIME_WEIGHT * onTimeRate + (1 - ON_TIME_WEIGHT) * quality
      : (onTimeRate ?? quality);
  return parts === null ? null : Math.round((1 + 4 * parts) * 10) / 10;
}

/** Supplier `supplierId`'s rating; null while it has no sub-orders ("no orders yet"). */
export async function readSupplierRating(
  db: Db,
  supplierId: number,
): Promise<SupplierRating | null> {
  const result = await db.execute(sql`
    with sub as (
      select o.expected_date as expected,
        (select ((min(e.at) at time zone 'UTC') + interval '8 hours')::date from purchase_order_event e
          where e.suborder_id = s.id and e.to_status = 'closed') as closed_on
      from purchase_suborder s join purchase_order o on o.id = s.order_id
      where s.supplier_id = ${supplierId}
    )
    select count(*)::int as suborders,
      count(*) filter (where expected is not null and (closed_on is not null
        or expected < ((now() at time zone 'UTC') + interval '8 hours')::date))::int as due,
      count(*) filter (where expected is not null and closed_on <= expected)::int as on_time,
      (select coalesce(sum(l.received), 0)::int from purchase_order_line l
        where l.supplier_id = ${supplierId} and l.suborder_id is not null) as received,
      (select coalesce(sum(a.quantity), 0)::int from purchase_after_sale a
        join purchase_suborder s on s.id = a.suborder_id
        where s.supplier_id = ${supplierId} and a.status <> 'cancelled') as after_sale
    from sub`);
  const [row] = (
    result as unknown as {
      rows: Array<Record<'suborders' | 'due' | 'on_time' | 'received' | 'after_sale', number>>;
    }
  ).rows;
  const n = (v: number | undefined) => Number(v ?? 0);
  const suborders = n(row?.suborders);
  if (!suborders) return null;
  const due = n(row?.due);
  const onTime = n(row?.on_time);
  const received = n(row?.received);
  const afterSaleQuantity = n(row?.after_sale);
  const onTimeRate = share(onTime, due);
  const afterSaleRate = share(afterSaleQuantity, received);
  return {
    suborders,
    due,
    onTime,
    onTimeRate,
    received,
    afterSaleQuantity,
    afterSaleRate,
    score: ratingScore(onTimeRate, afterSaleRate),
  };
}
