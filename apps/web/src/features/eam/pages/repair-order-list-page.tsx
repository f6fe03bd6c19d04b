import { REPAIR_SORT_FIELDS } from '@depot/shared';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { repairOrderPageQueryOptions, type RepairOrderPageParams } from '../../../api/eam';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { OrderToolbar } from '../components/order-toolbar';
import { RepairFilterFields } from '../components/repair-filter-fields';
import { useOrderActions } from '../hooks/use-order-actions';
import { useOrderColumns } from '../hooks/use-order-columns';
import {
  repairFiltersFromSearch,
  toRepairQuery,
  type RepairFilterValues,
} from '../lib/list-filters';
import { orderHref } from '../paths';

function pageParams(params: DataTableParams<RepairFilterValues>): RepairOrderPageParams {
  const { current, size, sort, ...filters } = params;
  return { ...toRepairQuery(filters), current, size, ...(sort ? { sort } : {}) };
}

const pageQuery = (params: DataTableParams<RepairFilterValues>) =>
  repairOrderPageQueryOptions(pageParams(params));

/**
 * /eam/repair-order (menu): repair orders with filters, server-side pages and sort, live
 * durations, service-level flags and the commands each order allows; create, export, import
 * and the repair types, each shown only with its key.
 */
export function RepairOrderListPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Opened from a link with filters (a home to-do): the list starts with them.
  const table = useDataTable({
    query: pageQuery,
    rowKey: 'orderId',
    sortable: REPAIR_SORT_FIELDS,
    initialFilters: repairFiltersFromSearch(search),
  });
  const actions = useOrderActions({
    onCreated: (order) => void navigate(orderHref(order.orderId)),
  });
  const columns = useOrderColumns(actions);
  const query = useMemo(() => {
    const { current: _current, size: _size, ...rest } = pageParams(table.params);
    return rest;
  }, [table.params]);

  return (
    <>
      <DataTable
        table={table}
        columns={columns}
        filters={<RepairFilterFields />}
        toolbar={<OrderToolbar query={query} onCreate={actions.openCreate} />}
        scroll={{ x: 'max-content' }}
      />
      {actions.dialogs}
    </>
  );
}
