import type { MaterialDiscard, ProjectDiscard, StartWork } from '@depot/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { requestHref } from '../paths';
import { RecordHeader } from '../../../components/record-header';
import { FactsCard, projectItem } from './document-parts';
import { ProjectLoadState } from './project-load-state';
import { RequestStatusTag } from './status-tags';
import { useFormatDateTime } from '../../../lib/date-time';

type ProjectRequest = ProjectDiscard | StartWork | MaterialDiscard;

/**
 * A project's request through approval as its page shows it: the title and state, the project
 * (and its state now), `items` of its own, the applicant, its files and its approval request.
 */
export function RequestView({
  request,
  title,
  items,
}: {
  request: ProjectRequest;
  title: string;
  items: DescriptionsItemType[];
}) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const common: DescriptionsItemType[] = [
    projectItem(t('project.request.project'), request),
    ...items,
    {
      key: 'applicant',
      label: t('project.request.applicant'),
      children: request.applicant.nickname,
    },
    {
      key: 'createdAt',
      label: t('project.request.createdAt'),
      children: at(request.createdAt),
    },
    {
      key: 'files',
      label: t('project.startWork.files'),
      span: 'filled',
      children: request.files.length ? (
        <StoredFileLinks files={request.files} />
      ) : (
        <Typography.Text type="secondary">{t('project.request.noFiles')}</Typography.Text>
      ),
    },
    {
      key: 'approval',
      label: t('project.request.approval'),
      children: request.requestId ? (
        <Link to={requestHref(request.requestId)}>{t('project.request.openApproval')}</Link>
      ) : (
        <Typography.Text type="secondary">{t('project.request.noApproval')}</Typography.Text>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <RecordHeader title={title} tag={<RequestStatusTag status={request.status} />} />
      <FactsCard items={common} />
    </Flex>
  );
}

/**
 * The request `query` reads, as RequestView shows it with its own `items`; loading while `asked`,
 * else not found or failed. `words` is the request's key prefix, whose title, notFound and
 * loadFailed it says.
 */
export function LoadedRequestView<R extends ProjectRequest>({
  query,
  asked,
  words,
  items,
}: {
  query: UseQueryResult<R>;
  asked: boolean;
  words: 'project.discard' | 'project.startWork' | 'project.material';
  items: (request: R) => DescriptionsItemType[];
}) {
  const { t: w } = useTranslation('translation', { keyPrefix: words });
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={asked}
        notFound={w('notFound')}
        loadFailed={w('loadFailed')}
      />
    );
  const request = query.data;
  return (
    <RequestView
      request={request}
      title={w('title', { code: request.code })}
      items={items(request)}
    />
  );
}
