import type { MovementSource } from '@depot/shared';

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

/** An asset lifecycle document's page (the asset documents' fixed route). */
export const assetDocHref = (docId: number) => `/as/doc-detail?id=${docId}`;

/** The transfers page showing one transfer. */
export const transferHref = (id: number | string) => `${WAREHOUSE_PATHS.transfers}?id=${id}`;

/**
 * Where a ledger row's document opens, by what made it: a warehouse-in, a transfer, a
 * stocktake plan, a purchase sub-order, an after-sales order, an asset document, a project's
 * SKU order (each page
 * takes its id as `?id=`). Null for a hand-posted row, a reversal (it names its original's
 * document but not which kind), the demo's and a row naming no document.
 */
export function movementDocumentHref(row: {
  source: MovementSource;
  sourceId: number | null;
}): string | null {
  if (row.sourceId === null) return null;
  switch (row.source) {
    case 'warehouseIn':
      return warehouseInHref(row.sourceId);
    case 'transfer':
      return transferHref(row.sourceId);
    case 'stocktake':
      return stocktakeHref(row.sourceId);
    case 'purchase':
      return `/purchase/purchase-order-detail?id=${row.sourceId}`;
    case 'afterSale':
      return `/purchase/purchase-order/after-order-detail?id=${row.sourceId}`;
    case 'assetDoc':
      return assetDocHref(row.sourceId);
    case 'skuOrder':
      return `/project/product/sku-order-detail?id=${row.sourceId}`;
    default:
      return null;
  }
}

/** An approval request's page (SPEC §2's `/tutor/changeoffering?id=`). */
export const approvalRequestHref = (requestId: number) => `/tutor/changeoffering?id=${requestId}`;
