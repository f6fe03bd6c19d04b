import { queryOptions } from '@tanstack/react-query';
import type { WarehouseNode, WarehouseTreeParams } from '@depot/shared';
import { getData } from './get-data';

/**
 * The caller's warehouses as trees (enabled only unless asked), for the warehouse pages and the
 * pickers that name a warehouse elsewhere (an asset transfer's destination). Its key sits under
 * the warehouse pages' `['warehouse']` (features/warehouse/api.ts `warehouseKeys.all`), so what
 * they refresh after a change refreshes this too.
 */
export const warehouseTreeQueryOptions = (params: WarehouseTreeParams = {}) =>
  queryOptions({
    queryKey: ['warehouse', 'tree', params] as const,
    queryFn: () => getData<WarehouseNode[]>('/ware/warehouse/tree', params),
  });
