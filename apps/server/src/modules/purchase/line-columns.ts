import { sku, supplier } from './tables';

/**
 * A purchase line's SKU and supplier, as an order's and an amendment's lines read them (the
 * query joins `sku` and `supplier` on the line).
 */
export const lineGoodsColumns = {
  skuId: sku.id,
  skuCode: sku.code,
  skuName: sku.name,
  unit: sku.unit,
  supplierId: supplier.id,
  supplierName: supplier.name,
};
