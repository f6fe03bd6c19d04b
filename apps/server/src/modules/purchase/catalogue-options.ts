import type { CatalogueOptionQuery, Page, SkuOption, SupplierOption } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { anyColumnContains } from '../../core/pagination';
import { readPage, tableRows } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { sku, supplier } from './tables';

/*
 * What forms pick from the purchasing catalogue: the project SKU order and dispatch forms (for
 * holders of the projects' keys, who need not hold the catalogue's) and a replenishment
 * suggestion. Enabled SKUs and suppliers only, by code and name; a picker's search a page of
 * the first matches of what is typed, never the whole catalogue.
 */

const skuOption = {
  skuId: sku.id,
  code: sku.code,
  name: sku.name,
  specification: sku.specification,
  unit: sku.unit,
};

/** One asset category's enabled SKUs, by code (a shortfall's choices). */
export function readSkuOptions(db: Db, categoryId: number): Promise<SkuOption[]> {
  return db
    .select(skuOption)
    .from(sku)
    .where(and(eq(sku.enabled, true), eq(sku.categoryId, categoryId)))
    .orderBy(asc(sku.code));
}

/** The enabled SKUs whose code, name or specification holds `q`, by code: a page of them. */
export function pageSkuOptions(db: Db, query: CatalogueOptionQuery): Promise<Page<SkuOption>> {
  return readPage(
    tableRows(db, sku, skuOption),
    {
      where: (q) => [
        eq(sku.enabled, true),
        anyColumnContains([sku.code, sku.name, sku.specification], q.q),
      ],
      sorts: {},
      order: [asc(sku.code), asc(sku.id)],
    },
    query,
  );
}

/** The enabled suppliers whose code or name holds `q`, by name: a page of them. */
export function pageSupplierOptions(
  db: Db,
  query: CatalogueOptionQuery,
): Promise<Page<SupplierOption>> {
  return readPage(
    tableRows(db, supplier, { supplierId: supplier.id, name: supplier.name }),
    {
      where: (q) => [
        eq(supplier.enabled, true),
        anyColumnContains([supplier.code, supplier.name], q.q),
      ],
      sorts: {},
      order: [asc(supplier.name), asc(supplier.id)],
    },
    query,
  );
}
