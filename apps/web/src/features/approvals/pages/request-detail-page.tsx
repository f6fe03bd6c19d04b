import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { approvalDetailQueryOptions, type ApprovalDetail } from '../../../api/approval';
import { usePageLabel } from '../../../lib/use-page-label';
import { LoadState } from '../components/load-state';
import { RequestHeader } from '../components/request-header';
import { RequestRoute } from '../components/request-route';
import { RequestTrail } from '../../../components/approval-trail';
import { DocumentView } from '../document/document-view';
import { useApprovalPushRefresh } from '../hooks/use-approval-push-refresh';
import { useRequestActions } from '../hooks/use-request-actions';
import { APPROVAL_PATHS, idParam } from '../paths';

/**
 * /tutor/changeoffering?id=<requestId> (SPEC §2's jump target of approval notices): a request
 * with its document, its route, its trail, who was copied, and the actions the viewer may take.
 */
export function RequestDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idParam(search, 'id');
  const query = useQuery({ ...approvalDetailQueryOptions(id ?? 0), enabled: id !== undefined });
  const request = query.data;
  usePageLabel(request && { zh: request.code, en: request.code });
  useApprovalPushRefresh();

  if (!request) {
    return (
      <LoadState
        loading={id !== undefined && query.isPending}
        error={id === undefined ? undefined : query.error}
        onRetry={() => void query.refetch()}
        notFound={t('approvals.detail.notFound')}
        failed={t('approvals.detail.loadFailed')}
        back={{ to: APPROVAL_PATHS.centre, label: t('approvals.detail.backToList') }}
      />
    );
  }
  return <RequestView request={request} />;
}

function RequestView({ request }: { request: ApprovalDetail }) {
  const { t } = useTranslation();
  // After a 409: the page says the request changed (and the server's reason) until the next action.
  const [conflict, setConflict] = useState<{ reason: string | undefined }>();
  const { buttons, dialogs } = useRequestActions(request, (reason) => setConflict({ reason }));
  return (
    <Flex vertical gap={16}>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setConflict(undefined) }}
          title={t('approvals.detail.conflict')}
          description={
            conflict.reason && t('approvals.detail.conflictReason', { reason: conflict.reason })
          }
        />
      )}
      <RequestHeader request={request} actions={buttons} />
      <Card size="small" title={t('approvals.detail.document')}>
        <DocumentView docType={request.docType} document={request.document} />
      </Card>
      <Card size="small" title={t('approvals.detail.route')}>
        <RequestRoute steps={request.route} />
      </Card>
      <Card size="small" title={t('approvals.detail.trail')}>
        <RequestTrail entries={request.trail} route={request.route} />
      </Card>
      <Card size="small" title={t('approvals.detail.cc')}>
        {request.cc.length > 0 ? (
          <Flex gap={4} wrap>
            {request.cc.map((person) => (
              <Tag key={person.userId}>{person.nickname}</Tag>
            ))}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.detail.noCc')} />
        )}
      </Card>
      {dialogs}
    </Flex>
  );
}
