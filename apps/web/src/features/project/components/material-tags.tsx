import type { DispatchStatus, SkuOrderStatus } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const SKU_ORDER_COLOURS: Record<SkuOrderStatus, string> = {
  open: 'processing',
  issued: 'success',
  ordered: 'warning',
  received: 'success',
  returned: 'default',
  cancelled: 'default',
};

const DISPATCH_COLOURS: Record<DispatchStatus, string> = {
  planned: 'default',
  dispatched: 'processing',
  done: 'success',
  cancelled: 'error',
};

/** A SKU order's state. */
export function SkuOrderStatusTag({ status }: { status: SkuOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={SKU_ORDER_COLOURS[status]}>{t(`projectDispatch.skuOrder.statuses.${status}`)}</Tag>
  );
}

/** A dispatch's state. */
export function DispatchStatusTag({ status }: { status: DispatchStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={DISPATCH_COLOURS[status]}>{t(`projectDispatch.dispatch.statuses.${status}`)}</Tag>
  );
}
