import type { WareOrderDetail } from '@depot/shared';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestTrail } from '../../../components/approval-trail';
import { approvalRequestHref } from '../paths';

/**
 * A special order's approval: what it waits for (or that it will never be worked), a link to
 * the request (where its approvers decide), and the request's trail.
 */
export function ApprovalCard({ order }: { order: WareOrderDetail }) {
  const { t } = useTranslation();
  const approval = order.approval;
  if (!approval) return null;
  const waiting = order.status === 'approving' || order.status === 'sentBack';
  const refused = order.status === 'rejected' || order.status === 'withdrawn';
  return (
    <Card
      title={t('wareOrder.detail.approval')}
      size="small"
      extra={
        <Link to={approvalRequestHref(approval.requestId)}>
          {t('wareOrder.detail.openRequest', { code: approval.code })}
        </Link>
      }
    >
      <Flex vertical gap={12}>
        {waiting && <Alert type="info" showIcon title={t('wareOrder.detail.awaitingApproval')} />}
        {refused && <Alert type="warning" showIcon title={t('wareOrder.detail.neverWorkable')} />}
        <RequestTrail entries={approval.trail} route={approval.route} />
      </Flex>
    </Card>
  );
}
