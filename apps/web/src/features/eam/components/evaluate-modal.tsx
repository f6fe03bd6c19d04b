import { Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import type { OrderDialogProps } from './order-dialog-props';

export interface EvaluateValues {
  rating: number;
  comment?: string;
}

/** The store's evaluation of a completed order: a rating of 1–5 and a comment. */
export function EvaluateModal({
  order,
  submitting,
  onSubmit,
  onClose,
}: OrderDialogProps<EvaluateValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EvaluateValues>();
  return (
    <FormModal<EvaluateValues>
      name="eam-evaluate"
      title={t('eam.dialogs.evaluateTitle', { code: order?.code ?? '' })}
      open={order !== undefined}
      form={form}
      submitting={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="rating"
        label={t('eam.fields.rating')}
        rules={[{ required: true, message: t('eam.dialogs.ratingRequired') }]}
      >
        <Rate aria-label={t('eam.fields.rating')} />
      </Form.Item>
      <Form.Item name="comment" label={t('eam.fields.evaluationComment')}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </FormModal>
  );
}
