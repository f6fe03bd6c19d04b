import type { ProjectDiscard, StartWork } from '@depot/shared';
import { Card, Descriptions, Flex, Typography } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { projectHref, requestHref } from '../paths';
import { ProjectStatusTag, RequestStatusTag } from './status-tags';

/**
 * A project's request through approval as its page shows it: the title and state, the project
 * (and its state now), `items` of its own, the applicant, its files and its approval request.
 */
export function RequestView({
  request,
  title,
  items,
}: {
  request: ProjectDiscard | StartWork;
  title: string;
  items: DescriptionsItemType[];
}) {
  const { t } = useTranslation();
  const common: DescriptionsItemType[] = [
    {
      key: 'project',
      label: t('project.request.project'),
      children: (
        <Flex gap={8} align="center" wrap>
          <Link to={projectHref(request.projectId)}>
            {request.projectCode} {request.projectName}
          </Link>
          <ProjectStatusTag status={request.projectStatus} />
        </Flex>
      ),
    },
    ...items,
    {
      key: 'applicant',
      label: t('project.request.applicant'),
      children: request.applicant.nickname,
    },
    {
      key: 'createdAt',
      label: t('project.request.createdAt'),
      children: dayjs(request.createdAt).format('YYYY-MM-DD HH:mm'),
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
      <Flex gap={8} align="center" wrap>
        <PageTitle>{title}</PageTitle>
        <RequestStatusTag status={request.status} />
      </Flex>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={common} />
      </Card>
    </Flex>
  );
}
