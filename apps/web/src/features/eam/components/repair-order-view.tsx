import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceivedOrderDetail } from '../../../api/eam';
import { useOrderActions } from '../hooks/use-order-actions';
import { RecordHeader } from '../../../components/record-header';
import { EvaluationCard } from './evaluation-card';
import { OrderCommandButtons } from './order-command-buttons';
import { OrderFields } from './order-fields';
import { OrderTimeline } from './order-timeline';
import { RepairStatusTag } from './repair-status-tag';
import { SubOrdersCard } from './sub-orders-card';

/**
 * One repair order in full: every field with live durations, the commands of its status,
 * sub-orders with photos, the evaluation and the timeline. The order's own page and a
 * project's warranty page show it.
 */
export function RepairOrderView({ order }: { order: ReceivedOrderDetail }) {
  const { t } = useTranslation();
  const actions = useOrderActions();
  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={order.code}
        tag={<RepairStatusTag status={order.status} />}
        actions={
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
