import { THRESHOLD_KINDS, type Threshold, type ThresholdKind } from '@depot/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { createThreshold, updateThreshold, warehouseKeys } from '../api';
import { CategorySelect } from './category-select';
import { WarehouseField } from './warehouse-select';
import { choicesOf } from '../../../lib/choices';

interface Values {
  warehouseId: number;
  kind: ThresholdKind;
  categoryId: number;
  model?: string;
  minQuantity: number;
}

/** A new threshold (no record), or a change of one's minimum. */
export function ThresholdDialog({
  record,
  warehouseId,
  onClose,
}: {
  record: Threshold | null;
  warehouseId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? record?.kind ?? 'category';
  const save = (v: Values) =>
    record
      ? updateThreshold({ thresholdId: record.thresholdId, minQuantity: v.minQuantity })
      : createThreshold({
          warehouseId: v.warehouseId,
          kind: v.kind,
          categoryId: v.categoryId,
          model: v.kind === 'asset' ? v.model?.trim() || null : null,
          minQuantity: v.minQuantity,
        });
  return (
    <SavingFormModal<Values>
      name="warehouse-threshold"
      title={record ? t('warehouse.common.edit') : t('warehouse.thresholds.add')}
      form={form}
      initialValues={
        record ? { ...record, model: record.model ?? undefined } : { kind: 'category', warehouseId }
      }
      save={save}
      refresh={warehouseKeys.all}
      done={() => t('warehouse.common.saved')}
      onClose={onClose}
    >
      <WarehouseField disabled={record !== null} />
      <Form.Item name="kind" label={t('warehouse.thresholds.kind')} rules={[{ required: true }]}>
        <Select
          disabled={record !== null}
          options={choicesOf(THRESHOLD_KINDS, (k) => t(`warehouse.thresholdKind.${k}`))}
          onChange={() => form.setFieldValue('categoryId', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="categoryId"
        label={t('warehouse.common.category')}
        rules={[{ required: true }]}
      >
        <CategorySelect
          tracking={kind === 'asset' ? 'serial' : 'count'}
          disabled={record !== null}
        />
      </Form.Item>
      {kind === 'asset' && (
        <Form.Item name="model" label={t('warehouse.thresholds.model')}>
          <Input maxLength={64} disabled={record !== null} />
        </Form.Item>
      )}
      <Form.Item
        name="minQuantity"
        label={t('warehouse.thresholds.min')}
        rules={[{ required: true }]}
      >
        <InputNumber min={1} precision={0} />
      </Form.Item>
    </SavingFormModal>
  );
}
