import type { PageMap } from '../../lib/page-map';

/**
 * Purchasing (docs/purchasing.md; laid out as docs/adding-an-area.md says): suppliers, the
 * supplier page and the SKU catalogue. The feature's own page map (each page its own chunk);
 * the shell's registry merges it. Words in ./words, factories in ./api.ts.
 */
export const PURCHASE_PAGES: PageMap = [
  [
    '/product/supplier/index',
    () => import('./pages/supplier-list-page').then((m) => m.SupplierListPage),
  ],
  ['/product/supplierDetail', () => import('./pages/supplier-page').then((m) => m.SupplierPage)],
  ['/product/sku/index', () => import('./pages/sku-list-page').then((m) => m.SkuListPage)],
];
