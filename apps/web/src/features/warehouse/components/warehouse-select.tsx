import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../../components/warehouse-select';

export { WarehouseSelect };

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
