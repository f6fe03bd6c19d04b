import type { ProjectDetail } from '@depot/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { editProject, projectKeys } from '../api';
import { headerBody, ProjectHeaderFields, type HeaderValues } from './project-header-fields';

/**
 * Edits a project's header (its type and template stay). The planned start moves only while the
 * project is planning (its stages are scheduled again); after, it is fixed.
 */
export function ProjectEditDialog({
  project,
  onClose,
}: {
  project: ProjectDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: HeaderValues) => editProject({ id: project.id, ...headerBody(v) });
  return (
    <SavingFormModal<HeaderValues>
      name="project-edit"
      title={t('project.editTitle')}
      width={640}
      initialValues={{
        name: project.name,
        storeId: project.storeId,
        budget: Number(project.budget),
        contractAmount: Number(project.contractAmount),
        managerId: project.managerId,
        supervisorId: project.supervisorId,
        plannedStart: dayjs(project.plannedStart),
        note: project.note,
      }}
      save={save}
      refresh={projectKeys.all}
      done={() => t('project.saved')}
      onClose={onClose}
    >
      <ProjectHeaderFields startLocked={project.status !== 'planning'} />
    </SavingFormModal>
  );
}
