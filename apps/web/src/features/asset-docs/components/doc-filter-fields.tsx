import { ASSET_DOC_STATUSES, ASSET_DOC_TYPES } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';

/** The documents list's filters: type, status, and a keyword (number or reason). */
export function DocFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="keyword" label={t('assetDocs.list.keyword')}>
        <Input allowClear placeholder={t('assetDocs.list.keywordPlaceholder')} />
      </Form.Item>
      <ChoiceFilter
        name="docType"
        label={t('assetDocs.field.type')}
        values={ASSET_DOC_TYPES}
        text={(type) => t(`assetDocs.type.${type}`)}
        minWidth={140}
      />
      <ChoiceFilter
        name="status"
        label={t('assetDocs.field.status')}
        values={ASSET_DOC_STATUSES}
        text={(status) => t(`assetDocs.status.${status}`)}
        minWidth={140}
      />
    </>
  );
}
