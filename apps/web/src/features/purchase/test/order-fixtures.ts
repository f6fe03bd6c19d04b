import type { Sku, SupplierPrice } from '@depot/shared';

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
