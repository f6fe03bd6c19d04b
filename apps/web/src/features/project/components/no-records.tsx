import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an empty project table says (a list, a project's visas, deductions or acceptances). */
export function NoRecords() {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('project.empty')}</Typography.Text>;
}
