import { PURCHASE_PAGE_PATHS } from '@depot/shared';

/** The supplier page (SPEC §2 `/product/supplierDetail`); the supplier list marks it active. */
export const supplierHref = (supplierId: number) => `/product/supplierDetail?id=${supplierId}`;

/** A supplier sub-order's page (SPEC §2 `/purchase/purchase-order-detail`). */
export const suborderHref = (suborderId: number) =>
  `${PURCHASE_PAGE_PATHS.suborder}?id=${suborderId}`;

/** The work orders' list, one order's detail open (`?id=`). */
export const orderHref = (orderId: number) => `${PURCHASE_PAGE_PATHS.orders}?id=${orderId}`;

/** An approval request's page (the message centre's jump target). */
export const requestHref = (requestId: number) => `/tutor/changeoffering?id=${requestId}`;

/** The template page: a new template, or `templateId`'s (SPEC §2 `/purchase/purchase-template/add`). */
export const templateHref = (templateId?: number) =>
  templateId === undefined
    ? '/purchase/purchase-template/add'
    : `/purchase/purchase-template/add?id=${templateId}`;

/** The add-order page prefilled from a template. */
export const orderFromTemplateHref = (templateId: number) =>
  `/purchase/purchase-order/add-order?templateId=${templateId}`;

/** The add-order page opening the caller's draft `orderId` for edit. */
export const editOrderHref = (orderId: number) =>
  `/purchase/purchase-order/add-order?id=${orderId}`;

/** A warehouse purchase order's page (SPEC §2 `/orderdetail`); its list marks it active. */
export const replenishmentHref = (id: number) => `/orderdetail?id=${id}`;

/** The warehouse's view of a supplier sub-order (SPEC §2 `/suborderdetail`). */
export const warehouseSuborderHref = (suborderId: number) => `/suborderdetail?id=${suborderId}`;

/** The add-order page prefilled from a submitted warehouse purchase order. */
export const orderFromReplenishmentHref = (id: number) =>
  `/purchase/purchase-order/add-order?replenishmentId=${id}`;

/** The warehouse purchase orders' list. */
export const REPLENISHMENT_LIST_PATH = '/purchase/warehouse-order/index';
