import type { SkuOption, SupplierOption } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sku, supplier } from '../purchase/tables';

/*
 * What the SKU order and dispatch forms pick from, for holders of the projects' keys (who need
 * not hold the purchasing catalogue's): the enabled SKUs and suppliers, by code and name.
 */

/** The enabled SKUs, by code. */
export function readSkuOptions(db: Db): Promise<SkuOption[]> {
  return db
    .select({
      skuId: sku.id,
      code: sku.code,
      name: sku.name,
      specification: sku.specification,
      unit: sku.unit,
    })
    .from(sku)
    .where(eq(sku.enabled, true))
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
