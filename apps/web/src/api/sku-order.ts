import type { SkuOrderDetail } from '@depot/shared';
import { queryOptions } from '@tanstack/react-query';
import { getData } from './get-data';

/**
 * One project SKU order (`/item/sku-order/detail`), read by the projects' pages and by the
 * purchase work order made from it (`/purchase/purchase-order/add-order?skuOrderId=`): shared
 * here, as a feature does not import another. Its key is under the projects' materials key
 * (`['project', 'materials']`, features/project/api.ts), so their writes refresh it.
 */
export const skuOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['project', 'materials', 'skuOrder', id] as const,
    queryFn: () => getData<SkuOrderDetail>('/item/sku-order/detail', { id }),
  });

/** A SKU order's page (the projects' materials), where a work order made from it links. */
export const skuOrderPageHref = (id: number) => `/project/product/sku-order-detail?id=${id}`;
