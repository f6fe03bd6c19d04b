import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an empty project table says (a list, deductions, acceptances): the words PagedCard's say. */
export function NoRecords() {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('dataTable.empty')}</Typography.Text>;
}
