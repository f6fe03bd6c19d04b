import type { ProjectDetail } from '@depot/shared';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
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
  const [form] = Form.useForm<HeaderValues>();
  const save = useSaving({
    save: (v: HeaderValues) => editProject({ id: project.id, ...headerBody(v) }),
    refresh: projectKeys.all,
    done: () => t('project.saved'),
    then: onClose,
  });
  return (
    <FormModal<HeaderValues>
      name="project-edit"
      title={t('project.editTitle')}
      open
      width={640}
      form={form}
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
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <ProjectHeaderFields startLocked={project.status !== 'planning'} />
    </FormModal>
  );
}
