import { subOrderCreateBody, type RepairSubOrder } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { repairAssigneesQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { assigneeOptions } from '../lib/assignees';
import { useZodRule } from '../hooks/use-zod-rule';
import { PhotoField } from './photo-field';
import { SearchSelect } from '../../../components/search-select';

export interface SubOrderFormValues {
  trade: string;
  assigneeId?: number | null;
  labourCost?: string | null;
  materialCost?: string | null;
  remark?: string;
  beforePhotos: string[];
  afterPhotos: string[];
}

function initialValues(subOrder: RepairSubOrder | undefined): Partial<SubOrderFormValues> {
  if (!subOrder) return { labourCost: '0', materialCost: '0', beforePhotos: [], afterPhotos: [] };
  return {
    trade: subOrder.trade,
    assigneeId: subOrder.assigneeId,
    labourCost: subOrder.labourCost,
    materialCost: subOrder.materialCost,
    remark: subOrder.remark ?? undefined,
    beforePhotos: subOrder.beforePhotos,
    afterPhotos: subOrder.afterPhotos,
  };
}

/** Add a sub-order to an order, or edit one: trade, technician, costs, remark and photos. */
export function SubOrderFormModal({
  open,
  subOrder,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The sub-order being edited; undefined adds one. */
  subOrder: RepairSubOrder | undefined;
  submitting: boolean;
  onSubmit: (values: SubOrderFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SubOrderFormValues>();
  const rule = useZodRule();
  const assignees = useQuery({ ...repairAssigneesQueryOptions(), enabled: open });
  const money = (name: 'labourCost' | 'materialCost') => (
    <Form.Item
      name={name}
      label={t(`eam.subOrders.${name}`)}
      rules={[rule(subOrderCreateBody, name)]}
    >
      <InputNumber<string> stringMode min="0" precision={2} style={{ width: 180 }} />
    </Form.Item>
  );
  const photos = (name: 'beforePhotos' | 'afterPhotos') => (
    <Form.Item name={name} label={t(`eam.subOrders.${name}`)}>
      <PhotoField
        subOrderId={subOrder?.subOrderId}
        held={subOrder?.[name] ?? []}
        label={t(`eam.subOrders.${name}`)}
      />
    </Form.Item>
  );
  return (
    <FormModal<SubOrderFormValues>
      name="eam-suborder"
      title={
        subOrder
          ? t('eam.subOrders.editTitle', { trade: subOrder.trade })
          : t('eam.subOrders.createTitle')
      }
      open={open}
      form={form}
      initialValues={initialValues(subOrder)}
      submitting={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
      width={640}
    >
      <Form.Item
        name="trade"
        label={t('eam.subOrders.trade')}
        rules={[{ required: true, whitespace: true, message: t('eam.subOrders.tradeRequired') }]}
      >
        <Input maxLength={64} placeholder={t('eam.subOrders.tradePlaceholder')} />
      </Form.Item>
      <Form.Item name="assigneeId" label={t('eam.fields.assignee')}>
        <SearchSelect
          allowClear
          loading={assignees.isLoading}
          options={assigneeOptions(assignees.data)}
        />
      </Form.Item>
      {money('labourCost')}
      {money('materialCost')}
      <Form.Item name="remark" label={t('eam.fields.remark')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      {photos('beforePhotos')}
      {photos('afterPhotos')}
    </FormModal>
  );
}
