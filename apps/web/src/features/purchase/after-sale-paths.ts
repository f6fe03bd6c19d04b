/** An after-sales order's page (SPEC §2 `/purchase/purchase-order/after-order-detail`). */
export const afterSaleHref = (afterSaleId: number) =>
  `/purchase/purchase-order/after-order-detail?id=${afterSaleId}`;

/** The after-sales list (its menu entry marks the after-sales order page active). */
export const AFTER_SALE_LIST_PATH = '/purchase/after-order';
