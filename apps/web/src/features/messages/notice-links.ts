import {
  APPROVAL_LINK_AREA,
  DESIGN_CHANGE_LINK_AREA,
  LOW_STOCK_LINK_AREA,
  PROJECT_CONTRACTOR_LINK_AREA,
  SKU_ORDER_LINK_AREA,
  WAREHOUSE_IN_LINK_AREA,
  type NoticeLink,
} from '@depot/shared';

/**
 * Where a notice's record opens, by the link's area (SPEC §2 detail pages). Each detail page
 * takes the record id as `?id=`. A link to an area not listed here opens nothing.
 */
const AREA_PATHS: Readonly<Record<string, string>> = {
  asset: '/as/asset-detail',
  // The asset documents' notices (2, 3, 23, 24, and 4 when a document gives assets) open it.
  assetDoc: '/as/doc-detail',
  // Approval and application notices (5–11, 15–21, 27, 28) open the request (SPEC §2).
  [APPROVAL_LINK_AREA]: '/tutor/changeoffering',
  'eam-order': '/eam/repair-order-detail',
  'eam-suborder': '/eam/repair-suborder-detail',
  'door-lock': '/doorlockDetail',
  'door-lock-ekey': '/doorlockEkey',
  // Low-stock notices (13, 14) open the stock page with the threshold's replenishment offer.
  [LOW_STOCK_LINK_AREA]: '/ware/stock/index',
  [WAREHOUSE_IN_LINK_AREA]: '/ware/in/index',
  'stocktake-plan': '/planDetail',
  'ware-order': '/wareorderdetail',
  'ware-special-order': '/warespecialorderdetail',
  'ware-purchase-order': '/orderdetail',
  'ware-purchase-suborder': '/suborderdetail',
  supplier: '/product/supplierDetail',
  'purchase-suborder': '/purchase/purchase-order-detail',
  'purchase-after-sales': '/purchase/purchase-order/after-order-detail',
  project: '/item/detail',
  'cost-visa': '/item/cost-visa-detail',
  // A design change's outcome notice (47) opens the change.
  [DESIGN_CHANGE_LINK_AREA]: '/item/item-drawing-design-change',
  // A stock reservation about to lapse or lapsed (53, 54) opens the SKU order holding it.
  [SKU_ORDER_LINK_AREA]: '/project/product/sku-order-detail',
  dispatch: '/project/purchase/dispatch-detail',
  // A contractor's document about to lapse (50) opens the project's contractors (`?id=` its id).
  [PROJECT_CONTRACTOR_LINK_AREA]: '/item/item-enterprise',
};

/** The in-app address of a notice's record, or null when it has none we can open. */
export function noticeLinkHref(link: NoticeLink | null): string | null {
  if (!link || !Object.hasOwn(AREA_PATHS, link.area)) return null;
  return `${AREA_PATHS[link.area]}?${new URLSearchParams({ id: String(link.id) }).toString()}`;
}
