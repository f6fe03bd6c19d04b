/**
 * Repair orders (issue #7, docs/repair-orders.md): the list, the order's and the sub-order's
 * detail pages. Each page loads lazily; the shell registers them by path (see README.md here).
 */
export { EAM_PATHS } from './paths';

export const loadRepairOrderListPage = () =>
  import('./pages/repair-order-list-page').then((m) => m.RepairOrderListPage);
export const loadRepairOrderDetailPage = () =>
  import('./pages/repair-order-detail-page').then((m) => m.RepairOrderDetailPage);
export const loadRepairSubOrderDetailPage = () =>
  import('./pages/repair-suborder-detail-page').then((m) => m.RepairSubOrderDetailPage);
