import { specialOrderCreateBody, type WareOrderKind, type WareOrderStatus } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { auditFollow } from '../approval/follow-audit';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset } from '../../db/schema/asset';
import { store } from '../../db/schema/org';
import type {
  ApprovalContext,
  ApprovalDocFacts,
  ApprovalDocHandler,
  ApprovalOutcome,
} from '../approval/doc-handler';
import { storeKeeperIds } from '../asset-doc/keepers';
import { readAssets, readOrder } from './order-read';
import { orderAssets } from './order-create';
import { wareOrder } from './tables';
import { addEvent } from './timeline';

/** A kind as the approval centre's title names it (titles are in Chinese, as notices are). */
const KIND: Record<WareOrderKind, string> = { deliver: '配送', install: '安装', collect: '回收' };

const unique = (ids: readonly (number | null)[]) => [
  ...new Set(ids.filter((id): id is number => id !== null)),
];

/**
 * What a flow template reads of a special order: the title (code, kind, store, reason), its
 * assets' categories and custodians, the store's enterprise and keepers.
 */
async function factsOf(
  tx: Db,
  order: { code: string; kind: WareOrderKind; storeId: number; reason: string },
  assetIds: readonly number[],
): Promise<ApprovalDocFacts> {
  const [where] = await tx
    .select({ name: store.name, enterpriseId: store.enterpriseId })
    .from(store)
    .where(eq(store.id, order.storeId));
  const assets = assetIds.length
    ? await tx
        .select({ categoryId: asset.categoryId, custodianId: asset.custodianId })
        .from(asset)
        .where(inIntArray(asset.id, assetIds))
    : [];
  return {
    title: `${order.code} ${KIND[order.kind]} ${where?.name ?? ''} ${order.reason}`.slice(0, 200),
    amount: null,
    categoryIds: unique(assets.map((a) => a.categoryId)),
    enterpriseId: where?.enterpriseId ?? null,
    custodianIds: unique(assets.map((a) => a.custodianId)),
    keeperIds: await storeKeeperIds(tx, [order.storeId]),
  };
}

async function lockSpecial(tx: Db, orderId: number) {
  const [row] = await tx.select().from(wareOrder).where(eq(wareOrder.id, orderId)).for('update');
  if (!row || row.type !== 'special')
    throw new Error(`special work order ${orderId} does not exist`);
  return row;
}

/** Moves a special order to `status` because of its approval, on its timeline and audited. */
async function follow(
  tx: Db,
  orderId: number,
  status: WareOrderStatus,
  event: string,
  ctx: ApprovalContext,
): Promise<void> {
  const order = await lockSpecial(tx, orderId);
  const now = new Date();
  await tx
    .update(wareOrder)
    .set({ status, version: order.version + 1, updatedAt: now })
    .where(eq(wareOrder.id, orderId));
  await addEvent(tx, {
    orderId,
    action: event,
    from: order.status,
    to: status,
    userId: ctx.actorId,
    at: now,
  });
  await auditFollow(tx, ctx, {
    action: event,
    entity: 'ware_order',
    entityId: orderId,
    from: order.status,
    to: status,
  });
}

const OUTCOME: Record<ApprovalOutcome, WareOrderStatus> = {
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  // An order whose request an administrator cancelled is withdrawn: it never becomes workable.
  cancelled: 'withdrawn',
  sentBack: 'sentBack',
  resubmitted: 'approving',
};

/**
 * The approval engine's handler of special work orders (doc-handler.ts): on approval the order
 * becomes pending (workable: the work order's transitions from there); rejected or withdrawn it
 * never does.
 */
export const specialOrderHandler: ApprovalDocHandler = {
  docType: 'specialOrder',
  async facts(tx, documentId) {
    const order = await lockSpecial(tx, documentId);
    const assetIds = await orderAssets.ids(tx, documentId);
    return factsOf(tx, { ...order, reason: order.reason ?? '' }, assetIds);
  },
  async previewFacts(tx, payload) {
    const body = specialOrderCreateBody.parse(payload);
    return factsOf(tx, { ...body, code: 'SWO…' }, body.assetIds);
  },
  async apply(tx, documentId, ctx) {
    const order = await lockSpecial(tx, documentId);
    if (order.status !== 'approving') {
      throw new Conflict('wareOrder.notApproving', {
        code: order.code,
        status: [{ key: `wareOrder.status.${order.status}` }],
      });
    }
    await follow(tx, documentId, 'pending', 'approved', ctx);
  },
  async onOutcome(tx, documentId, outcome, ctx) {
    await follow(tx, documentId, OUTCOME[outcome], outcome, ctx);
  },
  async detail(tx, documentId) {
    return { ...(await readOrder(tx, documentId)), assets: await readAssets(tx, documentId) };
  },
};
