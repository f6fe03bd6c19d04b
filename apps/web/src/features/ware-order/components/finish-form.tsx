import { Button, Card, Flex, Form, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequired } from './use-required';
import { SignatureCanvas } from '../../../components/signature-canvas';
import { signaturePng, type Stroke } from '../../../lib/signature-png';

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
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ receiverName: string; remark?: string }>();
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [missing, setMissing] = useState(false);
  const submit = (values: { receiverName: string; remark?: string }) => {
    if (!strokes.length) {
      setMissing(true);
      return;
    }
    onFinish({
      receiverName: values.receiverName.trim(),
      signature: signaturePng(strokes),
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
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Flex justify="space-between" align="center">
            <Typography.Text id="ware_order_signature_label">
              {t('wareOrder.detail.signature')}
            </Typography.Text>
            <Button size="small" onClick={() => setStrokes([])} disabled={!strokes.length}>
              {t('wareOrder.detail.clearSignature')}
            </Button>
          </Flex>
          <SignatureCanvas
            strokes={strokes}
            onChange={(next) => {
              setStrokes(next);
              setMissing(false);
            }}
            disabled={submitting}
            style={{
              width: '100%',
              aspectRatio: '3 / 1',
              touchAction: 'none',
              background: token.colorBgContainer,
              border: `1px dashed ${missing ? token.colorError : token.colorBorder}`,
              borderRadius: token.borderRadius,
              fill: 'none',
              stroke: token.colorText,
              strokeWidth: 5,
              strokeLinecap: 'round',
              strokeLinejoin: 'round',
            }}
            aria-labelledby="ware_order_signature_label"
            aria-description={t('wareOrder.detail.signatureDescription')}
            aria-invalid={missing || undefined}
          />
          <Typography.Text type="secondary">{t('wareOrder.detail.signatureHint')}</Typography.Text>
          {missing && (
            <Typography.Text type="danger" role="alert">
              {t('wareOrder.detail.signatureMissing')}
            </Typography.Text>
          )}
        </Flex>
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
