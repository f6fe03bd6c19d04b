import { APPROVAL_DOC_TYPES, APPROVAL_STATUSES } from '@depot/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The approval centre's filters: document type, status, keyword, submitted days. */
export function CentreFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="docType" label={t('approvals.field.docType')}>
        <Select
          allowClear
          style={{ minWidth: 120 }}
          options={APPROVAL_DOC_TYPES.map((d) => ({
            value: d,
            label: t(`approvals.docType.${d}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('approvals.field.status')}>
        <Select
          allowClear
          style={{ minWidth: 120 }}
          options={APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`approvals.status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('approvals.field.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('approvals.field.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="created" label={t('approvals.field.created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}
