import type { StocktakeScanAnswerRecord } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { statementsByKey } from '../../db/named-statement';
import { lineRecord, planScope, readLine, writtenLine, type LineRow } from './plan-read';
import { assetAndLine, foundAsset, type FoundAsset, type ScannedReference } from './scan-reference';
import { countersOf, placeholder, tallied, type Counters } from './tally';

/** A plan as countingFacts reads it: whether the caller may count it (in that warehouse). */
export interface CountingPlan {
  id: number;
  code: string;
  blind: boolean;
  status: string;
  creatorId: number;
  counter: boolean;
  counts: boolean;
}

/** The plan `plan` for a scan by `user`, or the refusal countingPlan describes. */
export function checkCounting(
  plan: CountingPlan | undefined,
  user: AuthUser,
  warehouseId?: number,
): CountingPlan {
  if (!plan) throw new NotFound();
  if (plan.status !== 'counting') throw new Conflict('stocktake.notCounting', { code: plan.code });
  if (plan.creatorId !== user.userId && !plan.counter) throw new Forbidden('stocktake.notCounter');
  if (warehouseId !== undefined && !plan.counts) throw new BadRequest('stocktake.notPlanWarehouse');
  return plan;
}

/**
 * The plan `id` with what checkCounting asks of it for the user `part` in the warehouse
 * `warehouse` (placeholders), in the user's scope (else no row), read with a key-share lock:
 * counters work side by side, and a submit (which locks the plan for update) waits for them.
 */
export const countingFacts = (user: AuthUser) => sql`select stocktake.id, stocktake.code,
    stocktake.status, stocktake.blind, stocktake.creator_id as "creatorId",
    exists (select 1 from stocktake_counter k
      where k.stocktake_id = stocktake.id and k.user_id = ${placeholder('part')}) as counter,
    exists (select 1 from stocktake_warehouse w
      where w.stocktake_id = stocktake.id and w.warehouse_id = ${placeholder('warehouse')}) as counts
  from stocktake
  where stocktake.id = ${placeholder('id')} and ${planScope(user.scope) ?? sql`true`}
  for key share`;

type ClaimRow = Counters & {
  plan: CountingPlan | null;
  line: LineRow | null;
  found: (Omit<FoundAsset, 'lineId'> & { lineId: string | number | null }) | null;
  result: 'counted' | 'duplicate' | null;
};

/** The caller may count the plan in the warehouse named (what checkCounting asks). */
const mayCount = sql`p.status = 'counting' and (p."creatorId" = ${placeholder('part')} or p.counter)
  and p.counts`;

/**
 * The scan of an asset the plan expects, as one statement (issue #18: a scan's round trips
 * were most of its time): the plan read under a key-share lock (so a submit, which locks it
 * for update, waits for it), the asset and its line, the line claimed when no one counted it
 * yet, the scan logged (`counted` or `duplicate`), the counter's tally moved with the claim,
 * and the line counted read for the answer (a second round trip per scan, with its statement,
 * was a seventh of a scan's time in the server and the database under the bench's load).
 * Two counters scanning the same label count it once; the other's scan is a duplicate. It
 * writes only when the caller may count the plan in that warehouse (else the refusal
 * countingPlan gives) and the plan expects the asset: otherwise it writes nothing and answers
 * null, for the scan's general path (an unknown code, an asset the plan does not expect).
 */
export async function claimScanned(
  db: Db,
  user: AuthUser,
  id: number,
  warehouseId: number,
  reference: ScannedReference,
): Promise<StocktakeScanAnswerRecord | null> {
  const [row] = await claims<ClaimRow>(
    db,
    `${reference.kind} ${JSON.stringify(user.scope)}`,
    () => claimStatement(user, reference.kind),
    {
      id,
      part: user.userId,
      delta: 1,
      warehouse: warehouseId,
      ref: reference.value,
      now: new Date(),
    },
  );
  const plan = checkCounting(row?.plan ?? undefined, user, warehouseId);
  const found = row!.found ? foundAsset(row!.found) : null;
  if (!found || found.lineId === null || !row!.result) return null;
  const head = { stocktakeId: id, blind: plan.blind, status: 'counting' as const };
  // The line counted now is in the answer; a duplicate's is read after the commit, with the
  // count that made it one (a claim committed meanwhile is not in this statement's snapshot).
  const line = row!.line ? lineRecord(row!.line, head) : await readLine(db, head, found.lineId);
  return {
    result: row!.result,
    code: found.code,
    line: line ?? null,
    stray: null,
    ...countersOf(row),
  };
}

/** The claim's statements, built once per kind of reference and data scope. */
const claims = statementsByKey('stocktake_scan_claim');

/** The claim of an asset named as `kind` says by a counter of `user`'s scope. */
function claimStatement(user: AuthUser, kind: ScannedReference['kind']) {
  return tallied(
    sql`exists (select 1 from claimed)`,
    sql`plan as (${countingFacts(user)}),
    found as (${assetAndLine(placeholder('id'), kind, placeholder('ref'))}),
    claimed as (
      update stocktake_line l
      set counted = 1, counted_by = ${placeholder('part')}, counted_at = ${placeholder('now')},
        found_warehouse_id = case when f."lineWarehouseId" = ${placeholder('warehouse')}
          then null else ${placeholder('warehouse')}::int end
      from found f
      where l.id = f."lineId" and l.counted is null
        and exists (select 1 from plan p where ${mayCount})
      returning l.id, l.stocktake_id, l.warehouse_id, l.category_id, l.asset_id, l.book,
        l.counted, l.found_warehouse_id, l.decision, l.decided_at, l.decided_by),
    logged as (
      insert into stocktake_scan
        (stocktake_id, warehouse_id, counter_id, code, result, asset_id, at)
      select ${placeholder('id')}, ${placeholder('warehouse')}, ${placeholder('part')}, f.code,
        case when exists (select 1 from claimed) then 'counted' else 'duplicate' end,
        f.id, ${placeholder('now')}
      from found f
      where f."lineId" is not null and exists (select 1 from plan p where ${mayCount})
      returning result),`,
    sql`, (select row_to_json(p) from plan p) as plan, (select row_to_json(f) from found f) as found,
      (select result from logged) as result, ${writtenLine(sql`claimed`)}`,
  );
}
