import type { ProjectDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { projectQueryOptions } from '../api';
import { projectHref } from '../paths';
import { ProjectLoadState } from './project-load-state';

/**
 * A page of one project's records (`?projectId=`): its title naming the project, a link back
 * to the project and `extra` beside it; loading, not found or failed before the project is
 * there. `children` gets the project.
 */
export function ProjectRecordPage({
  projectId,
  title,
  extra,
  children,
}: {
  projectId: number;
  title: (project: string) => string;
  extra?: (project: ProjectDetail) => ReactNode;
  children: (project: ProjectDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery({ ...projectQueryOptions(projectId), enabled: projectId > 0 });
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={projectId > 0}
        notFound={t('project.quality.notFound')}
        loadFailed={t('project.quality.loadFailed')}
      />
    );
  const p = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <PageTitle>{title(`${p.code} ${p.name}`)}</PageTitle>
        <Flex gap={12} align="center" wrap>
          <Link to={projectHref(p.id)}>{t('project.quality.backToProject')}</Link>
          {extra?.(p)}
        </Flex>
      </Flex>
      {children(p)}
    </Flex>
  );
}

/**
 * The page at `?projectId=` that shows `Body` for that project under `title` (which names it):
 * a project's completion, its handovers, a new inspection record or sampling.
 */
export function projectRecordPage(
  title: (t: TFunction, project: string) => string,
  Body: ComponentType<{ project: ProjectDetail }>,
) {
  return function RecordPage() {
    const { t } = useTranslation();
    const [search] = useSearchParams();
    return (
      <ProjectRecordPage
        projectId={Number(search.get('projectId')) || 0}
        title={(project) => title(t, project)}
      >
        {(p) => <Body project={p} />}
      </ProjectRecordPage>
    );
  };
}
