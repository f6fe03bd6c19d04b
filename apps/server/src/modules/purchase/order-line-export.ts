import type { PurchaseOrderPageQuery, PurchaseOrderStatus } from '@depot/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { readBatches, type ListQuery } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { warehouse } from '../warehouse/tables';
import { orderListRules, orderScope } from './order-read';
import { ORDER_SHEET_WORDS } from './order-sheet';
import { purchaseOrder, purchaseOrderLine, purchaseSuborder, sku, supplier } from './tables';

/** A line of the lines export, with its order and sub-order as the sheet names them. */
export interface OrderLineRow {
  lineId: number;
  orderCode: string;
  orderTitle: string;
  status: PurchaseOrderStatus;
  warehouseName: string;
  suborderCode: string | null;
  supplierName: string;
  skuCode: string;
  skuName: string;
  unit: string;
  quantity: number;
  unitPrice: string;
  amount: string;
  received: number;
  cancelled: number;
  cancelReason: string | null;
}

/** The lines export's own words; the order's columns are the orders export's. */
export const ORDER_LINE_SHEET_WORDS = {
  'zh-CN': {
    file: '采购工单明细',
    suborder: '子订单',
    supplier: '供应商',
    skuCode: 'SKU 编码',
    skuName: 'SKU 名称',
    unit: '单位',
    quantity: '订购数量',
    unitPrice: '单价',
    amount: '金额',
    received: '已收',
    cancelled: '已取消',
    cancelReason: '取消原因',
  },
  'en-US': {
    file: 'purchase-order-lines',
    suborder: 'Sub-order',
    supplier: 'Supplier',
    skuCode: 'SKU code',
    skuName: 'SKU name',
    unit: 'Unit',
    quantity: 'Ordered',
    unitPrice: 'Unit price',
    amount: 'Amount',
    received: 'Received',
    cancelled: 'Cancelled',
    cancelReason: 'Cancel reason',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function orderLineSheet(language: Language): XlsxSheet<OrderLineRow> {
  const o = ORDER_SHEET_WORDS[language];
  const w = ORDER_LINE_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: o.code, width: 20, value: (l) => l.orderCode },
      { header: o.title, width: 28, value: (l) => l.orderTitle },
      { header: o.status, value: (l) => o.statuses[l.status] },
      { header: o.warehouse, width: 18, value: (l) => l.warehouseName },
      { header: w.suborder, width: 22, value: (l) => l.suborderCode },
      { header: w.supplier, width: 24, value: (l) => l.supplierName },
      { header: w.skuCode, width: 16, value: (l) => l.skuCode },
      { header: w.skuName, width: 24, value: (l) => l.skuName },
      { header: w.unit, value: (l) => l.unit },
      { header: w.quantity, value: (l) => l.quantity },
      { header: w.unitPrice, width: 12, value: (l) => l.unitPrice },
      { header: w.amount, width: 14, value: (l) => l.amount },
      { header: w.received, value: (l) => l.received },
      { header: w.cancelled, value: (l) => l.cancelled },
      { header: w.cancelReason, width: 24, value: (l) => l.cancelReason },
    ],
  };
}

/**
 * The lines of the orders the caller's list shows for `query` (its filters, sorts and scope),
 * each order's lines in their order, in batches: the export counts lines against a sheet's
 * rows, so more lines than a worksheet holds is the 400 before the download.
 */
export async function orderLineBatches(
  db: Db,
  query: ListQuery<PurchaseOrderPageQuery>,
  scope: DataScope,
): Promise<AsyncIterable<OrderLineRow[]>> {
  const sub = alias(purchaseSuborder, 'sub');
  const rows = db
    .select({
      lineId: purchaseOrderLine.id,
      orderCode: purchaseOrder.code,
      orderTitle: purchaseOrder.title,
      status: sql<PurchaseOrderStatus>`${purchaseOrder.status}`,
      warehouseName: warehouse.name,
      suborderCode: sub.code,
      supplierName: supplier.name,
      skuCode: sku.code,
      skuName: sku.name,
      unit: sku.unit,
      quantity: purchaseOrderLine.quantity,
      unitPrice: purchaseOrderLine.unitPrice,
      amount: purchaseOrderLine.amount,
      received: purchaseOrderLine.received,
      cancelled: purchaseOrderLine.cancelled,
      cancelReason: purchaseOrderLine.cancelReason,
    })
    .from(purchaseOrderLine)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseOrderLine.orderId))
    .innerJoin(warehouse, eq(warehouse.id, purchaseOrder.warehouseId))
    .innerJoin(sku, eq(sku.id, purchaseOrderLine.skuId))
    .innerJoin(supplier, eq(supplier.id, purchaseOrderLine.supplierId))
    .leftJoin(sub, eq(sub.id, purchaseOrderLine.suborderId))
    .$dynamic();
  // The list's filters and scope read the order's columns: the keys join the order only.
  const keys = db
    .select({ id: purchaseOrderLine.id })
    .from(purchaseOrderLine)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseOrderLine.orderId))
    .$dynamic();
  const rules = {
    ...orderListRules,
    order: [...orderListRules.order, asc(purchaseOrderLine.sort), asc(purchaseOrderLine.id)],
  };
  return readBatches(
    {
      select: rows,
      keys,
      key: purchaseOrderLine.id,
      keyOf: (row: OrderLineRow) => row.lineId,
    },
    rules,
    query,
    orderScope(scope),
  );
}
