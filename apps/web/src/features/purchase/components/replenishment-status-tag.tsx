import type { ReplenishmentStatus } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ReplenishmentStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  ordered: 'blue',
  closed: 'success',
  cancelled: 'default',
  declined: 'error',
};

export function ReplenishmentStatusTag({ status }: { status: ReplenishmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`purchase.replenishment.status.${status}`)}</Tag>;
}
