import type { WareOrderDetail } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequired } from './use-required';
import { FormModal } from '../../../components/data-table';

interface Values {
  reason: string;
}

/** Cancelling an order needs a reason (the server refuses one without). */
export function CancelModal({
  order,
  submitting,
  onSubmit,
  onClose,
}: {
  order: WareOrderDetail | undefined;
  submitting: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const required = useRequired();
  return (
    <FormModal<Values>
      name="ware-order-cancel"
      title={t('wareOrder.cancelTitle', { code: order?.code ?? '' })}
      open={order !== undefined}
      form={form}
      initialValues={{ reason: '' }}
      submitting={submitting}
      onSubmit={(values) => onSubmit(values.reason.trim())}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('wareOrder.cancelReason')}
        rules={required.text(t('wareOrder.cancelReason'))}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormModal>
  );
}
