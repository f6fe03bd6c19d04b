import type { WareOrderStatus, WareOrderUrgency } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<WareOrderStatus, string> = {
  approving: 'gold',
  sentBack: 'orange',
  rejected: 'red',
  withdrawn: 'default',
  pending: 'blue',
  assigned: 'cyan',
  in_progress: 'processing',
  done: 'green',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: WareOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`wareOrder.statuses.${status}`)}</Tag>;
}

const URGENCY_COLOURS: Record<WareOrderUrgency, string> = {
  normal: 'default',
  high: 'orange',
  critical: 'red',
};

export function UrgencyTag({ urgency }: { urgency: WareOrderUrgency | null }) {
  const { t } = useTranslation();
  if (!urgency) return null;
  return <Tag color={URGENCY_COLOURS[urgency]}>{t(`wareOrder.urgencies.${urgency}`)}</Tag>;
}
