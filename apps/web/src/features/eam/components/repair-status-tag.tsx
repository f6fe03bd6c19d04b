import type { RepairStatus, SubOrderStatus } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLORS: Record<RepairStatus, string> = {
  submitted: 'blue',
  dispatched: 'cyan',
  in_progress: 'processing',
  paused: 'warning',
  completed: 'success',
  cancelled: 'default',
};

const SUB_ORDER_COLORS: Record<SubOrderStatus, string> = {
  pending: 'default',
  in_progress: 'processing',
  completed: 'success',
  cancelled: 'default',
};

export function RepairStatusTag({ status }: { status: RepairStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_COLORS[status]}>{t(`eam.status.${status}`)}</Tag>;
}

export function SubOrderStatusTag({ status }: { status: SubOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={SUB_ORDER_COLORS[status]}>{t(`eam.subStatus.${status}`)}</Tag>;
}
