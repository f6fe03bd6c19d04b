import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { startWorkQueryOptions } from '../api';
import { ProjectLoadState } from '../components/project-load-state';
import { ProjectRecordPage } from '../components/project-record-page';
import { RequestView } from '../components/request-view';
import { StageStatusTag } from '../components/status-tags';
import { StartWorkForm } from '../components/start-work-form';

/**
 * /item/item-start-work?id=: an application to start work (the stage and its state now, the day,
 * crew, safety notes, files, approval request); `?projectId=&stageId=` instead: a new application
 * for that start-of-work stage (from the project's stages).
 */
export function StartWorkPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const projectId = Number(search.get('projectId')) || 0;
  const stageId = Number(search.get('stageId')) || 0;
  const query = useQuery({ ...startWorkQueryOptions(id), enabled: id > 0 });
  if (id <= 0 && projectId > 0)
    return (
      <ProjectRecordPage
        projectId={projectId}
        title={(project) => t('project.startWork.newTitle', { project })}
      >
        {(project) => {
          const stage = project.stages.find((s) => s.id === stageId);
          return stage ? (
            <StartWorkForm project={project} stage={stage} />
          ) : (
            <Alert type="warning" showIcon title={t('project.startWork.notStartWork')} />
          );
        }}
      </ProjectRecordPage>
    );
  if (!query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('project.startWork.notFound')}
        loadFailed={t('project.startWork.loadFailed')}
      />
    );
  const a = query.data;
  return (
    <RequestView
      request={a}
      title={t('project.startWork.title', { code: a.code })}
      items={[
        {
          key: 'stage',
          label: t('project.request.stage'),
          children: (
            <>
              {a.stageName} <StageStatusTag status={a.stageStatus} />
            </>
          ),
        },
        { key: 'startOn', label: t('project.startWork.startOn'), children: a.startOn },
        { key: 'crew', label: t('project.startWork.crew'), children: a.crew },
        {
          key: 'safetyNotes',
          label: t('project.startWork.safetyNotes'),
          span: 'filled',
          children: a.safetyNotes ?? '—',
        },
      ]}
    />
  );
}
