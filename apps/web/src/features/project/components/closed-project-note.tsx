import { projectOpen, type ProjectDetail } from '@depot/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** On a closed project's checklist pages: nothing more may be filled in, and why (its status). */
export function ClosedProjectNote({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  if (projectOpen(project.status)) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('project.checklist.closed', {
        status: t(`project.statuses.${project.status}`),
      })}
    />
  );
}
