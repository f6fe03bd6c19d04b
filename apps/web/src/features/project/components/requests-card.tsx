import type { ProjectRequestItem } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { projectRequestsQueryOptions } from '../api';
import { discardHref, materialDiscardHref, startWorkHref } from '../paths';
import { NoRecords } from './no-records';
import { RequestStatusTag } from './status-tags';
import { ShortTable } from '../../../components/short-table';
import { useFormatDateTime } from '../../../lib/date-time';

const HREFS: Record<ProjectRequestItem['kind'], (id: number) => string> = {
  discard: discardHref,
  startWork: startWorkHref,
  materialDiscard: materialDiscardHref,
};
const hrefOf = (r: ProjectRequestItem) => HREFS[r.kind](r.id);

/**
 * A project's discarding requests, start-of-work applications and material discards, newest
 * first: code (opening its page), kind, stage and day, state, applicant, when.
 */
export function RequestsCard({ projectId }: { projectId: number }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const wide = useWide();
  const requests = useQuery(projectRequestsQueryOptions(projectId));
  const title = t('project.request.list');
  const open = (r: ProjectRequestItem) => <Link to={hrefOf(r)}>{r.code}</Link>;
  const kind = (r: ProjectRequestItem) => t(`project.request.kinds.${r.kind}`);
  const stage = (r: ProjectRequestItem) =>
    r.stageName ? `${r.stageName}${r.startOn ? ` · ${r.startOn}` : ''}` : '—';
  const columns: ColumnsType<ProjectRequestItem> = wide
    ? [
        { key: 'code', title: t('project.request.code'), render: (_, r) => open(r) },
        { key: 'kind', title: t('project.request.kind'), render: (_, r) => kind(r) },
        { key: 'stage', title: t('project.request.stage'), render: (_, r) => stage(r) },
        {
          key: 'status',
          title: t('project.request.status'),
          render: (_, r) => <RequestStatusTag status={r.status} />,
        },
        {
          key: 'applicant',
          title: t('project.request.applicant'),
          render: (_, r) => r.applicant.nickname,
        },
        {
          key: 'createdAt',
          title: t('project.request.createdAt'),
          render: (_, r) => at(r.createdAt),
        },
      ]
    : [
        {
          key: 'request',
          title,
          render: (_, r) => (
            <Flex vertical gap={2} align="flex-start">
              {open(r)}
              <Typography.Text>{kind(r)}</Typography.Text>
              <Typography.Text type="secondary">{stage(r)}</Typography.Text>
              <RequestStatusTag status={r.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Card title={title}>
      <ShortTable<ProjectRequestItem>
        rowKey={(r) => `${r.kind}-${r.id}`}
        aria-label={title}
        dataSource={requests.data ?? []}
        loading={requests.isPending}
        columns={columns}
        scroll={wideScroll(wide)}
        locale={{ emptyText: <NoRecords /> }}
      />
    </Card>
  );
}
