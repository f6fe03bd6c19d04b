import { PERMISSION_KEYS } from '@depot/shared';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { scopeOf, signedIn } from '../core/demo-actor';
import type { Db } from '../db/client';
import { asset, assetDocItem, assetFile } from '../db/schema';
import { createApprovalEngine } from '../modules/approval/engine';
import { assetDocHandlers } from '../modules/asset-doc/handlers';
import { createAssetDocService } from '../modules/asset-doc/service';
import type { NoticeService } from '../modules/notice/service';
import { DEMO_KEEPER, idleSerialAssets } from '../modules/warehouse/demo';
import { warehouse } from '../modules/warehouse/tables';
import { usersNamed } from '../core/people';

/**
 * One approved asset transfer into a warehouse (docs/asset-documents.md, "Transfers into a
 * warehouse"; call after the demo warehouses): an idle serialised asset of the first store, on
 * no other document and in no warehouse, sent by the administrator to the east warehouse and
 * approved by its keeper (the `warehouseKeeper` step) and the administrator, through the
 * documents' service and the approval engine, so its `in` ledger row comes from the real path.
 */
export async function seedDemoDocIntoWarehouse(
  tx: Db,
  ctx: { notices: Pick<NoticeService, 'notify'> },
): Promise<void> {
  const [adminRow, keeperRow] = await usersNamed(tx, ['admin', DEMO_KEEPER.username]);
  const [east] = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(eq(warehouse.code, 'WH-EAST'));
  const [idle] = await idleSerialAssets(
    tx,
    notExists(
      tx
        .select({ one: sql`1` })
        .from(assetDocItem)
        .where(and(eq(assetDocItem.assetId, asset.id), eq(assetDocItem.open, true))),
    ),
    // The photographed assets stay as the asset pages' demo shows them.
    notExists(
      tx
        .select({ one: sql`1` })
        .from(assetFile)
        .where(eq(assetFile.assetId, asset.id)),
    ),
  ).limit(1);
  if (!adminRow || !keeperRow || !east || !idle) return;

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const keeper = signedIn(keeperRow, [], scopeOf(keeperRow.id, { self: true }));
  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  for (const handler of assetDocHandlers(ctx.notices)) engine.register(handler);
  const docs = createAssetDocService({ db: tx, engine });
  const doc = await docs.create(admin, {
    docType: 'transfer',
    assetIds: [idle.id],
    reason: '闲置资产调入华东仓保管',
    toStoreId: null,
    toCustodianId: null,
    toWarehouseId: east.id,
  });
  for (const by of [keeper, admin]) {
    const request = await engine.requestOf(tx, 'transfer', doc.docId);
    if (request?.status !== 'pending') break;
    await engine.act('approve', request.requestId, by, {
      version: request.version,
      comment: by === keeper ? '已入库' : '',
    });
  }
}
