import type {
  PurchaseOrderDetail,
  PurchaseTemplateDetail,
  Sku,
  SuborderDetail,
  SupplierPrice,
} from '@depot/shared';

/** The add-order pages' SKU: A4 paper, sold by 华东办公用品 at 118.00 a box. */
export const paper: Sku = {
  skuId: 7,
  code: 'SKU-CON-A4',
  name: 'A4 复印纸',
  specification: '70g 500 张 × 5 包',
  unit: '箱',
  categoryId: 3,
  categoryName: '办公耗材',
  enabled: true,
  remark: null,
  supplierCount: 1,
  lowestPrice: '118.00',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

/** The paper as a SKU picker names it: code, name and specification. */
export const paperLabel = 'SKU-CON-A4 A4 复印纸 70g 500 张 × 5 包';

/** One of the paper's prices: 华东办公用品's current 118.00 unless told otherwise. */
export const paperPrice = (over: Partial<SupplierPrice> = {}): SupplierPrice => ({
  priceId: 3,
  supplierId: 2,
  supplierCode: 'SUP-HD',
  supplierName: '华东办公用品',
  skuId: 7,
  skuCode: 'SKU-CON-A4',
  skuName: 'A4 复印纸',
  unit: '箱',
  price: '118.00',
  currency: 'CNY',
  leadDays: 3,
  validFrom: '2026-01-01',
  createdByName: '管理员',
  createdAt: '2026-01-01T02:00:00.000Z',
  ...over,
});

const line = {
  skuCode: 'SKU-CON-A4',
  skuName: 'A4 复印纸',
  unit: '箱',
  supplierId: 2,
  supplierName: '华东办公用品',
  cancelled: 0,
  cancelReason: null,
  suborderId: 90,
};

/** An approved order: 10 boxes of paper at 118.00 (2 received), 4 toners at 50.00. */
export const approvedOrder: PurchaseOrderDetail = {
  orderId: 12,
  code: 'CG20261129000012',
  title: '华东仓耗材补货',
  status: 'approved',
  applicant: { userId: 1, nickname: '管理员' },
  warehouse: { id: 4, name: '华东仓' },
  expectedDate: null,
  remark: null,
  total: '1380.00',
  totalUpper: '壹仟叁佰捌拾元整',
  suppliers: [{ id: 2, name: '华东办公用品' }],
  lineCount: 2,
  requestId: 5,
  template: null,
  replenishment: null,
  version: 3,
  createdAt: '2026-11-29T02:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
  header: {},
  fromLowStock: false,
  skuOrder: null,
  lines: [
    {
      ...line,
      lineId: 40,
      skuId: 7,
      quantity: 10,
      unitPrice: '118.00',
      amount: '1180.00',
      received: 2,
    },
    {
      ...line,
      lineId: 41,
      skuId: 8,
      skuCode: 'SKU-CON-TN',
      skuName: '硒鼓',
      unit: '个',
      quantity: 4,
      unitPrice: '50.00',
      amount: '200.00',
      received: 0,
    },
  ],
  suborders: [],
  events: [
    {
      eventId: 1,
      suborderId: null,
      action: 'approve',
      fromStatus: 'pending',
      toStatus: 'approved',
      note: null,
      user: { userId: 1, nickname: '管理员' },
      at: '2026-11-29T03:00:00.000Z',
    },
  ],
  canSubmit: false,
  canEdit: false,
  amendments: [],
  canAmend: true,
};

/**
 * A purchase template into 华东仓 with one line of the paper (20 boxes at 118.00), no header
 * form and no flow of its own unless told otherwise.
 */
export const paperTemplate = (
  over: Partial<PurchaseTemplateDetail> = {},
): PurchaseTemplateDetail => ({
  templateId: 9,
  name: '门店月度耗材',
  remark: null,
  enabled: true,
  formDesign: null,
  warehouse: { id: 4, name: '华东仓' },
  approvalTemplate: null,
  lineCount: 1,
  version: 2,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  lines: [
    {
      skuId: 7,
      skuCode: 'SKU-CON-A4',
      skuName: 'A4 复印纸',
      unit: '箱',
      supplierId: 2,
      supplierName: '华东办公用品',
      quantity: 20,
      unitPrice: '118.00',
    },
  ],
  header: null,
  ...over,
});

/** A line of sub-order 9: 20 boxes of A4 paper at 118.00, 5 received; `over` changes it. */
export const suborderLine = (
  over: Partial<SuborderDetail['lines'][number]>,
): SuborderDetail['lines'][number] => ({
  lineId: 1,
  skuId: 7,
  skuCode: 'SKU-CON-A4',
  skuName: 'A4 复印纸',
  unit: '箱',
  supplierId: 2,
  supplierName: '华东办公用品',
  quantity: 20,
  unitPrice: '118.00',
  amount: '2360.00',
  received: 5,
  cancelled: 0,
  cancelReason: null,
  suborderId: 9,
  ...over,
});
