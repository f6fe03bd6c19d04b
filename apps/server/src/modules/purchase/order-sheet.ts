import type { PurchaseOrderRecord, PurchaseOrderStatus } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** Words of the work orders' export, in both languages. */
export const ORDER_SHEET_WORDS = {
  'zh-CN': {
    file: '采购工单',
    code: '工单编号',
    title: '标题',
    status: '状态',
    applicant: '申请人',
    warehouse: '收货仓库',
    suppliers: '供应商',
    lines: '行数',
    total: '金额',
    totalUpper: '大写金额',
    expectedDate: '期望到货',
    createdAt: '创建时间',
    statuses: {
      draft: '草稿',
      pending: '审批中',
      sentBack: '已退回',
      approved: '已审批',
      closed: '已关闭',
      rejected: '已驳回',
      withdrawn: '已撤回',
    },
  },
  'en-US': {
    file: 'purchase-orders',
    code: 'Code',
    title: 'Title',
    status: 'Status',
    applicant: 'Applicant',
    warehouse: 'Warehouse',
    suppliers: 'Suppliers',
    lines: 'Lines',
    total: 'Total',
    totalUpper: 'Total in words',
    expectedDate: 'Expected',
    createdAt: 'Created',
    statuses: {
      draft: 'Draft',
      pending: 'In approval',
      sentBack: 'Sent back',
      approved: 'Approved',
      closed: 'Closed',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    },
  },
} as const satisfies Record<
  Language,
  Record<string, unknown> & { statuses: Record<PurchaseOrderStatus, string> }
>;

export function orderSheet(language: Language, timeZone: string): XlsxSheet<PurchaseOrderRecord> {
  const w = ORDER_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (o) => o.code },
      { header: w.title, width: 28, value: (o) => o.title },
      { header: w.status, value: (o) => w.statuses[o.status] },
      { header: w.applicant, width: 14, value: (o) => o.applicant.nickname },
      { header: w.warehouse, width: 18, value: (o) => o.warehouse.name },
      { header: w.suppliers, width: 30, value: (o) => o.suppliers.map((s) => s.name).join('、') },
      { header: w.lines, value: (o) => o.lineCount },
      { header: w.total, width: 14, value: (o) => o.total },
      { header: w.totalUpper, width: 30, value: (o) => o.totalUpper },
      { header: w.expectedDate, width: 12, value: (o) => o.expectedDate },
      { header: w.createdAt, width: 20, value: (o) => exportTime(o.createdAt, timeZone) },
    ],
  };
}
