import type { StocktakeStatus } from '@depot/shared';
import { eq, inArray } from 'drizzle-orm';
import { auditFollow } from '../approval/follow-audit';
import { followOutcome, writeStatus } from '../approval/follow-outcome';
import { Conflict } from '../../core/errors';
import { translate } from '../../core/i18n';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler, ApprovalOutcome } from '../approval/doc-handler';
import type { MovementService } from '../warehouse/movements';
import { warehouseKeeperIds } from '../warehouse/keepers';
import { warehouse } from '../warehouse/tables';
import { differencesOf } from './differences';
import { followCountEnd, planWarehouses } from './plan-write';
import { readLines } from './plan-read';
import { readReview } from './review-read';
import { stocktake } from './tables';

const OUTCOME_STATUS: Record<ApprovalOutcome, StocktakeStatus> = {
  rejected: 'rejected',
  withdrawn: 'cancelled',
  cancelled: 'cancelled',
  // Sent back: the counters may count again, then it is submitted again.
  sentBack: 'counting',
  resubmitted: 'submitted',
};

async function lockPlanRow(tx: Db, id: number) {
  const [plan] = await tx.select().from(stocktake).where(eq(stocktake.id, id)).for('update');
  if (!plan) throw new Error(`stocktake ${id} does not exist`);
  return plan;
}

/**
 * The approval engine's handler of stocktake differences (doc-handler.ts, notices 31 and 32).
 * On final approval the gain and loss movements post through the movement service in the
 * approval's transaction: a loss the warehouse no longer has (or an asset no longer there)
 * refuses the approval (409) and nothing changes.
 */
export function stocktakeHandler(movements: MovementService): ApprovalDocHandler {
  return {
    docType: 'stocktake',

    async facts(tx, documentId) {
      const plan = await lockPlanRow(tx, documentId);
      const lines = await readLines(tx, {
        stocktakeId: documentId,
        blind: false,
        status: 'submitted',
      });
      const { losses, gains } = differencesOf(lines);
      const warehouseIds = await planWarehouses.ids(tx, documentId);
      const [first] = warehouseIds.length
        ? await tx
            .select({ enterpriseId: warehouse.enterpriseId })
            .from(warehouse)
            .where(inArray(warehouse.id, warehouseIds))
            .orderBy(warehouse.id)
            .limit(1)
        : [];
      const changed = [...losses, ...gains];
      return {
        title: translate('zh-CN', 'stocktake.title', {
          code: plan.code,
          name: plan.name,
          lines: lines.length,
          differences: new Set(
            changed.map((m) => `${m.warehouseId}:${m.categoryId}:${m.assetId ?? ''}`),
          ).size,
        }).slice(0, 200),
        amount: null,
        categoryIds: [...new Set(changed.map((m) => m.categoryId))],
        enterpriseId: first?.enterpriseId ?? null,
        custodianIds: [],
        keeperIds: await warehouseKeeperIds(tx, warehouseIds),
      };
    },

    async apply(tx, documentId, ctx) {
      const plan = await lockPlanRow(tx, documentId);
      if (plan.status !== 'submitted')
        throw new Conflict('stocktake.notSubmitted', { code: plan.code });
      const lines = await readLines(tx, {
        stocktakeId: documentId,
        blind: false,
        status: 'submitted',
      });
      const { losses, gains } = differencesOf(lines);
      const at = new Date();
      const cause = {
        source: 'stocktake' as const,
        sourceId: plan.id,
        sourceCode: plan.code,
        reason: plan.name,
        actorId: ctx.actorId,
        at,
      };
      // Losses first: an asset found in another warehouse leaves its own before it arrives.
      const posted = [
        ...(losses.length ? await movements.postMovements(tx, losses, cause) : []),
        ...(gains.length ? await movements.postMovements(tx, gains, cause) : []),
      ];
      await tx
        .update(stocktake)
        .set({ status: 'approved', postedAt: at, version: plan.version + 1, updatedAt: at })
        .where(eq(stocktake.id, documentId));
      await auditFollow(tx, ctx, {
        action: 'approve',
        entity: 'stocktake',
        entityId: documentId,
        from: plan.status,
        to: 'approved',
        more: { movementIds: posted.map((p) => p.movementId) },
      });
    },

    onOutcome: followOutcome({
      entity: 'stocktake',
      statuses: OUTCOME_STATUS,
      lock: lockPlanRow,
      async write(tx, plan, status) {
        await writeStatus(tx, stocktake, plan, status);
        await followCountEnd(tx, plan.id, status);
      },
    }),

    detail: async (tx, documentId) => readReview(tx, documentId),
  };
}
