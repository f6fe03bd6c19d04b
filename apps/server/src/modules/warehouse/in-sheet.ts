import {
  WAREHOUSE_IN_SOURCE_WORDS,
  WAREHOUSE_IN_STATUS_WORDS,
  type WarehouseInRecord,
} from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** The warehouse-in export's words, in both languages. */
export const IN_SHEET_WORDS = {
  'zh-CN': {
    file: '入库单',
    code: '入库单号',
    warehouse: '仓库',
    source: '来源',
    sourceRef: '来源单号',
    fromStore: '退回门店',
    supplier: '供应商',
    status: '状态',
    lines: '计数物品',
    assets: '逐件资产',
    total: '合计金额',
    applicant: '申请人',
    createdAt: '申请时间',
    postedAt: '入库时间',
    remark: '备注',
  },
  'en-US': {
    file: 'warehouse-ins',
    code: 'Code',
    warehouse: 'Warehouse',
    source: 'Source',
    sourceRef: 'Source reference',
    fromStore: 'Returned by store',
    supplier: 'Supplier',
    status: 'Status',
    lines: 'Counted items',
    assets: 'Serialised assets',
    total: 'Total amount',
    applicant: 'Applicant',
    createdAt: 'Applied at',
    postedAt: 'Received at',
    remark: 'Remark',
  },
} as const;

/** A warehouse-in's counted lines in one cell: `硒鼓 10 个 × 35.00`, one per line. */
const linesText = (lines: WarehouseInRecord['lines']) =>
  lines.map((l) => `${l.categoryName} ${l.quantity} ${l.unit} × ${l.unitPrice}`).join('\n');

/** Its serialised assets in one cell: `ZC0001 笔记本电脑`, one per asset. */
const assetsText = (assets: WarehouseInRecord['assets']) =>
  assets.map((a) => `${a.code} ${a.name}`).join('\n');

export function warehouseInSheet(
  language: Language,
  timeZone: string,
): XlsxSheet<WarehouseInRecord> {
  const w = IN_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (r) => r.code },
      { header: w.warehouse, width: 20, value: (r) => r.warehouseName },
      { header: w.source, value: (r) => WAREHOUSE_IN_SOURCE_WORDS[language][r.source] },
      { header: w.sourceRef, width: 18, value: (r) => r.sourceRef },
      { header: w.fromStore, width: 18, value: (r) => r.fromStore?.name ?? null },
      { header: w.supplier, width: 18, value: (r) => r.supplier },
      { header: w.status, value: (r) => WAREHOUSE_IN_STATUS_WORDS[language][r.status] },
      { header: w.lines, width: 30, value: (r) => linesText(r.lines) },
      { header: w.assets, width: 30, value: (r) => assetsText(r.assets) },
      { header: w.total, value: (r) => r.totalAmount },
      { header: w.applicant, value: (r) => r.applicant.nickname },
      { header: w.createdAt, width: 22, value: (r) => exportTime(r.createdAt, timeZone) },
      { header: w.postedAt, width: 22, value: (r) => exportTime(r.postedAt, timeZone) },
      { header: w.remark, width: 24, value: (r) => r.remark },
    ],
  };
}
