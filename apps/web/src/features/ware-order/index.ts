import type { PageMap } from '../../lib/page-map';

/**
 * Warehouse work orders and special work orders (AREAS.md §4, issue #18; laid out as
 * docs/adding-an-area.md says): the two lists (menu pages, /index appended) and their detail
 * pages (SPEC §2, fixed routes). Each page loads lazily; the shell's registry merges this map.
 * Its words are in ./words, its query factories in ./api.ts.
 */
export const WARE_ORDER_PAGES: PageMap = [
  ['/ware/order/index', () => import('./pages/order-list-page').then((m) => m.WorkOrderListPage)],
  [
    '/ware/special-order/index',
    () => import('./pages/order-list-page').then((m) => m.SpecialOrderListPage),
  ],
  [
    '/wareorderdetail',
    () => import('./pages/order-detail-page').then((m) => m.WorkOrderDetailPage),
  ],
  [
    '/warespecialorderdetail',
    () => import('./pages/order-detail-page').then((m) => m.SpecialOrderDetailPage),
  ],
];
