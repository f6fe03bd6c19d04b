import type { AssetDescriptiveField, AssetImportColumn, AssetStatus } from './constants';

type Language = 'zh-CN' | 'en-US';
type OwnField = Exclude<AssetDescriptiveField, 'custom'>;

/** An asset's own descriptive fields by name (custom fields aside). */
const FIELD = {
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
} as const satisfies Record<Language, Record<OwnField, string>>;

/**
 * An asset's words in both languages, read by the asset pages and by the asset spreadsheets:
 * - `status`: its statuses by name;
 * - `field`: its own descriptive fields by name (custom fields aside): form labels, columns,
 *   the export's headers;
 * - `importColumns`: the import file's column headers (the template's header row, the server's
 *   header check, the column a problem names on the web).
 */
export const ASSET_WORDS = {
  'zh-CN': {
    status: {
      idle: '闲置',
      awaitingPickup: '待领取',
      inUse: '在用',
      lent: '借出',
      inRepair: '维修',
      damaged: '损坏',
      writtenOff: '报废',
      lost: '丢失',
    },
    field: FIELD['zh-CN'],
    importColumns: { ...FIELD['zh-CN'], categoryPrefix: '分类编码前缀', storeCode: '门店编码' },
  },
  'en-US': {
    status: {
      idle: 'Idle',
      awaitingPickup: 'Awaiting pick-up',
      inUse: 'In use',
      lent: 'Lent',
      inRepair: 'In repair',
      damaged: 'Damaged',
      writtenOff: 'Written off',
      lost: 'Lost',
    },
    field: FIELD['en-US'],
    importColumns: {
      ...FIELD['en-US'],
      categoryPrefix: 'Category code prefix',
      storeCode: 'Store code',
    },
  },
} as const satisfies Record<
  Language,
  {
    status: Record<AssetStatus, string>;
    field: Record<OwnField, string>;
    importColumns: Record<AssetImportColumn, string>;
  }
>;
