import {
  WARE_ORDER_SOURCE_KIND,
  WARE_ORDER_SOURCE_TYPES,
  type SpecialOrderCreate,
  type WareOrderDraft,
  type WareOrderKind,
  type WareOrderSourceType,
  type WareOrderStatus,
  type WareOrderType,
  type WorkOrderCreate,
} from '@depot/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import type { DataScope } from '../../core/data-scope';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { linkTable } from '../../core/link-table';
import { openStores } from '../../core/open-stores';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset } from '../../db/schema/asset';
import { assetDoc, assetDocItem } from '../../db/schema/asset-doc';
import { store } from '../../db/schema/org';
import { assetScope } from '../asset/asset-query';
import { docScope } from '../asset-doc/doc-read';
import { allocateOrderCode } from './codes';
import { wareOrder, wareOrderAsset } from './tables';
import { addEvent } from './timeline';

/** An order's assets, as a set of ids. */
export const orderAssets = linkTable(wareOrderAsset, 'orderId', 'assetId');

/** The store's address; 400 unless the store exists and `scope` may make orders for it. */
export async function checkStore(tx: Db, scope: DataScope, storeId: number) {
  const [row] = await tx
    .select({ address: store.address })
    .from(store)
    .where(and(eq(store.id, storeId), openStores(scope)));
  if (!row) throw new BadRequest('wareOrder.unknownStore');
  return row.address;
}

/** 400 naming the ids that are not assets `scope` sees. */
export async function checkAssets(tx: Db, scope: DataScope, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: asset.id })
    .from(asset)
    .where(and(inIntArray(asset.id, ids), assetScope(scope)));
  const found = new Set(rows.map((r) => r.id));
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length) throw new BadRequest('wareOrder.unknownAssets', { ids: missing.join(', ') });
}

const isSourceType = (type: string): type is WareOrderSourceType =>
  (WARE_ORDER_SOURCE_TYPES as readonly string[]).includes(type);

/**
 * What an approved pick-up, transfer or return suggests for its work order: the kind, the store
 * (where a transfer or return takes the assets, else where they stand), its address and assets.
 * The document must be one the caller sees (else 400, as for one that does not exist), of those
 * types, approved (done or awaiting its signature), and not have an open work order already
 * (409 naming it).
 */
export async function draftFromDoc(tx: Db, user: AuthUser, docId: number): Promise<WareOrderDraft> {
  const [doc] = await tx
    .select({
      id: assetDoc.id,
      code: assetDoc.code,
      docType: assetDoc.docType,
      status: assetDoc.status,
      storeId: assetDoc.storeId,
    })
    .from(assetDoc)
    .where(and(eq(assetDoc.id, docId), docScope(user.scope)));
  if (!doc) throw new BadRequest('wareOrder.sourceNotFound');
  if (!isSourceType(doc.docType)) {
    throw new BadRequest('wareOrder.sourceType', {
      type: [{ key: `approval.docType.${doc.docType}` }],
    });
  }
  if (doc.status !== 'done' && doc.status !== 'awaitingSignature') {
    throw new Conflict('wareOrder.sourceNotApproved', { code: doc.code });
  }
  const [taken] = await tx
    .select({ code: wareOrder.code })
    .from(wareOrder)
    .where(and(eq(wareOrder.sourceDocId, doc.id), ne(wareOrder.status, 'cancelled')));
  if (taken) throw new Conflict('wareOrder.sourceTaken', { code: doc.code, order: taken.code });
  const items = await tx
    .select({
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      model: asset.model,
      status: asset.status,
      storeId: asset.storeId,
    })
    .from(assetDocItem)
    .innerJoin(asset, eq(asset.id, assetDocItem.assetId))
    .where(eq(assetDocItem.docId, doc.id))
    .orderBy(asc(asset.code));
  const storeId = doc.storeId ?? items.find((i) => i.storeId !== null)?.storeId ?? null;
  if (storeId === null) throw new BadRequest('wareOrder.sourceNoStore', { code: doc.code });
  const [where] = await tx
    .select({ address: store.address })
    .from(store)
    .where(eq(store.id, storeId));
  return {
    sourceDocId: doc.id,
    sourceCode: doc.code,
    kind: WARE_ORDER_SOURCE_KIND[doc.docType],
    storeId,
    address: where?.address ?? null,
    assets: items.map(({ storeId: _storeId, ...item }) => ({
      ...item,
      status: item.status as WareOrderDraft['assets'][number]['status'],
    })),
  };
}

interface NewOrder {
  type: WareOrderType;
  status: WareOrderStatus;
  kind: WareOrderKind;
  storeId: number;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  plannedDate: string | null;
  remark: string | null;
  assetIds: readonly number[];
  sourceDocId?: number | null;
  urgency?: SpecialOrderCreate['urgency'] | null;
  reason?: string | null;
}

/** Writes a new order with its assets, its first timeline entry and its audit row. */
async function insertOrder(tx: Db, user: AuthUser, order: NewOrder, now: Date): Promise<number> {
  const { assetIds, ...fields } = order;
  const [row] = await tx
    .insert(wareOrder)
    .values({
      ...fields,
      code: await allocateOrderCode(tx, order.type, now),
      createdBy: user.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const ids = [...new Set(assetIds)];
  await orderAssets.replace(tx, row!.id, ids);
  await addEvent(tx, {
    orderId: row!.id,
    action: 'create',
    to: order.status,
    userId: user.userId,
    at: now,
  });
  await recordAudit(tx, {
    actor: user,
    action: 'create',
    entity: 'ware_order',
    entityId: row!.id,
    after: { ...row, assetIds: ids },
  });
  return row!.id;
}

/**
 * A work order, pending: by hand (the store and the assets in the caller's scope), or from an
 * approved asset document (its assets, all of them when none are named; a 400 for any other).
 */
export async function createWorkOrder(
  tx: Db,
  user: AuthUser,
  body: WorkOrderCreate,
): Promise<number> {
  const now = new Date();
  const storeAddress = await checkStore(tx, user.scope, body.storeId);
  let assetIds: readonly number[] = body.assetIds;
  if (body.sourceDocId !== null) {
    const draft = await draftFromDoc(tx, user, body.sourceDocId);
    const held = new Set(draft.assets.map((a) => a.assetId));
    const foreign = assetIds.filter((id) => !held.has(id));
    if (foreign.length) {
      throw new BadRequest('wareOrder.unknownAssets', { ids: foreign.join(', ') });
    }
    if (!assetIds.length) assetIds = [...held];
  } else {
    await checkAssets(tx, user.scope, assetIds);
  }
  return insertOrder(
    tx,
    user,
    { ...body, type: 'work', status: 'pending', address: body.address ?? storeAddress, assetIds },
    now,
  );
}

/** A special order, in approval (the caller submits it in the same transaction). */
export async function createSpecialOrder(
  tx: Db,
  user: AuthUser,
  body: SpecialOrderCreate,
): Promise<number> {
  const now = new Date();
  const storeAddress = await checkStore(tx, user.scope, body.storeId);
  await checkAssets(tx, user.scope, body.assetIds);
  return insertOrder(
    tx,
    user,
    { ...body, type: 'special', status: 'approving', address: body.address ?? storeAddress },
    now,
  );
}
