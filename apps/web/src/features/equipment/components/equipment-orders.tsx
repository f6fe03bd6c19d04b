import { Empty, Flex, Pagination, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { equipmentOrdersQueryOptions } from '../api';
import { useFormatDateTime } from '../../../lib/date-time';
import { useShortPage } from '../../../lib/use-short-page';
import { repairOrderHref } from '../paths';

/** A device's repair orders (the row's expansion), newest first, each opening its order. */
export function EquipmentOrders({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const orders = useShortPage((place) => equipmentOrdersQueryOptions(equipmentId, place));
  if (orders.page.isPending) return <Spin size="small" />;
  if (!orders.records.length) return <Empty description={t('equipment.noOrders')} />;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('equipment.orders')}</Typography.Text>
      <ul aria-label={t('equipment.orders')} style={{ margin: 0, paddingInlineStart: 16 }}>
        {orders.records.map((o) => (
          <li key={o.orderId}>
            <Flex gap={8} wrap align="center">
              <Link to={repairOrderHref(o.orderId)}>{o.code}</Link>
              <Tag>{t(`eam.status.${o.status}`)}</Tag>
              <Typography.Text type="secondary">
                {formatDateTime(o.submitTime)} {o.remark ?? ''}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      <Pagination size="small" align="start" {...orders.pagination} />
    </Flex>
  );
}
