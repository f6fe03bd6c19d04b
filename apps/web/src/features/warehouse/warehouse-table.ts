import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataTable, type DataTableOptions, type PagedTable } from '../../components/data-table';
import { useSelectedWarehouse, withSelected } from './selected-warehouse';

/**
 * A warehouse list's table. Its parameters (what the page call and the export read) carry the
 * top bar's warehouse when the filter bar names none; `selected` is that warehouse, for what the
 * page opens prefilled.
 */
export function useWarehouseTable<
  T extends object,
  F extends { warehouseId?: number },
  K extends QueryKey,
>(options: DataTableOptions<T, F, K>): PagedTable<T, F, K> & { selected: number | undefined } {
  const selected = useSelectedWarehouse((s) => s.warehouseId);
  const table = useDataTable(options);
  const params = useMemo(() => withSelected(table.params, selected), [table.params, selected]);
  return { ...table, params, selected };
}
