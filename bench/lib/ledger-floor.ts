import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

/** One ledger row of a floor: where, what, how many (negative: out), at what price. */
export interface FloorRow {
  warehouseId: number;
  categoryId: number;
  /** A serialised asset's row; null for a counted one. */
  assetId: number | null;
  quantity: number;
  unitPrice: string | null;
}

const list = (values: readonly (number | string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/**
 * The floor of posting `rows`: one `insert … select` of them into a copy of the ledger
 * (`stock_movement`'s columns, defaults, constraints and indexes), in its own transaction,
 * with the posting's kind and source; the milliseconds. The copy is dropped afterwards. What a
 * posting does besides (stock rows, assets, thresholds, the document's own rows) is what a
 * section's ratio to this floor shows.
 */
export async function ledgerFloorMs(
  database: Database,
  cause: { kind: string; source: string; sourceCode: string },
  rows: readonly FloorRow[],
): Promise<number> {
  const { db } = database;
  await db.execute(sql`drop table if exists bench_ledger_floor`);
  await db.execute(sql`create table bench_ledger_floor (like stock_movement including all)`);
  try {
    const started = performance.now();
    await db.execute(sql`
      insert into bench_ledger_floor (warehouse_id, kind, category_id, asset_id, quantity,
                                      unit_price, source, source_id, source_code, reason,
                                      actor_id, at)
      select r.w, ${cause.kind}, r.c, r.a, r.q, r.p, ${cause.source}, 1, ${cause.sourceCode},
             '基准测试', null, now()
      from unnest(${list(rows.map((r) => r.warehouseId))}::int[],
                  ${list(rows.map((r) => r.categoryId))}::int[],
                  ${list(rows.map((r) => r.assetId))}::int[],
                  ${list(rows.map((r) => r.quantity))}::int[],
                  ${list(rows.map((r) => r.unitPrice))}::numeric[]) as r(w, c, a, q, p)`);
    return performance.now() - started;
  } finally {
    await db.execute(sql`drop table bench_ledger_floor`);
  }
}
