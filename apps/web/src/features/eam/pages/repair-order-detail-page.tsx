import { useQuery } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { repairOrderQueryOptions } from '../../../api/eam';
import { usePageLabel } from '../../../lib/use-page-label';
import { EvaluationCard } from '../components/evaluation-card';
import { DetailHeader } from '../components/detail-header';
import { LoadState } from '../components/load-state';
import { OrderCommandButtons } from '../components/order-command-buttons';
import { OrderFields } from '../components/order-fields';
import { OrderTimeline } from '../components/order-timeline';
import { RepairStatusTag } from '../components/repair-status-tag';
import { SubOrdersCard } from '../components/sub-orders-card';
import { useOrderActions } from '../hooks/use-order-actions';
import { idParam } from '../paths';

/**
 * /eam/repair-order-detail?orderId=N (SPEC §2, under the main layout): every field with live
 * durations, the commands of its status, sub-orders with photos, the evaluation and the
 * timeline. Its tab is named with the order's code; the list's menu entry stays highlighted.
 */
export function RepairOrderDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = idParam(search, 'orderId');
  const query = useQuery({
    ...repairOrderQueryOptions(orderId ?? 0),
    enabled: orderId !== undefined,
  });
  const order = query.data;
  usePageLabel(order && { zh: order.code, en: order.code });
  const actions = useOrderActions();

  if (!order) {
    return (
      <LoadState
        loading={orderId !== undefined && query.isLoading}
        error={orderId === undefined ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <DetailHeader
        title={order.code}
        status={<RepairStatusTag status={order.status} />}
        commands={
          <OrderCommandButtons
            order={order}
            actions={actions}
            variant="button"
            exclude={['evaluate']}
          />
        }
      />
      <OrderFields order={order} />
      <SubOrdersCard order={order} />
      <EvaluationCard order={order} actions={actions} />
      <Card title={t('eam.detail.timeline')} size="small">
        <OrderTimeline
          entries={order.timeline}
          subOrderNames={new Map(order.subOrders.map((sub) => [sub.subOrderId, sub.trade]))}
        />
      </Card>
      {actions.dialogs}
    </Flex>
  );
}
