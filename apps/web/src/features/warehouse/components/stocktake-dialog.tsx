import { DatePicker, Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/data-table';
import { UserSelect } from '../../../components/org-selects';
import { createStocktake, warehouseKeys } from '../api';
import { stocktakeHref } from '../paths';
import { WarehouseSelect } from './warehouse-select';
import { useSaving } from '../../../lib/use-saving';

interface Values {
  name: string;
  warehouseIds: number[];
  counterIds?: number[];
  dueDate: Dayjs;
  blind?: boolean;
}

/** A new draft plan; its page opens once made. */
export function StocktakeDialog({
  warehouseId,
  onClose,
}: {
  warehouseId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaving({
    save: (v: Values) =>
      createStocktake({
        name: v.name,
        warehouseIds: v.warehouseIds,
        counterIds: v.counterIds ?? [],
        dueDate: v.dueDate.format('YYYY-MM-DD'),
        blind: v.blind ?? false,
      }),
    refresh: warehouseKeys.all,
    done: (plan) => t('warehouse.stocktake.created', { code: plan.code }),
    then: (plan) => {
      onClose();
      void navigate(stocktakeHref(plan.stocktakeId));
    },
  });
  return (
    <FormModal<Values>
      name="warehouse-stocktake"
      title={t('warehouse.stocktake.add')}
      open
      form={form}
      initialValues={{ warehouseIds: warehouseId ? [warehouseId] : [], blind: false }}
      onSubmit={(v) => save.mutate(v)}
      onClose={onClose}
      submitting={save.isPending}
    >
      <Form.Item
        name="name"
        label={t('warehouse.stocktake.name')}
        rules={[{ required: true, max: 64 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="warehouseIds"
        label={t('warehouse.stocktake.warehouses')}
        rules={[{ required: true }]}
      >
        <WarehouseSelect mode="multiple" />
      </Form.Item>
      <Form.Item name="counterIds" label={t('warehouse.stocktake.counters')}>
        <UserSelect mode="multiple" />
      </Form.Item>
      <Form.Item
        name="dueDate"
        label={t('warehouse.stocktake.dueDate')}
        rules={[{ required: true }]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="blind"
        label={t('warehouse.stocktake.blind')}
        tooltip={t('warehouse.stocktake.blindHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
