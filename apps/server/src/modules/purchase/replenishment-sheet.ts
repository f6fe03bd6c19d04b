import type { ReplenishmentRecord, ReplenishmentStatus } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** Words of the warehouse purchase orders' export, in both languages. */
export const REPLENISHMENT_SHEET_WORDS = {
  'zh-CN': {
    file: '仓库采购单',
    code: '采购单号',
    status: '状态',
    warehouse: '仓库',
    applicant: '申请人',
    neededBy: '需要日期',
    lines: '行数',
    quantity: '数量',
    remark: '备注',
    reason: '原因',
    createdAt: '创建时间',
    statuses: {
      draft: '草稿',
      submitted: '已提交',
      ordered: '已下单',
      closed: '已关闭',
      cancelled: '已取消',
      declined: '已拒绝',
    },
  },
  'en-US': {
    file: 'warehouse-purchase-orders',
    code: 'Code',
    status: 'Status',
    warehouse: 'Warehouse',
    applicant: 'Applicant',
    neededBy: 'Needed by',
    lines: 'Lines',
    quantity: 'Quantity',
    remark: 'Note',
    reason: 'Reason',
    createdAt: 'Created',
    statuses: {
      draft: 'Draft',
      submitted: 'Submitted',
      ordered: 'Ordered',
      closed: 'Closed',
      cancelled: 'Cancelled',
      declined: 'Declined',
    },
  },
} as const satisfies Record<
  Language,
  Record<string, unknown> & { statuses: Record<ReplenishmentStatus, string> }
>;

export function replenishmentSheet(
  language: Language,
  timeZone: string,
): XlsxSheet<ReplenishmentRecord> {
  const w = REPLENISHMENT_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (r) => r.code },
      { header: w.status, value: (r) => w.statuses[r.status] },
      { header: w.warehouse, width: 18, value: (r) => r.warehouse.name },
      { header: w.applicant, width: 14, value: (r) => r.applicant.nickname },
      { header: w.neededBy, width: 12, value: (r) => r.neededBy },
      { header: w.lines, value: (r) => r.lineCount },
      { header: w.quantity, value: (r) => r.quantity },
      { header: w.remark, width: 30, value: (r) => r.remark },
      { header: w.reason, width: 30, value: (r) => r.reason },
      { header: w.createdAt, width: 20, value: (r) => exportTime(r.createdAt, timeZone) },
    ],
  };
}
