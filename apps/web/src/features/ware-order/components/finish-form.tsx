import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequired } from './use-required';
import { SignatureField, useSignature } from '../../../components/signature-field';

export interface FinishValues {
  receiverName: string;
  signature: string;
  remark: string | null;
}

/**
 * The receiver's sign-off on the worker's phone: their name and a drawn signature (both
 * required), an optional remark, then finish.
 */
export function FinishForm({
  submitting,
  onFinish,
}: {
  submitting: boolean;
  onFinish: (values: FinishValues) => void;
}) {
  const { t } = useTranslation();
  const required = useRequired();
  const [form] = Form.useForm<{ receiverName: string; remark?: string }>();
  const signature = useSignature();
  const submit = (values: { receiverName: string; remark?: string }) => {
    const png = signature.png();
    if (png === null) return;
    onFinish({
      receiverName: values.receiverName.trim(),
      signature: png,
      remark: values.remark?.trim() || null,
    });
  };
  return (
    <Card title={t('wareOrder.detail.receiver')} size="small">
      <Form form={form} layout="vertical" name="ware-order-finish" onFinish={submit}>
        <Form.Item
          name="receiverName"
          label={t('wareOrder.detail.receiverName')}
          rules={required.text(t('wareOrder.detail.receiverName'))}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <SignatureField
          id="ware_order"
          words="wareOrder.detail"
          {...signature.field}
          disabled={submitting}
        />
        <Form.Item name="remark" label={t('wareOrder.detail.finishRemark')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('wareOrder.actions.finish')}
        </Button>
      </Form>
    </Card>
  );
}
