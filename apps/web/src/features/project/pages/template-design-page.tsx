import { PROJECT_MAX_STAGES, PROJECT_TYPES, type ProjectTemplateDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formDesignPageQueryOptions } from '../../../api/form-design';
import { PageTitle } from '../../../components/page-title';
import { useSaving } from '../../../lib/use-saving';
import { createTemplate, editTemplate, projectKeys, templateQueryOptions } from '../api';
import { SchedulePreview } from '../components/schedule-preview';
import { TemplateStageFields } from '../components/template-stage-fields';
import {
  previewOf,
  pruned,
  rowsOf,
  stagesBody,
  type StageRow,
} from '../components/template-stages';
import { TEMPLATE_LIST, templateDesignHref } from '../paths';
import { ProjectLoadState } from '../components/project-load-state';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { choicesOf } from '../../../lib/choices';

interface Values {
  name: string;
  projectType: ProjectTemplateDetail['projectType'];
  note?: string | null;
  enabled: boolean;
  stages: StageRow[];
}

const NEW_STAGE = { kind: 'general', plannedDays: 1, dependsOn: [], gate: false } as const;

/** The template's fields and stages, with the schedule they give from a chosen start. */
function TemplateForm({ template }: { template?: ProjectTemplateDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const rows = (Form.useWatch('stages', { form, preserve: true }) as StageRow[] | undefined) ?? [];
  const [start, setStart] = useState<Dayjs | null>(dayjs());
  const initialRows = template ? rowsOf(template.stages) : [{ key: 1, ...NEW_STAGE }];
  const nextKey = useRef(Math.max(...initialRows.map((r) => r.key)) + 1);
  const forms = useQuery(formDesignPageQueryOptions({ current: 1, size: 500 }));
  const save = useSaving({
    save: (v: Values) => {
      const body = {
        name: v.name.trim(),
        projectType: v.projectType,
        note: v.note?.trim() || null,
        enabled: v.enabled,
        stages: stagesBody(v.stages),
      };
      return template ? editTemplate({ id: template.id, ...body }) : createTemplate(body);
    },
    refresh: projectKeys.all,
    done: () => t('project.design.saved'),
    then: (saved) => {
      if (!template) void navigate(templateDesignHref(saved.id), { replace: true });
    },
  });
  const reprune = () =>
    form.setFieldValue('stages', pruned(form.getFieldValue('stages') as StageRow[]));
  return (
    <Form<Values>
      form={form}
      name="template"
      layout="vertical"
      initialValues={{
        name: template?.name,
        projectType: template?.projectType ?? 'newStore',
        note: template?.note,
        enabled: template?.enabled ?? true,
        stages: initialRows,
      }}
      // Every value kept, the rows' keys too (no field of their own).
      onFinish={() => save.mutate(form.getFieldsValue(true) as Values)}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Card>
          <Flex gap={16} wrap>
            <Form.Item
              name="name"
              label={t('project.templates.name')}
              rules={[{ required: true, whitespace: true, message: t('project.design.giveName') }]}
            >
              <Input maxLength={50} style={{ minWidth: 240 }} />
            </Form.Item>
            <Form.Item name="projectType" label={t('project.type')} rules={[{ required: true }]}>
              <Select
                style={{ minWidth: 120 }}
                options={choicesOf(PROJECT_TYPES, (type) => t(`project.types.${type}`))}
              />
            </Form.Item>
            <Form.Item name="enabled" label={t('project.design.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item name="note" label={t('project.note')}>
            <Input.TextArea maxLength={500} autoSize />
          </Form.Item>
        </Card>
        <Card title={t('project.design.stages')}>
          <Form.List
            name="stages"
            rules={[
              {
                validator: (_, value: StageRow[] | undefined) =>
                  value?.length
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('project.design.noStages'))),
              },
            ]}
          >
            {(fields, { add, remove, move }, { errors }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <TemplateStageFields
                    key={field.key}
                    name={field.name}
                    index={index}
                    rows={rows}
                    forms={forms.data?.records ?? []}
                    onMove={(to) => {
                      move(index, to);
                      reprune();
                    }}
                    onRemove={() => {
                      remove(field.name);
                      reprune();
                    }}
                  />
                ))}
                <Form.ErrorList errors={errors} />
                <Button
                  onClick={() => add({ key: nextKey.current++, ...NEW_STAGE, dependsOn: [] })}
                  disabled={fields.length >= PROJECT_MAX_STAGES}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('project.design.addStage')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>
        <Card
          title={t('project.preview')}
          extra={
            <DatePicker
              aria-label={t('project.design.previewStart')}
              value={start}
              onChange={setStart}
              allowClear={false}
            />
          }
        >
          <Typography.Paragraph type="secondary">{t('project.previewHint')}</Typography.Paragraph>
          {start && rows.length > 0 && (
            <SchedulePreview stages={previewOf(rows)} start={start.format('YYYY-MM-DD')} />
          )}
        </Card>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('project.design.save')}
          </Button>
          <Button onClick={() => void navigate(TEMPLATE_LIST)}>
            {t('project.templates.title')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/**
 * /item/add-template-design?id=: a project template's stage editor (without an id, a new
 * template): stages added, removed and reordered, each with its duration, the earlier stages
 * it waits for, a gate and an acceptance checklist; the schedule they give previewed live by
 * the shared rule (`scheduleStages`). Saving a template in use makes a new version: the
 * projects made from it keep their own copy of the stages.
 */
export function TemplateDesignPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedRecord(templateQueryOptions);
  if (id > 0 && !query.data)
    return (
      <ProjectLoadState
        query={query}
        asked={id > 0}
        notFound={t('project.design.notFound')}
        loadFailed={t('project.design.loadFailed')}
        list={{ to: TEMPLATE_LIST, label: t('project.templates.title') }}
      />
    );
  const template = query.data;
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {template
          ? t('project.design.editTitle', { name: template.name })
          : t('project.design.addTitle')}
      </PageTitle>
      <TemplateForm
        key={template ? `${template.id}-${template.version}` : 'new'}
        template={template}
      />
    </Flex>
  );
}
