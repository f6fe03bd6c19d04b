import type { PageMap } from '../../lib/page-map';

/**
 * Repair orders (issue #7, docs/repair-orders.md): the list (menu /eam/repair-order) and the
 * order's and the sub-order's detail pages (fixed routes). Each page loads lazily; the shell's
 * registry merges this map. It imports nothing else: the registry is in the first load.
 */
export const EAM_PAGES: PageMap = [
  [
    '/eam/repair-order/index',
    () => import('./pages/repair-order-list-page').then((m) => m.RepairOrderListPage),
  ],
  [
    '/eam/repair-order-detail',
    () => import('./pages/repair-order-detail-page').then((m) => m.RepairOrderDetailPage),
  ],
  [
    '/eam/repair-suborder-detail',
    () => import('./pages/repair-suborder-detail-page').then((m) => m.RepairSubOrderDetailPage),
  ],
];
