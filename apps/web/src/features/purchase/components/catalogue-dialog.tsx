import { PURCHASE_CODE_PATTERN } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A SKU's or a supplier's code and name, the first fields of its dialog. */
export function CodeNameFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="code"
        label={t('purchase.code')}
        rules={[{ required: true, pattern: PURCHASE_CODE_PATTERN }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('purchase.name')}
        rules={[{ required: true, whitespace: true, max: 64 }]}
      >
        <Input maxLength={64} />
      </Form.Item>
    </>
  );
}
