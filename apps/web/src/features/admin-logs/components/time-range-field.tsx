import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "time" filter of a log page: a range of days (form field `range`). */
export function TimeRangeField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="range" label={t('adminLogs.common.timeRange')}>
      <DatePicker.RangePicker allowEmpty={[true, true]} />
    </Form.Item>
  );
}
