import { timeAgo } from '@depot/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/date-time';

/** "5 分钟前" with the exact time in a tooltip. */
export function UpdatedAt({ value }: { value: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const ago = timeAgo(value);
  const exact = formatDateTime(value);
  if (!ago) return <>{exact}</>;
  return (
    <Tooltip title={exact}>
      <span>{t(ago.key, { count: ago.count ?? 0 })}</span>
    </Tooltip>
  );
}
