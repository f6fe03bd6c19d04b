import { useQuery } from '@tanstack/react-query';
import { Form, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
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

/** A form's warehouse, which it must name (a warehouse-in, a stock issue, a threshold). */
export function WarehouseField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="warehouseId"
      label={t('warehouse.common.warehouse')}
      rules={[{ required: true }]}
    >
      <WarehouseSelect disabled={disabled} />
    </Form.Item>
  );
}
