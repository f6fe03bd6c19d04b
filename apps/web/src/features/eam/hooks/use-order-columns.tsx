import type { RepairOrder } from '@depot/shared';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReceivedOrder } from '../../../api/eam';
import { LiveDuration } from '../components/live-durations';
import { OrderCommandButtons } from '../components/order-command-buttons';
import { RepairStatusTag } from '../components/repair-status-tag';
import { SlaFlags } from '../components/sla-flags';
import { text } from '../lib/format';
import { useTimeText } from '../../../lib/date-time';
import { orderHref } from '../paths';
import type { OrderActions } from './use-order-actions';

const ellipsis = (value: string | null) => (
  <Typography.Text ellipsis={{ tooltip: value ?? undefined }} style={{ maxWidth: 200 }}>
    {text(value)}
  </Typography.Text>
);

/**
 * The list's columns: every field of SPEC §1, the service-level flags and the row's commands.
 * A column whose `key` is in REPAIR_SORT_FIELDS sorts on the server.
 */
export function useOrderColumns(actions: OrderActions): ColumnsType<ReceivedOrder> {
  const { t } = useTranslation();
  const time = useTimeText();
  return [
    { key: 'orderId', dataIndex: 'orderId', title: t('eam.fields.orderId') },
    {
      key: 'code',
      title: t('eam.fields.code'),
      render: (_, order) => <Link to={orderHref(order.orderId)}>{order.code}</Link>,
    },
    {
      key: 'externalCode',
      dataIndex: 'externalCode',
      title: t('eam.fields.externalCode'),
      render: (value: string | null) => text(value),
    },
    { key: 'store', dataIndex: 'storeName', title: t('eam.fields.store') },
    {
      key: 'status',
      title: t('eam.fields.status'),
      render: (_, order) => <RepairStatusTag status={order.status} />,
    },
    {
      key: 'evaluated',
      title: t('eam.fields.evaluated'),
      render: (_, order) =>
        order.evaluated ? (
          <Tag color="success">{t('eam.filters.yes')}</Tag>
        ) : (
          <Tag>{t('eam.filters.no')}</Tag>
        ),
    },
    { key: 'pauseCount', dataIndex: 'pauseCount', title: t('eam.fields.pauseCount') },
    {
      key: 'pauseDuration',
      title: t('eam.fields.pauseDuration'),
      render: (_, order) => <LiveDuration order={order} figure="pauseSeconds" />,
    },
    {
      key: 'appointmentTime',
      dataIndex: 'appointmentTime',
      title: t('eam.fields.appointmentTime'),
      render: time,
    },
    { key: 'submitTime', dataIndex: 'submitTime', title: t('eam.fields.submitTime'), render: time },
    {
      key: 'completionTime',
      dataIndex: 'completionTime',
      title: t('eam.fields.completionTime'),
      render: time,
    },
    {
      key: 'orderDuration',
      title: t('eam.fields.orderDuration'),
      render: (_, order) => <LiveDuration order={order} figure="orderSeconds" />,
    },
    { key: 'address', dataIndex: 'address', title: t('eam.fields.address'), render: ellipsis },
    { key: 'remark', dataIndex: 'remark', title: t('eam.fields.remark'), render: ellipsis },
    { key: 'type', dataIndex: 'typeName', title: t('eam.fields.type') },
    {
      key: 'sla',
      title: t('eam.fields.sla'),
      render: (_, order: RepairOrder) => <SlaFlags order={order} />,
    },
    {
      key: 'actions',
      title: t('eam.fields.actions'),
      fixed: 'right',
      render: (_, order) => <OrderCommandButtons order={order} actions={actions} variant="link" />,
    },
  ];
}
