import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SORT_MAX, SORT_MIN } from '../lib/rules';

/** The "sort" number of a record (smaller first). */
export function SortField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="sort" label={t('adminOrg.common.sort')}>
      <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
