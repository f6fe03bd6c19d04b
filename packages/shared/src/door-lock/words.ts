import type {
  DoorLockImportColumn,
  DoorLockStatus,
  DoorOpenImportColumn,
  DoorOpenMethod,
} from './constants';

/**
 * A lock's statuses and the ways a door opens, by name in both languages: the door-lock pages
 * show them, and the imports read a cell in either language.
 */
export const DOOR_LOCK_WORDS = {
  'zh-CN': {
    statuses: { working: '正常', faulty: '故障', removed: '已拆除' },
    methods: { ekey: '电子钥匙', password: '密码', card: '门卡', mechanical: '机械钥匙' },
  },
  'en-US': {
    statuses: { working: 'Working', faulty: 'Faulty', removed: 'Removed' },
    methods: {
      ekey: 'Electronic key',
      password: 'Password',
      card: 'Card',
      mechanical: 'Mechanical key',
    },
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  { statuses: Record<DoorLockStatus, string>; methods: Record<DoorOpenMethod, string> }
>;

/** The import sheets' column names in both languages: the templates, and the web's problem list. */
export const DOOR_IMPORT_COLUMN_WORDS = {
  'zh-CN': {
    locks: {
      storeCode: '门店编码',
      door: '门',
      model: '型号',
      serialNo: '序列号',
      installedOn: '安装日期',
      battery: '电量',
      status: '状态',
      keeper: '保管人账号',
      remark: '备注',
    },
    opens: { serialNo: '门锁序列号', at: '开门时间', method: '开门方式', user: '开门人账号' },
  },
  'en-US': {
    locks: {
      storeCode: 'Store code',
      door: 'Door',
      model: 'Model',
      serialNo: 'Serial number',
      installedOn: 'Installed on',
      battery: 'Battery',
      status: 'Status',
      keeper: 'Keeper username',
      remark: 'Remark',
    },
    opens: {
      serialNo: 'Lock serial number',
      at: 'Opened at',
      method: 'Method',
      user: 'Opened by (username)',
    },
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  { locks: Record<DoorLockImportColumn, string>; opens: Record<DoorOpenImportColumn, string> }
>;
