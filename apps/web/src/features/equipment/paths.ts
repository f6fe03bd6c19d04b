/** A repair order's page (the repair-order area's fixed route): a device's orders open it. */
export const repairOrderHref = (orderId: number) => `/eam/repair-order-detail?orderId=${orderId}`;
