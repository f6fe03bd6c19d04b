import { useQuery } from '@tanstack/react-query';
import { Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { equipmentOrdersQueryOptions } from '../../../api/asset';
import { useFormatDateTime } from '../../../lib/date-time';
import { repairOrderHref } from '../paths';

/** A device's repair orders (the row's expansion), each opening its order. */
export function EquipmentOrders({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const orders = useQuery(equipmentOrdersQueryOptions(equipmentId));
  if (orders.isPending) return <Spin size="small" />;
  if (!orders.data?.length) return <Empty description={t('assets.equipment.noOrders')} />;
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('assets.equipment.orders')}</Typography.Text>}
      dataSource={orders.data}
      renderItem={(o) => (
        <List.Item>
          <Link to={repairOrderHref(o.orderId)}>{o.code}</Link>
          <Typography.Text type="secondary">
            {formatDateTime(o.submitTime)} {o.remark ?? ''}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
