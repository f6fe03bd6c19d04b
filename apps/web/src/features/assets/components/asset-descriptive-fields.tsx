import { ASSET_PRICE_PATTERN } from '@depot/shared';
import { DatePicker, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequiredText } from '../../../components/required-text';

export const ASSET_DAYS = ['purchaseDate', 'warrantyEnd', 'expiryDate'] as const;

/** The fields an asset's edit may change (the shared schema's lengths and price rule). */
export function AssetDescriptiveFields() {
  const { t } = useTranslation();
  return (
    <>
      <RequiredText name="name" label={t('assets.field.name')} max={128} />
      <Flex gap={16} wrap>
        <Form.Item name="model" label={t('assets.field.model')} rules={[{ max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="serialNo" label={t('assets.field.serialNo')} rules={[{ max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('assets.field.price')}
          rules={[{ pattern: ASSET_PRICE_PATTERN, message: t('assets.form.priceRule') }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="supplier" label={t('assets.field.supplier')} rules={[{ max: 128 }]}>
          <Input maxLength={128} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        {ASSET_DAYS.map((key) => (
          <Form.Item key={key} name={key} label={t(`assets.field.${key}`)}>
            <DatePicker />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item name="remark" label={t('assets.field.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}
