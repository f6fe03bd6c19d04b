import type { ProjectDetail, ProjectStage } from '@depot/shared';
import { Alert, Card, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { applyStartWork, projectKeys } from '../api';
import { startWorkHref } from '../paths';
import { RequestFormFooter } from './request-form-parts';

interface Values {
  startOn: Dayjs;
  crew: string;
  safetyNotes?: string;
}

/** Whether `stage` of `project` takes a new application to start work now. */
export const takesApplication = (project: ProjectDetail, stage: ProjectStage) =>
  project.canStartWork &&
  stage.kind === 'startWork' &&
  stage.status === 'notStarted' &&
  stage.startWork?.status !== 'pending' &&
  stage.startWork?.status !== 'approved';

/**
 * An application to start work on a start-of-work stage: the planned start day (its planned
 * start unless changed), the crew or contractor, safety notes and files, submitted for approval
 * at once; opens the application's page. A stage that takes none now says so instead.
 */
export function StartWorkForm({ project, stage }: { project: ProjectDetail; stage: ProjectStage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const save = useSaving({
    save: (values: Values) =>
      applyStartWork({
        stageId: stage.id,
        startOn: values.startOn.format('YYYY-MM-DD'),
        crew: values.crew.trim(),
        safetyNotes: values.safetyNotes?.trim() ?? null,
        fileIds: files.map((f) => String(f.id)),
      }),
    refresh: projectKeys.all,
    done: (a) => t('project.startWork.submitted', { code: a.code }),
    then: (a) => void navigate(startWorkHref(a.id), { replace: true }),
  });
  if (!takesApplication(project, stage))
    return <Alert type="warning" showIcon title={t('project.startWork.notStartWork')} />;
  return (
    <Card>
      <Form<Values>
        form={form}
        name="start-work"
        layout="vertical"
        initialValues={{ startOn: dayjs(stage.plannedStart) }}
        onFinish={(values) => save.mutate(values)}
      >
        <Alert
          type="info"
          showIcon
          title={t('project.startWork.hint')}
          style={{ marginBottom: 16 }}
        />
        <Form.Item
          name="startOn"
          label={t('project.startWork.startOn')}
          rules={[{ required: true, message: t('project.startWork.pickStartOn') }]}
        >
          <DatePicker aria-label={t('project.startWork.startOn')} />
        </Form.Item>
        <Form.Item
          name="crew"
          label={t('project.startWork.crew')}
          rules={[{ required: true, whitespace: true, message: t('project.startWork.giveCrew') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="safetyNotes" label={t('project.startWork.safetyNotes')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 3 }} />
        </Form.Item>
        <RequestFormFooter
          filesLabel={t('project.startWork.files')}
          files={files}
          onFilesChange={setFiles}
          submit={t('project.startWork.submit')}
          pending={save.isPending}
        />
      </Form>
    </Card>
  );
}
