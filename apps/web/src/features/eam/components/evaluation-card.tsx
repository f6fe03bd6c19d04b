import type { RepairOrder } from '@depot/shared';
import { Button, Card, Flex, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import type { OrderActions } from '../hooks/use-order-actions';
import { useEamPermissions } from '../permissions';

/** The store's evaluation: shown once given; offered on a completed order to those who may. */
export function EvaluationCard({ order, actions }: { order: RepairOrder; actions: OrderActions }) {
  const { t } = useTranslation();
  const { commandsFor } = useEamPermissions();
  const evaluate = useDebouncedClick(() => actions.run(order, 'evaluate'));
  let body;
  if (order.evaluated) {
    body = (
      <Flex vertical gap={4}>
        <Rate disabled value={order.rating ?? 0} aria-label={t('eam.fields.rating')} />
        <Typography.Text>
          {t('eam.evaluation.rating', { rating: order.rating ?? 0 })}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0 }}>
          {order.evaluationComment || t('eam.evaluation.noComment')}
        </Typography.Paragraph>
      </Flex>
    );
  } else if (order.status === 'completed') {
    body = (
      <Flex gap={12} align="center" wrap>
        <Typography.Text type="secondary">{t('eam.evaluation.pending')}</Typography.Text>
        {commandsFor(order).includes('evaluate') && (
          <Button type="primary" onClick={evaluate}>
            {t('eam.actions.evaluate')}
          </Button>
        )}
      </Flex>
    );
  } else {
    body = (
      <Typography.Text type="secondary">
        {t(
          order.status === 'cancelled'
            ? 'eam.evaluation.cancelled'
            : 'eam.evaluation.afterCompletion',
        )}
      </Typography.Text>
    );
  }
  return (
    <Card title={t('eam.detail.evaluation')} size="small">
      {body}
    </Card>
  );
}
