import { AFTER_SALE_WORDS, type AfterSaleRecord } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** Words of the after-sales orders' export, in both languages. */
export const AFTER_SALE_SHEET_WORDS = {
  'zh-CN': {
    file: '采购售后单',
    code: '售后单号',
    kind: '类型',
    status: '状态',
    suborder: '子订单',
    supplier: '供应商',
    warehouse: '仓库',
    sku: 'SKU',
    skuName: '名称',
    quantity: '数量',
    back: '已换回',
    unitPrice: '单价',
    credit: '退款金额',
    reason: '原因',
    creator: '创建人',
    createdAt: '创建时间',
  },
  'en-US': {
    file: 'after-sales-orders',
    code: 'Code',
    kind: 'Kind',
    status: 'Status',
    suborder: 'Sub-order',
    supplier: 'Supplier',
    warehouse: 'Warehouse',
    sku: 'SKU',
    skuName: 'Name',
    quantity: 'Quantity',
    back: 'Back',
    unitPrice: 'Unit price',
    credit: 'Credit',
    reason: 'Reason',
    creator: 'Created by',
    createdAt: 'Created',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function afterSaleSheet(language: Language, timeZone: string): XlsxSheet<AfterSaleRecord> {
  const w = AFTER_SALE_SHEET_WORDS[language];
  const names = AFTER_SALE_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (a) => a.code },
      { header: w.kind, value: (a) => names.kinds[a.kind] },
      { header: w.status, value: (a) => names.statuses[a.status] },
      { header: w.suborder, width: 22, value: (a) => a.suborder.code },
      { header: w.supplier, width: 20, value: (a) => a.supplier.name },
      { header: w.warehouse, width: 16, value: (a) => a.warehouse.name },
      { header: w.sku, width: 14, value: (a) => a.line.skuCode },
      { header: w.skuName, width: 20, value: (a) => a.line.skuName },
      { header: w.quantity, value: (a) => a.quantity },
      // What came back of an exchange or a repair (a return's goods never do: left empty).
      { header: w.back, value: (a) => (a.kind === 'return' ? null : a.receivedBack) },
      { header: w.unitPrice, width: 12, value: (a) => a.line.unitPrice },
      { header: w.credit, width: 12, value: (a) => a.credit },
      { header: w.reason, width: 30, value: (a) => a.reason },
      { header: w.creator, width: 14, value: (a) => a.creator?.nickname ?? null },
      { header: w.createdAt, width: 20, value: (a) => exportTime(a.createdAt, timeZone) },
    ],
  };
}
