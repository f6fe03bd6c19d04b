import { sql } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { readHead } from './plan-read';

/** One row of a printed count sheet: what to look for and where. */
export interface SheetRow {
  /** The asset's code, or a counted category's code prefix. */
  code: string;
  name: string;
  /** The warehouse the line is expected in. */
  location: string;
  /** Null on a blind plan's sheet: the counters count without it. */
  book: number | null;
  unit: string;
}

export interface CountSheet {
  code: string;
  name: string;
  blind: boolean;
  dueDate: string;
  warehouses: string[];
  counters: string[];
  rows: SheetRow[];
}

/**
 * GET /ware/stocktake/:id/sheet's content (`scope`: the caller's, else 404): the frozen lines
 * by location then code. A draft has no lines yet (409); a blind plan's sheet never shows the
 * book, whatever its status (it is printed to be counted on).
 */
export async function readSheet(db: Db, id: number, scope: DataScope): Promise<CountSheet> {
  const head = await readHead(db, id, scope);
  if (head.status === 'draft') throw new Conflict('stocktake.sheetDraft', { code: head.code });
  const rows = await db.execute(sql`
    select coalesce(a.code, c.code_prefix) as code, coalesce(a.name, c.name) as name,
      w.name as location, l.book, c.unit
    from stocktake_line l
    join warehouse w on w.id = l.warehouse_id
    join asset_category c on c.id = l.category_id
    left join asset a on a.id = l.asset_id
    where l.stocktake_id = ${id}
    order by w.sort, w.name, l.warehouse_id, coalesce(a.code, c.code_prefix), l.id`);
  return {
    code: head.code,
    name: head.name,
    blind: head.blind,
    dueDate: head.dueDate,
    warehouses: head.warehouses.map((w) => w.name),
    counters: head.counters.map((c) => c.nickname),
    rows: (rows as unknown as { rows: SheetRow[] }).rows.map((r) => ({
      ...r,
      book: head.blind ? null : Number(r.book),
    })),
  };
}
