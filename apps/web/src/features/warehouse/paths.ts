/** The warehouse pages' addresses (menu pages: their path and /index). */
export const WAREHOUSE_PATHS = {
  warehouses: '/ware/warehouse/index',
  stock: '/ware/stock/index',
  ledger: '/ware/ledger/index',
  ins: '/ware/in/index',
  thresholds: '/ware/threshold/index',
  stocktakes: '/ware/stocktake/index',
  transfers: '/ware/transfer/index',
} as const;

/** A stocktake plan's page (SPEC §2 `/planDetail`). */
export const stocktakeHref = (id: number | string) => `/planDetail?id=${id}`;

/** The stock page showing a low-stock notice's replenishment offer. */
export const lowStockHref = (thresholdId: number | string) =>
  `${WAREHOUSE_PATHS.stock}?threshold=${thresholdId}`;

/** The warehouse-in page with its form open, prefilled (a replenishment). */
export const warehouseInFormHref = (prefill: {
  warehouseId: number;
  categoryId: number;
  quantity: number;
}) =>
  `${WAREHOUSE_PATHS.ins}?new=1&warehouseId=${prefill.warehouseId}&categoryId=${prefill.categoryId}&quantity=${prefill.quantity}`;

/** The warehouse-in page showing one warehouse-in. */
export const warehouseInHref = (id: number | string) => `${WAREHOUSE_PATHS.ins}?id=${id}`;

/** An approval request's page (SPEC §2's `/tutor/changeoffering?id=`). */
export const approvalRequestHref = (requestId: number) => `/tutor/changeoffering?id=${requestId}`;
