import type { PageMap } from '../../lib/page-map';

/**
 * Warehouses (docs/warehouses.md; laid out as docs/adding-an-area.md says): the warehouse tree,
 * stock, the ledger, warehouse-ins and low-stock thresholds. The feature's own page map (each
 * page its own chunk); the shell's registry merges it. Words in ./words, factories in ./api.ts.
 */
export const WAREHOUSE_PAGES: PageMap = [
  ['/ware/warehouse/index', () => import('./pages/warehouses-page').then((m) => m.WarehousesPage)],
  ['/ware/stock/index', () => import('./pages/stock-page').then((m) => m.StockPage)],
  ['/ware/ledger/index', () => import('./pages/ledger-page').then((m) => m.LedgerPage)],
  ['/ware/in/index', () => import('./pages/in-page').then((m) => m.InPage)],
  ['/ware/threshold/index', () => import('./pages/thresholds-page').then((m) => m.ThresholdsPage)],
  [
    '/ware/stocktake/index',
    () => import('./pages/stocktake-list-page').then((m) => m.StocktakeListPage),
  ],
  ['/ware/transfer/index', () => import('./pages/transfers-page').then((m) => m.TransfersPage)],
  ['/planDetail', () => import('./pages/stocktake-detail-page').then((m) => m.StocktakeDetailPage)],
];
