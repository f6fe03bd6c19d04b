import { Descriptions, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceivedOrder } from '../../../api/eam';
import { text } from '../lib/format';
import { useTimeText } from '../../../lib/date-time';
import { LiveDuration } from './live-durations';
import { RepairStatusTag } from './repair-status-tag';
import { SlaFlags } from './sla-flags';

/** Every field of an order (SPEC §1 and the life cycle's times), durations live while open. */
export function OrderFields({ order }: { order: ReceivedOrder }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const items: DescriptionsProps['items'] = [
    { key: 'orderId', label: t('eam.fields.orderId'), children: order.orderId },
    { key: 'code', label: t('eam.fields.code'), children: order.code },
    {
      key: 'externalCode',
      label: t('eam.fields.externalCode'),
      children: order.externalCode
        ? `${order.externalCode}${order.externalSource ? ` (${order.externalSource})` : ''}`
        : '—',
    },
    {
      key: 'store',
      label: t('eam.fields.store'),
      children: `${order.storeName} (${order.storeCode})`,
    },
    {
      key: 'status',
      label: t('eam.fields.status'),
      children: <RepairStatusTag status={order.status} />,
    },
    {
      key: 'evaluated',
      label: t('eam.fields.evaluated'),
      children: order.evaluated ? (
        <Tag color="success">{t('eam.filters.yes')}</Tag>
      ) : (
        <Tag>{t('eam.filters.no')}</Tag>
      ),
    },
    { key: 'type', label: t('eam.fields.type'), children: order.typeName },
    { key: 'sla', label: t('eam.fields.sla'), children: <SlaFlags order={order} /> },
    { key: 'pauseCount', label: t('eam.fields.pauseCount'), children: order.pauseCount },
    {
      key: 'pauseDuration',
      label: t('eam.fields.pauseDuration'),
      children: <LiveDuration order={order} figure="pauseSeconds" />,
    },
    {
      key: 'orderDuration',
      label: t('eam.fields.orderDuration'),
      children: <LiveDuration order={order} figure="orderSeconds" />,
    },
    {
      key: 'appointmentTime',
      label: t('eam.fields.appointmentTime'),
      children: timeText(order.appointmentTime),
    },
    { key: 'submitTime', label: t('eam.fields.submitTime'), children: timeText(order.submitTime) },
    {
      key: 'dispatchTime',
      label: t('eam.fields.dispatchTime'),
      children: timeText(order.dispatchTime),
    },
    { key: 'startTime', label: t('eam.fields.startTime'), children: timeText(order.startTime) },
    {
      key: 'completionTime',
      label: t('eam.fields.completionTime'),
      children: timeText(order.completionTime),
    },
    { key: 'assignee', label: t('eam.fields.assignee'), children: text(order.assigneeName) },
    { key: 'dispatcher', label: t('eam.fields.dispatcher'), children: text(order.dispatcherName) },
    { key: 'address', label: t('eam.fields.address'), children: text(order.address), span: 2 },
    { key: 'remark', label: t('eam.fields.remark'), children: text(order.remark), span: 'filled' },
  ];
  if (order.status === 'cancelled') {
    items.push(
      {
        key: 'cancelTime',
        label: t('eam.fields.cancelTime'),
        children: timeText(order.cancelTime),
      },
      {
        key: 'cancelReason',
        label: t('eam.fields.cancelReason'),
        children: text(order.cancelReason),
        span: 'filled',
      },
    );
  }
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 4 }}
      items={items}
    />
  );
}
