import { WARE_ORDER_WORDS } from '@depot/shared';
import type {
  WareOrderKind,
  WareOrderRecord,
  WareOrderStatus,
  WareOrderType,
  WareOrderUrgency,
} from '@depot/shared';
import type { XlsxCell, XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

const COLUMNS = [
  'code',
  'kind',
  'status',
  'urgency',
  'reason',
  'store',
  'address',
  'contact',
  'plannedDate',
  'assets',
  'source',
  'worker',
  'createdBy',
  'createdAt',
  'startedAt',
  'finishedAt',
  'receiver',
  'cancelReason',
  'remark',
] as const;
type Column = (typeof COLUMNS)[number];

interface SheetWords {
  sheet: Record<WareOrderType, string>;
  file: Record<WareOrderType, string>;
  columns: Record<Column, string>;
  kind: Record<WareOrderKind, string>;
  status: Record<WareOrderStatus, string>;
  urgency: Record<WareOrderUrgency, string>;
}

/** Words of the orders' export, in both languages. */
export const ORDER_SHEET_WORDS: Record<Language, SheetWords> = {
  'zh-CN': {
    sheet: { work: '仓库工单', special: '特殊工单' },
    file: { work: '仓库工单', special: '特殊工单' },
    columns: {
      code: '工单编号',
      kind: '类型',
      status: '状态',
      urgency: '紧急程度',
      reason: '事由',
      store: '门店',
      address: '地址',
      contact: '联系人',
      plannedDate: '计划日期',
      assets: '资产数',
      source: '来源单据',
      worker: '作业人员',
      createdBy: '创建人',
      createdAt: '创建时间',
      startedAt: '开始时间',
      finishedAt: '完工时间',
      receiver: '收货人',
      cancelReason: '取消原因',
      remark: '备注',
    },
    ...WARE_ORDER_WORDS['zh-CN'],
  },
  'en-US': {
    sheet: { work: 'Work orders', special: 'Special work orders' },
    file: { work: 'work-orders', special: 'special-work-orders' },
    columns: {
      code: 'Order',
      kind: 'Kind',
      status: 'Status',
      urgency: 'Urgency',
      reason: 'Reason',
      store: 'Store',
      address: 'Address',
      contact: 'Contact',
      plannedDate: 'Planned date',
      assets: 'Assets',
      source: 'Source document',
      worker: 'Worker',
      createdBy: 'Created by',
      createdAt: 'Created at',
      startedAt: 'Started at',
      finishedAt: 'Finished at',
      receiver: 'Receiver',
      cancelReason: 'Cancel reason',
      remark: 'Remark',
    },
    ...WARE_ORDER_WORDS['en-US'],
  },
};

const WIDE = new Set<Column>(['reason', 'address', 'remark', 'cancelReason']);

/** The export of one type's orders; a work order's sheet has no urgency or reason. */
export function orderSheet(
  language: Language,
  type: WareOrderType,
  timeZone: string,
): XlsxSheet<WareOrderRecord> {
  const words = ORDER_SHEET_WORDS[language];
  const time = (d: Date | null) => exportTime(d, timeZone);
  const value: Record<Column, (o: WareOrderRecord) => XlsxCell> = {
    code: (o) => o.code,
    kind: (o) => words.kind[o.kind],
    status: (o) => words.status[o.status],
    urgency: (o) => (o.urgency ? words.urgency[o.urgency] : null),
    reason: (o) => o.reason,
    store: (o) => o.storeName,
    address: (o) => o.address,
    contact: (o) => [o.contactName, o.contactPhone].filter(Boolean).join(' '),
    plannedDate: (o) => o.plannedDate,
    assets: (o) => o.assetCount,
    source: (o) => o.sourceDoc?.code ?? null,
    worker: (o) => o.worker?.nickname ?? null,
    createdBy: (o) => o.createdBy?.nickname ?? null,
    createdAt: (o) => time(o.createdAt),
    startedAt: (o) => time(o.startedAt),
    finishedAt: (o) => time(o.finishedAt),
    receiver: (o) => o.receiverName,
    cancelReason: (o) => o.cancelReason,
    remark: (o) => o.remark,
  };
  const shown = COLUMNS.filter((c) => type === 'special' || (c !== 'urgency' && c !== 'reason'));
  return {
    name: words.sheet[type],
    columns: shown.map((key) => ({
      header: words.columns[key],
      width: WIDE.has(key) ? 32 : 16,
      value: value[key],
    })),
  };
}
