import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StoredFileLinks } from '../../../components/stored-file-links';
import { designChangeQueryOptions, designChangesQueryOptions } from '../api';
import { DesignChangeForm } from '../components/design-change-form';
import { DesignChangesTable } from '../components/design-changes-table';
import { FactsCard } from '../components/document-parts';
import { ProjectLoadState } from '../components/project-load-state';
import { ProjectRecordPage } from '../components/project-record-page';
import { ProjectStatusTag, RequestStatusTag } from '../components/status-tags';
import { drawingsHref, newDesignChangeHref, projectHref, requestHref } from '../paths';
import { useMoney } from '../../../lib/money';
import { useFormatDateTime } from '../../../lib/date-time';

/** `?projectId=`: a project's design changes and their approved cost impact. */
function DesignChangeList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(designChangesQueryOptions(projectId));
  return (
    <ProjectRecordPage
      projectId={projectId}
      title={(project) => t('project.drawing.change.title', { project })}
      extra={() =>
        list.data?.canAdd && (
          <Link to={newDesignChangeHref(projectId)}>
            <Button type="primary">{t('project.drawing.change.add')}</Button>
          </Link>
        )
      }
    >
      {() => (
        <Card>
          <Flex vertical gap={12}>
            {list.data && (
              <Typography.Text strong>
                {t('project.drawing.change.approvedTotal', {
                  amount: money(list.data.approvedTotal, true),
                })}
              </Typography.Text>
            )}
            <DesignChangesTable changes={list.data?.changes ?? []} loading={list.isPending} />
          </Flex>
        </Card>
      )}
    </ProjectRecordPage>
  );
}

/** `?id=`: one design change: its project, cost impact, drawings, files and approval. */
function DesignChangeView({ id }: { id: number }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const money = useMoney();
  const query = useQuery({ ...designChangeQueryOptions(id), enabled: id > 0 });
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('project.drawing.change.notFound')}
        loadFailed={t('project.drawing.change.loadFailed')}
      />
    );
  const c = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <PageTitle>{t('project.drawing.change.oneTitle', { code: c.code })}</PageTitle>
        <RequestStatusTag status={c.status} />
      </Flex>
      <FactsCard
        items={[
          {
            key: 'project',
            label: t('project.request.project'),
            children: (
              <Flex gap={8} align="center" wrap>
                <Link to={projectHref(c.projectId)}>
                  {c.projectCode} {c.projectName}
                </Link>
                <ProjectStatusTag status={c.projectStatus} />
              </Flex>
            ),
          },
          { key: 'title', label: t('project.drawing.change.changeTitle'), children: c.title },
          {
            key: 'cost',
            label: t('project.drawing.change.costImpact'),
            children: (
              <Flex gap={8} wrap>
                <span>{money(c.costImpact, true)}</span>
                <Typography.Text type={c.counted ? 'success' : 'secondary'}>
                  {c.counted
                    ? t('project.drawing.change.counted')
                    : t('project.drawing.change.notCounted')}
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'stage', label: t('project.drawing.stage'), children: c.stageName ?? '—' },
          {
            key: 'reason',
            label: t('project.drawing.change.reason'),
            span: 'filled',
            children: c.reason,
          },
          {
            key: 'drawings',
            label: t('project.drawing.change.drawings'),
            span: 'filled',
            children: c.drawings.length ? (
              <Flex gap={12} wrap>
                {c.drawings.map((d) => (
                  <Link key={d.id} to={drawingsHref(c.projectId)}>
                    {d.title}（{t(`project.drawing.kinds.${d.kind}`)}）
                  </Link>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">
                {t('project.drawing.change.noDrawings')}
              </Typography.Text>
            ),
          },
          {
            key: 'files',
            label: t('project.drawing.change.files'),
            span: 'filled',
            children: c.files.length ? (
              <StoredFileLinks files={c.files} />
            ) : (
              <Typography.Text type="secondary">
                {t('project.drawing.change.noFiles')}
              </Typography.Text>
            ),
          },
          {
            key: 'applicant',
            label: t('project.drawing.change.applicant'),
            children: `${c.applicant.nickname} ${at(c.createdAt)}`,
          },
          {
            key: 'approval',
            label: t('project.drawing.change.approval'),
            children: c.requestId ? (
              <Link to={requestHref(c.requestId)}>{t('project.drawing.change.openApproval')}</Link>
            ) : (
              <Typography.Text type="secondary">
                {t('project.drawing.change.noApproval')}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/**
 * /item/item-drawing-design-change: `?id=` one design change (the outcome notice opens it);
 * `?projectId=` the project's design changes; `&add=1` a new one, submitted for approval.
 */
export function DesignChangePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const projectId = Number(search.get('projectId')) || 0;
  if (projectId > 0 && id <= 0 && search.get('add') === '1')
    return (
      <ProjectRecordPage
        projectId={projectId}
        title={(project) => t('project.drawing.change.newTitle', { project })}
      >
        {(project) => <DesignChangeForm project={project} />}
      </ProjectRecordPage>
    );
  if (projectId > 0 && id <= 0) return <DesignChangeList projectId={projectId} />;
  return <DesignChangeView id={id} />;
}
