import type { REPAIR_IMPORT_COLUMNS, RepairStatus } from '@depot/shared';
import { durationParts, REPAIR_IMPORT_COLUMN_WORDS, REPAIR_STATUS_WORDS } from '@depot/shared';
import type { Language } from '../../core/i18n';

type ImportColumn = (typeof REPAIR_IMPORT_COLUMNS)[number];

/** Words of the spreadsheets (export, import template), in both languages. */
export interface SheetWords {
  sheet: string;
  file: string;
  columns: Record<ExportColumn, string>;
  importColumns: Record<ImportColumn, string>;
  status: Record<RepairStatus, string>;
  yes: string;
  no: string;
  units: [day: string, hour: string, minute: string];
}

export const EXPORT_COLUMNS = [
  'orderId',
  'code',
  'externalSource',
  'externalCode',
  'storeCode',
  'storeName',
  'typeName',
  'status',
  'evaluated',
  'pauseCount',
  'pauseDuration',
  'appointmentTime',
  'submitTime',
  'completionTime',
  'orderDuration',
  'address',
  'remark',
  'assigneeName',
  'dispatcherName',
  'sla',
  'rating',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export const SHEET_WORDS: Record<Language, SheetWords> = {
  'zh-CN': {
    sheet: '维修工单',
    file: '维修工单',
    columns: {
      orderId: '工单ID',
      code: '工单编号',
      externalSource: '外部来源',
      externalCode: '外部单号',
      storeCode: '门店编码',
      storeName: '门店',
      typeName: '维修类型',
      status: '状态',
      evaluated: '已评价',
      pauseCount: '暂停次数',
      pauseDuration: '暂停时长',
      appointmentTime: '预约时间',
      submitTime: '提交时间',
      completionTime: '完工时间',
      orderDuration: '工单时长',
      address: '地址',
      remark: '备注',
      assigneeName: '维修人员',
      dispatcherName: '派单人',
      sla: '时效',
      rating: '评分',
    },
    importColumns: REPAIR_IMPORT_COLUMN_WORDS['zh-CN'],
    status: REPAIR_STATUS_WORDS['zh-CN'],
    yes: '是',
    no: '否',
    units: ['天', '小时', '分钟'],
  },
  'en-US': {
    sheet: 'Repair orders',
    file: 'repair-orders',
    columns: {
      orderId: 'Order ID',
      code: 'Code',
      externalSource: 'External source',
      externalCode: 'External code',
      storeCode: 'Store code',
      storeName: 'Store',
      typeName: 'Type',
      status: 'Status',
      evaluated: 'Evaluated',
      pauseCount: 'Pauses',
      pauseDuration: 'Pause duration',
      appointmentTime: 'Appointment time',
      submitTime: 'Submit time',
      completionTime: 'Completion time',
      orderDuration: 'Order duration',
      address: 'Address',
      remark: 'Remark',
      assigneeName: 'Technician',
      dispatcherName: 'Dispatcher',
      sla: 'Service level',
      rating: 'Rating',
    },
    importColumns: REPAIR_IMPORT_COLUMN_WORDS['en-US'],
    status: REPAIR_STATUS_WORDS['en-US'],
    yes: 'yes',
    no: 'no',
    units: ['d', 'h', 'min'],
  },
};

const SLA_WORDS: Record<Language, { response: string; resolution: string }> = {
  'zh-CN': { response: '响应超时', resolution: '解决超时' },
  'en-US': { response: 'response overdue', resolution: 'resolution overdue' },
};

/** "2 天 3 小时 5 分钟" / "2 d 3 h 5 min"; under a minute is "0 分钟" / "0 min". */
export function durationText(seconds: number, language: Language): string {
  const { days, hours, minutes } = durationParts(seconds);
  const [d, h, m] = SHEET_WORDS[language].units;
  const parts: string[] = [];
  if (days) parts.push(`${days} ${d}`);
  if (hours) parts.push(`${hours} ${h}`);
  if (minutes || !parts.length) parts.push(`${minutes} ${m}`);
  return parts.join(' ');
}

export function slaText(
  flags: { responseBreached: boolean; resolutionBreached: boolean },
  language: Language,
): string {
  const words = SLA_WORDS[language];
  const separator = language === 'zh-CN' ? '、' : ', ';
  return [
    flags.responseBreached ? words.response : '',
    flags.resolutionBreached ? words.resolution : '',
  ]
    .filter(Boolean)
    .join(separator);
}
