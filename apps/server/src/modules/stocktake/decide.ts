import type { StocktakeDecisionBody, StocktakeLineRecord } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { readLine } from './plan-read';
import { countingPlan } from './scan';
import { tally } from './tally';
import { stocktakeLine } from './tables';

/**
 * POST /ware/stocktake/:id/lines/:lineId/decision by a counter of the plan while it is counted:
 * what to do with a line whose stock moved during the count. `recount` clears its count (the
 * line is counted again), `book` takes the book as it is now (nothing posts for it), `count`
 * keeps the count (the stock becomes what was counted). Recorded with who and when, audited;
 * a line that did not move is a 409, another plan's line a 404.
 */
export async function decideLine(
  db: Db,
  user: AuthUser,
  id: number,
  lineId: number,
  body: StocktakeDecisionBody,
): Promise<StocktakeLineRecord> {
  return db.transaction(async (tx) => {
    const plan = await countingPlan(tx, user, id);
    // A blind plan's answer hides the book, as its page does.
    const head = { stocktakeId: id, blind: plan.blind, status: 'counting' as const };
    const line = await readLine(tx, head, lineId);
    if (!line) throw new NotFound();
    if (line.moved === 0) throw new Conflict('stocktake.notMoved', { code: plan.code });
    const now = new Date();
    await tx
      .update(stocktakeLine)
      .set({
        decision: body.decision,
        decidedBy: user.userId,
        decidedAt: now,
        ...(body.decision === 'recount'
          ? { counted: null, foundWarehouseId: null, countedBy: null, countedAt: null }
          : {}),
      })
      .where(and(eq(stocktakeLine.id, lineId), eq(stocktakeLine.stocktakeId, id)));
    await recordAudit(tx, {
      actor: user,
      action: 'decide',
      entity: 'stocktake',
      entityId: id,
      before: { lineId, counted: line.counted, decision: line.decision?.choice ?? null },
      after: { lineId, decision: body.decision, moved: line.moved },
    });
    const after = await readLine(tx, head, lineId);
    // A recount takes the line out of the counted ones.
    if (body.decision === 'recount' && line.counted !== null) await tally(tx, id, user.userId, -1);
    return after!;
  });
}
