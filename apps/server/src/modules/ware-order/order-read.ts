import type {
  AssetStatus,
  WareOrderDetailRecord,
  WareOrderRecord,
  WareOrderType,
} from '@depot/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { asset } from '../../db/schema/asset';
import { assetDoc } from '../../db/schema/asset-doc';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { wareOrder, wareOrderAsset } from './tables';
import { readEvents } from './timeline';
import { outer } from '../../core/outer-column';

const worker = alias(appUser, 'worker');
const maker = alias(appUser, 'maker');

const columns = {
  orderId: wareOrder.id,
  type: wareOrder.type,
  code: wareOrder.code,
  kind: wareOrder.kind,
  status: wareOrder.status,
  urgency: wareOrder.urgency,
  reason: wareOrder.reason,
  storeId: wareOrder.storeId,
  storeName: store.name,
  address: wareOrder.address,
  contactName: wareOrder.contactName,
  contactPhone: wareOrder.contactPhone,
  plannedDate: wareOrder.plannedDate,
  remark: wareOrder.remark,
  sourceDocId: assetDoc.id,
  sourceCode: assetDoc.code,
  sourceType: assetDoc.docType,
  workerId: worker.id,
  workerName: worker.nickname,
  makerId: maker.id,
  makerName: maker.nickname,
  assetCount: sql<number>`(select count(*)::int from ${wareOrderAsset} where ${wareOrderAsset.orderId} = ${outer(wareOrder.id)})`,
  photoCount: sql<number>`cardinality(${wareOrder.photos})`,
  receiverName: wareOrder.receiverName,
  signed: sql<boolean>`${wareOrder.signatureFileId} is not null`,
  cancelReason: wareOrder.cancelReason,
  requestId: wareOrder.requestId,
  createdAt: wareOrder.createdAt,
  assignedAt: wareOrder.assignedAt,
  startedAt: wareOrder.startedAt,
  finishedAt: wareOrder.finishedAt,
  cancelledAt: wareOrder.cancelledAt,
  version: wareOrder.version,
};

/** Orders with their store, worker, maker and source document (filter with `.where`). */
export function selectOrders(tx: Db) {
  return tx
    .select(columns)
    .from(wareOrder)
    .innerJoin(store, eq(store.id, wareOrder.storeId))
    .leftJoin(assetDoc, eq(assetDoc.id, wareOrder.sourceDocId))
    .leftJoin(worker, eq(worker.id, wareOrder.workerId))
    .leftJoin(maker, eq(maker.id, wareOrder.createdBy))
    .$dynamic();
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export function toRecord(row: OrderRow): WareOrderRecord {
  const { sourceDocId, sourceCode, sourceType, workerId, workerName, makerId, makerName, ...rest } =
    row;
  return {
    ...rest,
    sourceDoc:
      sourceDocId === null || sourceCode === null || sourceType === null
        ? null
        : { docId: sourceDocId, code: sourceCode, docType: sourceType },
    worker: workerId === null ? null : { userId: workerId, nickname: workerName ?? '' },
    createdBy: makerId === null ? null : { userId: makerId, nickname: makerName ?? '' },
  };
}

/** One order as the list shows it (the caller checked its scope). */
export async function readOrder(tx: Db, orderId: number): Promise<WareOrderRecord> {
  const [row] = await selectOrders(tx).where(eq(wareOrder.id, orderId));
  if (!row) throw new NotFound('wareOrder.notFound');
  return toRecord(row);
}

/** The assets of an order, by code. */
export async function readAssets(tx: Db, orderId: number) {
  const rows = await tx
    .select({
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      model: asset.model,
      status: asset.status,
    })
    .from(wareOrderAsset)
    .innerJoin(asset, eq(asset.id, wareOrderAsset.assetId))
    .where(eq(wareOrderAsset.orderId, orderId))
    .orderBy(asc(asset.code));
  // The asset table's check constraint allows only ASSET_STATUSES.
  return rows.map((r) => ({ ...r, status: r.status as AssetStatus }));
}

/** A special order's request as its page shows it (the approval engine reads it). */
export type ApprovalOf = (tx: Db, orderId: number) => Promise<WareOrderDetailRecord['approval']>;

/** One order with its assets, photos, timeline and (a special order's) approval. */
export async function readDetail(
  tx: Db,
  type: WareOrderType,
  orderId: number,
  approvalOf: ApprovalOf,
): Promise<WareOrderDetailRecord> {
  const order = await readOrder(tx, orderId);
  const [photos] = await tx
    .select({ photos: wareOrder.photos })
    .from(wareOrder)
    .where(eq(wareOrder.id, orderId));
  return {
    ...order,
    assets: await readAssets(tx, orderId),
    photos: photos!.photos,
    timeline: await readEvents(tx, orderId),
    approval: type === 'special' ? await approvalOf(tx, orderId) : null,
  };
}
