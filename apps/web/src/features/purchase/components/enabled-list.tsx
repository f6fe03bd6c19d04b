import type { QueryKey } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/data-table';
import { ExportButton, type ExportButtonProps } from '../../../components/export-button';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { EnabledFilter, EnabledTag } from './enabled-state';

export interface EnabledListProps<
  T extends { enabled: boolean },
  F extends object,
  K extends QueryKey,
> extends Pick<DataTableProps<T, F, K>, 'table'> {
  /** The card's title, also the phone's one column's. */
  title: string;
  tableLabel: string;
  /** The search box: its filter's name and placeholder. */
  search: { name: string; placeholder: string };
  /** The list's own filters, between the search box and the status filter. */
  filters?: ReactNode;
  /** The wide table's columns before the status column… */
  columns: ColumnsType<T>;
  /** …and after it, before the actions. */
  trailing?: ColumnsType<T>;
  /** A record's actions; none: no actions column. */
  actions?: (record: T) => ReactNode;
  /** A phone's one column: the record's name, its secondary line and anything below them. */
  card: {
    name: (record: T) => ReactNode;
    detail: (record: T) => ReactNode;
    more?: (record: T) => ReactNode;
  };
  /** The add button, when the user may add. */
  add?: { label: string; onClick: () => void };
  /** The export, when the user may export. */
  exportAs?: ExportButtonProps;
  /** Dialogs and drawers the list opens. */
  children?: ReactNode;
}

/**
 * The frame of the SKU, supplier and template lists: a search box and the enabled filter, the
 * status column (a tag beside the name on a phone), the add and export buttons.
 */
export function EnabledList<T extends { enabled: boolean }, F extends object, K extends QueryKey>({
  title,
  tableLabel,
  search,
  filters,
  columns,
  trailing = [],
  actions,
  card,
  add,
  exportAs,
  children,
  ...tableProps
}: EnabledListProps<T, F, K>) {
  const { t } = useTranslation();
  const wide = useWide();
  const status: ColumnsType<T>[number] = {
    title: t('purchase.status'),
    render: (_, r) => <EnabledTag enabled={r.enabled} />,
  };
  const actionColumns: ColumnsType<T> = actions
    ? [{ key: 'actions', render: (_, r) => actions(r) }]
    : [];
  const shown: ColumnsType<T> = wide
    ? [...columns, status, ...trailing, ...actionColumns]
    : [
        {
          key: 'name',
          title,
          render: (_, r) => (
            <Flex vertical gap={2}>
              <span>
                {card.name(r)} <EnabledTag enabled={r.enabled} />
              </span>
              <Typography.Text type="secondary">{card.detail(r)}</Typography.Text>
              {card.more?.(r)}
              {actions?.(r)}
            </Flex>
          ),
        },
      ];

  return (
    <Card title={title}>
      <DataTable
        {...tableProps}
        aria-label={tableLabel}
        columns={shown}
        scroll={wideScroll(wide)}
        filters={
          <>
            <Form.Item name={search.name} label={t('purchase.searchLabel')}>
              <Input allowClear placeholder={search.placeholder} />
            </Form.Item>
            {filters}
            <EnabledFilter />
          </>
        }
        toolbar={
          <>
            {add && (
              <Button type="primary" onClick={add.onClick}>
                {add.label}
              </Button>
            )}
            {exportAs && <ExportButton {...exportAs} />}
          </>
        }
      />
      {children}
    </Card>
  );
}
