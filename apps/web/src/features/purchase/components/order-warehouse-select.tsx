import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { searchable } from '../../../components/org-selects';
import { orderWarehousesQueryOptions } from '../api';

/** A warehouse of the caller's an order may go into (enabled, in their scope), by name. */
export function OrderWarehouseSelect(props: Omit<SelectProps<number>, 'options'>) {
  const list = useQuery(orderWarehousesQueryOptions());
  return (
    <Select<number>
      {...searchable}
      loading={list.isLoading}
      {...props}
      options={(list.data ?? []).map((w) => ({ value: w.warehouseId, label: w.name }))}
    />
  );
}
