import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Envelope,
  Page,
  Qualification,
  QualificationInput,
  Sku,
  SkuCategory,
  SkuChange,
  SkuInput,
  SkuPageParams,
  Supplier,
  SupplierChange,
  SupplierInput,
  SupplierPageParams,
  SupplierPrice,
  SupplierPriceInput,
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
