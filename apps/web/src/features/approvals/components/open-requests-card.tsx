import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalPageQueryOptions } from '../../../api/approval';
import { useSessionStore } from '../../../stores/session';
import { requestHref } from '../paths';
import { PersonList } from './person-list';
import { DocTypeTag } from './status-tags';

/**
 * A user's requests still in approval, as far as the viewer sees them: their own when it is
 * their card (my requests), else those waiting for the viewer's approval (my to-do).
 */
export function OpenRequestsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.userInfo?.userId);
  const own = me === userId;
  const requests = useQuery(
    approvalPageQueryOptions({
      view: own ? 'mine' : 'todo',
      status: 'pending',
      applicantId: userId,
      current: 1,
      size: 20,
    }),
  );
  return (
    <Card
      size="small"
      title={t(own ? 'approvals.person.requests' : 'approvals.person.requestsOfOthers')}
    >
      <PersonList
        query={requests}
        none={t('approvals.person.noRequests')}
        rowKey={(request) => request.requestId}
        renderItem={(request) => (
          <>
            <Link to={requestHref(request.requestId)}>{request.code}</Link>
            <DocTypeTag docType={request.docType} />
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {request.title}
            </Typography.Text>
          </>
        )}
      />
    </Card>
  );
}
