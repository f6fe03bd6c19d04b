import { SearchOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableState } from './use-data-table';

/**
 * The filter bar: the page's Form.Items, then search and reset. Enter in a field searches.
 * Filters set outside the bar (a tree beside the table) are kept by both buttons.
 */
export function FilterBar<F extends object>({
  table,
  children,
}: {
  table: DataTableState<F>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<F>();
  return (
    <Form<F>
      form={form}
      name="filters"
      layout="inline"
      initialValues={table.initialFilters}
      onFinish={(values) => table.setFilters({ ...table.filters, ...values })}
      style={{ rowGap: 8 }}
    >
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('dataTable.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            table.setFilters({ ...table.filters, ...form.getFieldsValue() });
          }}
        >
          {t('dataTable.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
