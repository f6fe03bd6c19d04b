import { WARE_ORDER_PAGES, type WareOrderType } from '@depot/shared';

/** An order's page (SPEC §2 /wareorderdetail, /warespecialorderdetail). */
export const orderHref = (type: WareOrderType, orderId: number) =>
  `${WARE_ORDER_PAGES[type].detail}?id=${orderId}`;

/** An asset document's page (the asset documents' fixed route). */
export const assetDocHref = (docId: number) => `/as/doc-detail?id=${docId}`;

/** An approval request's page (the approvals' fixed route). */
export const approvalRequestHref = (requestId: number) => `/tutor/changeoffering?id=${requestId}`;

/** The order in the address (`?id=`), or undefined when it is not a positive whole number. */
export function idParam(search: URLSearchParams, name = 'id'): number | undefined {
  const value = Number(search.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
