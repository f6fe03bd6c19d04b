import type { Asset, AssetDocWire } from '@depot/shared';

const AT = '2026-03-01T02:00:00.000Z';

export const person = (userId: number, nickname: string) => ({ userId, nickname });

/** A lending of one asset, in approval; override what a test needs. */
export function assetDoc(o: Partial<AssetDocWire> & Pick<AssetDocWire, 'docId'>): AssetDocWire {
  return {
    code: `JY20260301${String(o.docId).padStart(6, '0')}`,
    docType: 'lending',
    status: 'pending',
    reason: '外出巡店',
    applicant: person(9, '张小明'),
    borrower: person(9, '张小明'),
    dueDate: '2026-03-15',
    receiver: null,
    store: null,
    toCustodian: null,
    toWarehouse: null,
    rollbackOf: null,
    rolledBackBy: null,
    requestId: 40 + o.docId,
    approvalStatus: 'pending',
    items: [
      {
        assetId: 1,
        code: 'NB-000001',
        name: '联想 ThinkPad',
        statusBefore: null,
        statusAfter: null,
        status: 'idle',
      },
    ],
    signedBy: null,
    signedAt: null,
    signatureFileId: null,
    createdAt: AT,
    version: 0,
    ...o,
  };
}

/** An asset as the register lists it. */
export function registerAsset(o: Partial<Asset> & Pick<Asset, 'assetId'>): Asset {
  return {
    code: `NB-${String(o.assetId).padStart(6, '0')}`,
    qrToken: `token-${o.assetId}`,
    name: '联想 ThinkPad',
    categoryId: 2,
    categoryName: '笔记本电脑',
    model: 'T14s',
    serialNo: `SN${o.assetId}`,
    status: 'idle',
    custodianId: null,
    custodianName: null,
    deptId: null,
    deptName: null,
    storeId: 1,
    storeName: '上海徐汇店',
    purchaseDate: '2025-05-01',
    price: '8999.00',
    supplier: null,
    warrantyEnd: null,
    expiryDate: null,
    remark: null,
    formVersion: null,
    custom: {},
    version: 0,
    createdAt: AT,
    updatedAt: AT,
    ...o,
  };
}

export const page = <T>(records: T[], current = 1, size = 10) => ({
  records,
  total: records.length,
  current,
  size,
});
