import type { Asset, AssetCategory, AssetDetail } from '@depot/shared';

const AT = '2026-03-01T02:00:00.000Z';

export function category(
  o: Partial<AssetCategory> & Pick<AssetCategory, 'categoryId'>,
): AssetCategory {
  return {
    parentId: null,
    name: `分类${o.categoryId}`,
    codePrefix: `C${o.categoryId}`,
    unit: '台',
    tracking: 'serial',
    usefulLifeMonths: null,
    expiryLeadDays: null,
    formDesignId: null,
    formDesignName: null,
    sort: 0,
    assetCount: 0,
    createdAt: AT,
    updatedAt: AT,
    ...o,
  };
}

export function asset(o: Partial<Asset> & Pick<Asset, 'assetId'>): Asset {
  return {
    code: `NB-${String(o.assetId).padStart(6, '0')}`,
    qrToken: '6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11',
    name: '联想 ThinkPad',
    categoryId: 2,
    categoryName: '笔记本电脑',
    model: 'T14s',
    serialNo: `SN${o.assetId}`,
    status: 'inUse',
    custodianId: 7,
    custodianName: '王师傅',
    deptId: 3,
    deptName: '运维服务部',
    storeId: 1,
    storeName: '上海徐汇店',
    purchaseDate: '2025-05-01',
    price: '8999.00',
    supplier: '京东企业购',
    warrantyEnd: '2027-05-01',
    expiryDate: '2029-05-01',
    remark: null,
    formVersion: 1,
    custom: { memoryGb: 32 },
    version: 0,
    createdAt: AT,
    updatedAt: AT,
    ...o,
  };
}

export const detail = (o: Partial<AssetDetail> & Pick<Asset, 'assetId'>): AssetDetail => ({
  history: [],
  ...asset(o),
  ...o,
});

export const LAPTOP_DESIGN = {
  designId: 5,
  version: 1,
  design: {
    labelWidth: 100,
    labelPosition: 'right' as const,
    fields: [
      {
        kind: 'number' as const,
        vModel: 'memoryGb',
        label: '内存（GB）',
        required: true,
        min: 4,
        max: 256,
      },
    ],
  },
};
