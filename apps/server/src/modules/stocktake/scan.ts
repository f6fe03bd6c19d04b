import type { ScanResult, StocktakeScan, StocktakeScanAnswerRecord } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { statementsByKey } from '../../db/named-statement';
import { assetCategory } from '../../db/schema/asset';
import { readLine, readStrays } from './plan-read';
import { checkCounting, claimScanned, countingFacts, type CountingPlan } from './scan-claim';
import { findAsset, scannedReference } from './scan-reference';
import { stocktakeScan } from './tables';
import { tally, type Counters } from './tally';

/** countingFacts' statements, built once per data scope. */
const countingPlans = statementsByKey('stocktake_counting_plan');

/**
 * The plan `id` being counted, for one of its counters or its maker (else 404 outside the
 * caller's scope, 409 when not counting, 403 for anyone else), and whether it counts the
 * warehouse `warehouseId` (when named): one statement. Read with a key-share lock, so counters
 * work side by side, and a submit (which locks the plan for update) waits for them.
 */
export async function countingPlan(
  tx: Db,
  user: AuthUser,
  id: number,
  warehouseId?: number,
): Promise<CountingPlan> {
  const [plan] = await countingPlans<CountingPlan>(
    tx,
    JSON.stringify(user.scope),
    () => countingFacts(user),
    { id, part: user.userId, warehouse: warehouseId ?? null },
  );
  return checkCounting(plan, user, warehouseId);
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
  const reference = body.code === undefined ? null : scannedReference(body.code);
  if (reference) {
    // The plan expects most of what is scanned: one statement counts it.
    const claimed = await claimScanned(db, user, id, body.warehouseId, reference);
    if (claimed) return claimed;
  }
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
    /** The answer: the scanned line alone and the plan's counters (read now when not given). */
    const answer = async (
      result: ScanResult,
      code: string | null,
      lineId: number | null,
      counted?: Counters,
    ): Promise<StocktakeScanAnswerRecord> => {
      const head = { stocktakeId: id, blind: plan.blind, status: 'counting' as const };
      const line = lineId === null ? undefined : await readLine(tx, head, lineId);
      const stray =
        result === 'unknown' || result === 'elsewhere'
          ? ((await readStrays(tx, id, result, 1))[0] ?? null)
          : null;
      const counters = counted ?? (await tally(tx, id, user.userId, 0));
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
      const counters = await tally(tx, id, user.userId, line.first ? 1 : 0);
      return answer('counted', null, Number(line.id), counters);
    }

    const found = reference && (await findAsset(tx, id, reference));
    if (!found) {
      await log(body.code, 'unknown');
      return answer('unknown', body.code, null);
    }
    // A plan's lines are made at its start, so the asset has none here (claimScanned above
    // would have counted it); were one made meanwhile, the claim counts it all the same.
    if (found.lineId !== null) {
      return (await claimScanned(tx, user, id, body.warehouseId, reference))!;
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
