import { DOOR_LOCK_LOW_BATTERY } from '@depot/shared';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A lock's battery level, flagged below DOOR_LOCK_LOW_BATTERY %. */
export function BatteryLevel({ level }: { level: number | null }) {
  const { t } = useTranslation();
  if (level === null) return null;
  return (
    <Space size={4}>
      <span>{level}%</span>
      {level < DOOR_LOCK_LOW_BATTERY && <Tag color="red">{t('doorLock.lowBattery')}</Tag>}
    </Space>
  );
}
