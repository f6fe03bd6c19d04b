import type { WareOrder, WareOrderType } from '@depot/shared';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/date-time';
import { orderHref } from '../paths';
import { OrderStatusTag, UrgencyTag } from './status-tag';

/** The list's columns; a special order's list shows its urgency and reason too. */
export function useOrderColumns(type: WareOrderType): ColumnsType<WareOrder> {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const none = t('wareOrder.none');
  const columns: ColumnsType<WareOrder> = [
    {
      key: 'code',
      title: t('wareOrder.code'),
      dataIndex: 'code',
      render: (code: string, order) => <Link to={orderHref(type, order.orderId)}>{code}</Link>,
    },
    {
      key: 'kind',
      title: t('wareOrder.kind'),
      render: (_, order) => t(`wareOrder.kinds.${order.kind}`),
    },
    {
      key: 'status',
      title: t('wareOrder.status'),
      render: (_, order) => <OrderStatusTag status={order.status} />,
    },
    ...(type === 'special'
      ? [
          {
            key: 'urgency',
            title: t('wareOrder.urgency'),
            render: (_: unknown, order: WareOrder) => <UrgencyTag urgency={order.urgency} />,
          },
          { key: 'reason', title: t('wareOrder.reason'), dataIndex: 'reason', ellipsis: true },
        ]
      : []),
    { key: 'store', title: t('wareOrder.store'), dataIndex: 'storeName' },
    {
      key: 'worker',
      title: t('wareOrder.worker'),
      render: (_, order) => order.worker?.nickname ?? none,
    },
    { key: 'plannedDate', title: t('wareOrder.plannedDate'), dataIndex: 'plannedDate' },
    { key: 'assetCount', title: t('wareOrder.assetCount'), dataIndex: 'assetCount' },
    {
      key: 'sourceDoc',
      title: t('wareOrder.sourceDoc'),
      render: (_, order) => order.sourceDoc?.code ?? none,
    },
    {
      key: 'createdAt',
      title: t('wareOrder.createdAt'),
      render: (_, order) => formatDateTime(order.createdAt),
    },
  ];
  return columns;
}
