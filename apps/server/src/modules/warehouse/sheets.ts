import { MOVEMENT_KIND_WORDS, type MovementRecord, type StockRowRecord } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** Words of the two exports, in both languages. */
export const SHEET_WORDS = {
  'zh-CN': {
    stockFile: '库存',
    ledgerFile: '出入库流水',
    warehouse: '仓库',
    category: '分类',
    unit: '单位',
    quantity: '数量',
    reserved: '预留',
    available: '可用',
    min: '预警值',
    id: '流水号',
    kind: '类型',
    asset: '资产编号',
    balance: '结存',
    unitPrice: '单价',
    source: '单据',
    reason: '原因',
    store: '门店',
    reversalOf: '冲销流水',
    actor: '操作人',
    at: '时间',
  },
  'en-US': {
    stockFile: 'stock',
    ledgerFile: 'stock-ledger',
    warehouse: 'Warehouse',
    category: 'Category',
    unit: 'Unit',
    quantity: 'Quantity',
    reserved: 'Reserved',
    available: 'Available',
    min: 'Threshold',
    id: 'Movement',
    kind: 'Kind',
    asset: 'Asset code',
    balance: 'Balance',
    unitPrice: 'Unit price',
    source: 'Document',
    reason: 'Reason',
    store: 'Store',
    reversalOf: 'Reverses',
    actor: 'By',
    at: 'Time',
  },
} as const;

export function stockSheet(language: Language): XlsxSheet<StockRowRecord> {
  const w = SHEET_WORDS[language];
  return {
    name: w.stockFile,
    columns: [
      { header: w.warehouse, width: 20, value: (r) => r.warehouseName },
      { header: w.category, width: 20, value: (r) => r.categoryName },
      { header: w.unit, value: (r) => r.unit },
      { header: w.quantity, value: (r) => r.quantity },
      { header: w.reserved, value: (r) => r.reserved },
      { header: w.available, value: (r) => r.available },
      { header: w.min, value: (r) => r.minQuantity },
    ],
  };
}

export function ledgerSheet(language: Language, timeZone: string): XlsxSheet<MovementRecord> {
  const w = SHEET_WORDS[language];
  return {
    name: w.ledgerFile,
    columns: [
      { header: w.id, value: (r) => r.movementId },
      { header: w.at, width: 22, value: (r) => exportTime(r.at, timeZone) },
      { header: w.warehouse, width: 20, value: (r) => r.warehouseName },
      { header: w.kind, value: (r) => MOVEMENT_KIND_WORDS[language][r.kind] },
      { header: w.category, width: 20, value: (r) => r.categoryName },
      { header: w.asset, width: 16, value: (r) => r.assetCode },
      { header: w.quantity, value: (r) => r.quantity },
      { header: w.balance, value: (r) => r.balance },
      { header: w.unitPrice, value: (r) => r.unitPrice },
      { header: w.source, width: 20, value: (r) => r.sourceCode },
      { header: w.reason, width: 30, value: (r) => r.reason },
      { header: w.store, width: 18, value: (r) => r.storeName },
      { header: w.reversalOf, value: (r) => r.reversalOf },
      { header: w.actor, value: (r) => r.actor?.nickname ?? null },
    ],
  };
}
