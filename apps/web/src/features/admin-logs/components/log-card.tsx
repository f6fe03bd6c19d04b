import type { QueryKey } from '@tanstack/react-query';
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../../../components/data-table';

/**
 * A log page of people's sessions (sign-ins, online users): its heading over the table, paged,
 * sorted and filtered on the server, at its columns' natural widths (narrow screens scroll
 * sideways instead of wrapping each word).
 */
export function LogCard<T extends object, F extends object, K extends QueryKey>({
  heading,
  ...table
}: DataTableProps<T, F, K> & { heading: string }) {
  return (
    <Card title={heading}>
      <DataTable {...table} scroll={{ x: 'max-content' }} />
    </Card>
  );
}

/** The filter bar's username box. */
export function UsernameFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="username" label={t('adminLogs.common.username')}>
      <Input allowClear />
    </Form.Item>
  );
}
