import type { MaterialDiscard, ProjectDiscard, StartWork } from '@depot/shared';
import { Flex, Typography } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { requestHref } from '../paths';
import { at, DocumentHeader, FactsCard, projectItem } from './document-parts';
import { RequestStatusTag } from './status-tags';

/**
 * A project's request through approval as its page shows it: the title and state, the project
 * (and its state now), `items` of its own, the applicant, its files and its approval request.
 */
export function RequestView({
  request,
  title,
  items,
}: {
  request: ProjectDiscard | StartWork | MaterialDiscard;
  title: string;
  items: DescriptionsItemType[];
}) {
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
      <DocumentHeader title={title} tag={<RequestStatusTag status={request.status} />} />
      <FactsCard items={common} />
    </Flex>
  );
}
