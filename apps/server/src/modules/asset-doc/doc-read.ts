import type { AssetDocRecord, AssetStatus, assetDocPageQuery } from '@depot/shared';
import { and, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import { anyColumnContains } from '../../core/pagination';
import { listReader, type ListQuery, type PageRules } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { appUser, approvalRequest, asset, assetDoc, assetDocItem, store } from '../../db/schema';
import { assetScope } from '../asset/asset-query';
import { warehouse } from '../warehouse/tables';

/** GET /as/doc/page's query, parsed. */
export type AssetDocQuery = z.infer<typeof assetDocPageQuery>;

const applicant = alias(appUser, 'applicant');
const borrower = alias(appUser, 'borrower');
const receiver = alias(appUser, 'receiver');
const toCustodian = alias(appUser, 'to_custodian');
const signer = alias(appUser, 'signer');
const original = alias(assetDoc, 'original');
/** A rollback that holds its original: in approval, sent back, or done. */
const LIVE_ROLLBACK = sql.raw(`('pending', 'sentBack', 'done')`);

/**
 * The documents `scope` sees: those they applied for or that name them (the borrower, the
 * receiver, the new custodian), and those carrying an asset in their data scope (undefined:
 * all).
 */
export function docScope(scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    eq(assetDoc.applicantId, scope.userId),
    eq(assetDoc.borrowerId, scope.userId),
    eq(assetDoc.receiverId, scope.userId),
    eq(assetDoc.toCustodianId, scope.userId),
    exists(
      sql`(select 1 from ${assetDocItem} si join ${asset} on ${asset.id} = si.asset_id
        where si.doc_id = ${assetDoc.id} and ${assetScope(scope) ?? sql`true`})`,
    ),
  );
}

const person = (table: typeof applicant) => ({ userId: table.id, nickname: table.nickname });

/** One document's row with the people and places it names (no items yet). */
function selectDocs(tx: Db) {
  return tx
    .select({
      docId: assetDoc.id,
      code: assetDoc.code,
      docType: assetDoc.docType,
      status: assetDoc.status,
      reason: assetDoc.reason,
      applicant: person(applicant),
      borrowerId: assetDoc.borrowerId,
      borrowerName: borrower.nickname,
      dueDate: assetDoc.dueDate,
      receiverId: assetDoc.receiverId,
      receiverName: receiver.nickname,
      storeId: assetDoc.storeId,
      storeName: store.name,
      toCustodianId: assetDoc.toCustodianId,
      toCustodianName: toCustodian.nickname,
      toWarehouseId: assetDoc.toWarehouseId,
      toWarehouseName: warehouse.name,
      rollbackOfId: assetDoc.rollbackOfId,
      rollbackOfCode: original.code,
      rolledBackById: sql<number | null>`(select rb.id from ${assetDoc} rb
        where rb.rollback_of_id = ${assetDoc.id} and rb.status in ${LIVE_ROLLBACK} limit 1)`,
      rolledBackByCode: sql<string | null>`(select rb.code from ${assetDoc} rb
        where rb.rollback_of_id = ${assetDoc.id} and rb.status in ${LIVE_ROLLBACK} limit 1)`,
      requestId: assetDoc.requestId,
      approvalStatus: approvalRequest.status,
      signedById: assetDoc.signedBy,
      signedByName: signer.nickname,
      signedAt: assetDoc.signedAt,
      signatureFileId: assetDoc.signatureFileId,
      createdAt: assetDoc.createdAt,
      version: assetDoc.version,
    })
    .from(assetDoc)
    .innerJoin(applicant, eq(applicant.id, assetDoc.applicantId))
    .leftJoin(borrower, eq(borrower.id, assetDoc.borrowerId))
    .leftJoin(receiver, eq(receiver.id, assetDoc.receiverId))
    .leftJoin(toCustodian, eq(toCustodian.id, assetDoc.toCustodianId))
    .leftJoin(signer, eq(signer.id, assetDoc.signedBy))
    .leftJoin(store, eq(store.id, assetDoc.storeId))
    .leftJoin(warehouse, eq(warehouse.id, assetDoc.toWarehouseId))
    .leftJoin(original, eq(original.id, assetDoc.rollbackOfId))
    .leftJoin(approvalRequest, eq(approvalRequest.id, assetDoc.requestId))
    .$dynamic();
}

type DocRow = Awaited<ReturnType<ReturnType<typeof selectDocs>['execute']>>[number];

const named = (userId: number | null, nickname: string | null) =>
  userId === null ? null : { userId, nickname: nickname ?? '' };

/** The items of `docIds`, in the order their assets were listed (by asset code). */
async function itemsOf(tx: Db, docIds: number[]) {
  if (!docIds.length) return new Map<number, AssetDocRecord['items']>();
  const rows = await tx
    .select({
      docId: assetDocItem.docId,
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      statusBefore: sql<AssetStatus>`${assetDocItem.before}->>'status'`,
      statusAfter: sql<AssetStatus>`${assetDocItem.after}->>'status'`,
      status: sql<AssetStatus>`${asset.status}`,
    })
    .from(assetDocItem)
    .innerJoin(asset, eq(asset.id, assetDocItem.assetId))
    .where(inArray(assetDocItem.docId, docIds))
    .orderBy(assetDocItem.docId, asset.code);
  const byDoc = new Map<number, AssetDocRecord['items']>();
  for (const { docId, ...item } of rows) {
    const list = byDoc.get(docId) ?? [];
    list.push(item);
    byDoc.set(docId, list);
  }
  return byDoc;
}

function toRecord(row: DocRow, items: AssetDocRecord['items']): AssetDocRecord {
  return {
    docId: row.docId,
    code: row.code,
    docType: row.docType,
    status: row.status,
    reason: row.reason,
    applicant: row.applicant,
    borrower: named(row.borrowerId, row.borrowerName),
    dueDate: row.dueDate,
    receiver: named(row.receiverId, row.receiverName),
    store: row.storeId === null ? null : { storeId: row.storeId, name: row.storeName ?? '' },
    toCustodian: named(row.toCustodianId, row.toCustodianName),
    toWarehouse:
      row.toWarehouseId === null
        ? null
        : { warehouseId: row.toWarehouseId, name: row.toWarehouseName ?? '' },
    rollbackOf:
      row.rollbackOfId === null
        ? null
        : { docId: row.rollbackOfId, code: row.rollbackOfCode ?? '' },
    rolledBackBy:
      row.rolledBackById === null
        ? null
        : { docId: Number(row.rolledBackById), code: row.rolledBackByCode ?? '' },
    // Set in the transaction that made the document; 0 only if read before its submission.
    requestId: row.requestId ?? 0,
    approvalStatus: row.approvalStatus ?? 'pending',
    items,
    signedBy: named(row.signedById, row.signedByName),
    signedAt: row.signedAt,
    signatureFileId: row.signatureFileId,
    createdAt: row.createdAt,
    version: row.version,
  };
}

/** Document `id` as its record, if `scope` sees it (undefined: no scope); else a 404. */
export async function readDoc(tx: Db, id: number, scope?: DataScope): Promise<AssetDocRecord> {
  const [row] = await selectDocs(tx).where(
    and(eq(assetDoc.id, id), scope ? docScope(scope) : undefined),
  );
  if (!row) throw new NotFound();
  const items = await itemsOf(tx, [row.docId]);
  return toRecord(row, items.get(row.docId) ?? []);
}

/** The list's filters: type, status, code or reason, an asset (no sort: newest first). */
const rules: PageRules<ListQuery<AssetDocQuery> & { sort?: undefined }, never> = {
  where: (query) => [
    query.docType ? eq(assetDoc.docType, query.docType) : undefined,
    query.status ? eq(assetDoc.status, query.status) : undefined,
    anyColumnContains([assetDoc.code, assetDoc.reason], query.keyword),
    query.assetId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${assetDocItem} where ${assetDocItem.docId} = ${assetDoc.id}
            and ${assetDocItem.assetId} = ${query.assetId})`,
        ),
  ],
  sorts: {},
  order: [desc(assetDoc.createdAt), desc(assetDoc.id)],
};

/**
 * The documents the caller sees, filtered and newest first, with their items: the page and the
 * export (the filters and the scope read the document's own columns: no join).
 */
export const docList = listReader(selectDocs, rules, {
  key: assetDoc.id,
  keyOf: (row) => row.docId,
  scope: docScope,
  records: async (rows, db) => {
    const items = await itemsOf(
      db,
      rows.map((r) => r.docId),
    );
    return rows.map((row) => toRecord(row, items.get(row.docId) ?? []));
  },
});
