import { toChineseAmount, type SupplierContact } from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/fastify-types';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { enterprise } from '../../db/schema/org';
import { warehouse } from '../warehouse/tables';
import { purchaseOrder, purchaseOrderLine, sku, supplier } from './tables';
import { readSuborder } from './suborder-read';

/** What the supplier's copy of a sub-order shows (suborder-pdf.ts draws it). */
export interface SuborderSheet {
  company: string;
  supplier: { name: string; address: string | null; contact: SupplierContact | null };
  code: string;
  orderCode: string;
  /** The day it was sent (its creation), YYYY-MM-DD in China time. */
  date: string;
  expectedDate: string | null;
  warehouse: { name: string; address: string | null };
  lines: Array<{
    skuCode: string;
    skuName: string;
    specification: string | null;
    unit: string;
    quantity: number;
    unitPrice: string;
    amount: string;
  }>;
  total: string;
  totalUpper: string;
  remark: string | null;
}

/** Sub-order `id` as its supplier's copy shows it (outside the caller's warehouses: 404). */
export async function readSuborderSheet(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<SuborderSheet> {
  const head = await readSuborder(db, id, user.scope);
  const [place] = await db
    .select({
      company: enterprise.name,
      warehouse: warehouse.name,
      address: warehouse.address,
      expectedDate: purchaseOrder.expectedDate,
      remark: purchaseOrder.remark,
    })
    .from(purchaseOrder)
    .innerJoin(warehouse, eq(warehouse.id, purchaseOrder.warehouseId))
    .innerJoin(enterprise, eq(enterprise.id, warehouse.enterpriseId))
    .where(eq(purchaseOrder.id, head.orderId));
  const [seller] = await db
    .select({ name: supplier.name, address: supplier.address, contacts: supplier.contacts })
    .from(supplier)
    .where(eq(supplier.id, head.supplier.id));
  const lines = await db
    .select({
      skuCode: sku.code,
      skuName: sku.name,
      specification: sku.specification,
      unit: sku.unit,
      quantity: purchaseOrderLine.quantity,
      unitPrice: purchaseOrderLine.unitPrice,
      amount: purchaseOrderLine.amount,
    })
    .from(purchaseOrderLine)
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .where(eq(purchaseOrderLine.suborderId, id))
    .orderBy(asc(purchaseOrderLine.sort), asc(purchaseOrderLine.id));
  return {
    company: place!.company,
    supplier: {
      name: seller!.name,
      address: seller!.address,
      contact: seller!.contacts[0] ?? null,
    },
    code: head.code,
    orderCode: head.orderCode,
    date: storeDay(head.createdAt),
    expectedDate: place!.expectedDate,
    warehouse: { name: place!.warehouse, address: place!.address },
    lines,
    total: head.total,
    totalUpper: toChineseAmount(head.total),
    remark: place!.remark,
  };
}
