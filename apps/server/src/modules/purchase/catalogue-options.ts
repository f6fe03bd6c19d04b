import type { SkuOption, SupplierOption } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sku, supplier } from './tables';

/*
 * What forms pick from the purchasing catalogue: the project SKU order and dispatch forms (for
 * holders of the projects' keys, who need not hold the catalogue's) and a replenishment
 * suggestion. Enabled SKUs and suppliers only, by code and name.
 */

/** The enabled SKUs, by code: all of them, or one asset category's. */
export function readSkuOptions(db: Db, categoryId?: number): Promise<SkuOption[]> {
  return db
    .select({
      skuId: sku.id,
      code: sku.code,
      name: sku.name,
      specification: sku.specification,
      unit: sku.unit,
    })
    .from(sku)
    .where(
      and(
        eq(sku.enabled, true),
        categoryId === undefined ? undefined : eq(sku.categoryId, categoryId),
      ),
    )
    .orderBy(asc(sku.code));
}

/** The enabled suppliers, by name. */
export function readSupplierOptions(db: Db): Promise<SupplierOption[]> {
  return db
    .select({ supplierId: supplier.id, name: supplier.name })
    .from(supplier)
    .where(eq(supplier.enabled, true))
    .orderBy(asc(supplier.name), asc(supplier.id));
}
