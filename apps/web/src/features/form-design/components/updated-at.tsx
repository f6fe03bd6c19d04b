import { timeAgo } from '@depot/shared';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** "5 分钟前" with the exact time in a tooltip. */
export function UpdatedAt({ value }: { value: string }) {
  const { t } = useTranslation();
  const ago = timeAgo(value);
  const exact = dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : value;
  if (!ago) return <>{exact}</>;
  return (
    <Tooltip title={exact}>
      <span>{t(ago.key, { count: ago.count ?? 0 })}</span>
    </Tooltip>
  );
}
