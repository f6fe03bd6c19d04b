import { ReloadOutlined } from '@ant-design/icons';
import { FIRST_PAGE, PAGE_SIZE_OPTIONS } from '@depot/shared';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Button, Empty, Flex, Table, Tooltip, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from './filter-bar';
import { columnSortOrder, sortOf } from './table-url-state';
import type { PagedTable } from './use-data-table';

export interface DataTableProps<
  T extends object,
  F extends object,
  K extends QueryKey,
> extends Omit<
  TableProps<T>,
  'dataSource' | 'pagination' | 'loading' | 'columns' | 'onChange' | 'rowKey'
> {
  /** From useDataTable(): the page call, a row's key, page, size, sort (in the address), filters. */
  table: PagedTable<T, F, K>;
  /** antd columns; a column whose `key` is in the table's `sortable` list sorts on the server. */
  columns: ColumnsType<T>;
  /** Form.Items of the filter bar (their `name`s are filter keys); none: no filter bar. */
  filters?: ReactNode;
  /** Buttons above the table (create, bulk actions, export). */
  toolbar?: ReactNode;
}

export function DataTable<T extends object, F extends object, K extends QueryKey>({
  table,
  columns,
  filters,
  toolbar,
  ...tableProps
}: DataTableProps<T, F, K>) {
  const { t } = useTranslation();
  const page = useQuery(table.query(table.params));
  const { current, size, sort } = table.params;
  const { setPosition, sortable, rowKey } = table;
  const total = page.data?.total ?? 0;
  const records = page.data?.records;

  // The last row of the last page went (deleted, filtered): show the new last page.
  const emptyPastEnd = records?.length === 0 && total > 0 && current > FIRST_PAGE;
  useEffect(() => {
    if (emptyPastEnd) setPosition({ current: Math.max(FIRST_PAGE, Math.ceil(total / size)) });
  }, [emptyPastEnd, setPosition, size, total]);

  const sortedColumns = useMemo(
    () =>
      columns.map((column) =>
        typeof column.key === 'string' && sortable.has(column.key)
          ? { ...column, sorter: true, sortOrder: columnSortOrder(sort, column.key) }
          : column,
      ),
    [columns, sort, sortable],
  );

  return (
    <Flex vertical gap={12}>
      {filters && <FilterBar table={table}>{filters}</FilterBar>}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap>
          {toolbar}
        </Flex>
        <Tooltip title={t('dataTable.refresh')}>
          <Button
            aria-label={t('dataTable.refresh')}
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => void page.refetch()}
          />
        </Tooltip>
      </Flex>
      <Table<T>
        {...tableProps}
        rowKey={rowKey}
        columns={sortedColumns}
        dataSource={records ?? []}
        loading={page.isFetching}
        locale={
          page.isError && !page.data
            ? {
                ...tableProps.locale,
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('dataTable.loadFailed')}
                  >
                    <Button onClick={() => void page.refetch()}>{t('common.retry')}</Button>
                  </Empty>
                ),
              }
            : tableProps.locale
        }
        pagination={{
          current,
          pageSize: size,
          total,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (count) => t('dataTable.total', { total: count }),
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'paginate') {
            setPosition({
              current: pagination.current ?? FIRST_PAGE,
              size: pagination.pageSize ?? size,
            });
          } else if (extra.action === 'sort') {
            const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = typeof chosen?.columnKey === 'string' ? chosen.columnKey : undefined;
            setPosition({ sort: sortOf(field, chosen?.order), current: FIRST_PAGE });
          }
        }}
      />
    </Flex>
  );
}
