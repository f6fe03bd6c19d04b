import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { startWorkQueryOptions } from '../api';
import { ProjectRequestPage } from '../components/project-request-page';
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
  const stageId = Number(search.get('stageId')) || 0;
  return (
    <ProjectRequestPage
      words="project.startWork"
      options={startWorkQueryOptions}
      form={(project) => {
        const stage = project.stages.find((s) => s.id === stageId);
        return stage ? (
          <StartWorkForm project={project} stage={stage} />
        ) : (
          <Alert type="warning" showIcon title={t('project.startWork.notStartWork')} />
        );
      }}
      items={(a) => [
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
