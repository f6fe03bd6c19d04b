/** Addresses of the repair-order pages (docs/repair-orders.md "Pages"). */
export const EAM_PATHS = {
  /** The menu entry (a leaf: the shell appends /index). */
  menu: '/eam/repair-order',
  list: '/eam/repair-order/index',
  orderDetail: '/eam/repair-order-detail',
  subOrderDetail: '/eam/repair-suborder-detail',
} as const;

export const orderHref = (orderId: number) => `${EAM_PATHS.orderDetail}?orderId=${orderId}`;
export const subOrderHref = (subOrderId: number) =>
  `${EAM_PATHS.subOrderDetail}?subOrderId=${subOrderId}`;

/**
 * A positive integer query parameter (`orderId`, `subOrderId`), or undefined. A plain `id` is
 * read too: the message centre opens every record's detail page with `?id=`.
 */
export function idParam(search: URLSearchParams, name: string): number | undefined {
  const text = search.get(name) ?? search.get('id');
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
