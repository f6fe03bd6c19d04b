import { warehouseInCreateBody, type WarehouseInSource } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { PREVIEW_CHOICES } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { DOC_OUTCOME_STATUS, followOutcome, writeStatus } from '../approval/follow-outcome';
import { anyColumnContains } from '../../core/pagination';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset } from '../../db/schema/asset';
import type { ApprovalDocFacts, ApprovalDocHandler } from '../approval/doc-handler';
import { readWarehouseIn } from './in-read';
import { checkAssets, inAssets } from './in-write';
import type { MovementLine, MovementService } from './movements';
import { warehouse, warehouseIn, warehouseInAsset, warehouseInLine } from './tables';
import { warehouseKeeperIds } from './keepers';

const SOURCE_WORDS: Record<WarehouseInSource, string> = {
  purchase: '采购入库',
  storeReturn: '门店退回',
  other: '其他入库',
};

/** The facts a flow template reads: title, amount, categories, enterprise, the warehouse's keepers. */
async function factsOf(
  tx: Db,
  doc: { code: string; warehouseId: number; source: WarehouseInSource; totalAmount: string },
  categoryIds: number[],
): Promise<ApprovalDocFacts> {
  const [w] = await tx
    .select({ name: warehouse.name, enterpriseId: warehouse.enterpriseId })
    .from(warehouse)
    .where(eq(warehouse.id, doc.warehouseId));
  return {
    title: `${doc.code} ${SOURCE_WORDS[doc.source]} → ${w?.name ?? ''}`.slice(0, 200),
    amount: doc.totalAmount,
    categoryIds: [...new Set(categoryIds)],
    enterpriseId: w?.enterpriseId ?? null,
    custodianIds: [],
    keeperIds: await warehouseKeeperIds(tx, [doc.warehouseId]),
  };
}

async function categoriesOf(tx: Db, docId: number): Promise<number[]> {
  const lines = await tx
    .select({ id: warehouseInLine.categoryId })
    .from(warehouseInLine)
    .where(eq(warehouseInLine.warehouseInId, docId));
  const assets = await tx
    .select({ id: asset.categoryId })
    .from(warehouseInAsset)
    .innerJoin(asset, eq(asset.id, warehouseInAsset.assetId))
    .where(eq(warehouseInAsset.warehouseInId, docId));
  return [...lines, ...assets].map((r) => r.id);
}

async function lockDoc(tx: Db, docId: number) {
  const [doc] = await tx.select().from(warehouseIn).where(eq(warehouseIn.id, docId)).for('update');
  if (!doc) throw new Error(`warehouse-in ${docId} does not exist`);
  return doc;
}

/**
 * The approval engine's handler of warehouse-ins (doc-handler.ts). On final approval the
 * counted lines come in (purchase-in for a purchase receipt, in otherwise) and the assets are
 * located in the warehouse, through the movement service in the approval's transaction: an
 * asset no longer idle, or already there, refuses the approval (409) and nothing changes.
 */
export function warehouseInHandler(movements: MovementService): ApprovalDocHandler {
  return {
    docType: 'warehouseIn',

    async facts(tx, documentId) {
      const [doc] = await tx.select().from(warehouseIn).where(eq(warehouseIn.id, documentId));
      if (!doc) throw new Error(`warehouse-in ${documentId} does not exist`);
      return factsOf(
        tx,
        { ...doc, source: doc.source as WarehouseInSource },
        await categoriesOf(tx, documentId),
      );
    },

    async previewChoices(tx, q) {
      const rows = await tx
        .select({ id: warehouse.id, name: warehouse.name, code: warehouse.code })
        .from(warehouse)
        .where(
          and(eq(warehouse.enabled, true), anyColumnContains([warehouse.name, warehouse.code], q)),
        )
        .orderBy(asc(warehouse.code), asc(warehouse.id))
        .limit(PREVIEW_CHOICES);
      return rows.map((w) => ({ id: w.id, label: `${w.name} (${w.code})` }));
    },

    async previewFacts(tx, payload) {
      const body = warehouseInCreateBody.parse(payload);
      const assets = body.assetIds.length
        ? await tx
            .select({ id: asset.categoryId, price: asset.price })
            .from(asset)
            .where(inIntArray(asset.id, body.assetIds))
        : [];
      const total = body.lines.reduce((s, l) => s + l.quantity * Number(l.unitPrice), 0);
      return factsOf(
        tx,
        {
          code: 'RK…',
          warehouseId: body.warehouseId,
          source: body.source,
          totalAmount: (total + assets.reduce((s, a) => s + Number(a.price ?? 0), 0)).toFixed(2),
        },
        [...body.lines.map((l) => l.categoryId), ...assets.map((a) => a.id)],
      );
    },

    async apply(tx, documentId, ctx) {
      const doc = await lockDoc(tx, documentId);
      if (doc.status !== 'pending')
        throw new Conflict('warehouse.in.notPending', { code: doc.code });
      const kind: MovementLine['kind'] = doc.source === 'purchase' ? 'purchaseIn' : 'in';
      const lines = await tx
        .select()
        .from(warehouseInLine)
        .where(eq(warehouseInLine.warehouseInId, documentId));
      const assetIds = await inAssets.ids(tx, documentId);
      const assets = await checkAssets(tx, doc.warehouseId, assetIds);
      const at = new Date();
      await movements.postMovements(
        tx,
        [
          ...lines.map((l) => ({
            warehouseId: doc.warehouseId,
            kind,
            categoryId: l.categoryId,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
          })),
          ...assets.map((a) => ({
            warehouseId: doc.warehouseId,
            kind,
            categoryId: a.categoryId,
            quantity: 1,
            assetId: a.id,
            unitPrice: a.price,
          })),
        ],
        { source: 'warehouseIn', sourceId: doc.id, sourceCode: doc.code, actorId: ctx.actorId, at },
      );
      await tx
        .update(warehouseIn)
        .set({ status: 'done', postedAt: at, version: doc.version + 1, updatedAt: at })
        .where(eq(warehouseIn.id, documentId));
      await tx
        .update(warehouseInAsset)
        .set({ open: false })
        .where(eq(warehouseInAsset.warehouseInId, documentId));
      await auditFollow(tx, ctx, {
        action: 'approve',
        entity: 'warehouse-in',
        entityId: documentId,
        from: doc.status,
        to: 'done',
      });
    },

    onOutcome: followOutcome({
      entity: 'warehouse-in',
      statuses: DOC_OUTCOME_STATUS,
      lock: lockDoc,
      async write(tx, doc, status) {
        await writeStatus(tx, warehouseIn, doc, status);
        // Sent back, it keeps its assets; ended, it lets them go.
        if (status === 'rejected' || status === 'withdrawn') {
          await tx
            .update(warehouseInAsset)
            .set({ open: false })
            .where(eq(warehouseInAsset.warehouseInId, doc.id));
        }
      },
    }),

    detail: async (tx, documentId) => readWarehouseIn(tx, documentId),
  };
}
