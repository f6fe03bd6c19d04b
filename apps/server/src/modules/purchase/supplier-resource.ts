import {
  PERMISSIONS,
  supplierCreateBody,
  supplierPageQuery,
  supplierSchema,
  supplierUpdateBody,
  type SupplierRecord,
} from '@depot/shared';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { supplier, supplierPrice, supplierQualification } from './tables';
import { outer } from '../../core/outer-column';
import type { DataScope } from '../../core/data-scope';
import { readSupplierRating } from './rating';

const supplierKey = outer(supplier.id);

const columns = {
  supplierId: supplier.id,
  code: supplier.code,
  name: supplier.name,
  creditCode: supplier.creditCode,
  contacts: sql<SupplierRecord['contacts']>`${supplier.contacts}`,
  bankName: supplier.bankName,
  bankAccountName: supplier.bankAccountName,
  bankAccountNo: supplier.bankAccountNo,
  address: supplier.address,
  enabled: supplier.enabled,
  remark: supplier.remark,
  skuCount: sql<number>`(select count(distinct p.sku_id) from ${supplierPrice} p
    where p.supplier_id = ${supplierKey})`.mapWith(Number),
  nextExpiry: sql<string | null>`(select to_char(min(q.valid_until), 'YYYY-MM-DD')
    from ${supplierQualification} q where q.supplier_id = ${supplierKey})`,
  createdAt: supplier.createdAt,
  updatedAt: supplier.updatedAt,
};

/** A contact's name or phone holding `q` (the contacts are a JSON array on the row). */
const contactHolds = (q: string) =>
  sql`exists (select 1 from jsonb_array_elements(${sql.raw(`"supplier"."contacts"`)}) c
    where c->>'name' ilike ${containsPattern(q)} or c->>'phone' ilike ${containsPattern(q)})`;

/**
 * Suppliers (`/purchase/supplier`, AREAS.md §5): code, name and credit code each held by one
 * supplier (clear 409s), contacts and bank details on the row; disabled by an update of
 * `enabled`, deleted only while nothing refers to them (409).
 */
export const supplierResource = defineResource({
  entity: 'supplier',
  tag: 'purchase',
  path: '/purchase/supplier',
  summaries: {
    page: 'Suppliers, filtered by enabled, a SKU they price, or text (code, name, credit code, contact)',
    update: 'Changes a supplier (enabled: false disables it)',
    delete: 'Deletes a supplier without prices or qualification files (409 otherwise)',
  },
  table: supplier,
  id: supplier.id,
  idField: 'supplierId',
  permissions: PERMISSIONS.purchase.supplier,
  schemas: {
    record: supplierSchema,
    create: supplierCreateBody,
    update: supplierUpdateBody,
    query: supplierPageQuery,
  },
  joined: {
    select: (tx) => tx.select(columns).from(supplier).$dynamic(),
    count: (tx) => tx.select({ n: count() }).from(supplier).$dynamic(),
  },
  where: (q) => [
    q.enabled === undefined ? undefined : eq(supplier.enabled, q.enabled),
    q.skuId === undefined
      ? undefined
      : sql`exists (select 1 from ${supplierPrice} p
          where p.supplier_id = ${supplierKey} and p.sku_id = ${q.skuId})`,
    q.q
      ? or(
          ilike(supplier.code, containsPattern(q.q)),
          ilike(supplier.name, containsPattern(q.q)),
          ilike(supplier.creditCode, containsPattern(q.q)),
          contactHolds(q.q),
        )
      : undefined,
  ],
  sorts: { code: supplier.code, name: supplier.name, createdAt: supplier.createdAt },
  order: [asc(supplier.code), asc(supplier.id)],
  unique: [
    { field: 'code', column: supplier.code, message: 'purchase.supplierCodeTaken' },
    { field: 'name', column: supplier.name, message: 'purchase.supplierNameTaken' },
    { field: 'creditCode', column: supplier.creditCode, message: 'purchase.creditCodeTaken' },
  ],
  inUse: 'purchase.supplierInUse',
});

/** The resource's calls; one supplier's answer carries its rating (rating.ts). */
export function createSupplierService(db: Db) {
  const service = createResourceService(db, supplierResource);
  return {
    ...service,
    get: async (id: number, scope?: DataScope): Promise<SupplierRecord> => ({
      ...(await service.get(id, scope)),
      rating: await readSupplierRating(db, id),
    }),
  };
}
export type SupplierService = ReturnType<typeof createSupplierService>;
