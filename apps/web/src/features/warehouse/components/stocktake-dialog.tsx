import type { Stocktake, StocktakeInput } from '@depot/shared';
import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/data-table';
import { UserSelect } from '../../../components/org-selects';
import { createStocktake, updateStocktake, warehouseKeys } from '../api';
import { stocktakeHref } from '../paths';
import { CategorySelect } from './category-select';
import { WarehouseSelect } from './warehouse-select';
import { useSaving } from '../../../lib/use-saving';

interface Values {
  name: string;
  warehouseIds: number[];
  categoryIds?: number[];
  counterIds?: number[];
  dueDate: Dayjs;
  blind?: boolean;
  remark?: string;
}

/** The plan's scope as the form holds it, from a draft being edited or a new one's defaults. */
function initialValues(plan: Stocktake | undefined, warehouseId: number | undefined) {
  if (!plan) return { warehouseIds: warehouseId ? [warehouseId] : [], blind: false };
  return {
    name: plan.name,
    warehouseIds: plan.warehouses.map((w) => w.id),
    categoryIds: plan.categories.map((c) => c.id),
    counterIds: plan.counters.map((c) => c.userId),
    dueDate: dayjs(plan.dueDate),
    blind: plan.blind,
    remark: plan.remark ?? undefined,
  };
}

/** What a create or an edit sends: the plan's whole scope. */
const bodyOf = (v: Values): StocktakeInput => ({
  name: v.name,
  warehouseIds: v.warehouseIds,
  categoryIds: v.categoryIds ?? [],
  counterIds: v.counterIds ?? [],
  dueDate: v.dueDate.format('YYYY-MM-DD'),
  blind: v.blind ?? false,
  remark: v.remark?.trim() ? v.remark.trim() : null,
});

/**
 * A new draft plan (its page opens once made), or, given `plan`, a draft's scope changed at the
 * version read (the same form, prefilled).
 */
export function StocktakeDialog({
  plan,
  warehouseId,
  onClose,
}: {
  plan?: Stocktake;
  warehouseId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaving({
    save: (v: Values) =>
      plan
        ? updateStocktake(plan.stocktakeId, { ...bodyOf(v), version: plan.version })
        : createStocktake(bodyOf(v)),
    refresh: warehouseKeys.all,
    done: (saved) =>
      t(plan ? 'warehouse.stocktake.updated' : 'warehouse.stocktake.created', {
        code: saved.code,
      }),
    then: (saved) => {
      onClose();
      if (!plan) void navigate(stocktakeHref(saved.stocktakeId));
    },
  });
  return (
    <FormModal<Values>
      name="warehouse-stocktake"
      title={
        plan
          ? t('warehouse.stocktake.editTitle', { code: plan.code })
          : t('warehouse.stocktake.add')
      }
      open
      form={form}
      initialValues={initialValues(plan, warehouseId)}
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
      <Form.Item
        name="categoryIds"
        label={t('warehouse.stocktake.categories')}
        extra={t('warehouse.stocktake.categoriesHint')}
      >
        <CategorySelect tracking="any" mode="multiple" />
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
      <Form.Item name="remark" label={t('warehouse.stocktake.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
