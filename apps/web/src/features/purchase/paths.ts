/** The supplier page (SPEC §2 `/product/supplierDetail`); the supplier list marks it active. */
export const supplierHref = (supplierId: number) => `/product/supplierDetail?id=${supplierId}`;
