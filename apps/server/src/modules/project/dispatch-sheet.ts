import type { DispatchKind, DispatchRecord, DispatchStatus } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** Words of the dispatch centre's export, in both languages. */
export const DISPATCH_SHEET_WORDS = {
  'zh-CN': {
    file: '派工单',
    code: '派工单号',
    project: '项目',
    stage: '阶段',
    kind: '类型',
    who: '施工队 / 供应商',
    contact: '联系人',
    phone: '电话',
    plannedStart: '计划开始',
    plannedEnd: '计划结束',
    skuOrder: '物料单',
    status: '状态',
    cancelReason: '取消原因',
    createdAt: '创建时间',
    kinds: { crew: '施工队', supplier: '供应商' },
    statuses: { planned: '已计划', dispatched: '已派工', done: '已完成', cancelled: '已取消' },
  },
  'en-US': {
    file: 'dispatches',
    code: 'Code',
    project: 'Project',
    stage: 'Stage',
    kind: 'Kind',
    who: 'Crew / supplier',
    contact: 'Contact',
    phone: 'Phone',
    plannedStart: 'Planned start',
    plannedEnd: 'Planned end',
    skuOrder: 'SKU order',
    status: 'Status',
    cancelReason: 'Cancel reason',
    createdAt: 'Created',
    kinds: { crew: 'Crew', supplier: 'Supplier' },
    statuses: {
      planned: 'Planned',
      dispatched: 'Dispatched',
      done: 'Done',
      cancelled: 'Cancelled',
    },
  },
} as const satisfies Record<
  Language,
  Record<string, unknown> & {
    kinds: Record<DispatchKind, string>;
    statuses: Record<DispatchStatus, string>;
  }
>;

export function dispatchSheet(language: Language, timeZone: string): XlsxSheet<DispatchRecord> {
  const w = DISPATCH_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (d) => d.code },
      { header: w.project, width: 28, value: (d) => `${d.projectCode} ${d.projectName}` },
      { header: w.stage, width: 16, value: (d) => d.stageName },
      { header: w.kind, value: (d) => w.kinds[d.kind] },
      { header: w.who, width: 20, value: (d) => d.crew ?? d.supplierName },
      { header: w.contact, width: 12, value: (d) => d.contact },
      { header: w.phone, width: 14, value: (d) => d.phone },
      { header: w.plannedStart, width: 12, value: (d) => d.plannedStart },
      { header: w.plannedEnd, width: 12, value: (d) => d.plannedEnd },
      { header: w.skuOrder, width: 20, value: (d) => d.skuOrderCode },
      { header: w.status, value: (d) => w.statuses[d.status] },
      { header: w.cancelReason, width: 24, value: (d) => d.cancelReason },
      { header: w.createdAt, width: 20, value: (d) => exportTime(d.createdAt, timeZone) },
    ],
  };
}
