import { queryOptions } from '@tanstack/react-query';
import type { WarehouseStats } from '@depot/shared';
import { getData } from './get-data';

/**
 * The home page's warehouse panel (docs/warehouses.md "Home panel"). Its key sits under the
 * warehouse pages' `['warehouse']` (features/warehouse/api.ts `warehouseKeys.all`), so what they
 * refresh after a change refreshes these figures too.
 */
export const warehouseStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['warehouse', 'stats'] as const,
    queryFn: () => getData<WarehouseStats>('/ware/stats'),
  });
