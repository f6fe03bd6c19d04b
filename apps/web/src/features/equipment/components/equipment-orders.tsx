import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { equipmentOrdersQueryOptions } from '../api';
import { useFormatDateTime } from '../../../lib/date-time';
import { repairOrderHref } from '../paths';

/** A device's repair orders (the row's expansion), newest first, each opening its order. */
export function EquipmentOrders({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const orders = useQuery(equipmentOrdersQueryOptions(equipmentId));
  if (orders.isPending) return <Spin size="small" />;
  if (!orders.data?.length) return <Empty description={t('equipment.noOrders')} />;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('equipment.orders')}</Typography.Text>
      <ul aria-label={t('equipment.orders')} style={{ margin: 0, paddingInlineStart: 16 }}>
        {orders.data.map((o) => (
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
    </Flex>
  );
}
