import type { ScanResult, StocktakeScan, StocktakeScanAnswerRecord } from '@depot/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
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

async function findAsset(tx: Db, text: string) {
  const reference = scannedReference(text);
  if (!reference) return null;
  const where =
    'qrToken' in reference
      ? eq(asset.qrToken, reference.qrToken)
      : 'assetId' in reference
        ? eq(asset.id, reference.assetId)
        : eq(asset.code, reference.code.slice(0, 32));
  const [found] = await tx.select({ id: asset.id, code: asset.code }).from(asset).where(where);
  return found ?? null;
}

/**
 * The plan's counters after `delta` more lines were counted (less, for a count cleared): one
 * statement on the plan row, taken last in the transaction so counters wait on each other only
 * that long; none when nothing changed.
 */
export async function tally(tx: Db, id: number, delta: number) {
  const rows = await tx.execute(
    delta === 0
      ? sql`select line_count as lines, counted_count as counted from stocktake where id = ${id}`
      : sql`update stocktake set counted_count = counted_count + ${delta} where id = ${id}
          returning line_count as lines, counted_count as counted`,
  );
  const [row] = (rows as unknown as { rows: Array<{ lines: number; counted: number }> }).rows;
  return { lines: Number(row!.lines), counted: Number(row!.counted) };
}

/**
 * The plan `id` being counted, for one of its counters or its maker (else 404 outside the
 * caller's scope, 409 when not counting, 403 for anyone else). Read with a key-share lock, so
 * counters work side by side, each may then move the plan's counters (`tally`), and a submit
 * (which locks the plan for update) waits for them.
 */
export async function countingPlan(tx: Db, user: AuthUser, id: number) {
  const [plan] = await tx
    .select({
      id: stocktake.id,
      code: stocktake.code,
      status: stocktake.status,
      blind: stocktake.blind,
      creatorId: stocktake.creatorId,
    })
    .from(stocktake)
    .where(and(eq(stocktake.id, id), planScope(user.scope)))
    .for('key share');
  if (!plan) throw new NotFound();
  if (plan.status !== 'counting') throw new Conflict('stocktake.notCounting', { code: plan.code });
  if (plan.creatorId !== user.userId) {
    const [counter] = await tx
      .select({ id: stocktakeCounter.userId })
      .from(stocktakeCounter)
      .where(and(eq(stocktakeCounter.stocktakeId, id), eq(stocktakeCounter.userId, user.userId)));
    if (!counter) throw new Forbidden('stocktake.notCounter');
  }
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
    const plan = await countingPlan(tx, user, id);
    const [here] = await tx
      .select({ id: stocktakeWarehouse.warehouseId })
      .from(stocktakeWarehouse)
      .where(
        and(
          eq(stocktakeWarehouse.stocktakeId, id),
          eq(stocktakeWarehouse.warehouseId, body.warehouseId),
        ),
      );
    if (!here) throw new BadRequest('stocktake.notPlanWarehouse');
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
      // Last: a count taken holds the plan row only until the transaction ends.
      const counters = await tally(tx, id, delta);
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

    const found = await findAsset(tx, body.code);
    if (!found) {
      await log(body.code, 'unknown');
      return answer('unknown', body.code, null);
    }
    const [expected] = await tx
      .select({ id: stocktakeLine.id, warehouseId: stocktakeLine.warehouseId })
      .from(stocktakeLine)
      .where(and(eq(stocktakeLine.stocktakeId, id), eq(stocktakeLine.assetId, found.id)));
    if (expected) {
      // One statement claims the line: two counters scanning the same label count it once.
      const [claimed] = await tx
        .update(stocktakeLine)
        .set({
          counted: 1,
          foundWarehouseId: expected.warehouseId === body.warehouseId ? null : body.warehouseId,
          countedBy: user.userId,
          countedAt: now,
        })
        .where(and(eq(stocktakeLine.id, expected.id), isNull(stocktakeLine.counted)))
        .returning({ id: stocktakeLine.id });
      await log(found.code, claimed ? 'counted' : 'duplicate', found.id);
      return answer(claimed ? 'counted' : 'duplicate', found.code, expected.id, claimed ? 1 : 0);
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
