import type { REPAIR_IMPORT_COLUMNS } from './contract';
import type { RepairStatus } from './status';

/** A repair order's statuses by name, in both languages: the repair pages and the export. */
export const REPAIR_STATUS_WORDS = {
  'zh-CN': {
    submitted: '待派单',
    dispatched: '已派单',
    in_progress: '维修中',
    paused: '已暂停',
    completed: '已完工',
    cancelled: '已取消',
  },
  'en-US': {
    submitted: 'Submitted',
    dispatched: 'Dispatched',
    in_progress: 'In progress',
    paused: 'Paused',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<RepairStatus, string>>;

/**
 * The repair-order import file's column headers, in both languages: the template's header row,
 * the server's header check (either language) and the column a problem names on the web.
 */
export const REPAIR_IMPORT_COLUMN_WORDS = {
  'zh-CN': {
    storeCode: '门店编码',
    typeCode: '维修类型编码',
    externalSource: '外部来源',
    externalCode: '外部单号',
    appointmentTime: '预约时间',
    address: '地址',
    remark: '备注',
  },
  'en-US': {
    storeCode: 'Store code',
    typeCode: 'Repair type code',
    externalSource: 'External source',
    externalCode: 'External code',
    appointmentTime: 'Appointment time',
    address: 'Address',
    remark: 'Remark',
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  Record<(typeof REPAIR_IMPORT_COLUMNS)[number], string>
>;
