import type { AfterSaleStatus } from '@depot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<AfterSaleStatus, string> = {
  open: 'processing',
  sent: 'warning',
  closed: 'success',
  cancelled: 'default',
};

export function AfterSaleStatusTag({ status }: { status: AfterSaleStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`purchase.afterSale.status.${status}`)}</Tag>;
}
