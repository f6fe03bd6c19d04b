import type { QueryKey } from '@tanstack/react-query';
import { Card, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/data-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { WarehouseSelect } from './warehouse-select';

type ListProps<T extends object, F extends object, K extends QueryKey> = Omit<
  DataTableProps<T, F, K>,
  'aria-label' | 'title' | 'scroll'
> & {
  /** The card's title, which also names the table for screen readers. */
  title: string;
  /** What opens from the list: its dialogs and drawers. */
  children?: ReactNode;
};

/**
 * A warehouse list page's frame: a card titled as the list, the paged table under the same
 * name (scrolling sideways on a wide page only, see `useWide`), its filter bar opening with the
 * warehouse picker (the page's own filters after it).
 */
export function WarehouseListCard<
  T extends object,
  F extends { warehouseId?: number },
  K extends QueryKey,
>({ title, filters, children, ...table }: ListProps<T, F, K>) {
  const { t } = useTranslation();
  const wide = useWide();
  return (
    <Card title={title}>
      <DataTable
        {...table}
        aria-label={title}
        scroll={wideScroll(wide)}
        filters={
          <>
            <Form.Item name="warehouseId" label={t('warehouse.common.warehouse')}>
              <WarehouseSelect />
            </Form.Item>
            {filters}
          </>
        }
      />
      {children}
    </Card>
  );
}
