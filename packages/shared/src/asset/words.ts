import type { AssetDescriptiveField, AssetImportColumn, AssetStatus } from './constants';

/** An asset's statuses by name, in both languages: the asset pages and the asset spreadsheets. */
export const ASSET_STATUS_WORDS = {
  'zh-CN': {
    idle: '闲置',
    awaitingPickup: '待领取',
    inUse: '在用',
    lent: '借出',
    inRepair: '维修',
    damaged: '损坏',
    writtenOff: '报废',
    lost: '丢失',
  },
  'en-US': {
    idle: 'Idle',
    awaitingPickup: 'Awaiting pick-up',
    inUse: 'In use',
    lent: 'Lent',
    inRepair: 'In repair',
    damaged: 'Damaged',
    writtenOff: 'Written off',
    lost: 'Lost',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<AssetStatus, string>>;

/**
 * An asset's own descriptive fields by name (custom fields aside), in both languages: the asset
 * pages, and the export's and import template's headers.
 */
export const ASSET_FIELD_WORDS = {
  'zh-CN': {
    name: '资产名称',
    model: '型号',
    serialNo: '序列号',
    purchaseDate: '购置日期',
    price: '购置价格',
    supplier: '供应商',
    warrantyEnd: '保修截止',
    expiryDate: '到期日期',
    remark: '备注',
  },
  'en-US': {
    name: 'Name',
    model: 'Model',
    serialNo: 'Serial number',
    purchaseDate: 'Purchase date',
    price: 'Price',
    supplier: 'Supplier',
    warrantyEnd: 'Warranty end',
    expiryDate: 'Expiry date',
    remark: 'Remark',
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  Record<Exclude<AssetDescriptiveField, 'custom'>, string>
>;

/**
 * The asset import file's column headers, in both languages: the template's header row, the
 * server's header check and the column a problem names on the web.
 */
export const ASSET_IMPORT_COLUMN_WORDS = {
  'zh-CN': { ...ASSET_FIELD_WORDS['zh-CN'], categoryPrefix: '分类编码前缀', storeCode: '门店编码' },
  'en-US': {
    ...ASSET_FIELD_WORDS['en-US'],
    categoryPrefix: 'Category code prefix',
    storeCode: 'Store code',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<AssetImportColumn, string>>;
