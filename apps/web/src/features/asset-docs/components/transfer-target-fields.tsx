import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoreSelect, UserSelect } from '../../../components/org-selects';
import { WarehouseSelect } from '../../../components/warehouse-select';

type Get = (name: string) => unknown;

/**
 * Where a transfer sends its assets: another store, another custodian, or both (at least one);
 * or a warehouse of the caller's alone, where they stand idle. Choosing one side disables the
 * other, so the two never go together.
 */
export function TransferTargetFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const warehouseId = Form.useWatch<number | null | undefined>('toWarehouseId', form);
  const storeId = Form.useWatch<number | null | undefined>('toStoreId', form);
  const custodianId = Form.useWatch<number | null | undefined>('toCustodianId', form);
  const target = ({ getFieldValue }: { getFieldValue: Get }) => ({
    validator: () => {
      const warehouse = getFieldValue('toWarehouseId');
      const elsewhere = getFieldValue('toStoreId') || getFieldValue('toCustodianId');
      if (warehouse && elsewhere) {
        return Promise.reject(new Error(t('assetDocs.form.warehouseAlone')));
      }
      return warehouse || elsewhere
        ? Promise.resolve()
        : Promise.reject(new Error(t('assetDocs.form.targetRequired')));
    },
  });
  const others = ['toStoreId', 'toCustodianId', 'toWarehouseId'];
  return (
    <>
      <Form.Item
        name="toStoreId"
        label={t('assetDocs.field.toStore')}
        dependencies={others.filter((n) => n !== 'toStoreId')}
        rules={[target]}
      >
        <StoreSelect allowClear disabled={Boolean(warehouseId)} />
      </Form.Item>
      <Form.Item
        name="toCustodianId"
        label={t('assetDocs.field.toCustodian')}
        dependencies={others.filter((n) => n !== 'toCustodianId')}
        rules={[target]}
      >
        <UserSelect allowClear disabled={Boolean(warehouseId)} />
      </Form.Item>
      <Form.Item
        name="toWarehouseId"
        label={t('assetDocs.field.toWarehouse')}
        extra={t('assetDocs.form.warehouseHint')}
        dependencies={others.filter((n) => n !== 'toWarehouseId')}
        rules={[target]}
      >
        <WarehouseSelect allowClear disabled={Boolean(storeId || custodianId)} />
      </Form.Item>
    </>
  );
}
