import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const DAY = 86_400_000;

/** Days from today to `day` (YYYY-MM-DD), in whole days. */
export function daysUntil(day: string, now = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / DAY);
}

/** A qualification's valid-until as a tag: expired (red), within its lead (orange), valid. */
export function ExpiryTag({ validUntil, remindDays }: { validUntil: string; remindDays: number }) {
  const { t } = useTranslation();
  const left = daysUntil(validUntil);
  if (left < 0) return <Tag color="red">{t('purchase.expired')}</Tag>;
  if (left <= remindDays) {
    return <Tag color="orange">{t('purchase.expiresIn', { days: left })}</Tag>;
  }
  return <Tag color="green">{t('purchase.valid')}</Tag>;
}
