import {
  PERMISSIONS,
  skuCreateBody,
  skuPageQuery,
  skuSchema,
  skuUpdateBody,
  type SkuCategory,
  type SkuCreate,
} from '@depot/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import { anyColumnContains } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { sku, supplier, supplierPrice } from './tables';
import { outer } from '../../core/outer-column';

const columns = {
  skuId: sku.id,
  code: sku.code,
  name: sku.name,
  specification: sku.specification,
  unit: sku.unit,
  categoryId: sku.categoryId,
  categoryName: assetCategory.name,
  enabled: sku.enabled,
  remark: sku.remark,
  supplierCount: sql<number>`(select count(distinct p.supplier_id) from ${supplierPrice} p
    where p.sku_id = ${outer(sku.id)})`.mapWith(Number),
  // Each enabled supplier's current price (the latest valid from today or before), the lowest.
  lowestPrice: sql<string | null>`(select min(cur.price)::text from (
    select distinct on (p.supplier_id) p.price from ${supplierPrice} p
    join ${supplier} s on s.id = p.supplier_id and s.enabled
    where p.sku_id = ${sku.id} and p.valid_from <= current_date
    order by p.supplier_id, p.valid_from desc, p.id desc) cur)`,
  createdAt: sku.createdAt,
  updatedAt: sku.updatedAt,
};

const withCategory = eq(assetCategory.id, sku.categoryId);

/**
 * The SKU catalogue (`/purchase/sku`, AREAS.md §5): a code held by one SKU (409), its unit
 * and specification, and the asset category its stock is counted as (receipts post stock to
 * that category); disabled by an update of `enabled`.
 */
export const skuResource = defineResource({
  entity: 'sku',
  tag: 'purchase',
  path: '/purchase/sku',
  summaries: {
    page: 'SKUs, filtered by enabled, category, a supplier pricing them, or text',
    update: 'Changes a SKU (enabled: false disables it)',
    delete: 'Deletes a SKU without prices (409 otherwise)',
  },
  table: sku,
  id: sku.id,
  idField: 'skuId',
  permissions: PERMISSIONS.purchase.sku,
  schemas: { record: skuSchema, create: skuCreateBody, update: skuUpdateBody, query: skuPageQuery },
  joined: {
    select: (tx) => tx.select(columns).from(sku).innerJoin(assetCategory, withCategory).$dynamic(),
    count: (tx) =>
      tx.select({ n: count() }).from(sku).innerJoin(assetCategory, withCategory).$dynamic(),
  },
  where: (q) => [
    q.enabled === undefined ? undefined : eq(sku.enabled, q.enabled),
    q.categoryId === undefined ? undefined : eq(sku.categoryId, q.categoryId),
    q.supplierId === undefined
      ? undefined
      : sql`exists (select 1 from ${supplierPrice} p
          where p.sku_id = ${sku.id} and p.supplier_id = ${q.supplierId})`,
    anyColumnContains([sku.code, sku.name, sku.specification], q.q),
  ],
  sorts: { code: sku.code, name: sku.name, createdAt: sku.createdAt },
  order: [asc(sku.code), asc(sku.id)],
  unique: [{ field: 'code', column: sku.code, message: 'purchase.skuCodeTaken' }],
  inUse: 'purchase.skuInUse',
  toRow: async (tx, body: Partial<SkuCreate>) => {
    if (body.categoryId !== undefined) {
      const [found] = await tx
        .select({ id: assetCategory.id })
        .from(assetCategory)
        .where(eq(assetCategory.id, body.categoryId));
      if (!found) throw new BadRequest('purchase.unknownCategory');
    }
    return body;
  },
});

export function createSkuService(db: Db) {
  return {
    ...createResourceService(db, skuResource),

    /** The asset categories a SKU may be stocked as, in the categories' display order. */
    categories(): Promise<SkuCategory[]> {
      return db
        .select({
          categoryId: assetCategory.id,
          name: assetCategory.name,
          unit: assetCategory.unit,
        })
        .from(assetCategory)
        .orderBy(asc(assetCategory.sort), asc(assetCategory.name), asc(assetCategory.id));
    },
  };
}
export type SkuService = ReturnType<typeof createSkuService>;
