import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { stock } from '../warehouse/tables';
import { call, type Harness } from '../warehouse/test-fixtures';
import { post, type stockedProject } from './material-fixtures';

/* The reservation suites' steps (docs/warehouses.md "Reservations"). */

export type Stocked = Awaited<ReturnType<typeof stockedProject>>;

/** The stock row's quantity, reserved part and what is available. */
export async function stockOf(t: Harness, warehouseId: number, categoryId: number) {
  const [row] = await t.db
    .select({ quantity: stock.quantity, reserved: stock.reserved })
    .from(stock)
    .where(and(eq(stock.warehouseId, warehouseId), eq(stock.categoryId, categoryId)));
  return { ...row!, available: row!.quantity - row!.reserved };
}

/** An open SKU order of the stocked project asking `a` and `b` units of its two SKUs. */
export async function orderOf(t: Harness, s: Stocked, a: number, b = 0) {
  const lines = [
    { skuId: s.a.skuId, quantity: a },
    ...(b ? [{ skuId: s.b.skuId, quantity: b }] : []),
  ];
  return (
    await post(t, s.admin, '/item/sku-order/add', { projectId: s.made.id, title: '预留', lines })
  ).data;
}

/** Reserves `order` (at its version) at warehouse `at`, with `extra` (partial, days). */
export const reserve = (
  t: Harness,
  s: Stocked,
  order: { id: number; version: number },
  at: number,
  extra: { partial?: boolean; days?: number } = {},
) =>
  call(t, s.admin, 'POST', '/item/sku-order/reserve', {
    id: order.id,
    version: order.version,
    warehouseId: at,
    ...extra,
  });

/** Every stock row's reserved part against the sum of its open reservations: the rows that differ. */
export async function driftedRows(t: Harness) {
  const { rows } = (await t.db.execute(sql`
    select s.warehouse_id, s.category_id, s.reserved, coalesce(r.held, 0)::int as held
    from stock s left join (
      select warehouse_id, category_id, sum(quantity) as held from stock_reservation
      where outcome is null group by warehouse_id, category_id
    ) r on r.warehouse_id = s.warehouse_id and r.category_id = s.category_id
    where s.reserved <> coalesce(r.held, 0) or s.reserved > s.quantity`)) as unknown as {
    rows: unknown[];
  };
  return rows;
}

/** `res` is the short-stock 409 with `figures` (category, have, asked). */
export function expectShort(
  res: { statusCode: number; json(): { data: { short: unknown } } },
  figures: { categoryId?: number; have: number; asked: number },
) {
  expect(res.statusCode).toBe(409);
  expect(res.json().data.short).toMatchObject(figures);
}
