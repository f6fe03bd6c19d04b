import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { warehouseTreeQueryOptions } from '../api/warehouse-tree';
import { warehouseOptions } from '../lib/warehouse-options';
import { searchable } from './org-selects';

/** A warehouse of the caller's (enabled ones), indented as in the tree. */
export function WarehouseSelect(props: Omit<SelectProps<number>, 'options'>) {
  const tree = useQuery(warehouseTreeQueryOptions());
  return (
    <Select<number>
      {...searchable}
      loading={tree.isLoading}
      {...props}
      options={warehouseOptions(tree.data ?? [])}
    />
  );
}
