import type { AssetFilter, AssetRecord, AssetStatus } from '@depot/shared';
import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scopeCondition } from '../../core/data-scope-sql';
import type { DataScope } from '../../core/data-scope';
import { BadRequest } from '../../core/errors';
import { anyColumnContains } from '../../core/pagination';
import type { Db } from '../../db/client';
import { appUser, asset, assetCategory, department, store } from '../../db/schema';
import { stampsOf } from '../../db/schema/columns';

const custodian = alias(appUser, 'custodian');

/** The columns of an asset record (AssetRecord), read with its category, custodian, department and store. */
export const assetColumns = {
  assetId: asset.id,
  code: asset.code,
  qrToken: asset.qrToken,
  name: asset.name,
  categoryId: asset.categoryId,
  categoryName: assetCategory.name,
  model: asset.model,
  serialNo: asset.serialNo,
  // The check constraint allows only the statuses of ASSET_STATUSES.
  status: sql<AssetStatus>`${asset.status}`,
  custodianId: asset.custodianId,
  custodianName: custodian.nickname,
  deptId: asset.deptId,
  deptName: department.name,
  storeId: asset.storeId,
  storeName: store.name,
  purchaseDate: asset.purchaseDate,
  price: asset.price,
  supplier: asset.supplier,
  warrantyEnd: asset.warrantyEnd,
  expiryDate: asset.expiryDate,
  remark: asset.remark,
  formVersion: asset.formVersion,
  custom: sql<Record<string, unknown>>`${asset.custom}`,
  ...stampsOf(asset),
};

/** Assets with what their records name, ready for a where clause. */
export function selectAssets(tx: Db) {
  return tx
    .select(assetColumns)
    .from(asset)
    .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
    .leftJoin(custodian, eq(custodian.id, asset.custodianId))
    .leftJoin(department, eq(department.id, asset.deptId))
    .leftJoin(store, eq(store.id, asset.storeId))
    .$dynamic();
}

/** The assets the caller's data scope lets them see (undefined: all). */
export function assetScope(scope: DataScope): SQL | undefined {
  return scopeCondition(scope, {
    store: asset.storeId,
    dept: asset.deptId,
    createdBy: asset.createdBy,
    owners: [asset.custodianId],
  });
}

/** The category and every category below it. */
const subtree = (categoryId: number) => sql`(with recursive below(id) as (
    select ${categoryId}::int
    union all
    select c.id from ${assetCategory} c join below on c.parent_id = below.id)
  select id from below)`;

/** The list's filters as conditions on `asset` (no joins needed), with the scope. */
export function assetWhere(filter: AssetFilter, scope: DataScope): SQL | undefined {
  return and(
    assetScope(scope),
    filter.categoryId === undefined
      ? undefined
      : sql`${asset.categoryId} in ${subtree(filter.categoryId)}`,
    filter.status?.length ? inArray(asset.status, filter.status) : undefined,
    filter.storeId === undefined ? undefined : eq(asset.storeId, filter.storeId),
    filter.custodianId === undefined ? undefined : eq(asset.custodianId, filter.custodianId),
    filter.deptId === undefined ? undefined : eq(asset.deptId, filter.deptId),
    filter.purchasedFrom ? gte(asset.purchaseDate, filter.purchasedFrom) : undefined,
    filter.purchasedTo ? lte(asset.purchaseDate, filter.purchasedTo) : undefined,
    filter.expiresFrom ? gte(asset.expiryDate, filter.expiresFrom) : undefined,
    filter.expiresTo ? lte(asset.expiryDate, filter.expiresTo) : undefined,
    anyColumnContains([asset.code, asset.name, asset.serialNo], filter.q),
  );
}

/** The sort fields of the list (ASSET_SORTS) and their columns. */
export const assetSorts = {
  code: asset.code,
  name: asset.name,
  status: asset.status,
  purchaseDate: asset.purchaseDate,
  expiryDate: asset.expiryDate,
  price: asset.price,
  createdAt: asset.createdAt,
};

export type AssetRow = AssetRecord;

/** Most labels in one PDF. */
export const MAX_LABELS = 5000;
const LABEL_CHUNK = 500;

/** What a label shows. */
export interface LabelAsset {
  code: string;
  name: string;
  qrToken: string;
}

/**
 * The assets to label: `ids` when given, else the list's filters; the caller's scope applies
 * either way (an id outside it is passed over). Read in chunks in code order; at most MAX_LABELS, a
 * 400 beyond (checked before the first is read, so a PDF is never cut short).
 */
export async function* assetsForLabels(
  db: Db,
  scope: DataScope,
  query: AssetFilter & { ids?: number[] },
): AsyncGenerator<LabelAsset> {
  const where = and(
    assetWhere(query, scope),
    query.ids?.length ? inArray(asset.id, query.ids) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(asset)
    .where(where);
  if (total!.n > MAX_LABELS) throw new BadRequest('asset.labels.tooMany', { max: MAX_LABELS });
  // In code order (a category's labels together, numbers rising), as they are stuck on.
  let after: string | null = null;
  for (;;) {
    const rows: LabelAsset[] = await db
      .select({ code: asset.code, name: asset.name, qrToken: asset.qrToken })
      .from(asset)
      .where(and(where, after === null ? undefined : gt(asset.code, after)))
      .orderBy(asset.code)
      .limit(LABEL_CHUNK);
    yield* rows;
    if (rows.length < LABEL_CHUNK) return;
    after = rows.at(-1)!.code;
  }
}
