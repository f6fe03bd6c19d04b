import type { WarehouseInPageQuery, WarehouseInRecord } from '@depot/shared';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import { anyColumnContains } from '../../core/pagination';
import { listReader, withinStoreDays, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset, assetCategory } from '../../db/schema/asset';
import { approvalRequest } from '../../db/schema/approval';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { warehouseScope } from './scope';
import { warehouse, warehouseIn, warehouseInAsset, warehouseInLine } from './tables';
import { personOf } from '../../core/people';

type Head = Omit<WarehouseInRecord, 'lines' | 'assets'>;

const columns = {
  warehouseInId: warehouseIn.id,
  code: warehouseIn.code,
  warehouseId: warehouseIn.warehouseId,
  warehouseName: warehouse.name,
  // The check constraints allow only the shared lists.
  source: sql<Head['source']>`${warehouseIn.source}`,
  sourceRef: warehouseIn.sourceRef,
  fromStore: sql<Head['fromStore']>`case when ${store.id} is null then null
    else json_build_object('storeId', ${store.id}, 'name', ${store.name}) end`,
  supplier: warehouseIn.supplier,
  remark: warehouseIn.remark,
  status: sql<Head['status']>`${warehouseIn.status}`,
  applicant: personOf(appUser),
  requestId: warehouseIn.requestId,
  approvalStatus: sql<Head['approvalStatus']>`${approvalRequest.status}`,
  totalAmount: warehouseIn.totalAmount,
  postedAt: warehouseIn.postedAt,
  ...stampsOf(warehouseIn),
};

function heads(db: Db) {
  return db
    .select(columns)
    .from(warehouseIn)
    .innerJoin(warehouse, eq(warehouse.id, warehouseIn.warehouseId))
    .innerJoin(appUser, eq(appUser.id, warehouseIn.applicantId))
    .leftJoin(store, eq(store.id, warehouseIn.fromStoreId))
    .leftJoin(approvalRequest, eq(approvalRequest.id, warehouseIn.requestId))
    .$dynamic();
}

/** What a caller sees: the warehouse-ins of their warehouses, and their own. */
export const inScope = (scope: DataScope): SQL | undefined => {
  const seen = warehouseScope(scope, warehouseIn.warehouseId);
  return seen && or(seen, eq(warehouseIn.applicantId, scope.userId));
};

/** The lines and assets of `heads`, read in two statements whatever their number. */
async function withItems(db: Db, heads: readonly Head[]): Promise<WarehouseInRecord[]> {
  if (!heads.length) return [];
  const ids = heads.map((h) => h.warehouseInId);
  const lines = await db
    .select({
      warehouseInId: warehouseInLine.warehouseInId,
      categoryId: warehouseInLine.categoryId,
      categoryName: assetCategory.name,
      unit: assetCategory.unit,
      quantity: warehouseInLine.quantity,
      unitPrice: warehouseInLine.unitPrice,
      amount: sql<string>`(${warehouseInLine.quantity} * ${warehouseInLine.unitPrice})::numeric(16,2)::text`,
    })
    .from(warehouseInLine)
    .innerJoin(assetCategory, eq(assetCategory.id, warehouseInLine.categoryId))
    .where(inIntArray(warehouseInLine.warehouseInId, ids))
    .orderBy(asc(warehouseInLine.sort), asc(warehouseInLine.categoryId));
  const assets = await db
    .select({
      warehouseInId: warehouseInAsset.warehouseInId,
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      categoryName: assetCategory.name,
      model: asset.model,
      price: asset.price,
    })
    .from(warehouseInAsset)
    .innerJoin(asset, eq(asset.id, warehouseInAsset.assetId))
    .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
    .where(inIntArray(warehouseInAsset.warehouseInId, ids))
    .orderBy(asc(asset.code));
  return heads.map((head) => ({
    ...head,
    lines: lines
      .filter((l) => l.warehouseInId === head.warehouseInId)
      .map(({ warehouseInId: _, ...line }) => line),
    assets: assets
      .filter((a) => a.warehouseInId === head.warehouseInId)
      .map(({ warehouseInId: _, ...item }) => item),
  }));
}

/** One warehouse-in with its lines and assets (`scope`: the caller's, else 404). */
export async function readWarehouseIn(
  db: Db,
  id: number,
  scope?: DataScope,
): Promise<WarehouseInRecord> {
  const [head] = await heads(db).where(
    and(eq(warehouseIn.id, id), scope ? inScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  const [record] = await withItems(db, [head]);
  return record!;
}

/** The list's filters, sorts and order: its page and its export. */
const rules: PageRulesOf<WarehouseInPageQuery> = {
  where: (q) => [
    q.warehouseId === undefined ? undefined : eq(warehouseIn.warehouseId, q.warehouseId),
    q.status ? eq(warehouseIn.status, q.status) : undefined,
    q.source ? eq(warehouseIn.source, q.source) : undefined,
    anyColumnContains([warehouseIn.code, warehouseIn.sourceRef, warehouseIn.supplier], q.keyword),
    withinStoreDays(warehouseIn.createdAt, q.from, q.to),
  ],
  sorts: {
    createdAt: warehouseIn.createdAt,
    code: warehouseIn.code,
    totalAmount: warehouseIn.totalAmount,
  },
  order: [desc(warehouseIn.createdAt), desc(warehouseIn.id)],
};

/**
 * The warehouse-ins the caller sees, filtered and newest first, with their lines and assets: the
 * page and the export.
 */
export const warehouseInList = listReader(heads, rules, {
  // The filters, sorts and scope are the warehouse-in's own columns: no join.
  key: warehouseIn.id,
  keyOf: (row) => row.warehouseInId,
  scope: inScope,
  records: (rows, db) => withItems(db, rows),
});
