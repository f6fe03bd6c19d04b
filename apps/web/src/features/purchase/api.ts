import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AfterSale,
  AfterSaleDetail,
  AfterSaleInput,
  AfterSalePageParams,
  Envelope,
  OrderWarehouse,
  Page,
  PurchaseAmendmentInput,
  PurchaseOrder,
  PurchaseOrderChange,
  PurchaseOrderDetail,
  PurchaseOrderInput,
  PurchaseOrderPageParams,
  PurchaseTemplate,
  PurchaseTemplateChange,
  PurchaseTemplateDetail,
  PurchaseTemplateInput,
  PurchaseTemplatePageParams,
  Qualification,
  QualificationInput,
  ReplenishmentDetail,
  ReplenishmentEditInput,
  ReplenishmentInput,
  ReplenishmentOrder,
  ReplenishmentPageParams,
  ReplenishmentSuggestion,
  Sku,
  SkuCategory,
  SkuChange,
  SkuInput,
  SkuPageParams,
  Suborder,
  SuborderDetail,
  SuborderPageParams,
  SuborderReceiveInput,
  Supplier,
  SupplierChange,
  SupplierInput,
  SupplierPageParams,
  SupplierPrice,
  SupplierPriceInput,
  TemplateFlow,
  TemplateForm,
} from '@depot/shared';
import { download, getData } from '../../api/get-data';
import { http } from '../../api/http';

/**
 * Purchasing (`/purchase`, docs/purchasing.md): one query factory per endpoint, every key under
 * `purchaseKeys.all` (api/one-factory-per-endpoint.test.ts walks this file too).
 */
export const purchaseKeys = {
  all: ['purchase'] as const,
  suppliers: (params: SupplierPageParams) => [...purchaseKeys.all, 'suppliers', params] as const,
  supplier: (id: number) => [...purchaseKeys.all, 'supplier', id] as const,
  supplierSkus: (id: number) => [...purchaseKeys.all, 'supplier-skus', id] as const,
  qualifications: (id: number) => [...purchaseKeys.all, 'qualifications', id] as const,
  categories: () => [...purchaseKeys.all, 'categories'] as const,
  skus: (params: SkuPageParams) => [...purchaseKeys.all, 'skus', params] as const,
  sku: (id: number) => [...purchaseKeys.all, 'sku', id] as const,
  prices: (skuId: number, supplierId?: number) =>
    [...purchaseKeys.all, 'prices', skuId, supplierId ?? null] as const,
};

export const supplierPageQueryOptions = (params: SupplierPageParams) =>
  queryOptions({
    queryKey: purchaseKeys.suppliers(params),
    queryFn: () => getData<Page<Supplier>>('/purchase/supplier/page', params),
    placeholderData: keepPreviousData,
  });

export const supplierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: purchaseKeys.supplier(id),
    queryFn: () => getData<Supplier>(`/purchase/supplier/${id}`),
  });

/** The SKUs a supplier prices, each with its current price and lead time. */
export const supplierSkusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: purchaseKeys.supplierSkus(id),
    queryFn: () => getData<SupplierPrice[]>(`/purchase/supplier/${id}/skus`),
  });

export const qualificationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: purchaseKeys.qualifications(id),
    queryFn: () => getData<Qualification[]>(`/purchase/supplier/${id}/qualifications`),
  });

export const skuPageQueryOptions = (params: SkuPageParams) =>
  queryOptions({
    queryKey: purchaseKeys.skus(params),
    queryFn: () => getData<Page<Sku>>('/purchase/sku/page', params),
    placeholderData: keepPreviousData,
  });

export const skuQueryOptions = (id: number) =>
  queryOptions({
    queryKey: purchaseKeys.sku(id),
    queryFn: () => getData<Sku>(`/purchase/sku/${id}`),
  });

/** The asset categories a SKU may be stocked as (the purchasing keys suffice). */
export const skuCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: purchaseKeys.categories(),
    queryFn: () => getData<SkuCategory[]>('/purchase/category/list'),
  });

/** A SKU's price history, newest first (of one supplier when given). */
export const priceHistoryQueryOptions = (skuId: number, supplierId?: number) =>
  queryOptions({
    queryKey: purchaseKeys.prices(skuId, supplierId),
    queryFn: () =>
      getData<SupplierPrice[]>(
        `/purchase/sku/${skuId}/prices`,
        supplierId === undefined ? undefined : { supplierId },
      ),
  });

export async function createSupplier(body: SupplierInput): Promise<Supplier> {
  return (await http.post<Envelope<Supplier>>('/purchase/supplier', body)).data.data;
}

export async function updateSupplier(body: SupplierChange): Promise<Supplier> {
  return (await http.put<Envelope<Supplier>>('/purchase/supplier', body)).data.data;
}

export async function createSku(body: SkuInput): Promise<Sku> {
  return (await http.post<Envelope<Sku>>('/purchase/sku', body)).data.data;
}

export async function updateSku(body: SkuChange): Promise<Sku> {
  return (await http.put<Envelope<Sku>>('/purchase/sku', body)).data.data;
}

/** A new price of a supplier for a SKU: a new row, the earlier ones stay. */
export async function addPrice(body: SupplierPriceInput): Promise<SupplierPrice> {
  return (await http.post<Envelope<SupplierPrice>>('/purchase/price', body)).data.data;
}

export async function addQualification(
  supplierId: number,
  body: QualificationInput,
): Promise<Qualification[]> {
  const url = `/purchase/supplier/${supplierId}/qualifications`;
  return (await http.post<Envelope<Qualification[]>>(url, body)).data.data;
}

export async function removeQualification(
  supplierId: number,
  qualificationId: number,
): Promise<Qualification[]> {
  const url = `/purchase/supplier/${supplierId}/qualifications/${qualificationId}`;
  return (await http.delete<Envelope<Qualification[]>>(url)).data.data;
}

export const exportSuppliers = (params: Omit<SupplierPageParams, 'current' | 'size'>) =>
  download('/purchase/supplier/export', params);
export const exportSkus = (params: Omit<SkuPageParams, 'current' | 'size'>) =>
  download('/purchase/sku/export', params);

// ---- work orders and supplier sub-orders (docs/purchasing.md "Work orders") ------------------

export const orderKeys = {
  orders: (params: PurchaseOrderPageParams) => [...purchaseKeys.all, 'orders', params] as const,
  order: (id: number) => [...purchaseKeys.all, 'order', id] as const,
  suborder: (id: number) => [...purchaseKeys.all, 'suborder', id] as const,
};

export const orderPageQueryOptions = (params: PurchaseOrderPageParams) =>
  queryOptions({
    queryKey: orderKeys.orders(params),
    queryFn: () => getData<Page<PurchaseOrder>>('/purchase/order/page', params),
    placeholderData: keepPreviousData,
  });

/** The warehouses of the caller's scope an order may go into (the order pages' picker). */
export const orderWarehousesQueryOptions = () =>
  queryOptions({
    queryKey: [...purchaseKeys.all, 'order-warehouses'] as const,
    queryFn: () => getData<OrderWarehouse[]>('/purchase/order/warehouses'),
  });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: () => getData<PurchaseOrderDetail>(`/purchase/order/${id}`),
  });

/** Sub-orders in the caller's warehouses (a supplier's, on its page). */
export const suborderPageQueryOptions = (params: SuborderPageParams) =>
  queryOptions({
    queryKey: [...purchaseKeys.all, 'suborders', params] as const,
    queryFn: () => getData<Page<Suborder>>('/purchase/suborder/page', params),
    placeholderData: keepPreviousData,
  });

export const suborderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.suborder(id),
    queryFn: () => getData<SuborderDetail>(`/purchase/suborder/${id}`),
  });

/** The supplier's copy of a sub-order: an A4 PDF in the reader's language. */
export const suborderPdf = (id: number) => download(`/purchase/suborder/${id}/pdf`);

export async function confirmSuborder(id: number, version: number): Promise<SuborderDetail> {
  const url = `/purchase/suborder/${id}/confirm`;
  return (await http.post<Envelope<SuborderDetail>>(url, { version })).data.data;
}

export async function receiveSuborder(
  id: number,
  body: SuborderReceiveInput,
): Promise<SuborderDetail> {
  const url = `/purchase/suborder/${id}/receive`;
  return (await http.post<Envelope<SuborderDetail>>(url, body)).data.data;
}

export async function cancelSuborderLine(
  id: number,
  lineId: number,
  body: { version: number; reason: string },
): Promise<SuborderDetail> {
  const url = `/purchase/suborder/${id}/lines/${lineId}/cancel`;
  return (await http.post<Envelope<SuborderDetail>>(url, body)).data.data;
}

export async function createOrder(body: PurchaseOrderInput): Promise<PurchaseOrderDetail> {
  return (await http.post<Envelope<PurchaseOrderDetail>>('/purchase/order', body)).data.data;
}

/** The applicant's draft again: its lines replaced (submitted at once when `submit`). */
export async function updateOrder(body: PurchaseOrderChange): Promise<PurchaseOrderDetail> {
  return (await http.put<Envelope<PurchaseOrderDetail>>('/purchase/order', body)).data.data;
}

/** An amendment of an approved order: it goes to approval; the order changes once approved. */
export async function amendOrder(
  id: number,
  body: PurchaseAmendmentInput,
): Promise<PurchaseOrderDetail> {
  const url = `/purchase/order/${id}/amendment`;
  return (await http.post<Envelope<PurchaseOrderDetail>>(url, body)).data.data;
}

export const exportOrders = (params: Omit<PurchaseOrderPageParams, 'current' | 'size'>) =>
  download('/purchase/order/export', params);
/** The lines of the same orders, one row a line. */
export const exportOrderLines = (params: Omit<PurchaseOrderPageParams, 'current' | 'size'>) =>
  download('/purchase/order/lines/export', params);

// ---- purchase templates (docs/purchasing.md "Templates") ------------------------------------

export const templateKeys = {
  templates: (params: PurchaseTemplatePageParams) =>
    [...purchaseKeys.all, 'templates', params] as const,
  template: (id: number) => [...purchaseKeys.all, 'template', id] as const,
};

export const templatePageQueryOptions = (params: PurchaseTemplatePageParams) =>
  queryOptions({
    queryKey: templateKeys.templates(params),
    queryFn: () => getData<Page<PurchaseTemplate>>('/purchase/template/page', params),
    placeholderData: keepPreviousData,
  });

/** One template with its lines at their current prices and its header design. */
export const templateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: templateKeys.template(id),
    queryFn: () => getData<PurchaseTemplateDetail>(`/purchase/template/${id}`),
  });

/** The form designs a template may take for its header (the template page's picker). */
export const templateFormsQueryOptions = () =>
  queryOptions({
    queryKey: [...purchaseKeys.all, 'template-forms'] as const,
    queryFn: () => getData<TemplateForm[]>('/purchase/template/forms'),
  });

/** The work orders' approval flows a template may name (the template page's picker). */
export const templateFlowsQueryOptions = () =>
  queryOptions({
    queryKey: [...purchaseKeys.all, 'template-flows'] as const,
    queryFn: () => getData<TemplateFlow[]>('/purchase/template/flows'),
  });

export async function createTemplate(body: PurchaseTemplateInput): Promise<PurchaseTemplateDetail> {
  return (await http.post<Envelope<PurchaseTemplateDetail>>('/purchase/template', body)).data.data;
}

export async function updateTemplate(
  body: PurchaseTemplateChange,
): Promise<PurchaseTemplateDetail> {
  return (await http.put<Envelope<PurchaseTemplateDetail>>('/purchase/template', body)).data.data;
}

export async function setTemplateEnabled(
  id: number,
  body: { enabled: boolean; version: number },
): Promise<PurchaseTemplateDetail> {
  const url = `/purchase/template/${id}/enabled`;
  return (await http.post<Envelope<PurchaseTemplateDetail>>(url, body)).data.data;
}

export async function copyTemplate(id: number): Promise<PurchaseTemplateDetail> {
  const url = `/purchase/template/${id}/copy`;
  return (await http.post<Envelope<PurchaseTemplateDetail>>(url)).data.data;
}

// ---- warehouse purchase orders (docs/purchasing.md "Warehouse purchase orders") -------------

export const replenishmentKeys = {
  list: (params: ReplenishmentPageParams) =>
    [...purchaseKeys.all, 'replenishments', params] as const,
  one: (id: number) => [...purchaseKeys.all, 'replenishment', id] as const,
  suggestions: (warehouseId: number) =>
    [...purchaseKeys.all, 'replenishment-suggestions', warehouseId] as const,
};

export const replenishmentPageQueryOptions = (params: ReplenishmentPageParams) =>
  queryOptions({
    queryKey: replenishmentKeys.list(params),
    queryFn: () => getData<Page<ReplenishmentOrder>>('/purchase/replenishment/page', params),
    placeholderData: keepPreviousData,
  });

/** One request with its lines (ordered, received, the offer), work orders and timeline. */
export const replenishmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: replenishmentKeys.one(id),
    queryFn: () => getData<ReplenishmentDetail>(`/purchase/replenishment/${id}`),
  });

/** The warehouses of the caller's scope a request may be raised for. */
export const replenishmentWarehousesQueryOptions = () =>
  queryOptions({
    queryKey: [...purchaseKeys.all, 'replenishment-warehouses'] as const,
    queryFn: () => getData<OrderWarehouse[]>('/purchase/replenishment/warehouses'),
  });

/** The warehouse's low-stock shortfalls with the SKUs stocked as each short category. */
export const replenishmentSuggestionsQueryOptions = (warehouseId: number) =>
  queryOptions({
    queryKey: replenishmentKeys.suggestions(warehouseId),
    queryFn: () =>
      getData<ReplenishmentSuggestion[]>('/purchase/replenishment/suggestions', { warehouseId }),
  });

export async function createReplenishment(body: ReplenishmentInput): Promise<ReplenishmentDetail> {
  return (await http.post<Envelope<ReplenishmentDetail>>('/purchase/replenishment', body)).data
    .data;
}

/** The applicant's draft as it now is, at its `version` (`submit: true` submits it too). */
export async function updateReplenishment(
  id: number,
  body: ReplenishmentEditInput,
): Promise<ReplenishmentDetail> {
  return (await http.put<Envelope<ReplenishmentDetail>>(`/purchase/replenishment/${id}`, body)).data
    .data;
}

/** submit (the applicant, `version`), cancel (the applicant) or decline (a purchaser), with a reason. */
export async function moveReplenishment(
  id: number,
  step: 'submit' | 'cancel' | 'decline',
  body: { version: number; reason?: string },
): Promise<ReplenishmentDetail> {
  const url = `/purchase/replenishment/${id}/${step}`;
  return (await http.post<Envelope<ReplenishmentDetail>>(url, body)).data.data;
}

export const exportReplenishments = (params: Omit<ReplenishmentPageParams, 'current' | 'size'>) =>
  download('/purchase/replenishment/export', params);

// ---- after-sales orders (docs/purchasing.md "After-sales orders") ---------------------------

export const afterSaleKeys = {
  page: (params: AfterSalePageParams) => [...purchaseKeys.all, 'after-sales', params] as const,
  one: (id: number) => [...purchaseKeys.all, 'after-sale', id] as const,
};

export const afterSalePageQueryOptions = (params: AfterSalePageParams) =>
  queryOptions({
    queryKey: afterSaleKeys.page(params),
    queryFn: () => getData<Page<AfterSale>>('/purchase/after-sale/page', params),
    placeholderData: keepPreviousData,
  });

export const afterSaleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: afterSaleKeys.one(id),
    queryFn: () => getData<AfterSaleDetail>(`/purchase/after-sale/${id}`),
  });

export async function createAfterSale(body: AfterSaleInput): Promise<AfterSaleDetail> {
  return (await http.post<Envelope<AfterSaleDetail>>('/purchase/after-sale', body)).data.data;
}

/** open → sent: the goods leave the warehouse for the supplier. */
export async function sendAfterSale(id: number, version: number): Promise<AfterSaleDetail> {
  const url = `/purchase/after-sale/${id}/send`;
  return (await http.post<Envelope<AfterSaleDetail>>(url, { version })).data.data;
}

/** sent → closed: a return's credit, or the rest of an exchange's or repair's goods back in. */
export async function closeAfterSale(
  id: number,
  body: { version: number; credit?: string },
): Promise<AfterSaleDetail> {
  const url = `/purchase/after-sale/${id}/close`;
  return (await http.post<Envelope<AfterSaleDetail>>(url, body)).data.data;
}

/** Part of a sent exchange's or repair's goods back in; the last part closes it. */
export async function receiveBackAfterSale(
  id: number,
  body: { version: number; quantity: number },
): Promise<AfterSaleDetail> {
  const url = `/purchase/after-sale/${id}/receive-back`;
  return (await http.post<Envelope<AfterSaleDetail>>(url, body)).data.data;
}

/** A sent exchange's or repair's goods still out will never come back: closed, with a reason. */
export async function writeOffAfterSale(
  id: number,
  body: { version: number; reason: string },
): Promise<AfterSaleDetail> {
  const url = `/purchase/after-sale/${id}/write-off`;
  return (await http.post<Envelope<AfterSaleDetail>>(url, body)).data.data;
}

export async function cancelAfterSale(
  id: number,
  body: { version: number; reason: string },
): Promise<AfterSaleDetail> {
  const url = `/purchase/after-sale/${id}/cancel`;
  return (await http.post<Envelope<AfterSaleDetail>>(url, body)).data.data;
}

export const exportAfterSales = (params: Omit<AfterSalePageParams, 'current' | 'size'>) =>
  download('/purchase/after-sale/export', params);
