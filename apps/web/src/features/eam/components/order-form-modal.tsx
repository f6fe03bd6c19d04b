import type { RepairOrder } from '@depot/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { usePickLists } from '../hooks/use-pick-lists';
import { SearchSelect } from '../../../components/search-select';

export interface OrderFormValues {
  storeId: number;
  typeId: number;
  externalSource?: string;
  externalCode?: string;
  appointmentTime?: Dayjs | null;
  address?: string;
  remark?: string;
}

function initialValues(order: RepairOrder | undefined): Partial<OrderFormValues> {
  if (!order) return {};
  return {
    storeId: order.storeId,
    typeId: order.typeId,
    externalSource: order.externalSource ?? undefined,
    externalCode: order.externalCode ?? undefined,
    appointmentTime: order.appointmentTime ? dayjs(order.appointmentTime) : null,
    address: order.address ?? undefined,
    remark: order.remark ?? undefined,
  };
}

/** Create an order, or edit an open one. The address defaults to the store's. */
export function OrderFormModal({
  open,
  order,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The order being edited; undefined creates one. */
  order: RepairOrder | undefined;
  submitting: boolean;
  onSubmit: (values: OrderFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFormValues>();
  const { storeOptions, typeOptions, storesLoading, typesLoading } = usePickLists();
  return (
    <FormModal<OrderFormValues>
      name="eam-order"
      title={
        order ? t('eam.dialogs.editTitle', { code: order.code }) : t('eam.dialogs.createTitle')
      }
      open={open}
      form={form}
      initialValues={initialValues(order)}
      submitting={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
      width={640}
    >
      <Form.Item
        name="storeId"
        label={t('eam.fields.store')}
        rules={[{ required: true, message: t('eam.dialogs.storeRequired') }]}
      >
        <SearchSelect
          loading={storesLoading}
          options={storeOptions}
          placeholder={t('eam.dialogs.storePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="typeId"
        label={t('eam.fields.type')}
        rules={[{ required: true, message: t('eam.dialogs.typeRequired') }]}
      >
        <Select loading={typesLoading} options={typeOptions} />
      </Form.Item>
      <Form.Item name="externalSource" label={t('eam.fields.externalSource')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="externalCode" label={t('eam.fields.externalCode')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="appointmentTime" label={t('eam.fields.appointmentTime')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="address" label={t('eam.fields.address')}>
        <Input maxLength={255} placeholder={t('eam.dialogs.addressPlaceholder')} />
      </Form.Item>
      <Form.Item name="remark" label={t('eam.fields.remark')}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </FormModal>
  );
}
