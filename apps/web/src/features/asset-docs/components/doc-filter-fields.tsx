import { ASSET_DOC_STATUSES, ASSET_DOC_TYPES } from '@depot/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The documents list's filters: type, status, and a keyword (number or reason). */
export function DocFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="keyword" label={t('assetDocs.list.keyword')}>
        <Input allowClear placeholder={t('assetDocs.list.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="docType" label={t('assetDocs.field.type')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          options={ASSET_DOC_TYPES.map((type) => ({
            value: type,
            label: t(`assetDocs.type.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('assetDocs.field.status')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          options={ASSET_DOC_STATUSES.map((status) => ({
            value: status,
            label: t(`assetDocs.status.${status}`),
          }))}
        />
      </Form.Item>
    </>
  );
}
