import { isOpenRepairStatus } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { repairSubOrderQueryOptions } from '../../../api/eam';
import { usePageLabel } from '../../../lib/use-page-label';
import { RecordHeader } from '../../../components/record-header';
import { LoadState } from '../components/load-state';
import { OrderTimeline } from '../components/order-timeline';
import { PhotoGroup } from '../components/photo-list';
import { RepairStatusTag, SubOrderStatusTag } from '../components/repair-status-tag';
import { SubOrderCommandButtons } from '../components/sub-order-command-buttons';
import { useSubOrderActions } from '../hooks/use-sub-order-actions';
import { text } from '../lib/format';
import { useTimeText } from '../../../lib/date-time';
import { idParam, orderHref } from '../paths';
import { useEamPermissions } from '../permissions';
import { useMoney } from '../../../lib/money';

/**
 * /eam/repair-suborder-detail?subOrderId=N (SPEC §2): the sub-order's fields, costs, photos,
 * commands and timeline, with a link back to its order. Its tab is named with the order's code
 * and the trade; the list's menu entry stays highlighted.
 */
export function RepairSubOrderDetailPage() {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const money = useMoney();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const subOrderId = idParam(search, 'subOrderId');
  const query = useQuery({
    ...repairSubOrderQueryOptions(subOrderId ?? 0),
    enabled: subOrderId !== undefined,
  });
  const sub = query.data;
  const label = sub ? `${sub.order.code} · ${sub.trade}` : undefined;
  usePageLabel(label === undefined ? undefined : { zh: label, en: label });
  const { canEditSubOrders } = useEamPermissions();
  const actions = useSubOrderActions({
    onDeleted: () => {
      if (sub) void navigate(orderHref(sub.orderId));
    },
  });

  if (!sub) {
    return (
      <LoadState
        loading={subOrderId !== undefined && query.isLoading}
        error={subOrderId === undefined ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const total = Number(sub.labourCost) + Number(sub.materialCost);
  const items: DescriptionsProps['items'] = [
    {
      key: 'order',
      label: t('eam.subOrders.order'),
      children: (
        <Flex gap={8} align="center">
          <Link to={orderHref(sub.orderId)}>{sub.order.code}</Link>
          <RepairStatusTag status={sub.order.status} />
        </Flex>
      ),
    },
    { key: 'store', label: t('eam.fields.store'), children: sub.order.storeName },
    { key: 'trade', label: t('eam.subOrders.trade'), children: sub.trade },
    {
      key: 'status',
      label: t('eam.fields.status'),
      children: <SubOrderStatusTag status={sub.status} />,
    },
    { key: 'assignee', label: t('eam.fields.assignee'), children: text(sub.assigneeName) },
    {
      key: 'labourCost',
      label: t('eam.subOrders.labourCost'),
      children: money(sub.labourCost),
    },
    {
      key: 'materialCost',
      label: t('eam.subOrders.materialCost'),
      children: money(sub.materialCost),
    },
    { key: 'total', label: t('eam.subOrders.totalCost'), children: money(total) },
    { key: 'createdAt', label: t('eam.fields.createdAt'), children: timeText(sub.createdAt) },
    { key: 'remark', label: t('eam.fields.remark'), children: text(sub.remark), span: 'filled' },
  ];
  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={sub.trade}
        tag={<SubOrderStatusTag status={sub.status} />}
        actions={
          canEditSubOrders &&
          isOpenRepairStatus(sub.order.status) && (
            <SubOrderCommandButtons subOrder={sub} actions={actions} variant="button" />
          )
        }
      />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2, lg: 3 }} items={items} />
      <Card title={t('eam.subOrders.photos')} size="small">
        <Flex vertical gap={12}>
          <PhotoGroup
            subOrderId={sub.subOrderId}
            ids={sub.beforePhotos}
            label={t('eam.subOrders.beforePhotos')}
          />
          <PhotoGroup
            subOrderId={sub.subOrderId}
            ids={sub.afterPhotos}
            label={t('eam.subOrders.afterPhotos')}
          />
        </Flex>
      </Card>
      <Card title={t('eam.detail.timeline')} size="small">
        <OrderTimeline entries={sub.timeline} />
      </Card>
      {actions.dialogs}
    </Flex>
  );
}
