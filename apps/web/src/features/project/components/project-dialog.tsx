import { PROJECT_TYPES, type ProjectType } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { createProject, projectKeys, templatePageQueryOptions, templateQueryOptions } from '../api';
import { projectHref } from '../paths';
import { headerBody, ProjectHeaderFields, type HeaderValues } from './project-header-fields';
import { SchedulePreview } from './schedule-preview';
import { SearchSelect } from '../../../components/search-select';
import { choicesOf } from '../../../lib/choices';

type Values = HeaderValues & { templateId: number; projectType: ProjectType };

/** The chosen template's stages scheduled from the chosen start, as the project will get them. */
function Preview({ templateId, start }: { templateId?: number; start?: Dayjs | null }) {
  const { t } = useTranslation();
  const template = useQuery({
    ...templateQueryOptions(templateId ?? 0),
    enabled: (templateId ?? 0) > 0,
  });
  if (!templateId || !start || !template.data) return null;
  return (
    <section aria-label={t('project.preview')}>
      <Typography.Paragraph strong style={{ marginBottom: 4 }}>
        {t('project.preview')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('project.previewHint')}</Typography.Paragraph>
      <SchedulePreview stages={template.data.stages} start={start.format('YYYY-MM-DD')} />
    </section>
  );
}

/**
 * A new project from a template: its store, type, money, people and planned start; the
 * template's stages previewed on a Gantt with the dates they will get. Opens the new project.
 */
export function ProjectDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const templateId = Form.useWatch('templateId', form);
  const start = Form.useWatch('plannedStart', form);
  const templates = useQuery(templatePageQueryOptions({ current: 1, size: 500, enabled: true }));
  const save = useSaving({
    save: (v: Values) =>
      createProject({ ...headerBody(v), projectType: v.projectType, templateId: v.templateId }),
    refresh: projectKeys.all,
    done: (p) => t('project.added', { code: p.code }),
    then: (p) => void navigate(projectHref(p.id)),
  });
  return (
    <FormModal<Values>
      name="project"
      title={t('project.add')}
      open
      width={720}
      form={form}
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <ProjectHeaderFields>
        <Form.Item
          name="templateId"
          label={t('project.template')}
          rules={[{ required: true, message: t('project.pickTemplate') }]}
        >
          <SearchSelect<number>
            loading={templates.isPending}
            options={(templates.data?.records ?? []).map((tp) => ({
              value: tp.id,
              label: tp.name,
            }))}
            onChange={(id) => {
              const chosen = templates.data?.records.find((tp) => tp.id === id);
              if (chosen) form.setFieldValue('projectType', chosen.projectType);
            }}
          />
        </Form.Item>
        <Form.Item name="projectType" label={t('project.type')} rules={[{ required: true }]}>
          <Select options={choicesOf(PROJECT_TYPES, (type) => t(`project.types.${type}`))} />
        </Form.Item>
      </ProjectHeaderFields>
      <Preview templateId={templateId} start={start} />
    </FormModal>
  );
}
