import { APPROVAL_DOC_TYPES, APPROVAL_STATUSES } from '@depot/shared';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';

/** A filter on an approval's document type (the centre's lists, the templates). */
export function DocTypeFilter() {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="docType"
      label={t('approvals.field.docType')}
      values={APPROVAL_DOC_TYPES}
      text={(d) => t(`approvals.docType.${d}`)}
      minWidth={120}
    />
  );
}

/** The approval centre's filters: document type, status, keyword, submitted days. */
export function CentreFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <DocTypeFilter />
      <ChoiceFilter
        name="status"
        label={t('approvals.field.status')}
        values={APPROVAL_STATUSES}
        text={(s) => t(`approvals.status.${s}`)}
        minWidth={120}
      />
      <Form.Item name="keyword" label={t('approvals.field.keyword')}>
        <Input allowClear maxLength={64} placeholder={t('approvals.field.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="created" label={t('approvals.field.created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}
