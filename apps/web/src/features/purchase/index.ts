import type { PageMap } from '../../lib/page-map';

/**
 * Purchasing (docs/purchasing.md; laid out as docs/adding-an-area.md says): suppliers, the
 * supplier page, the SKU catalogue, the work orders, a supplier sub-order's page and the
 * purchase templates, the warehouse purchase orders (`/orderdetail`, `/suborderdetail`). The
 * feature's own page map (each page its own chunk);
 * the shell's registry merges it. Words in ./words, factories in ./api.ts.
 */
export const PURCHASE_PAGES: PageMap = [
  [
    '/product/supplier/index',
    () => import('./pages/supplier-list-page').then((m) => m.SupplierListPage),
  ],
  ['/product/supplierDetail', () => import('./pages/supplier-page').then((m) => m.SupplierPage)],
  ['/product/sku/index', () => import('./pages/sku-list-page').then((m) => m.SkuListPage)],
  [
    '/purchase/purchase-order/index',
    () => import('./pages/order-list-page').then((m) => m.OrderListPage),
  ],
  [
    '/purchase/purchase-order/add-order',
    () => import('./pages/add-order-page').then((m) => m.AddOrderPage),
  ],
  [
    '/purchase/purchase-template/index',
    () => import('./pages/template-list-page').then((m) => m.TemplateListPage),
  ],
  [
    '/purchase/purchase-template/add',
    () => import('./pages/template-page').then((m) => m.TemplatePage),
  ],
  [
    '/purchase/purchase-order-detail',
    () => import('./pages/suborder-page').then((m) => m.SuborderPage),
  ],
  [
    '/purchase/after-order/index',
    () => import('./pages/after-sale-list-page').then((m) => m.AfterSaleListPage),
  ],
  [
    '/purchase/purchase-order/after-order-detail',
    () => import('./pages/after-sale-page').then((m) => m.AfterSalePage),
  ],
  [
    '/purchase/warehouse-order/index',
    () => import('./pages/replenishment-list-page').then((m) => m.ReplenishmentListPage),
  ],
  ['/orderdetail', () => import('./pages/replenishment-page').then((m) => m.ReplenishmentPage)],
  // The warehouse's view of a sub-order is the sub-order page (its request linked there).
  ['/suborderdetail', () => import('./pages/suborder-page').then((m) => m.SuborderPage)],
];
