import type { ScanResult, StocktakeScan, StocktakeScanAnswerRecord } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema/asset';
import { planScope, readLine, readStrays } from './plan-read';
import {
  stocktake,
  stocktakeCounter,
  stocktakeLine,
  stocktakeScan,
  stocktakeWarehouse,
} from './tables';

/**
 * What a scanned or typed text names: a label's QR holds the asset page's address with its
 * token (`…/as/asset-detail?qr=<token>`), an address with `?id=` names an asset by id, anything
 * else is an asset code (upper-cased). null: an address naming nothing.
 */
export function scannedReference(
  text: string,
): { qrToken: string } | { assetId: number } | { code: string } | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) {
    let address: URL;
    try {
      address = new URL(trimmed, 'http://depot.invalid');
    } catch {
      return null;
    }
    const qr = address.searchParams.get('qr')?.trim();
    if (qr) return /^[0-9a-f-]{36}$/i.test(qr) ? { qrToken: qr.toLowerCase() } : null;
    const id = Number(address.searchParams.get('id'));
    return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? { assetId: id } : null;
  }
  return { code: trimmed.toUpperCase() };
}

/**
 * The asset a scanned text names, with the plan's line for it when the plan expects it (one
 * statement): null when it names none.
 */
async function findAsset(tx: Db, planId: number, text: string) {
  const reference = scannedReference(text);
  if (!reference) return null;
  const where =
    'qrToken' in reference
      ? eq(asset.qrToken, reference.qrToken)
      : 'assetId' in reference
        ? eq(asset.id, reference.assetId)
        : eq(asset.code, reference.code.slice(0, 32));
  const [found] = await tx
    .select({
      id: asset.id,
      code: asset.code,
      lineId: stocktakeLine.id,
      lineWarehouseId: stocktakeLine.warehouseId,
    })
    .from(asset)
    .leftJoin(
      stocktakeLine,
      and(eq(stocktakeLine.stocktakeId, planId), eq(stocktakeLine.assetId, asset.id)),
    )
    .where(where);
  return found ?? null;
}

/**
 * The plan's counters after `delta` more lines were counted (less, for a count cleared) by the
 * user `part`: their own part of the tally moves (`stocktake_tally`), so counters at work side
 * by side never wait on each other's commits; one statement, none written when nothing changed.
 */
export async function tally(tx: Db, id: number, part: number, delta: number) {
  const others = sql`coalesce((select sum(t.counted) from stocktake_tally t
    where t.stocktake_id = s.id ${delta === 0 ? sql`` : sql`and t.part <> ${part}`}), 0)`;
  const rows = await tx.execute(
    delta === 0
      ? sql`select s.line_count as lines, ${others} as counted from stocktake s where s.id = ${id}`
      : sql`with bump as (
            insert into stocktake_tally (stocktake_id, part, counted) values (${id}, ${part}, ${delta})
            on conflict (stocktake_id, part)
              do update set counted = stocktake_tally.counted + excluded.counted
            returning counted)
          select s.line_count as lines, ${others} + (select counted from bump) as counted
          from stocktake s where s.id = ${id}`,
  );
  const [row] = (rows as unknown as { rows: Array<{ lines: number; counted: number }> }).rows;
  return { lines: Number(row!.lines), counted: Number(row!.counted) };
}

/**
 * The plan `id` being counted, for one of its counters or its maker (else 404 outside the
 * caller's scope, 409 when not counting, 403 for anyone else), and whether it counts the
 * warehouse `warehouseId` (when named): one statement. Read with a key-share lock, so counters
 * work side by side, and a submit (which locks the plan for update) waits for them.
 */
export async function countingPlan(tx: Db, user: AuthUser, id: number, warehouseId?: number) {
  const [plan] = await tx
    .select({
      id: stocktake.id,
      code: stocktake.code,
      status: stocktake.status,
      blind: stocktake.blind,
      creatorId: stocktake.creatorId,
      counter: sql<boolean>`exists (select 1 from ${stocktakeCounter}
        where ${stocktakeCounter.stocktakeId} = ${stocktake.id}
          and ${stocktakeCounter.userId} = ${user.userId})`,
      counts: sql<boolean>`exists (select 1 from ${stocktakeWarehouse}
        where ${stocktakeWarehouse.stocktakeId} = ${stocktake.id}
          and ${stocktakeWarehouse.warehouseId} = ${warehouseId ?? null})`,
    })
    .from(stocktake)
    .where(and(eq(stocktake.id, id), planScope(user.scope)))
    .for('key share');
  if (!plan) throw new NotFound();
  if (plan.status !== 'counting') throw new Conflict('stocktake.notCounting', { code: plan.code });
  if (plan.creatorId !== user.userId && !plan.counter) throw new Forbidden('stocktake.notCounter');
  if (warehouseId !== undefined && !plan.counts) throw new BadRequest('stocktake.notPlanWarehouse');
  return plan;
}

/**
 * POST /ware/stocktake/:id/scan by a counter of the plan in one of its warehouses: an asset's
 * code or label counts its line (once: a second scan is a duplicate, ignored and said so; found
 * in another warehouse of the plan, it notes where); a code naming no asset is kept in the
 * unknown list; an asset the plan does not expect is kept with where the register has it. A
 * counted category's quantity replaces the line's earlier count. The plan is read with a share
 * lock, so scans run side by side and a submit waits for them.
 */
export async function scan(
  db: Db,
  user: AuthUser,
  id: number,
  body: StocktakeScan,
): Promise<StocktakeScanAnswerRecord> {
  return db.transaction(async (tx) => {
    const plan = await countingPlan(tx, user, id, body.warehouseId);
    const now = new Date();
    const log = (code: string, result: ScanResult, assetId: number | null = null) =>
      tx.insert(stocktakeScan).values({
        stocktakeId: id,
        warehouseId: body.warehouseId,
        counterId: user.userId,
        code: code.slice(0, 500),
        result,
        assetId,
        at: now,
      });
    /** The answer: the scanned line alone and the plan's counters (`delta`: lines newly counted). */
    const answer = async (
      result: ScanResult,
      code: string | null,
      lineId: number | null,
      delta = 0,
    ): Promise<StocktakeScanAnswerRecord> => {
      const head = { stocktakeId: id, blind: plan.blind, status: 'counting' as const };
      const line = lineId === null ? undefined : await readLine(tx, head, lineId);
      const stray =
        result === 'unknown' || result === 'elsewhere'
          ? ((await readStrays(tx, id, result, 1))[0] ?? null)
          : null;
      const counters = await tally(tx, id, user.userId, delta);
      return { result, code, line: line ?? null, stray, ...counters };
    };

    if (body.code === undefined) {
      // The line's earlier count, read under the row's lock: a first count adds to the counters.
      const rows = await tx.execute(sql`
        with old as (
          select id, counted from stocktake_line
          where stocktake_id = ${id} and warehouse_id = ${body.warehouseId}
            and category_id = ${body.categoryId!} and asset_id is null
          for update)
        update stocktake_line l
        set counted = ${body.quantity!}, counted_by = ${user.userId}, counted_at = ${now}
        from old where l.id = old.id
        returning l.id, old.counted is null as first`);
      const [line] = (rows as unknown as { rows: Array<{ id: string | number; first: boolean }> })
        .rows;
      if (!line) {
        const [category] = await tx
          .select({ name: assetCategory.name })
          .from(assetCategory)
          .where(eq(assetCategory.id, body.categoryId!));
        throw new BadRequest('stocktake.notCountedCategory', {
          name: category?.name ?? String(body.categoryId),
        });
      }
      await log(`#${body.categoryId}=${body.quantity}`, 'counted');
      return answer('counted', null, Number(line.id), line.first ? 1 : 0);
    }

    const found = await findAsset(tx, id, body.code);
    if (!found) {
      await log(body.code, 'unknown');
      return answer('unknown', body.code, null);
    }
    if (found.lineId !== null) {
      // One statement claims the line and logs the scan: two counters scanning the same label
      // count it once, the other's scan is logged as a duplicate.
      const elsewhere = found.lineWarehouseId === body.warehouseId ? null : body.warehouseId;
      const rows = await tx.execute(sql`
        with claimed as (
          update stocktake_line
          set counted = 1, found_warehouse_id = ${elsewhere}, counted_by = ${user.userId},
            counted_at = ${now}
          where id = ${found.lineId} and counted is null
          returning id)
        insert into stocktake_scan
          (stocktake_id, warehouse_id, counter_id, code, result, asset_id, at)
        select ${id}, ${body.warehouseId}, ${user.userId}, ${found.code},
          case when exists (select 1 from claimed) then 'counted' else 'duplicate' end,
          ${found.id}, ${now}
        returning result`);
      const [{ result }] = (rows as unknown as { rows: [{ result: 'counted' | 'duplicate' }] })
        .rows;
      return answer(result, found.code, found.lineId, result === 'counted' ? 1 : 0);
    }
    const [earlier] = await tx
      .select({ id: stocktakeScan.id })
      .from(stocktakeScan)
      .where(
        and(
          eq(stocktakeScan.stocktakeId, id),
          eq(stocktakeScan.assetId, found.id),
          eq(stocktakeScan.result, 'elsewhere'),
        ),
      )
      .limit(1);
    await log(found.code, earlier ? 'duplicate' : 'elsewhere', found.id);
    return answer(earlier ? 'duplicate' : 'elsewhere', found.code, null);
  });
}
