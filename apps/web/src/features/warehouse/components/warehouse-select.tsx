import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { searchable } from '../../../components/org-selects';
import { warehouseTreeQueryOptions } from '../api';
import { warehouseOptions } from './warehouse-options';

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
