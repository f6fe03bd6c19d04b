import type {
  PurchaseAmendmentStatus,
  PurchaseOrderStatus,
  PurchaseSuborderStatus,
} from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLOURS: Record<PurchaseOrderStatus, string> = {
  draft: 'default',
  pending: 'processing',
  sentBack: 'warning',
  approved: 'blue',
  closed: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

const SUBORDER_COLOURS: Record<PurchaseSuborderStatus, string> = {
  sent: 'processing',
  confirmed: 'blue',
  partlyReceived: 'warning',
  closed: 'success',
};

export function OrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_COLOURS[status]}>{t(`purchase.order.status.${status}`)}</Tag>;
}

export function SuborderStatusTag({ status }: { status: PurchaseSuborderStatus }) {
  const { t } = useTranslation();
  return <Tag color={SUBORDER_COLOURS[status]}>{t(`purchase.suborder.status.${status}`)}</Tag>;
}

const AMENDMENT_COLOURS: Record<PurchaseAmendmentStatus, string> = {
  pending: 'processing',
  sentBack: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function AmendmentStatusTag({ status }: { status: PurchaseAmendmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={AMENDMENT_COLOURS[status]}>{t(`purchase.amend.status.${status}`)}</Tag>;
}
