import type { RepairOrder } from '@depot/shared';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The service-level flags of an order: response and resolution targets it has missed. */
export function SlaFlags({
  order,
}: {
  order: Pick<RepairOrder, 'responseBreached' | 'resolutionBreached'>;
}) {
  const { t } = useTranslation();
  if (!order.responseBreached && !order.resolutionBreached) {
    return <span aria-label={t('eam.sla.withinTargets')}>—</span>;
  }
  return (
    <Flex gap={4} wrap>
      {order.responseBreached && <Tag color="error">{t('eam.sla.responseBreached')}</Tag>}
      {order.resolutionBreached && <Tag color="error">{t('eam.sla.resolutionBreached')}</Tag>}
    </Flex>
  );
}
